import {
  Anchor,
  Badge,
  Card,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { JobCandidateSummary } from '@talvio/contracts/interviews';
import { dashboardListLength } from '@talvio/domain/first-paint';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActivityList } from '../../../components/activity-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useInvitationCount } from '../../../lib/shared-queries.ts';
import { interviewUsageColour } from '../../../lib/usage-colour.ts';
import {
  type DashboardCandidateList,
  useDashboardCandidates,
  useJobCounts,
  useOrganisationOverview,
  useRecentActivities,
} from '../api/dashboard.ts';

function InterviewsKpi({ isAdmin }: { isAdmin: boolean }) {
  const count = useInvitationCount();
  const data = count.data;
  const percent = data
    ? data.total > 0
      ? Math.min(100, Math.round((data.used / data.total) * 100))
      : data.used > 0
        ? 100
        : 0
    : 0;
  return (
    <Card withBorder>
      <Anchor component={Link} to={isAdmin ? '/billing' : '/pending-interviews'} size="sm">
        Interviews this period
      </Anchor>
      <Text fw={700} fz="xl" mt={2} data-testid="dashboard-interviews-used">
        {data
          ? data.total === 0
            ? 'None on the Free plan'
            : `${data.used} / ${data.total}`
          : count.isError
            ? '—'
            : '…'}
      </Text>
      {/* A fixed height whatever arrives, so the cards below do not move when the count loads. */}
      <div style={{ minHeight: 'calc(1.4rem + 14px)' }}>
        {data && data.total === 0 && (
          <Anchor component={Link} to="/change-plan" size="xs" mt={4} display="inline-block">
            Choose a plan to invite candidates
          </Anchor>
        )}
        {data && data.total > 0 && (
          <>
            <Progress
              value={percent}
              color={interviewUsageColour(data.used, data.total)}
              mt={6}
              aria-label={`Interviews used this period: ${data.used} of ${data.total}`}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {data.remaining} left · {data.plan.charAt(0).toUpperCase() + data.plan.slice(1)} plan
            </Text>
          </>
        )}
      </div>
    </Card>
  );
}

function CandidateLines({
  items,
  empty,
  detail,
}: {
  items: JobCandidateSummary[];
  empty: string;
  detail: (c: JobCandidateSummary) => ReactNode;
}) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((c) => (
        <CandidateLine
          key={c.id}
          name={
            <Anchor component={Link} to={`/candidate-profile/${c.id}`} size="sm" fw={600}>
              {c.candidate.name}
            </Anchor>
          }
          job={c.job.title}
          detail={detail(c)}
        />
      ))}
    </Stack>
  );
}

function CandidateLine({ name, job, detail }: { name: ReactNode; job: ReactNode; detail: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        {name}
        <Text size="xs" c="dimmed" truncate>
          {job}
        </Text>
      </Stack>
      <div style={{ flexShrink: 0 }}>{detail}</div>
    </Group>
  );
}

/**
 * A list's placeholder lines: as many as the list can show, each as tall as a real one. Shown while it loads, and
 * kept invisibly beneath it after, so the card holds its height whether the answer brings five lines, two or none
 * and nothing below it moves when the answer arrives (docs/product/look-and-feel.md, **no shifting while
 * loading**).
 */
function PlaceholderLines({ label }: { label?: string }) {
  // A bar inside each line's own text, so the line keeps the height of real text.
  const bar = (width: number) => (
    <Skeleton
      component="span"
      display="inline-block"
      w={width}
      h="0.8em"
      style={{ verticalAlign: 'middle' }}
    />
  );
  return (
    <Stack
      gap={0}
      component="ul"
      {...(label ? { role: 'status', 'aria-label': `Loading ${label}` } : { 'aria-hidden': true })}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {Array.from({ length: dashboardListLength }, (_, i) => (
        <CandidateLine
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity.
          key={i}
          name={
            <Text size="sm" fw={600}>
              {bar(140)}
            </Text>
          }
          job={bar(100)}
          detail={<Text size="xs">{bar(60)}</Text>}
        />
      ))}
    </Stack>
  );
}

function ListCard({
  title,
  id,
  link,
  children,
}: {
  title: string;
  id: string;
  link: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {link}
      </Group>
      {children}
    </Paper>
  );
}

const recommendationText = { strong_yes: 'Strong yes', yes: 'Yes', maybe: 'Maybe', no: 'No' } as const;

