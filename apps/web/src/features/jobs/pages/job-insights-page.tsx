import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowLeft, IconChartBar, IconDownload } from '@tabler/icons-react';
import { fairnessSteps, type JobFairness } from '@talvio/contracts/fairness';
import type {
  FunnelStep,
  FunnelStepFigures,
  JobInsights,
  QuestionInsight,
  RankedInterview,
} from '@talvio/contracts/job-insights';
import type { JobStatus } from '@talvio/contracts/jobs';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DecisionBadge, RecommendationBadge, ScoreBadge } from '../../../components/interview-badges.tsx';
import { pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { WideTable } from '../../../components/wide-table.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  useExportJobFairness,
  useExportJobInsights,
  useJobFairness,
  useJobInsights,
} from '../api/insights.ts';
import { JobMissing, jobMissing } from '../components/job-missing.tsx';
import { JobStatusBadge } from '../components/job-status-badge.tsx';
import { statusLabels } from '../labels.ts';

/**
 * /jobs/{id}/insights: how a job's AI interviews went — the funnel, the score distribution, which questions tell
 * candidates apart, the skills, the best-ranked interviews and the fairness view. Every chart has its numbers
 * beside it, and a text alternative for assistive technology.
 */
export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const insights = useJobInsights(id, { enabled: valid });
  // Fetched alongside the insights, in its own query: the rest of the page never waits for it.
  const fairness = useJobFairness(id, { enabled: valid });
  if (!valid) return <JobMissing />;
  return (
    <QueryState query={insights} label="the insights" notFound={jobMissing}>
      {(data) => <Insights insights={data} fairness={fairness} />}
    </QueryState>
  );
}

const stepLabels: Record<FunnelStep, string> = {
  invited: 'Invited',
  started: 'Started',
  completed: 'Completed',
  evaluated: 'Evaluated',
  shortlisted: 'Shortlisted',
  hired: 'Hired',
};

const separatesLabels: Record<QuestionInsight['separates'], { label: string; color: string; text: string }> =
  {
    yes: { label: 'Separates candidates', color: 'green', text: 'green.9' },
    no: { label: 'Does not separate', color: 'yellow', text: 'gray.9' },
    too_few: { label: 'Too few answers', color: 'gray', text: 'gray.8' },
  };

const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const wholePercent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

const chartHeight = 260;
/** The chart's bars take the primary colour; recharts' keyboard layer is off, as the table beside it has the numbers. */
const chartProps = {
  h: chartHeight,
  role: 'img',
  tickLine: 'y',
  gridAxis: 'y',
  withBarValueLabel: true,
  barChartProps: { accessibilityLayer: false },
  // Counts of people: whole numbers on the axis.
  yAxisProps: { allowDecimals: false },
} as const;

const countOf = (insights: JobInsights, step: FunnelStep) =>
  insights.funnel.find((s) => s.step === step)?.count ?? 0;

const isJobStatus = (status: string): status is JobStatus => Object.hasOwn(statusLabels, status);

const dash = '—';
const score10 = (value: number | null) => (value === null ? dash : `${oneDecimal.format(value)}/10`);
const percent = (share: number | null) => (share === null ? dash : wholePercent.format(share));

/** "45 s", "2 min 30 s", "12 min". */
function duration(seconds: number | null): string {
  if (seconds === null) return dash;
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 || minutes >= 10 ? `${Math.round(whole / 60)} min` : `${minutes} min ${rest} s`;
}

