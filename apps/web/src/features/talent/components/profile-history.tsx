import { Stack, Text, Timeline } from '@mantine/core';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useProfileHistory } from '../api/talent.ts';

/**
 * Who changed the profile and what, newest first (docs/product/talent-intake.md, **profile history**): each save
 * with the person who made it, the fields it changed and when.
 */
export function ProfileHistory({ candidateId }: { candidateId: number }) {
  const query = useProfileHistory(candidateId);
  return (
    <SectionCard title="History">
      <QueryState query={query} label="history">
        {({ items }) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nobody has changed this profile since it was made.
            </Text>
          ) : (
            <Timeline bulletSize={10} lineWidth={2} active={-1}>
              {items.map((entry) => (
                <Timeline.Item key={entry.id} title={<Text size="sm">{entry.summary}</Text>}>
                  <Stack gap={0}>
                    <Text size="xs" c="dimmed">
                      {entry.actor?.name ?? 'A removed user'} · <RelativeTime value={entry.created_at} />
                    </Text>
                  </Stack>
                </Timeline.Item>
              ))}
            </Timeline>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