/**
 * A key figure. Its label links to where the figure comes from (docs/product/first-run.md, **key figures link**);
 * a figure only some roles may open is plain text for the others.
 */
function Kpi({ label, to, value, hint }: { label: string; to?: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card withBorder>
      {to ? (
        <Anchor component={Link} to={to} size="sm">
          {label}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      )}
      <Text fw={700} fz="xl" mt={2}>
        {value}
      </Text>
      {/*
        Always room for the hint (empty while it loads) — two lines when the cards sit two across on a phone, where a
        hint may wrap — so the card keeps its height when the data arrives.
      */}
      <Text size="xs" c="dimmed" mt={2} lineClamp={2} mih={{ base: 'calc(2lh)', sm: 'calc(1lh)' }}>
        {hint ?? '\u00a0'}
      </Text>
    </Card>
  );
}

/** Interviews completed this billing period and their average AI score (dashboard key figures). */
function PeriodOutcomeKpis() {
  const count = useInvitationCount();
  const data = count.data;
  return (
    <>
      <Kpi
        label="Completed this period"
        to="/candidate-profile"
        value={data ? data.completed : '…'}
        hint="Finished interviews"
      />
      <Kpi
        label="Average score"
        to="/jobs-list"
        value={data ? (data.average_score ?? '—') : '…'}
        hint={
          data?.average_score === null
            ? 'No evaluated interviews this period'
            : 'AI score of 100, this period'
        }
      />
    </>
  );
}

/** The talent pool's size, and how many of its profiles came from uploads. */
function TalentKpi() {
  const overview = useOrganisationOverview();
  return (
    <Kpi
      label="Talent pool"
      to="/my-talent-pool"
      value={overview ? overview.talent_profiles : '…'}
      hint={overview ? `${overview.uploaded_profiles} from uploaded résumés` : undefined}
    />
  );
}

interface Step {
  done: boolean;
  label: string;
  to: string;
  action: string;
}

/**
 * The first steps of a new organisation, each ticked once done; gone once its first interview has been sent
 * (docs/product/first-run.md, **getting started**). Every fact is counted over the organisation's whole life, so a
 * new billing period does not bring the list back.
 */
