import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client.ts';

/** Where to go when the thing a page shows does not exist (a deleted job, a mistyped id). */
export interface NotFoundWay {
  title: string;
  href: string;
  label: string;
}

/**
 * The loading and error states of a screen's main query, one shape everywhere: a labelled spinner while loading,
 * an alert with the server's message and a retry button on failure, then the content. Something that does not
 * exist (404) is not retried: it says so and, with `notFound`, offers the way back.
 */
export function QueryState<T>({
  query,
  label,
  notFound,
  pending,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  notFound?: NotFoundWay;
  /** What stands in while loading, instead of the spinner: a placeholder as tall as the content it expects. */
  pending?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    if (pending) return pending;
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
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Alert color="gray" role="alert" title={notFound?.title ?? `This ${label} does not exist`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          {notFound && (
            <Anchor component={Link} to={notFound.href} size="sm">
              {notFound.label}
            </Anchor>
          )}
        </Stack>
      </Alert>
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
