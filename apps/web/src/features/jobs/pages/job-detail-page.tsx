import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconChartBar, IconCheck, IconCopy, IconEdit } from '@tabler/icons-react';
import { type Job, type JobAction, jobProblemCodes } from '@talvio/contracts/jobs';
import { formatMoney } from '@talvio/domain/money';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { countryName } from '../../../lib/countries.ts';
import { errorMessage, problemCodeOf } from '../../../lib/form-errors.ts';
import { questionTypeLabels } from '../../../lib/labels.ts';
import { useInvitationCount } from '../../../lib/shared-queries.ts';
import { useChangeJobStatus, useDeleteJob, useJob } from '../api/jobs.ts';
import { EngineNote } from '../components/engine-note.tsx';
import { FromTalentPool } from '../components/from-talent-pool.tsx';
import { JobMissing, jobMissing } from '../components/job-missing.tsx';
import { JobStatusBadge } from '../components/job-status-badge.tsx';
import {
  actionLabels,
  difficultyLabels,
  employmentTypeLabels,
  salaryPeriodLabels,
  seniorityLabels,
  workModeLabels,
} from '../labels.ts';

const confirmations: Partial<Record<JobAction, string>> = {
  publish: 'Publish this job? It uses one job credit.',
  close: 'Close this job? Candidates can no longer take its interview, and it cannot be reopened.',
};

/** What the job page shows of the job's candidates; the app passes the interviews feature's pipeline in. */
export type CandidatesSlot = (job: Job) => ReactNode;

/**
 * /jobs/{id}: summary, status actions, public interview link, the candidates (a slot, so this
 * feature does not depend on the interviews feature), description and questions.
 */
