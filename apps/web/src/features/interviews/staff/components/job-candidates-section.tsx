import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconSearch, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import {
  interviewStatuses,
  type JobCandidateList,
  type JobCandidateSummary,
  jobCandidateSortFields,
} from '@talvio/contracts/interviews';
import type { JobStatus } from '@talvio/contracts/jobs';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DecisionBadge, RecommendationBadge, ScoreBadge } from '../../../../components/interview-badges.tsx';
import { ListFooter } from '../../../../components/list-footer.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { RelativeTime } from '../../../../components/relative-time.tsx';
import { SortableTh, type SortOrder } from '../../../../components/sortable-th.tsx';
import { WideTable } from '../../../../components/wide-table.tsx';
import { interviewStatusLabels } from '../../../../lib/labels.ts';
import { oneOf, useListParams } from '../../../../lib/list-params.ts';
import { type CandidateSortField, jobCandidatesQuery } from '../api.ts';
import { CandidateCell, StatusCell } from './candidate-cells.tsx';
import { CandidatesBoard } from './candidates-board.tsx';
import { ExpiryTime } from './expiry-time.tsx';

/** The invite dialog (and its CSV parser) loads when first opened. */
const InviteModal = lazy(() => import('./invite-modal.tsx').then((m) => ({ default: m.InviteModal })));

const pageSize = 20;
/** The board shows a whole pipeline at once: the API's largest page. */
const boardSize = 100;
/** `/jobs/{id}`: the pipeline updates live while the page is on screen. */
const refreshEveryMs = 15_000;

type StatusFilter = 'all' | (typeof interviewStatuses)[number];
type View = 'table' | 'board';

const notOpenReasons: Record<Exclude<JobStatus, 'open'>, string> = {
  draft: 'Publish the job first: only open jobs accept interviews.',
  paused: 'The job is paused: reopen it to invite candidates.',
  closed: 'The job is closed: closed jobs take no more interviews.',
};

function totalOf(counts: JobCandidateList['status_counts'] | undefined): number | null {
  if (!counts) return null;
  return interviewStatuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
}

/**
 * The candidates of a job (`/jobs/{id}`): counts per interview status, a table or a board by stage,
 * invitations by e-mail or CSV.
 */
