import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container size={440} py={48}>
      <Stack gap="xs" mb="lg" ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 30 }} radius="md">
        {children}
      </Paper>
      {footer && (
        <Text ta="center" mt="md" size="sm">
          {footer}
        </Text>
      )}
    </Container>
  );
}
