import { Avatar, Box, Center, Container, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { fileUrl } from '../../../lib/files.ts';

export interface Organisation {
  name: string;
  logo_url: string | null;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/**
 * The candidate-facing page (docs/product/look-and-feel.md, **candidate pages**): minimal chrome, the organisation's
 * logo and name, large readable type, nothing that looks like staff software. The link token never leaves the page as a
 * referrer. `wide` gives a live video call the room it needs, with tighter margins.
 */
export function CandidateFrame({
  organisation,
  subtitle,
  title,
  banner,
  wide = false,
  children,
}: {
  organisation: Organisation | null;
  /** Under the organisation's name, e.g. the job title. */
  subtitle?: string | null;
  /** The browser tab's title. */
  title: string;
  banner?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const size = wide ? 1320 : 760;
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <title>{title}</title>
      <meta name="referrer" content="no-referrer" />
      {banner}
      {organisation && (
        <Box
          component="header"
          py="md"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          bg="var(--mantine-color-default)"
        >
          <Container size={size}>
            <Group gap="sm" wrap="nowrap">
              {organisation.logo_url ? (
                <Avatar src={fileUrl(organisation.logo_url)} alt="" radius="sm" size={44} />
              ) : (
                <Avatar radius="sm" size={44} color="talvio" aria-hidden>
                  {initials(organisation.name)}
                </Avatar>
              )}
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={700} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                  {organisation.name}
                </Text>
                {subtitle && (
                  <Text c="dimmed" fz="md" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
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
        size={size}
        py={wide ? { base: 'md', sm: 'xl' } : { base: 'lg', sm: 40 }}
        px={{ base: wide ? 'sm' : 'md', sm: 'lg' }}
      >
        {children}
      </Container>
    </Box>
  );
}

/** One clear state of a link (unknown, expired, completed, …): an icon, a heading and what to do next. */
export function StatusMessage({
  icon,
  color = 'talvio',
  title,
  children,
  action,
}: {
  icon: ReactNode;
  color?: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 'lg', sm: 48 }}>
      <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Stack gap="xs" maw={520} fz="lg">
        {children}
      </Stack>
      {action}
    </Stack>
  );
}

/** Waiting for the first answer of the server. */
export function CandidateLoading({ label }: { label: string }) {
  return (
    <Center mih="60vh" aria-busy="true">
      <Stack align="center" gap="xs">
        <Loader role="status" aria-label={label} />
        <Text c="dimmed">{label}…</Text>
      </Stack>
    </Center>
  );
}
