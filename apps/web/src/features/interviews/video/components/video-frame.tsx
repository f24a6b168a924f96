import { Box, Container, Group, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The page around a live interview: minimal chrome (the candidate has no account), the organisation and the job,
 * the room's link never sent on as a referrer. Wide for the call, narrow for the other states.
 */
export function VideoFrame({
  title,
  organisation,
  subtitle,
  wide = false,
  children,
}: {
  title: string;
  organisation?: string | null;
  subtitle?: string | null;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <title>{title}</title>
      <meta name="referrer" content="no-referrer" />
      {organisation && (
        <Box
          component="header"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          bg="var(--mantine-color-default)"
        >
          <Container size={wide ? 1320 : 760}>
            <Group gap="sm" wrap="nowrap">
              <IconVideo size={24} aria-hidden style={{ flexShrink: 0 }} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={700} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                  {organisation}
                </Text>
                {subtitle && (
                  <Text c="dimmed" fz="sm" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                    {subtitle}
                  </Text>
                )}
              </Stack>
            </Group>
          </Container>
        </Box>
      )}
      <Container
        component="main"
        size={wide ? 1320 : 760}
        py={{ base: 'md', sm: 'xl' }}
        px={{ base: 'sm', sm: 'lg' }}
      >
        {children}
      </Container>
    </Box>
  );
}
