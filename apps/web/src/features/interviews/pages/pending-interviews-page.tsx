import { Anchor, Button, Group, Paper, SegmentedControl, Select, Table, Text } from '@mantine/core';
import { IconBriefcase, IconHourglassHigh } from '@tabler/icons-react';
import type { JobCandidateSummary } from '@talvio/contracts/interviews';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { InterviewStatusBadge } from '../../../components/interview-badges.tsx';
import { EmptyList, ListPage, useListPage } from '../../../components/list-page.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { oneOf } from '../../../lib/list-params.ts';
import { jobCandidatesQuery, jobOptionsQuery } from '../staff/api.ts';
import { CandidateCell, StatusCell } from '../staff/components/candidate-cells.tsx';
import { ExpiryTime } from '../staff/components/expiry-time.tsx';
import { InvitationActions } from '../staff/components/invitation-actions.tsx';
import { UpcomingLiveInterviews } from '../video/components/upcoming-live-interviews.tsx';

const sortFields = ['expires_at', 'invited_at', 'name', 'status'] as const;
const statusFilters = ['pending', 'invited', 'started'] as const;

/**
 * /pending-interviews: invitations not completed yet; resend, extend or cancel them. Scheduled live video
 * interviews that are not over yet are listed above them.
 */
export function Component() {
  const state = useListPage(sortFields, { sort: 'expires_at', order: 'asc' });
  const { params, update, debouncedSearch, sort, order, page, pageSize } = state;
  const status = oneOf(statusFilters, params.get('status'), 'pending');
  const jobParam = Number(params.get('job'));
  const jobId = Number.isInteger(jobParam) && jobParam > 0 ? jobParam : undefined;

  const jobs = useQuery(jobOptionsQuery());
  const list = useQuery({
    ...jobCandidatesQuery({
      status,
      job_id: jobId,
      search: debouncedSearch || undefined,
      sort,
      order,
      page,
      page_size: pageSize,
    }),
    refetchOnWindowFocus: true,
  });
  const filtered = Boolean(debouncedSearch) || jobId !== undefined || status !== 'pending';

  return (
    <ListPage
      title="Pending interviews"
      description="Invitations that are not completed yet. Resend the link, give more time, or cancel."
      state={state}
      searchPlaceholder="Candidate name or e-mail"
      tabs={<UpcomingLiveInterviews />}
      filters={
        <>
          <Select
            label="Job"
            placeholder={jobs.isPending ? 'Loading jobs…' : 'All jobs'}
            data={(jobs.data?.items ?? []).map((j) => ({ value: String(j.id), label: j.title }))}
            value={jobId ? String(jobId) : null}
            onChange={(v) => update({ job: v, page: null })}
            clearable
            clearButtonProps={{ 'aria-label': 'Show all jobs' }}
            searchable
            nothingFoundMessage="No job with that title"
            w={{ base: '100%', sm: 260 }}
          />
          <SegmentedControl
            aria-label="Status"
            data={[
              { value: 'pending', label: 'All pending' },
              { value: 'invited', label: 'Invited' },
              { value: 'started', label: 'Started' },
            ]}
            value={status}
            onChange={(v) => update({ status: v === 'pending' ? null : v, page: null })}
          />
        </>
      }
      query={list}
      noun={['pending interview', 'pending interviews']}
      empty={
        <EmptyList
          icon={<IconHourglassHigh size={28} />}
          title={filtered ? 'No pending interviews match' : 'No pending interviews'}
          text={
            filtered
              ? 'Try another search, job or status.'
              : 'No interview is waiting for a candidate right now. Invite candidates from a published job.'
          }
          action={
            !filtered && (
              <Button component={Link} to="/jobs-list" leftSection={<IconBriefcase size={18} />}>
                Go to jobs
              </Button>
            )
          }
        />
      }
      minWidth={980}
      columns={[
        { header: 'Candidate', sort: 'name' },
        { header: 'Job' },
        { header: 'Status', sort: 'status' },
        { header: 'Sent', sort: 'invited_at' },
        { header: 'Expires', sort: 'expires_at' },
        { header: 'Reminders' },
        { header: <span>Actions</span> },
      ]}
      row={(c) => <PendingRow candidate={c} />}
      card={(c) => <PendingCard candidate={c} />}
    />
  );
}

function PendingRow({ candidate: c }: { candidate: JobCandidateSummary }) {
  return (
    <Table.Tr>
      <CandidateCell candidate={c} />
      <Table.Td>
        <Anchor component={Link} to={`/jobs/${c.job.id}`} size="sm">
          {c.job.title}
        </Anchor>
      </Table.Td>
      <StatusCell candidate={c} />
      <Table.Td>
        <RelativeTime value={c.last_sent_at ?? c.invited_at} />
      </Table.Td>
      <Table.Td>
        <ExpiryTime value={c.expires_at} />
      </Table.Td>
      <Table.Td>{c.reminders_sent}</Table.Td>
      <Table.Td>
        <InvitationActions candidate={c} compact />
      </Table.Td>
    </Table.Tr>
  );
}

function PendingCard({ candidate: c }: { candidate: JobCandidateSummary }) {
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/candidate-profile/${c.id}`} fw={600}>
            {c.candidate.name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {c.candidate.email}
          </Text>
        </div>
        <InterviewStatusBadge status={c.status} />
      </Group>
      <Anchor component={Link} to={`/jobs/${c.job.id}`} size="sm">
        {c.job.title}
      </Anchor>
      <Text size="sm" mt={4} component="div">
        Sent <RelativeTime value={c.last_sent_at ?? c.invited_at} /> · {c.reminders_sent} reminder
        {c.reminders_sent === 1 ? '' : 's'}
      </Text>
      <Group gap={4} fz="sm">
        Expires <ExpiryTime value={c.expires_at} />
      </Group>
      <Group mt="xs">
        <InvitationActions candidate={c} compact />
      </Group>
    </Paper>
  );
}
