import { Badge, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useMatches } from 'react-router';

interface ComingSoonHandle {
  title: string;
  description: string;
}

/** The state of a screen whose issue has not landed yet: says so plainly. Title and text come from the route. */
export function Component() {
  const handle = useMatches().at(-1)?.handle as ComingSoonHandle | undefined;
  return (
    <Stack align="center" justify="center" mih="50vh" gap="sm" p="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconHourglassHigh size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {handle?.title ?? 'Coming soon'}
      </Title>
      <Text c="dimmed" maw={460}>
        {handle?.description}
      </Text>
      <Badge variant="light" color="teal">
        Coming soon
      </Badge>
    </Stack>
  );
}
