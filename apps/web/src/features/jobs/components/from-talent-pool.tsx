import { Anchor, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { JobStatus } from '@talvio/contracts/jobs';
import { Link } from 'react-router';
import { earlierInterviewLine } from '../../../lib/ranked-candidate.ts';
import { useResurfacedCandidates } from '../api/talent-pool.ts';

/**
 * "From your talent pool" on an open job's page (docs/product/find-candidates.md, **past candidates resurface**):
 * the best-ranked profiles not yet invited, and a link to /find-candidates to see all and invite. Nobody is
 * contacted from here. Nothing shows for a draft, paused or closed job, while loading, or when no one is left.
 */
export function FromTalentPool({ job }: { job: { id: number; status: JobStatus } }) {
  const open = job.status === 'open';
  const ranking = useResurfacedCandidates(job.id, open);
  const items = ranking.data?.items ?? [];
  if (!open || items.length === 0) return null;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="from-talent-pool">
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="from-talent-pool">
            From your talent pool
          </Title>
          <Text size="sm" c="dimmed">
            The best fits not yet invited, ranked on their profiles. No one is contacted until you invite
            them.
          </Text>
        </Stack>
        <Anchor component={Link} to={`/find-candidates?job=${job.id}`} size="sm" fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            See all and invite <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <Group
            component="li"
            key={item.candidate_id}
            data-testid="resurfaced-candidate"
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="sm"
            py="xs"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/my-talent-profile/${item.candidate_id}`} fw={600} size="sm">
                {item.name || 'Unnamed profile'}
              </Anchor>
              {item.headline && (
                <Text size="sm" lineClamp={1}>
                  {item.headline}
                </Text>
              )}
              {item.earlier_interview && (
                <Text size="xs" c="dimmed">
                  {earlierInterviewLine(item.earlier_interview)}
                </Text>
              )}
            </Stack>
            <Text fw={700} size="lg" style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
              <VisuallyHidden>Score </VisuallyHidden>
              {item.score}
              <VisuallyHidden> of 100</VisuallyHidden>
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
