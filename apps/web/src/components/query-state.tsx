import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The loading and error states of a screen's main query, one shape everywhere: a labelled spinner while loading,
 * an alert with the server's message and a retry button on failure, then the content.
 */
export function QueryState<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center mih={200}>
        <Stack align="center" gap="xs">
          <Loader role="status" aria-label={`Loading ${label}`} />
          <Text size="sm" c="dimmed">
            Loading {label}…
          </Text>
        </Stack>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={`Could not load ${label}`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
