import { Alert, Anchor, Button, Checkbox, Group, Paper, Select, Stack, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconEyeOff,
  IconMailForward,
  IconSearch,
  IconSparkles,
  IconUpload,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { JobStatus } from '@talvio/contracts/jobs';
import { aiRerankCap, type RankedCandidate, type TalentRanking } from '@talvio/contracts/talent-ranking';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListFooter } from '../../../components/list-footer.tsx';
import { EmptyList } from '../../../components/list-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import {
  type InviteOutcome,
  type JobChoice,
  rankingPageSize,
  useJobChoices,
  useTalentRanking,
} from '../api/ranking.ts';
import { type InviteChoice, RankedCandidateInvite } from '../components/ranked-candidate-invite.tsx';
import { RankedCandidateRow, selectability } from '../components/ranked-candidate-row.tsx';
import classes from '../components/ranking.module.css';
import { formatCount, plural } from '../labels.ts';

const statusGroups: Record<JobStatus, string> = {
  open: 'Open',
  draft: 'Drafts',
  paused: 'Paused',
  closed: 'Closed',
};

/** Why a job takes no invitations (only open jobs take interviews). */
const notOpenReasons: Record<Exclude<JobStatus, 'open'>, string> = {
  draft: 'Publish the job to invite candidates.',
  paused: 'Reopen the job to invite candidates.',
  closed: 'The job is closed: it takes no more interviews.',
};

/** The picker's options: open jobs first, each group in the order given. */
function jobOptions(jobs: readonly JobChoice[]) {
  const groups = new Map<JobStatus, { value: string; label: string }[]>();
  for (const job of jobs) {
    const group = groups.get(job.status) ?? [];
    group.push({
      value: String(job.id),
      label: job.department ? `${job.title} — ${job.department}` : job.title,
    });
    groups.set(job.status, group);
  }
  return [...groups].map(([status, items]) => ({ group: statusGroups[status], items }));
}

/**
 * /find-candidates (docs/product/find-candidates.md): the talent pool ranked against a job chosen here (kept in the
 * address as `?job=`), each score explained, and the best profiles invited to the job's AI interview in one step.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('job')) || null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const jobs = useJobChoices();
  const rerank = params.get('rerank') === 'ai' ? ('ai' as const) : undefined;
  const ranking = useTalentRanking(
    jobId === null ? null : { job_id: jobId, page, ...(rerank ? { rerank } : {}) },
  );

  const setJob = (value: string | null) =>
    setParams(value ? { job: value } : {}, { replace: false, preventScrollReset: true });
  const setPage = (next: number) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 1) out.delete('page');
        else out.set('page', String(next));
        return out;
      },
      { replace: true },
    );

  const setRerank = (on: boolean) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.delete('page');
        if (on) out.set('rerank', 'ai');
        else out.delete('rerank');
        return out;
      },
      { replace: false, preventScrollReset: true },
    );

  const noJobs = jobs.isSuccess && jobs.data.items.length === 0 && jobId === null;

  return (
    <>
      <PageHeader
        title="Find candidates"
        description="Rank your talent pool against a job: the best fit first, and why each one is where they are."
      />
      <Stack gap="md" maw={1280}>
        {noJobs ? (
          <EmptyList
            icon={<IconBriefcase size={28} />}
            title="No jobs yet"
            text="Candidates are ranked against a job’s title, skills, experience and location. Create a job first."
            action={
              <Button component={Link} to="/my-job/new">
                Create a job
              </Button>
            }
          />
        ) : (
          <>
            <Select
              label="Job"
              placeholder={jobs.isPending ? 'Loading jobs…' : 'Choose a job'}
              data={jobs.data ? jobOptions(jobs.data.items) : []}
              value={jobId === null ? null : String(jobId)}
              onChange={setJob}
              searchable
              nothingFoundMessage="No job by that name"
              error={jobs.isError ? `Could not load your jobs: ${jobs.error.message}` : undefined}
              w={{ base: '100%', sm: 420 }}
              comboboxProps={{ withinPortal: true }}
              allowDeselect={false}
            />
            {jobId === null ? (
              <EmptyList
                icon={<IconSearch size={28} />}
                title="Choose a job"
                text="Pick one of your jobs above: every profile of your talent pool that shares a word with it is scored and explained."
              />
            ) : (
              <QueryState
                query={ranking}
                label="ranking"
                notFound={{
                  title: 'This job does not exist',
                  href: '/find-candidates',
                  label: 'Choose another job',
                }}
              >
                {(data) => (
                  <Ranking
                    key={data.job.id}
                    data={data}
                    onPage={setPage}
                    rerank={{ asked: rerank === 'ai', busy: ranking.isFetching, onChange: setRerank }}
                  />
                )}
              </QueryState>
            )}
          </>
        )}
      </Stack>
    </>
  );
}

interface RerankControl {
  /** The address asks for the AI re-rank. */
  asked: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}

