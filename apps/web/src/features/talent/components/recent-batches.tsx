import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useBatches } from '../api/talent.ts';
import { countsSummary } from './batch-progress.tsx';

/** The organisation's recent batches, each to continue following (unfinished) or to look back at. */
export function RecentBatches() {
  const batches = useBatches();
  return (
    <section aria-labelledby="talent-recent-batches">
      <Title order={2} size="h4" id="talent-recent-batches" mb="sm">
        Recent batches
      </Title>
      <QueryState query={batches} label="recent batches">
        {({ items }) =>
          items.length === 0 ? (
            <Text c="dimmed" size="sm">
              No batches yet. Drop files above to start the first one.
            </Text>
          ) : (
            <Stack gap="xs">
              {items.map((batch) => (
                <Paper key={batch.id} withBorder p="sm">
                  <Group justify="space-between" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Text fw={600} size="sm">
                          Batch {batch.id}
                        </Text>
                        <Badge variant="light" color={batch.finished ? 'teal' : 'blue'} tt="none">
                          {batch.finished ? 'Finished' : 'In progress'}
                        </Badge>
                      </Group>
                      <Text size="xs" c="dimmed">
                        Started <RelativeTime value={batch.created_at} /> by {batch.created_by_name}
                      </Text>
                      <Text size="sm">{countsSummary(batch.counts)}</Text>
                    </Stack>
                    <Button
                      component={Link}
                      to={`/upload-talent?batch=${batch.id}`}
                      variant={batch.finished ? 'default' : 'light'}
                      size="xs"
                      aria-label={`${batch.finished ? 'Open' : 'Continue'} batch ${batch.id}`}
                    >
                      {batch.finished ? 'Open' : 'Continue'}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </section>
  );
}
