import { Badge, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';

/** What each screen not built yet will be, by its route. */
const screens: Record<string, { title: string; description: string }> = {
  '/video-call': { title: 'Video call', description: 'Live video interviews.' },
};

/** The state of a screen that is not built yet: says so plainly. */
export function ComingSoon({ path }: { path: string }) {
  const { title, description } = screens[path] ?? { title: 'Coming soon', description: '' };
  return (
    <Stack align="center" justify="center" mih="50vh" gap="sm" p="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconHourglassHigh size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={460}>
        {description}
      </Text>
      <Badge variant="light" color="teal">
        Coming soon
      </Badge>
    </Stack>
  );
}