/**
 * The AI re-rank (docs/product/find-candidates.md, **AI re-rank**): offered only with the openai engine; once asked
 * for, says who re-ranked how many, or why it gave nothing, with the way back to the local ranking.
 */
function AiRerank({ data, control }: { data: TalentRanking; control: RerankControl }) {
  const back = (
    <Button variant="default" size="compact-sm" onClick={() => control.onChange(false)} mt={6}>
      Back to the local ranking
    </Button>
  );
  if (data.ai_rerank?.failure)
    return (
      <Alert variant="light" color="yellow" title="The AI re-rank gave nothing" p="sm">
        <Text size="sm">{data.ai_rerank.failure} The local ranking is shown.</Text>
        {back}
      </Alert>
    );
  if (data.ai_rerank)
    return (
      <Alert variant="light" color="violet" icon={<IconSparkles size={18} aria-hidden />} p="sm">
        <Text size="sm" data-testid="ai-rerank">
          The best {plural(data.ai_rerank.reviewed, 'profile was', 'profiles were')} re-ranked by{' '}
          {data.ai_rerank.model}. Each shows the model’s score and the profile’s words it relied on (under
          “Why”) beside the local score, which does not change.
        </Text>
        {back}
      </Alert>
    );
  if (!data.ai_rerank_available || data.considered === 0) return null;
  return (
    <Group>
      <Button
        variant="light"
        color="violet"
        leftSection={<IconSparkles size={18} aria-hidden />}
        loading={control.asked && control.busy}
        onClick={() => control.onChange(true)}
      >
        Re-rank the top {Math.min(aiRerankCap, data.considered)} with AI
      </Button>
    </Group>
  );
}