export function JobDetailPage({ candidates }: { candidates?: CandidatesSlot }) {
  const id = Number(useParams().id);
  const job = useJob(id, { enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0) return <JobMissing />;
  return (
    <QueryState query={job} label="the job" notFound={jobMissing}>
      {(data) => <JobDetail job={data} candidates={candidates} />}
    </QueryState>
  );
}

function salaryText(job: Job): string | null {
  const { salary_min: min, salary_max: max, salary_currency: currency } = job;
  if (min === null && max === null) return null;
  const parts = [min, max].filter((v): v is number => v !== null).map((v) => formatMoney(v, currency));
  return `${parts.join(' – ')} ${salaryPeriodLabels[job.salary_period]}`;
}

function experienceText(job: Job): string | null {
  const { experience_min_years: min, experience_max_years: max } = job;
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return `${min}–${max} years`;
  return min !== null ? `${min}+ years` : `Up to ${max} years`;
}

function JobDetail({ job, candidates }: { job: Job; candidates?: CandidatesSlot | undefined }) {
  const navigate = useNavigate();
  const changeStatus = useChangeJobStatus();
  const deleteDraft = useDeleteJob();
  const [error, setError] = useState<string | null>(null);
  const [noCredits, setNoCredits] = useState(false);
  const pending: JobAction | 'delete' | null = changeStatus.isPending
    ? changeStatus.variables.action
    : deleteDraft.isPending || deleteDraft.isSuccess
      ? 'delete'
      : null;

  const act = (action: JobAction) => {
    const question = confirmations[action];
    if (question && !window.confirm(question)) return;
    setError(null);
    setNoCredits(false);
    changeStatus.mutate(
      { id: job.id, action },
      {
        onSuccess: (updated) =>
          notifications.show({
            color: 'teal',
            message: `${job.title}: ${updated.status === 'open' ? 'open' : updated.status}.`,
          }),
        onError: (err) => {
          if (problemCodeOf(err) === jobProblemCodes.noCredits) setNoCredits(true);
          else setError(errorMessage(err));
        },
      },
    );
  };

  const remove = () => {
    if (!window.confirm('Delete this draft? This cannot be undone.')) return;
    deleteDraft.mutate(job.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: `Deleted the draft “${job.title}”.` });
        void navigate('/jobs-list');
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  const where = [
    job.department,
    job.location ? `${job.location.city}, ${countryName(job.location.country_code)}` : null,
    workModeLabels[job.work_mode],
    employmentTypeLabels[job.employment_type],
    seniorityLabels[job.seniority],
  ]
    .filter(Boolean)
    .join(' · ');
  const facts: [string, string | null][] = [
    ['Salary', salaryText(job)],
    ['Experience', experienceText(job)],
    [
      'Interview',
      `${job.questions.length} questions · ${job.interview.mode} answers · link valid ${job.interview.link_expiry_days} days`,
    ],
  ];

  return (
    <Stack maw={pageWidths.detail}>
      <Anchor component={Link} to="/jobs-list" size="sm" underline="hover">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> My Jobs
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {job.title}
            </Title>
            <JobStatusBadge status={job.status} />
          </Group>
          <Text c="dimmed">{where}</Text>
          <Text size="xs" c="dimmed">
            {job.owner ? `Created by ${job.owner.name} · ` : ''}updated{' '}
            <RelativeTime value={job.updated_at} />
          </Text>
        </Stack>
        <Group gap="xs">
          {job.editable && (
            <Button
              variant="default"
              component={Link}
              to={`/my-job/${job.id}`}
              leftSection={<IconEdit size={16} />}
            >
              Edit
            </Button>
          )}
          <Button variant="default" component={Link} to={`/find-candidates?job=${job.id}`}>
            Find candidates
          </Button>
          {job.status !== 'draft' && (
            <Button
              variant="default"
              component={Link}
              to={`/jobs/${job.id}/insights`}
              leftSection={<IconChartBar size={16} aria-hidden />}
            >
              Insights
            </Button>
          )}
          {job.allowed_actions.map((action) => (
            <Button
              key={action}
              variant={action === 'publish' || action === 'reopen' ? 'filled' : 'default'}
              color={action === 'close' ? 'red' : undefined}
              loading={pending === action}
              onClick={() => act(action)}
            >
              {actionLabels[action]}
            </Button>
          ))}
          {job.status === 'draft' && (
            <Button variant="subtle" color="red" loading={pending === 'delete'} onClick={remove}>
              Delete draft
            </Button>
          )}
        </Group>
      </Group>
      <FormError message={error} />
      {noCredits && (
        <Alert color="yellow" role="alert" title="No job credits left">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Publishing a job uses one job credit and your organisation has none left.</Text>
            <Button component={Link} to="/purchase-credits" size="xs">
              Buy job credits
            </Button>
          </Stack>
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Invited
          </Text>
          <Text fw={700} fz="xl">
            {job.counts.invited}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Completed
          </Text>
          <Text fw={700} fz="xl">
            {job.counts.completed}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Average score
          </Text>
          <Text fw={700} fz="xl">
            {job.average_score === null ? '—' : Math.round(job.average_score)}
          </Text>
        </Card>
      </SimpleGrid>

      {job.status === 'open' && <PublicLink jobId={job.id} />}

      {candidates?.(job)}

      <FromTalentPool job={job} />

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder p="md">
          <Stack gap="sm">
            {facts.map(([label, value]) =>
              value ? (
                <div key={label}>
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {label}
                  </Text>
                  <Text size="sm">{value}</Text>
                </div>
              ) : null,
            )}
            <SkillBadges label="Required skills" skills={job.required_skills} />
            <SkillBadges label="Nice to have" skills={job.nice_to_have_skills} />
          </Stack>
        </Paper>
        <Paper
          withBorder
          p="md"
          style={{ gridColumn: 'span 2' }}
          component="section"
          aria-label="Job description"
        >
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              Description
            </Title>
            <EngineNote engine={job.description_engine} what="Drafted" />
          </Group>
          {job.description_html ? (
            <SafeHtml html={job.description_html} />
          ) : (
            <Text c="dimmed" size="sm">
              No description yet.
            </Text>
          )}
        </Paper>
      </SimpleGrid>

      <SectionCard title={`Interview questions (${job.questions.length})`}>
        <Group mb="sm">
          <EngineNote engine={job.questions_engine} what="Generated" />
        </Group>
        {job.questions.length === 0 ? (
          <Text c="dimmed" size="sm">
            No questions yet. Edit the job to generate or write them.
          </Text>
        ) : (
          <Accordion variant="separated" multiple>
            {job.questions.map((q, i) => (
              <Accordion.Item key={q.id} value={q.id}>
                <Accordion.Control>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {i + 1}.
                    </Text>
                    <Text size="sm">{q.text}</Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Group gap="xs" mb="xs">
                    <Badge variant="light">{questionTypeLabels[q.type]}</Badge>
                    <Badge variant="light" color="gray">
                      {difficultyLabels[q.difficulty]}
                    </Badge>
                    {q.skill && (
                      <Badge variant="outline" color="gray">
                        {q.skill}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {Math.round(q.time_limit_seconds / 60)} min to answer
                    </Text>
                  </Group>
                  <Text size="sm" fw={500}>
                    A strong answer covers:
                  </Text>
                  <List size="sm" spacing={2}>
                    {q.rubric.map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </SectionCard>
    </Stack>
  );
}

/** The job's public interview link (`/job-interview-test/{jobId}`), with a confirmed copy. */
function PublicLink({ jobId }: { jobId: number }) {
  const link = `${window.location.origin}/job-interview-test/${jobId}`;
  // A plan without AI interviews turns candidates away at the link: say so rather than promise it works.
  const allowance = useInvitationCount().data?.total;
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2500);
        notifications.show({
          color: 'teal',
          message: 'Public interview link copied. Share it with candidates.',
        });
      },
      () =>
        notifications.show({
          color: 'red',
          message: 'Could not copy the link: select it in the box and copy it with Ctrl+C (⌘C on a Mac).',
        }),
    );
  return (
    <Paper withBorder p="md">
      <Text fw={600} mb={4}>
        Public interview link
      </Text>
      {allowance === 0 ? (
        <Text size="sm" c="dimmed" mb="xs" data-testid="public-link-note">
          Candidates cannot start this interview yet: the Free plan includes no AI interviews.{' '}
          <Anchor component={Link} to="/change-plan" size="sm">
            Choose a plan
          </Anchor>{' '}
          to open the link.
        </Text>
      ) : (
        <Text size="sm" c="dimmed" mb="xs" data-testid="public-link-note">
          Anyone with this link can take the interview for this job. Each interview counts towards your plan.
        </Text>
      )}
      <Group gap="xs">
        <TextInput
          aria-label="Public interview link"
          value={link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button
          variant="default"
          onClick={() => void copy()}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        >
          {copied ? 'Copied' : 'Copy public interview link'}
        </Button>
      </Group>
    </Paper>
  );
}

function SkillBadges({ label, skills }: { label: string; skills: string[] }) {
  if (skills.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
        {label}
      </Text>
      <Group gap={6}>
        {skills.map((s) => (
          <Badge key={s} variant="light" color="gray" tt="none">
            {s}
          </Badge>
        ))}
      </Group>
    </div>
  );
}