export function JobCandidatesSection({
  job,
}: {
  job: { id: number; title: string; status: JobStatus; question_count: number };
}) {
  const { params, page, update, search, setSearch, debouncedSearch } = useListParams();
  const status = oneOf<StatusFilter>(['all', ...interviewStatuses], params.get('status'), 'all');
  const sort = oneOf(jobCandidateSortFields, params.get('sort'), 'invited_at');
  const order: SortOrder = params.get('order') === 'asc' ? 'asc' : 'desc';
  const view = oneOf<View>(['table', 'board'], params.get('view'), 'table');
  const [inviting, setInviting] = useState(false);
  // Mounted from the first opening on, so closing animates and gives focus back to the button.
  const [invitedOnce, setInvitedOnce] = useState(false);
  const openInvite = () => {
    setInvitedOnce(true);
    setInviting(true);
  };

  const list = useQuery({
    ...jobCandidatesQuery({
      job_id: job.id,
      status: status === 'all' ? undefined : status,
      search: debouncedSearch || undefined,
      sort,
      order,
      page: view === 'board' ? 1 : page,
      page_size: view === 'board' ? boardSize : pageSize,
    }),
    refetchInterval: refreshEveryMs,
    refetchOnWindowFocus: true,
  });
  const counts = list.data?.status_counts;
  const total = totalOf(counts);
  const canInvite = job.status === 'open';
  const sorting = {
    sort,
    order,
    onSort: (field: CandidateSortField, next: SortOrder) =>
      update({
        sort: field === 'invited_at' ? null : field,
        order: next === 'desc' ? null : next,
        page: null,
      }),
  } as const;

  const inviteButton = canInvite ? (
    <Button leftSection={<IconUserPlus size={18} />} onClick={openInvite}>
      Invite candidates
    </Button>
  ) : (
    <Tooltip label={notOpenReasons[job.status as Exclude<JobStatus, 'open'>]} multiline w={260}>
      <Button
        leftSection={<IconUserPlus size={18} />}
        data-disabled
        aria-disabled
        aria-describedby="invite-disabled-reason"
        onClick={(e) => e.preventDefault()}
      >
        Invite candidates
      </Button>
    </Tooltip>
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="candidates-title">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="candidates-title">
            Candidates
          </Title>
          <Text size="sm" c="dimmed">
            Interview status, AI score and your decisions. Updates by itself while this page is open.
          </Text>
          {!canInvite && (
            <Text size="xs" c="dimmed" id="invite-disabled-reason">
              {notOpenReasons[job.status as Exclude<JobStatus, 'open'>]}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {job.question_count > 0 && (
            <Button
              variant="default"
              component="a"
              href={`/job-interview-test/${job.id}`}
              target="_blank"
              rel="noopener"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              Preview interview<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          )}
          {inviteButton}
        </Group>
      </Group>

      <Stack gap="sm" mb="sm">
        <Tabs value={status} onChange={(v) => update({ status: v, page: null })}>
          <Tabs.List aria-label="Interview status">
            <Tabs.Tab value="all">All{total !== null ? ` (${total})` : ''}</Tabs.Tab>
            {interviewStatuses.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {interviewStatusLabels[s].label}
                {counts ? ` (${counts[s] ?? 0})` : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group justify="space-between" align="flex-end" gap="sm">
          <TextInput
            label="Search candidates"
            placeholder="Name or e-mail"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(v) => update({ view: v === 'table' ? null : v, page: null })}
            data={[
              { value: 'table', label: 'Table' },
              { value: 'board', label: 'Board' },
            ]}
          />
        </Group>
      </Stack>

      <QueryState query={list} label="candidates">
        {(data) =>
          data.items.length === 0 ? (
            <NoCandidates
              filtered={total !== 0 || Boolean(debouncedSearch)}
              action={canInvite && total === 0 ? inviteButton : null}
            />
          ) : view === 'board' ? (
            <>
              <CandidatesBoard items={data.items} />
              {data.total > data.items.length && (
                <Text size="sm" c="dimmed" mt="xs">
                  The board shows the {data.items.length} most recent of {data.total}; use the table for the
                  rest.
                </Text>
              )}
            </>
          ) : (
            <>
              <WideTable minWidth={860}>
                <Table highlightOnHover stickyHeader verticalSpacing="sm" aria-label="Candidates of this job">
                  <Table.Thead>
                    <Table.Tr>
                      <SortableTh field="name" {...sorting}>
                        Candidate
                      </SortableTh>
                      <SortableTh field="status" {...sorting}>
                        Status
                      </SortableTh>
                      <SortableTh field="score" {...sorting}>
                        Score
                      </SortableTh>
                      <Table.Th>Recommendation</Table.Th>
                      <Table.Th>Decision</Table.Th>
                      <SortableTh field="invited_at" {...sorting}>
                        Invited
                      </SortableTh>
                      <SortableTh field="expires_at" {...sorting}>
                        Expires
                      </SortableTh>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((c) => (
                      <CandidateRow key={c.id} candidate={c} />
                    ))}
                  </Table.Tbody>
                </Table>
              </WideTable>
              <ListFooter
                total={data.total}
                noun={['candidate', 'candidates']}
                page={page}
                pageSize={pageSize}
                onPage={(p) => update({ page: p === 1 ? null : String(p) })}
              />
            </>
          )
        }
      </QueryState>
      {invitedOnce && (
        <Suspense fallback={null}>
          <InviteModal
            opened={inviting}
            onClose={() => setInviting(false)}
            jobId={job.id}
            jobTitle={job.title}
          />
        </Suspense>
      )}
    </Paper>
  );
}

function CandidateRow({ candidate: c }: { candidate: JobCandidateSummary }) {
  const pending = c.status === 'invited' || c.status === 'started';
  return (
    <Table.Tr>
      <CandidateCell candidate={c} />
      <StatusCell candidate={c} />
      <Table.Td>
        <ScoreBadge score={c.score} />
      </Table.Td>
      <Table.Td>
        <RecommendationBadge value={c.recommendation} />
      </Table.Td>
      <Table.Td>
        <DecisionBadge value={c.decision} />
      </Table.Td>
      <Table.Td>
        <RelativeTime value={c.invited_at} />
      </Table.Td>
      <Table.Td>
        {pending || c.status === 'expired' ? (
          <ExpiryTime value={c.expires_at} />
        ) : (
          <Text size="sm" c="dimmed" component="span">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function NoCandidates({ filtered, action }: { filtered: boolean; action: React.ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="md" ta="center">
      <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
        <IconUsersGroup size={24} />
      </ThemeIcon>
      <Text fw={600}>{filtered ? 'No candidates match' : 'No candidates yet'}</Text>
      <Text size="sm" c="dimmed" maw={460}>
        {filtered
          ? 'Try another status or search.'
          : 'Invite candidates by e-mail or CSV, or share the public interview link.'}
      </Text>
      {action}
    </Stack>
  );
}
