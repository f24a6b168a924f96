import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../../lib/current-user.ts';

export function Component() {
  const user = useCurrentUser();
  const first = user.data?.name.split(' ')[0] ?? '';
  return (
    <Stack>
      <Title order={1} size="h2">
        Welcome{first ? `, ${first}` : ''}
      </Title>
      <Text c="dimmed">
        Here is what is happening at {user.data?.organisation_name || 'your organisation'}.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {[
          ['Open jobs', 'No open jobs yet'],
          ['Talent pool', 'No resumes yet'],
          ['Interviews used', 'Included in your plan'],
          ['Talvio Credits', String(user.data?.talvio_credits ?? 0)],
        ].map(([label, value]) => (
          <Card withBorder key={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Group mt={4}>
              <Text fw={600}>{value}</Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
