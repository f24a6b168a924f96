import { Anchor, Button, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconBriefcase, IconUserSearch } from '@tabler/icons-react';
import type { JobCandidateDetail } from '@talvio/contracts/interviews';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DecisionBadge, InterviewStatusBadge } from '../../../components/interview-badges.tsx';
import { pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { jobCandidateQuery, latestJobCandidateQuery, useEvaluateAgain } from '../staff/api.ts';
import { AnswerList, IntegritySummary, SignalsHint } from '../staff/components/answer-list.tsx';
import { DecisionCard } from '../staff/components/decision-card.tsx';
import { EvaluationCard } from '../staff/components/evaluation-card.tsx';
import { ExpiryTime } from '../staff/components/expiry-time.tsx';
import { InvitationActions } from '../staff/components/invitation-actions.tsx';
import { OversightRecord } from '../staff/components/oversight-record.tsx';
import { LiveInterviewsCard } from '../video/components/live-interviews-card.tsx';

/** While the AI evaluates, the result is checked this often. */
const pollWhileEvaluatingMs = 3_000;

const poll = (query: { state: { data?: JobCandidateDetail } }) =>
  query.state.data?.evaluation_status === 'pending' ? pollWhileEvaluatingMs : false;

/**
 * /candidate-profile/{id} and /candidate-profile: a candidate's interview result for a job, the AI's
 * evaluation as a suggestion, every answer with its evidence, and the team's decision and notes.
 */
export function Component() {
  const param = useParams().id;
  if (param === undefined) return <Latest />;
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <ById id={id} />;
}

function ById({ id }: { id: number }) {
  const query = useQuery({ ...jobCandidateQuery(id), refetchInterval: poll });
  return <Result query={query} missing={<NotFound />} />;
}

function Latest() {
  const query = useQuery({ ...latestJobCandidateQuery(), refetchInterval: poll });
  return <Result query={query} missing={<NoneYet />} />;
}

function Result({ query, missing }: { query: UseQueryResult<JobCandidateDetail>; missing: React.ReactNode }) {
  if (query.error instanceof ApiError && query.error.status === 404) return <>{missing}</>;
  return (
    <QueryState
      query={query}
      label="the interview result"
      notFound={{
        title: 'This interview result does not exist',
        href: '/jobs-list',
        label: 'Back to My Jobs',
      }}
    >
      {(data) => <CandidateResult detail={data} />}
    </QueryState>
  );
}

function CandidateResult({ detail }: { detail: JobCandidateDetail }) {
  const evaluateAgain = useEvaluateAgain();
  const evaluating = evaluateAgain.isPending;
  const pending = detail.status === 'invited' || detail.status === 'started';

  const evaluate = () =>
    evaluateAgain.mutate(
      { id: detail.id, jobId: detail.job.id },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: 'Evaluation started; the result appears here shortly.',
          }),
        onError: (err) => notifyFailure('Could not start the evaluation', err),
      },
    );

  return (
    <Stack maw={pageWidths.detail}>
      <Anchor component={Link} to={`/jobs/${detail.job.id}`} size="sm" underline="hover">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> {detail.job.title}
        </Group>
      </Anchor>
      <Header detail={detail} />
      {pending && (
        <Paper withBorder p="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {detail.status === 'started'
                ? `In progress: ${detail.answered} of ${detail.question_count} questions answered. The link expires `
                : 'The candidate has not started yet. The link expires '}
              <ExpiryTime value={detail.expires_at} />.
            </Text>
            <InvitationActions candidate={detail} />
          </Group>
        </Paper>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <EvaluationCard detail={detail} onEvaluate={evaluate} evaluating={evaluating} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DecisionCard key={detail.id} detail={detail} />
        </Grid.Col>
      </Grid>
      <LiveInterviewsCard
        jobCandidateId={detail.id}
        candidateName={detail.candidate.name}
        skills={[...new Set(detail.answers.flatMap((a) => (a.skill ? [a.skill] : [])))]}
      />
      <IntegritySummary signals={detail.integrity} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="answers-title">
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={2} size="h4" id="answers-title">
            Answers ({detail.answered} of {detail.question_count})
          </Title>
          <SignalsHint />
        </Group>
        <AnswerList answers={detail.answers} />
      </Paper>
      <OversightRecord detail={detail} />
    </Stack>
  );
}

function Header({ detail }: { detail: JobCandidateDetail }) {
  const times: [string, string | null][] = [
    [detail.source === 'public_link' ? 'Opened the public link' : 'Invited', detail.invited_at],
    ['Started', detail.started_at],
    ['Completed', detail.completed_at],
  ];
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Title order={1} size="h2">
          {detail.candidate.name}
        </Title>
        <InterviewStatusBadge status={detail.status} />
        {detail.decision !== 'none' && <DecisionBadge value={detail.decision} />}
      </Group>
      <Text c="dimmed" size="sm">
        <Anchor href={`mailto:${detail.candidate.email}`} size="sm">
          {detail.candidate.email}
        </Anchor>{' '}
        · Interview for{' '}
        <Anchor component={Link} to={`/jobs/${detail.job.id}`} size="sm">
          {detail.job.title}
        </Anchor>
      </Text>
      <Group gap="md">
        {times.map(([label, value]) =>
          value ? (
            <Text key={label} size="xs" c="dimmed">
              {label} <RelativeTime value={value} />
            </Text>
          ) : null,
        )}
        {detail.extra_time && (
          <Text size="xs" c="dimmed">
            Chose extra time
          </Text>
        )}
        {detail.invited_by && (
          <Text size="xs" c="dimmed">
            Invited by {detail.invited_by.name}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** No result to show: what is missing, why, and the way to the jobs. */
function NoResult({ title, why }: { title: string; why: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon variant="light" size={52} radius="xl" aria-hidden>
        <IconUserSearch size={28} />
      </ThemeIcon>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw={420}>
        {why}
      </Text>
      <Button component={Link} to="/jobs-list" leftSection={<IconBriefcase size={18} />}>
        Go to jobs
      </Button>
    </Stack>
  );
}

const NotFound = () => (
  <NoResult
    title="This interview result does not exist"
    why="It may have been removed, or the link belongs to another organisation. Find the candidate from the job."
  />
);

const NoneYet = () => (
  <NoResult
    title="No completed interviews yet"
    why="Results appear here once a candidate completes an interview; invite candidates from a job."
  />
);
