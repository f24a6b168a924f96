import { Badge, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';

/** The state of a screen whose issue has not landed yet: says so plainly. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
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
