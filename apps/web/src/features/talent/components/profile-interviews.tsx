import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  DecisionBadge,
  InterviewStatusBadge,
  RecommendationBadge,
  ScoreBadge,
} from '../../../components/interview-badges.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { WideTable } from '../../../components/wide-table.tsx';
import { useProfileInterviews } from '../api/talent.ts';

/**
 * The candidate's interviews across the organisation's jobs (docs/product/talent-intake.md, **a profile's
 * interviews**): each with its job, status, score, the AI's recommendation and the staff decision, linked to its
 * result and its job.
 */
export function ProfileInterviews({ candidateId }: { candidateId: number }) {
  const query = useProfileInterviews(candidateId);
  return (
    <SectionCard title="Interviews">
      <QueryState query={query} label="interviews">
        {({ items, total }) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              Not invited to an interview yet. Invite this candidate from a job's page.
            </Text>
          ) : (
            <Stack gap="xs">
              <WideTable minWidth={640}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Job</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Score</Table.Th>
                      <Table.Th>AI recommendation</Table.Th>
                      <Table.Th>Decision</Table.Th>
                      <Table.Th>Invited</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((interview) => (
                      <Table.Tr key={interview.id}>
                        <Table.Td>
                          <Stack gap={0}>
                            <Anchor component={Link} to={`/jobs/${interview.job.id}`} size="sm">
                              {interview.job.title}
                            </Anchor>
                            <Anchor component={Link} to={`/candidate-profile/${interview.id}`} size="xs">
                              Interview details
                            </Anchor>
                          </Stack>
                        </Table.Td>
                        <Table.Td>
                          <InterviewStatusBadge status={interview.status} />
                        </Table.Td>
                        <Table.Td>
                          <ScoreBadge score={interview.score} />
                        </Table.Td>
                        <Table.Td>
                          <RecommendationBadge value={interview.recommendation} />
                        </Table.Td>
                        <Table.Td>
                          <DecisionBadge value={interview.decision} />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            <RelativeTime value={interview.invited_at} />
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </WideTable>
              {total > items.length && (
                <Group>
                  <Text size="xs" c="dimmed">
                    The latest {items.length} of {total} interviews.
                  </Text>
                </Group>
              )}
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