function GettingStarted({ isAdmin }: { isAdmin: boolean }) {
  const counts = useJobCounts();
  const overview = useOrganisationOverview();
  const allowance = useInvitationCount().data;
  if (!counts || !overview || !allowance || overview.interviews > 0) return null;
  const jobs = counts.draft + counts.open + counts.paused + counts.closed;
  const published = counts.open + counts.paused + counts.closed;
  const steps: Step[] = [
    { done: jobs > 0, label: 'Create your first job', to: '/my-job/new', action: 'Create a job' },
    {
      done: published > 0,
      label: 'Publish it: it opens for interviews and uses one job credit',
      to: '/jobs-list',
      action: 'Go to my jobs',
    },
    {
      done: allowance.total > 0,
      label: 'Choose a plan that includes AI interviews',
      to: isAdmin ? '/change-plan' : '/pricing',
      action: isAdmin ? 'Choose a plan' : 'See the plans',
    },
    {
      done: overview.uploaded_profiles > 0,
      label: 'Upload résumés to your talent pool',
      to: '/upload-talent',
      action: 'Upload talent',
    },
    {
      done: overview.active_users > 1,
      label: isAdmin ? 'Invite a colleague' : 'Ask an admin to invite a colleague',
      to: '/users/new',
      action: 'Invite a colleague',
    },
    {
      done: false,
      label: 'Invite your first candidate from the job page',
      to: '/jobs-list',
      action: 'Go to my jobs',
    },
  ];
  // A member cannot add colleagues: that step never links for them.
  const actionable = (step: Step) => !step.done && (isAdmin || step.to !== '/users/new');
  const next = steps.findIndex(actionable);
  const doneCount = steps.filter((step) => step.done).length;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="getting-started-title">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id="getting-started-title">
          Getting started
        </Title>
        <Text size="sm" c="dimmed">
          {doneCount} of {steps.length} done
        </Text>
      </Group>
      <Stack gap={6} component="ol" style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
        {steps.map((step, index) => (
          <Group key={step.action + step.label} component="li" gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap">
              <Badge
                variant={step.done ? 'filled' : 'light'}
                color={step.done ? 'teal.9' : 'gray'}
                c={step.done ? undefined : 'dark.6'}
                circle
                aria-hidden
              >
                {step.done ? '✓' : index + 1}
              </Badge>
              <Text
                size="sm"
                td={step.done ? 'line-through' : undefined}
                c={step.done ? 'dimmed' : undefined}
              >
                {step.label}
                {step.done && <VisuallyHidden> (done)</VisuallyHidden>}
              </Text>
            </Group>
            {index === next && (
              <Anchor component={Link} to={step.to} size="sm" style={{ flexShrink: 0 }}>
                {step.action}
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** Open jobs, drafts and paused jobs: from the jobs list's counts per status. */
function JobsKpi() {
  const counts = useJobCounts();
  return (
    <Kpi
      label="Open jobs"
      to="/jobs-list"
      value={counts ? counts.open : '…'}
      hint={
        counts ? `${counts.draft} draft${counts.draft === 1 ? '' : 's'} · ${counts.paused} paused` : undefined
      }
    />
  );
}

/** What each candidate list of the dashboard shows, and how each line ends. */
const candidateLists: Record<
  DashboardCandidateList,
  {
    title: string;
    id: string;
    link: { to: string; label: string };
    label: string;
    empty: string;
    detail: (c: JobCandidateSummary) => ReactNode;
  }
> = {
  pending: {
    title: 'Pending interviews',
    id: 'pending-interviews-title',
    link: { to: '/pending-interviews', label: 'See all' },
    label: 'pending interviews',
    empty: 'No interview is waiting for a candidate right now.',
    detail: (c) => (
      <Text size="xs" c="dimmed" ta="right">
        expires <RelativeTime value={c.expires_at} />
      </Text>
    ),
  },
  top: {
    title: 'Top-scored candidates',
    id: 'top-candidates-title',
    link: { to: '/candidate-profile', label: 'Latest result' },
    label: 'top-scored candidates',
    empty: 'No evaluated interviews yet.',
    detail: (c) => (
      <Group gap={6} wrap="nowrap">
        {c.recommendation && (
          <Text size="xs" c="dimmed">
            {recommendationText[c.recommendation]}
          </Text>
        )}
        <Badge variant="light">{c.score ?? '—'}</Badge>
      </Group>
    ),
  },
};

function CandidatesCard({ list }: { list: DashboardCandidateList }) {
  const query = useDashboardCandidates(list);
  const { title, id, link, label, empty, detail } = candidateLists[list];
  return (
    <ListCard
      title={title}
      id={id}
      link={
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      }
    >
      <div style={{ display: 'grid' }}>
        <div style={{ gridArea: '1 / 1', visibility: 'hidden' }}>
          <PlaceholderLines />
        </div>
        <div style={{ gridArea: '1 / 1', minWidth: 0 }}>
          <QueryState query={query} label={label} pending={<PlaceholderLines label={label} />}>
            {(data) => <CandidateLines items={data.items} empty={empty} detail={detail} />}
          </QueryState>
        </div>
      </div>
    </ListCard>
  );
}

function RecentActivities() {
  const activities = useRecentActivities();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recent-activities-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="recent-activities-title">
          Recent activities
        </Title>
        <Anchor component={Link} to="/recent-activities" size="sm">
          See all
        </Anchor>
      </Group>
      <QueryState query={activities} label="recent activities">
        {(data) => <ActivityList items={data.items} />}
      </QueryState>
    </Paper>
  );
}

/**
 * /dashboard: the organisation at a glance. Each section asks for its own data, so an answer that arrives
 * re-renders that section only, not the whole page.
 */
export function Component() {
  const user = useCurrentUser().data;
  const first = user?.name.split(' ')[0] ?? '';
  const isAdmin = Boolean(user?.is_admin);
  return (
    <Stack>
      <Title order={1} size="h2">
        Welcome{first ? `, ${first}` : ''}
      </Title>
      <Text c="dimmed">Here is what is happening at {user?.organisation_name || 'your organisation'}.</Text>
      <GettingStarted isAdmin={isAdmin} />
      {/* Two across on a phone: six figures fit one screen instead of six. */}
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
        <JobsKpi />
        <TalentKpi />
        <InterviewsKpi isAdmin={isAdmin} />
        <PeriodOutcomeKpis />
        <Kpi
          label="Talvio Credits"
          {...(isAdmin ? { to: '/job-credits' } : {})}
          value={user?.talvio_credits ?? 0}
          hint="One credit publishes one job"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CandidatesCard list="pending" />
        <CandidatesCard list="top" />
      </SimpleGrid>
      <RecentActivities />
    </Stack>
  );
}
