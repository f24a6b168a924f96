import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { JobCandidateSummary } from '@talvio/contracts/interviews';
import { Link } from 'react-router';
import {
  InterviewStatusBadge,
  RecommendationBadge,
  ScoreBadge,
} from '../../../../components/interview-badges.tsx';
import { RelativeTime } from '../../../../components/relative-time.tsx';
import { plural } from '../labels.ts';
import { boardStageLabels, boardStages, groupByStage } from '../stages.ts';

/** The pipeline by stage (`/jobs/{id}`): one column per stage, a card per candidate. */
export function CandidatesBoard({ items }: { items: JobCandidateSummary[] }) {
  const { columns, off } = groupByStage(items);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
        {boardStages.map((stage) => {
          const cards = columns[stage];
          const headingId = `board-${stage}`;
          return (
            <Paper
              key={stage}
              bg="var(--mantine-color-default-hover)"
              p="xs"
              radius="md"
              component="section"
              aria-labelledby={headingId}
            >
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Title order={3} size="h6" id={headingId}>
                  {boardStageLabels[stage]}
                </Title>
                <Badge variant="default" size="sm">
                  {cards.length}
                </Badge>
              </Group>
              {cards.length === 0 ? (
                <Text size="xs" c="dimmed" ta="center" py="sm">
                  Nobody here
                </Text>
              ) : (
                <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {cards.map((c) => (
                    <BoardCard key={c.id} candidate={c} />
                  ))}
                </Stack>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
      {off.length > 0 && (
        <Text size="sm" c="dimmed">
          {plural(off.length, 'expired or cancelled invitation', 'expired or cancelled invitations')} not on
          the board; see them in the table.
        </Text>
      )}
    </Stack>
  );
}

function BoardCard({ candidate: c }: { candidate: JobCandidateSummary }) {
  return (
    <Paper component="li" withBorder p="xs" radius="sm">
      <Anchor
        component={Link}
        to={`/candidate-profile/${c.id}`}
        fw={600}
        size="sm"
        style={{ wordBreak: 'break-word' }}
      >
        {c.candidate.name}
      </Anchor>
      <Group gap={4} mt={4}>
        {c.decision !== 'none' && <InterviewStatusBadge status={c.status} />}
        {c.score !== null && <ScoreBadge score={c.score} />}
        {c.recommendation && <RecommendationBadge value={c.recommendation} />}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {c.completed_at ? 'Completed ' : 'Invited '}
        <RelativeTime value={c.completed_at ?? c.invited_at} />
      </Text>
    </Paper>
  );
}