function Insights({ insights, fairness }: { insights: JobInsights; fairness: UseQueryResult<JobFairness> }) {
  const { job } = insights;
  const exporting = useExportJobInsights();
  const hasInterviews =
    countOf(insights, 'invited') > 0 || insights.ended.expired + insights.ended.cancelled > 0;

  const exportCsv = () =>
    exporting.mutate(job.id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: `Exported the insights of ${job.title} as CSV.` }),
      onError: (error) => notifyFailure('The export did not start', error),
    });

  return (
    <Stack maw={pageWidths.detail}>
      <Anchor component={Link} to={`/jobs/${job.id}`} size="sm" underline="hover">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> Back to the job
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              Insights — {job.title}
            </Title>
            {isJobStatus(job.status) && <JobStatusBadge status={job.status} />}
          </Group>
          <Text c="dimmed">How this job's AI interviews went, from every interview as it is now.</Text>
        </Stack>
        {hasInterviews && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting.isPending}
            onClick={exportCsv}
          >
            Export CSV
          </Button>
        )}
      </Group>

      {hasInterviews ? (
        <>
          <Summary insights={insights} />
          <Funnel insights={insights} />
          <ScoreDistribution insights={insights} />
          <Questions questions={insights.questions} />
          <Skills skills={insights.skills} />
          <Ranking ranking={insights.ranking} total={insights.ranking_total} />
          <Fairness jobId={job.id} query={fairness} />
        </>
      ) : (
        <NoInterviews jobId={job.id} />
      )}
    </Stack>
  );
}

/** A job nobody was invited to yet: a way to the job page instead of empty charts. */
function NoInterviews({ jobId }: { jobId: number }) {
  return (
    <Paper withBorder p="xl" data-testid="insights-empty">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconChartBar size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          No interviews yet
        </Title>
        <Text c="dimmed" maw={480}>
          Invite candidates from the job page. The funnel, the scores and how each question did appear here as
          candidates take their interviews.
        </Text>
        <Button component={Link} to={`/jobs/${jobId}`}>
          Invite candidates from the job page
        </Button>
      </Stack>
    </Paper>
  );
}

function Stat({
  label,
  value,
  unit,
  note,
}: {
  label: string;
  value: ReactNode;
  unit?: string;
  note?: string;
}) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
        {unit && value !== dash && (
          <Text span size="sm" c="dimmed" fw={500}>
            {unit}
          </Text>
        )}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

