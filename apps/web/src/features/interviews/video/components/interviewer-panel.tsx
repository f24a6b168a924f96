import { Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import type { LiveInterview } from '@talvio/contracts/video';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../../components/query-state.tsx';
import { notifyFailure } from '../../../../lib/form-errors.ts';
import { recommendationLabels } from '../../../../lib/labels.ts';
import { jobCandidateQuery, useEvaluateAgain } from '../../staff/api.ts';
import { AnswerList } from '../../staff/components/answer-list.tsx';
import { EvaluationCard } from '../../staff/components/evaluation-card.tsx';
import { liveInterviewsQuery, useCloseLive } from '../api.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { LiveNotesForm, ScorecardForm } from './scorecard-form.tsx';

/**
 * The interviewer's side of the call: the candidate's AI interview result, their private notes and their
 * scorecard — the scorecard shown beside the AI score, a separate judgement (**notes and scorecard**).
 */
export function InterviewerPanel({ liveId, candidateId }: { liveId: number; candidateId: number }) {
  const lives = useQuery(liveInterviewsQuery(candidateId));
  const result = useQuery(jobCandidateQuery(candidateId));
  const evaluateAgain = useEvaluateAgain();
  const live = lives.data?.find((l) => l.id === liveId);
  const skills = [...new Set((result.data?.answers ?? []).flatMap((a) => (a.skill ? [a.skill] : [])))];
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="panel-title"
      data-testid="interviewer-panel"
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h5" id="panel-title">
          {result.data ? `Interviewing ${result.data.candidate.name}` : 'Interview notes'}
        </Title>
        {live && <EndButton live={live} />}
      </Group>
      <ScoresSideBySide aiScore={result.data?.score ?? null} live={live} />
      <Tabs defaultValue="scorecard" keepMounted={false} mt="sm">
        <Tabs.List grow>
          <Tabs.Tab value="scorecard">Scorecard</Tabs.Tab>
          <Tabs.Tab value="notes">Notes</Tabs.Tab>
          <Tabs.Tab value="ai">AI interview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="scorecard" pt="sm">
          <QueryState query={lives} label="the scorecard">
            {() =>
              live ? (
                <ScorecardForm key={live.id} live={live} suggestedSkills={skills} />
              ) : (
                <Text size="sm">This live interview is not among the candidate’s.</Text>
              )
            }
          </QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="sm">
          {live && <LiveNotesForm key={live.id} live={live} />}
        </Tabs.Panel>
        <Tabs.Panel value="ai" pt="sm">
          <QueryState query={result} label="the AI interview result">
            {(detail) => (
              <Stack gap="sm">
                <EvaluationCard
                  detail={detail}
                  evaluating={evaluateAgain.isPending}
                  onEvaluate={() =>
                    evaluateAgain.mutate(
                      { id: detail.id, jobId: detail.job.id },
                      { onError: (err) => notifyFailure('Could not start the evaluation', err) },
                    )
                  }
                />
                <AnswerList answers={detail.answers} />
              </Stack>
            )}
          </QueryState>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

/** The AI's score and the interviewer's recommendation, side by side and apart. */
function ScoresSideBySide({ aiScore, live }: { aiScore: number | null; live: LiveInterview | undefined }) {
  const mine = live?.scorecard?.recommendation;
  const ratings = live?.scorecard?.ratings ?? [];
  const average = ratings.length ? ratings.reduce((s, r) => s + r.rating, 0) / ratings.length : null;
  return (
    <Group gap="lg" data-testid="scores-side-by-side">
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          AI interview score
        </Text>
        <Text fw={700}>{aiScore === null ? 'Not scored' : `${aiScore} / 100`}</Text>
      </Stack>
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          Your scorecard
        </Text>
        <Group gap={6}>
          <Text fw={700}>{average === null ? 'Not rated' : `${average.toFixed(1)} / 5`}</Text>
          {mine && (
            <Badge variant="light" color={recommendationLabels[mine].color}>
              {recommendationLabels[mine].label}
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

function EndButton({ live }: { live: LiveInterview }) {
  const end = useCloseLive('end');
  if (live.status !== 'scheduled')
    return <Badge color="gray">{live.status === 'ended' ? 'Ended' : 'Cancelled'}</Badge>;
  return (
    <ConfirmButton
      size="xs"
      color="red"
      variant="light"
      leftSection={<IconPlayerStop size={16} />}
      loading={end.isPending}
      label="End interview"
      title="End the interview for both of you?"
      body="The room closes and the link then says the interview has ended. Your notes and scorecard stay editable."
      confirmLabel="End interview"
      keepLabel="Keep talking"
      onConfirm={() =>
        end.mutate(live.id, { onError: (err) => notifyFailure('Could not end the interview', err) })
      }
    />
  );
}