/** The ranking of one job: who was scored, the invite bar, the ranked profiles and the pages. */
function Ranking({
  data,
  onPage,
  rerank,
}: {
  data: TalentRanking;
  onPage: (page: number) => void;
  rerank: RerankControl;
}) {
  const [selected, setSelected] = useState<Map<number, InviteChoice>>(() => new Map());
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  // The profiles chosen when the dialog opened (kept while it closes).
  const [inviting, setInviting] = useState<InviteChoice[]>([]);
  const [confirming, setConfirming] = useState(false);
  const open = data.job.status === 'open';
  const notOpen =
    data.job.status === 'open' ? null : notOpenReasons[data.job.status as Exclude<JobStatus, 'open'>];

  // A profile invited meanwhile (here or elsewhere) leaves the selection.
  useEffect(() => {
    setSelected((prev) => {
      const invited = data.items.filter(
        (item) => prev.has(item.candidate_id) && !selectability(item).selectable,
      );
      if (invited.length === 0) return prev;
      const next = new Map(prev);
      for (const item of invited) next.delete(item.candidate_id);
      return next;
    });
  }, [data.items]);

  if (data.pool_size === 0)
    return (
      <EmptyList
        icon={<IconUsersGroup size={28} />}
        title="Your talent pool is empty"
        text="Upload résumés or a CSV of candidates; they are ranked against the job as soon as they are read."
        action={
          <Button component={Link} to="/upload-talent" leftSection={<IconUpload size={18} aria-hidden />}>
            Upload talent
          </Button>
        }
      />
    );
  if (data.considered === 0)
    return (
      <EmptyList
        icon={<IconUsersGroup size={28} />}
        title="No profile shares a word with this job"
        text={`None of the ${plural(data.pool_size, 'profile', 'profiles')} in your pool names the job’s skills (under any of their names) or the words of its title, so none was scored. Check the job’s skills, or upload more talent.`}
        action={
          <Button
            component={Link}
            to="/upload-talent"
            variant="default"
            leftSection={<IconUpload size={18} aria-hidden />}
          >
            Upload talent
          </Button>
        }
      />
    );

  const choose = (candidate: RankedCandidate, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on && candidate.email)
        next.set(candidate.candidate_id, {
          candidate_id: candidate.candidate_id,
          name: candidate.name,
          email: candidate.email,
        });
      else next.delete(candidate.candidate_id);
      return next;
    });
  const choosable = data.items.filter((item) => selectability(item).selectable);
  const allChosen = choosable.length > 0 && choosable.every((item) => selected.has(item.candidate_id));
  const someChosen = choosable.some((item) => selected.has(item.candidate_id));
  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const sent = (outcome: InviteOutcome) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const result of outcome.results) next.delete(result.candidate_id);
      return next;
    });
  const count = selected.size;
  const capped = data.considered >= data.considered_cap;
  const first = (data.page - 1) * data.page_size;

  return (
    <Stack gap="sm">
      <Alert variant="light" color="gray" icon={<IconEyeOff size={18} aria-hidden />} p="sm">
        <Text size="sm" data-testid="ranking-scope">
          <strong>{formatCount(data.considered)}</strong> of the{' '}
          {plural(data.pool_size, 'profile', 'profiles')} in your pool{' '}
          {data.considered === 1 ? 'was' : 'were'} scored for “{data.job.title}”:{' '}
          {capped
            ? `the closest ${formatCount(data.considered_cap)} of those sharing a word with the job.`
            : 'those sharing a word with the job’s skills or title.'}{' '}
          Names, e-mails and other personal details (phone, links, photo, age, education, languages) are never
          used in the score.
        </Text>
      </Alert>

      <AiRerank data={data} control={rerank} />

      <Paper withBorder p="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Checkbox
              label="Select all on this page"
              checked={allChosen}
              indeterminate={!allChosen && someChosen}
              disabled={!open || choosable.length === 0}
              onChange={(e) => {
                for (const item of choosable) choose(item, e.currentTarget.checked);
              }}
            />
            <Text size="sm" c="dimmed" role="status">
              {count > 0 ? `${plural(count, 'candidate', 'candidates')} selected` : 'None selected'}
            </Text>
            {count > 0 && (
              <Button variant="subtle" size="compact-sm" onClick={() => setSelected(new Map())}>
                Clear
              </Button>
            )}
          </Group>
          <Group gap="sm">
            {notOpen && (
              <Text size="sm" c="dimmed" id="ranking-not-open">
                {notOpen}{' '}
                <Anchor component={Link} to={`/jobs/${data.job.id}`} size="sm">
                  Open the job
                </Anchor>
              </Text>
            )}
            <Button
              leftSection={<IconMailForward size={18} aria-hidden />}
              disabled={!open || count === 0}
              aria-describedby={notOpen ? 'ranking-not-open' : undefined}
              onClick={() => {
                setInviting([...selected.values()]);
                setConfirming(true);
              }}
            >
              {count > 0 ? `Invite ${count} to the interview` : 'Invite to the interview'}
            </Button>
          </Group>
        </Group>
      </Paper>

      <Paper withBorder>
        <ol className={classes.list} aria-label={`Profiles ranked for ${data.job.title}`}>
          {data.items.map((item, index) => (
            <RankedCandidateRow
              key={item.candidate_id}
              candidate={item}
              rank={first + index + 1}
              selected={selected.has(item.candidate_id)}
              onSelect={(on) => choose(item, on)}
              canInvite={open}
              expanded={expanded.has(item.candidate_id)}
              onToggle={() => toggle(item.candidate_id)}
            />
          ))}
        </ol>
      </Paper>
      <ListFooter
        total={data.total}
        noun={['ranked profile', 'ranked profiles']}
        page={data.page}
        pageSize={rankingPageSize}
        onPage={onPage}
      />

      <RankedCandidateInvite
        opened={confirming}
        onClose={() => setConfirming(false)}
        job={data.job}
        candidates={inviting}
        onInvited={sent}
      />
    </Stack>
  );
}