function Summary({ insights }: { insights: JobInsights }) {
  const { average_score: average, time_to_complete: time } = insights;
  const days = time.median_days_from_invitation;
  return (
    <SectionCard title="Summary">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Stat label="Invited" value={countOf(insights, 'invited')} />
        <Stat label="Completed" value={countOf(insights, 'completed')} />
        <Stat label="Evaluated" value={countOf(insights, 'evaluated')} />
        <Stat label="Average score" value={average === null ? dash : Math.round(average)} unit="/100" />
        <Stat
          label="Median time to complete"
          value={time.median_minutes === null ? dash : oneDecimal.format(time.median_minutes)}
          unit=" min"
          note={
            time.p90_minutes === null
              ? undefined
              : `9 in 10 within ${oneDecimal.format(time.p90_minutes)} min`
          }
        />
        <Stat
          label="Median days from invitation"
          value={days === null ? dash : oneDecimal.format(days)}
          unit={days === 1 ? ' day' : ' days'}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

/** A chart and the table with its numbers: side by side on a wide screen, the chart above on a phone. */
function ChartWithNumbers({ chart, numbers }: { chart: ReactNode; numbers: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <div>{chart}</div>
      <div>{numbers}</div>
    </SimpleGrid>
  );
}

function Funnel({ insights }: { insights: JobInsights }) {
  const { funnel, ended } = insights;
  const data = funnel.map((s) => ({ step: stepLabels[s.step], count: s.count }));
  const summary = `Bar chart of the funnel: ${funnel.map((s) => `${stepLabels[s.step]} ${s.count}`).join(', ')}.`;
  return (
    <SectionCard
      title="Funnel"
      description="From the invitation to the hire: how many candidates reached each step."
    >
      <ChartWithNumbers
        chart={
          <BarChart
            {...chartProps}
            aria-label={summary}
            data={data}
            dataKey="step"
            series={[{ name: 'count', label: 'Candidates', color: 'talvio.6' }]}
          />
        }
        numbers={
          <WideTable minWidth={420}>
            <Table aria-label="Funnel figures" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Step</Table.Th>
                  <Table.Th scope="col">Candidates</Table.Th>
                  <Table.Th scope="col">From the step before</Table.Th>
                  <Table.Th scope="col">Drop-off</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {funnel.map((s, i) => (
                  <FunnelRow key={s.step} step={s} first={i === 0} />
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        }
      />
      <Text size="sm" mt="md" data-testid="insights-ended">
        Ended without finishing: {ended.expired} expired, {ended.cancelled} cancelled.
      </Text>
    </SectionCard>
  );
}

function FunnelRow({ step, first }: { step: FunnelStepFigures; first: boolean }) {
  return (
    <Table.Tr data-testid={`funnel-${step.step}`}>
      <Table.Th scope="row" fw={500}>
        {stepLabels[step.step]}
      </Table.Th>
      <Table.Td>{step.count}</Table.Td>
      <Table.Td>{percent(step.conversion)}</Table.Td>
      <Table.Td>{first ? dash : step.drop_off}</Table.Td>
    </Table.Tr>
  );
}

function ScoreDistribution({ insights }: { insights: JobInsights }) {
  const buckets = insights.score_histogram;
  const evaluated = buckets.reduce((sum, b) => sum + b.count, 0);
  const range = (b: { from: number; to: number }) => `${b.from}–${b.to}`;
  const summary = `Histogram of overall scores out of 100: ${buckets.map((b) => `${range(b)}: ${b.count}`).join(', ')}.`;
  return (
    <SectionCard
      title="Score distribution"
      description="Overall scores of the evaluated interviews, out of 100."
    >
      {evaluated === 0 ? (
        <Text size="sm" c="dimmed">
          No evaluated interviews yet: the scores appear once the AI has evaluated an interview.
        </Text>
      ) : (
        <ChartWithNumbers
          chart={
            <BarChart
              {...chartProps}
              aria-label={summary}
              data={buckets.map((b) => ({ range: range(b), count: b.count }))}
              dataKey="range"
              // Each bar labelled by where its range starts, so all ten fit even on a phone; the table has the ranges.
              xAxisProps={{ interval: 0, tickFormatter: (range: string) => range.split('–')[0] ?? range }}
              series={[{ name: 'count', label: 'Interviews', color: 'teal.7' }]}
            />
          }
          numbers={
            <WideTable minWidth={240}>
              <Table aria-label="Score distribution figures" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Score</Table.Th>
                    <Table.Th scope="col">Interviews</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {buckets.map((b) => (
                    <Table.Tr key={b.from}>
                      <Table.Th scope="row" fw={500}>
                        {range(b)}
                      </Table.Th>
                      <Table.Td>{b.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </WideTable>
          }
        />
      )}
    </SectionCard>
  );
}

function Questions({ questions }: { questions: QuestionInsight[] }) {
  return (
    <SectionCard
      title="Questions"
      description="How each question did: how many answered it, where candidates left, and whether its scores tell candidates apart (at least 5 evaluated answers whose scores spread by 1.5 points of 10 or more)."
    >
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          This job has no questions.
        </Text>
      ) : (
        <Stack gap="md">
          {questions.map((q) => (
            <QuestionFigures key={q.id} question={q} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function QuestionFigures({ question: q }: { question: QuestionInsight }) {
  const separates = separatesLabels[q.separates];
  const title = `${q.position}. ${q.text}`;
  return (
    <Paper
      withBorder
      p="md"
      component="article"
      aria-label={`Question ${q.position}`}
      data-testid="question-insight"
    >
      <Stack gap="sm">
        <Group gap="xs" align="flex-start" justify="space-between">
          <Title order={3} size="h5" fw={600} style={{ flex: '1 1 16rem' }}>
            {title}
          </Title>
          <Group gap={6} style={{ flexShrink: 0 }}>
            {q.skill && (
              <Badge variant="outline" color="gray" tt="none">
                {q.skill}
              </Badge>
            )}
            {!q.current && (
              <Badge variant="light" color="gray" c="gray.8" tt="none">
                Removed from the job
              </Badge>
            )}
          </Group>
        </Group>
        <WideTable minWidth={720}>
          <Table aria-label={`Question ${q.position} figures`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Answered</Table.Th>
                <Table.Th scope="col">Left here</Table.Th>
                <Table.Th scope="col">Average score</Table.Th>
                <Table.Th scope="col">Spread</Table.Th>
                <Table.Th scope="col">Tells candidates apart</Table.Th>
                <Table.Th scope="col">Median time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{q.answered}</Table.Td>
                <Table.Td>{q.left_here}</Table.Td>
                <Table.Td>{score10(q.average_score)}</Table.Td>
                <Table.Td>{q.spread === null ? dash : `±${oneDecimal.format(q.spread)}`}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={separates.color} c={separates.text} tt="none">
                    {separates.label}
                  </Badge>
                </Table.Td>
                <Table.Td>{duration(q.median_seconds)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </WideTable>
        {q.rubric.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Rubric points met
            </Text>
            {q.rubric.map((r) => (
              <div key={r.point} data-testid="rubric-point">
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <Text size="sm">{r.point}</Text>
                  <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                    {r.met_share === null ? 'No evaluated answers' : percent(r.met_share)}
                  </Text>
                </Group>
                {r.met_share !== null && (
                  <Progress
                    value={r.met_share * 100}
                    size="sm"
                    mt={4}
                    aria-label={`${r.point}: met by ${percent(r.met_share)} of the evaluated answers`}
                  />
                )}
              </div>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Skills({ skills }: { skills: JobInsights['skills'] }) {
  const scored = skills.filter((s) => s.average_score !== null);
  const summary = `Bar chart of the average answer score per skill, out of 10: ${scored
    .map((s) => `${s.skill} ${oneDecimal.format(s.average_score ?? 0)}`)
    .join(', ')}.`;
  const table = (
    <WideTable minWidth={420}>
      <Table aria-label="Skill figures" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Skill</Table.Th>
            <Table.Th scope="col">Questions</Table.Th>
            <Table.Th scope="col">Evaluated answers</Table.Th>
            <Table.Th scope="col">Average score</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {skills.map((s) => (
            <Table.Tr key={s.skill}>
              <Table.Th scope="row" fw={500}>
                {s.skill}
              </Table.Th>
              <Table.Td>{s.questions}</Table.Td>
              <Table.Td>{s.evaluated}</Table.Td>
              <Table.Td>{score10(s.average_score)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
  return (
    <SectionCard
      title="Skills"
      description="The average answer score of the questions on each skill, out of 10."
    >
      {skills.length === 0 ? (
        <Text size="sm" c="dimmed">
          None of this job's questions names a skill.
        </Text>
      ) : scored.length === 0 ? (
        table
      ) : (
        <ChartWithNumbers
          chart={
            <BarChart
              {...chartProps}
              aria-label={summary}
              data={scored.map((s) => ({ skill: s.skill, average: s.average_score }))}
              dataKey="skill"
              orientation="vertical"
              tickLine="x"
              gridAxis="x"
              yAxisProps={{ width: 110 }}
              xAxisProps={{ domain: [0, 10] }}
              valueFormatter={(v) => oneDecimal.format(v)}
              series={[{ name: 'average', label: 'Average score', color: 'talvio.6' }]}
            />
          }
          numbers={table}
        />
      )}
    </SectionCard>
  );
}

function Ranking({ ranking, total }: { ranking: RankedInterview[]; total: number }) {
  return (
    <SectionCard title="Ranking" description="The evaluated interviews, best score first.">
      {ranking.length === 0 ? (
        <Text size="sm" c="dimmed">
          No evaluated interviews yet.
        </Text>
      ) : (
        <WideTable minWidth={640}>
          <Table aria-label="Ranking" striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">#</Table.Th>
                <Table.Th scope="col">Candidate</Table.Th>
                <Table.Th scope="col">Score</Table.Th>
                <Table.Th scope="col">AI recommendation</Table.Th>
                <Table.Th scope="col">Decision</Table.Th>
                <Table.Th scope="col">Completed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ranking.map((r, i) => (
                <Table.Tr key={r.job_candidate_id} data-testid="ranked-interview">
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/candidate-profile/${r.job_candidate_id}`}
                      fw={600}
                      size="sm"
                    >
                      {r.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <ScoreBadge score={r.score} />
                  </Table.Td>
                  <Table.Td>
                    <RecommendationBadge value={r.recommendation} />
                  </Table.Td>
                  <Table.Td>
                    <DecisionBadge value={r.decision} />
                  </Table.Td>
                  <Table.Td>{r.completed_at ? formatDate(r.completed_at) : dash}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
      {total > ranking.length && (
        <Text size="sm" c="dimmed" mt="sm" data-testid="ranking-more">
          Showing the top {ranking.length} of {total}; the CSV export has them all.
        </Text>
      )}
    </SectionCard>
  );
}

// Fairness (docs/product/fairness.md).

type FairnessDimension = JobFairness['dimensions'][number];
type FairnessGroup = FairnessDimension['groups'][number];
type FairnessRate = FairnessGroup['scoring'];

const dimensionLabels: Record<FairnessDimension['dimension'], string> = {
  gender: 'Gender',
  ethnicity: 'Race or ethnicity',
  intersection: 'Intersection',
};

const fairnessStepLabels: Record<(typeof fairnessSteps)[number], string> = {
  started: 'Started',
  completed: 'Completed',
  shortlisted: 'Shortlisted',
  hired: 'Hired',
};

/** Rate and impact-ratio columns: one pair per step, then the scoring rate's. */
const fairnessMeasureColumns = (fairnessSteps.length + 1) * 2;

/** A share of the candidates to one decimal, so a group just under 2 % does not read as "2%". */
const sharePercent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

/** Two decimals, rounded down so a flagged ratio never reads as 0.80. */
const ratio = (value: number | null) => (value === null ? dash : (Math.floor(value * 100) / 100).toFixed(2));

function Fairness({ jobId, query }: { jobId: number; query: UseQueryResult<JobFairness> }) {
  return (
    <SectionCard
      title="Fairness"
      description="Whether the hiring steps and the AI's scores treat groups of candidates alike, from the candidates' optional, self-declared answers."
    >
      <QueryState query={query} label="the fairness figures">
        {(data) => <FairnessFigures jobId={jobId} fairness={data} />}
      </QueryState>
    </SectionCard>
  );
}

function FairnessFigures({ jobId, fairness }: { jobId: number; fairness: JobFairness }) {
  const exporting = useExportJobFairness();
  if (fairness.candidates === 0) {
    return (
      <Text size="sm" c="dimmed">
        No candidates yet.
      </Text>
    );
  }
  if (fairness.answered === 0) {
    return (
      <Stack gap={4} data-testid="fairness-empty">
        <Text size="sm">No candidate has given demographic answers yet.</Text>
        <Text size="sm" c="dimmed">
          {fairness.collecting ? (
            'Candidates are asked two optional questions after their interview.'
          ) : (
            <>
              The questions are off: an admin can turn them on in{' '}
              <Anchor component={Link} to="/settings" size="sm">
                Settings
              </Anchor>
              .
            </>
          )}
        </Text>
      </Stack>
    );
  }
  const exportCsv = () =>
    exporting.mutate(jobId, {
      onSuccess: () => notifications.show({ color: 'teal', message: 'Exported the fairness tables as CSV.' }),
      onError: (error) => notifyFailure('The export did not start', error),
    });
  const median = fairness.median_score;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">
          {fairness.answered} of {fairness.candidates} candidates gave at least one answer.
          {!fairness.collecting && ' The questions are off now; the answers given still count.'}
        </Text>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting.isPending}
          onClick={exportCsv}
        >
          Export fairness CSV
        </Button>
      </Group>
      <Tabs defaultValue="gender" keepMounted={false}>
        {/* One row of tabs even on a phone: tighter sides instead of a second line. */}
        <Tabs.List aria-label="Fairness tables" style={{ flexWrap: 'nowrap' }}>
          {fairness.dimensions.map((d) => (
            <Tabs.Tab key={d.dimension} value={d.dimension} px={{ base: 8, sm: 'md' }}>
              {dimensionLabels[d.dimension]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {fairness.dimensions.map((d) => (
          <Tabs.Panel key={d.dimension} value={d.dimension} pt="md">
            <FairnessTable dimension={d} candidates={fairness.candidates} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Stack gap={4}>
        <Text size="sm" data-testid="fairness-note">
          An impact ratio below 0.8 (the four-fifths rule) is a prompt to look closer, not a finding of bias.
        </Text>
        <Text size="sm" c="dimmed">
          Each rate is the share of the group's candidates who reached the step; its impact ratio divides it
          by the highest rate among the groups compared. Groups under 2 % of the candidates are shown but not
          compared.
        </Text>
        <Text size="sm" c="dimmed" data-testid="fairness-median">
          {median === null
            ? 'No interview is evaluated yet, so there is no scoring rate.'
            : `Scoring rate: the share of the group's evaluated interviews scoring above the median AI score of this job, ${oneDecimal.format(median)}/100.`}
        </Text>
      </Stack>
    </Stack>
  );
}

function FairnessTable({ dimension, candidates }: { dimension: FairnessDimension; candidates: number }) {
  const name = dimensionLabels[dimension.dimension];
  return (
    <WideTable minWidth={960}>
      <Table aria-label={`Fairness by ${name.toLowerCase()}`} fz="sm" horizontalSpacing="xs" striped>
        <colgroup span={3} />
        {[...fairnessSteps, 'scoring'].map((m) => (
          <colgroup key={m} span={2} />
        ))}
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" rowSpan={2}>
              {name === 'Intersection' ? 'Gender · race or ethnicity' : name}
            </Table.Th>
            <Table.Th scope="col" rowSpan={2}>
              Candidates
            </Table.Th>
            <Table.Th scope="col" rowSpan={2}>
              Share
            </Table.Th>
            {fairnessSteps.map((step) => (
              <Table.Th key={step} scope="colgroup" colSpan={2} ta="center">
                {fairnessStepLabels[step]}
              </Table.Th>
            ))}
            <Table.Th scope="colgroup" colSpan={2} ta="center">
              Scoring rate
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {[...fairnessSteps, 'scoring'].map((m) => (
              <MeasureHeads key={m} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dimension.groups.map((g) => (
            <FairnessRow key={g.group} group={g} />
          ))}
          <Table.Tr data-testid="fairness-unknown">
            <Table.Th scope="row" fw={500}>
              Unknown
            </Table.Th>
            <Table.Td>{dimension.unknown}</Table.Td>
            <Table.Td>{sharePercent.format(candidates === 0 ? 0 : dimension.unknown / candidates)}</Table.Td>
            <Table.Td colSpan={fairnessMeasureColumns} c="dimmed">
              No answer: not asked, skipped or “prefer not to say”
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}

function MeasureHeads() {
  return (
    <>
      <Table.Th scope="col" fw={500}>
        Rate
      </Table.Th>
      <Table.Th scope="col" fw={500}>
        Impact ratio
      </Table.Th>
    </>
  );
}

function FairnessRow({ group }: { group: FairnessGroup }) {
  return (
    <Table.Tr data-testid="fairness-group">
      <Table.Th scope="row" fw={500}>
        {group.label}
      </Table.Th>
      <Table.Td>{group.candidates}</Table.Td>
      <Table.Td>{sharePercent.format(group.share)}</Table.Td>
      {group.excluded ? (
        <Table.Td colSpan={fairnessMeasureColumns} c="dimmed">
          under 2 % — not compared
        </Table.Td>
      ) : (
        <>
          {group.steps.map((s) => (
            <RateCells key={s.step} rate={s} />
          ))}
          <RateCells rate={group.scoring} />
        </>
      )}
    </Table.Tr>
  );
}

function RateCells({ rate }: { rate: Omit<FairnessRate, 'evaluated'> }) {
  return (
    <>
      <Table.Td>{percent(rate.rate)}</Table.Td>
      <Table.Td>
        <div>{ratio(rate.impact_ratio)}</div>
        {rate.review && (
          <Badge
            mt={2}
            variant="light"
            color="orange"
            c="var(--mantine-color-text)"
            tt="none"
            // Its column grows to fit it rather than cutting the word short.
            styles={{ label: { overflow: 'visible' } }}
            leftSection={<IconAlertTriangle size={12} color="var(--mantine-color-orange-7)" aria-hidden />}
          >
            Review
          </Badge>
        )}
      </Table.Td>
    </>
  );
}
