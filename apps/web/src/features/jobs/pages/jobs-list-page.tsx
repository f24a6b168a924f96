import { Anchor, Badge, Button, Table, Tabs, Text } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { type JobListItem, jobSortFields, jobStatuses } from '@talvio/contracts/jobs';
import { Link } from 'react-router';
import { EmptyList, ListPage, useListPage } from '../../../components/list-page.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { oneOf } from '../../../lib/list-params.ts';
import { useJobs } from '../api/jobs.ts';
import { JobStatusBadge } from '../components/job-status-badge.tsx';
import { statusLabels, workModeLabels } from '../labels.ts';

type StatusFilter = 'all' | (typeof jobStatuses)[number];

/** /jobs-list, "My Jobs": the organisation's jobs with status, candidates and average score. */
export function Component() {
  const state = useListPage(jobSortFields, { sort: 'updated_at', order: 'desc' });
  const { params, update, debouncedSearch, sort, order, page, pageSize } = state;
  const status = oneOf<StatusFilter>(['all', ...jobStatuses], params.get('status'), 'all');

  const list = useJobs({ search: debouncedSearch || undefined, status, sort, order, page, pageSize });
  const counts = list.data?.status_counts;
  const total = counts ? counts.draft + counts.open + counts.paused + counts.closed : null;
  const filtered = Boolean(debouncedSearch) || status !== 'all';

  return (
    <ListPage
      title="My Jobs"
      description="Write a job, let AI draft the description and interview, publish it and invite candidates."
      actions={
        <Button component={Link} to="/my-job/new" leftSection={<IconPlus size={18} />}>
          New job
        </Button>
      }
      state={state}
      tabs={
        <Tabs value={status} onChange={(v) => update({ status: v === 'all' ? null : v, page: null })}>
          <Tabs.List aria-label="Job status">
            <Tabs.Tab value="all">All{total !== null ? ` (${total})` : ''}</Tabs.Tab>
            {jobStatuses.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {statusLabels[s].label}
                {counts ? ` (${counts[s]})` : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      }
      searchPlaceholder="Title, department or skill"
      searchWidth={320}
      query={list}
      noun={['job', 'jobs']}
      empty={
        <EmptyList
          icon={<IconBriefcase size={28} />}
          title={filtered ? 'No jobs match' : 'No jobs yet'}
          text={
            filtered
              ? 'Try another search or status.'
              : 'Create a job: AI drafts the description and the interview questions, you review and publish.'
          }
          action={
            !filtered && (
              <Button component={Link} to="/my-job/new" leftSection={<IconPlus size={18} />}>
                Create your first job
              </Button>
            )
          }
        />
      }
      minWidth={760}
      columns={[
        { header: 'Job', sort: 'title' },
        { header: 'Status', sort: 'status' },
        { header: 'Candidates' },
        { header: 'Avg. score' },
        { header: 'Updated', sort: 'updated_at' },
      ]}
      row={(job) => <JobRow job={job} />}
    />
  );
}

function JobRow({ job }: { job: JobListItem }) {
  const where = [job.department, job.location?.city, workModeLabels[job.work_mode]]
    .filter(Boolean)
    .join(' · ');
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/jobs/${job.id}`} fw={600}>
          {job.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {where}
        </Text>
      </Table.Td>
      <Table.Td>
        <JobStatusBadge status={job.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {job.counts.invited} invited · {job.counts.completed} completed
        </Text>
      </Table.Td>
      <Table.Td>
        {job.average_score === null ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <Badge variant="light">{Math.round(job.average_score)}</Badge>
        )}
      </Table.Td>
      <Table.Td>
        <RelativeTime value={job.updated_at} />
      </Table.Td>
    </Table.Tr>
  );
}
