import { Anchor, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ActivityList as Activities } from '@talvio/contracts/activity';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ActivityList } from '../../../components/activity-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';

const recentActivitiesQuery = {
  queryKey: ['activities', 'dashboard'],
  queryFn: () => apiFetch<Activities>('/activities?limit=10'),
};

export function Component() {
  const user = useCurrentUser();
  const activities = useQuery(recentActivitiesQuery);
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
      <Paper withBorder p="md" component="section" aria-labelledby="recent-activities-title">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="recent-activities-title">
            Recent activities
          </Title>
          <Anchor component={Link} to="/recent-activities" size="sm">
            See all
          </Anchor>
        </Group>
        <QueryState query={activities} label="recent activities">
          {(data) => <ActivityList items={data.items} />}
        </QueryState>
      </Paper>
    </Stack>
  );
}
