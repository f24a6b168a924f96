import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';

/**
 * Shown for an unknown URL that the navigation rule (docs/product/app-shell.md) leaves alone (it contains
 * "candidate-interview"): a candidate with a mistyped link gets a clear page, never the staff login.
 */
export function Component() {
  return (
    <Stack component="main" align="center" justify="center" mih="70vh" gap="sm" p="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconLinkOff size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        This link does not lead anywhere
      </Title>
      <Text c="dimmed" maw={460}>
        Check that you copied the whole link from your invitation e-mail, or ask the organisation that invited
        you to send it again.
      </Text>
    </Stack>
  );
}
