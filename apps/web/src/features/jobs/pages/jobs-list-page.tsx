import { Anchor, Badge, Button, Paper, Stack, Table, Tabs, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconPlus, IconSearch } from '@tabler/icons-react';
import { type JobListItem, jobSortFields, jobStatuses } from '@talvio/contracts/jobs';
import { Link } from 'react-router';
import { ListFooter } from '../../../components/list-footer.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SortableTh, type SortOrder } from '../../../components/sortable-th.tsx';
import { WideTable } from '../../../components/wide-table.tsx';
import { oneOf, useListParams } from '../../../lib/list-params.ts';
import { useJobs } from '../api/jobs.ts';
import { JobStatusBadge } from '../components/job-status-badge.tsx';
import { statusLabels, workModeLabels } from '../labels.ts';

const pageSize = 20;
type StatusFilter = 'all' | (typeof jobStatuses)[number];
type SortField = (typeof jobSortFields)[number];

/** /jobs-list, "My Jobs": the organisation's jobs with status, candidates and average score. */
export function Component() {
  const { params, page, update, search, setSearch, debouncedSearch: debounced } = useListParams();
  const status = oneOf<StatusFilter>(['all', ...jobStatuses], params.get('status'), 'all');
  const sort = oneOf(jobSortFields, params.get('sort'), 'updated_at');
  const order: SortOrder = params.get('order') === 'asc' ? 'asc' : 'desc';

  const list = useJobs({ search: debounced || undefined, status, sort, order, page, pageSize });
  const counts = list.data?.status_counts;
  const total = counts ? counts.draft + counts.open + counts.paused + counts.closed : null;
  const sorting = {
    sort,
    order,
    onSort: (field: SortField, next: SortOrder) =>
      update({
        sort: field === 'updated_at' ? null : field,
        order: next === 'desc' ? null : next,
        page: null,
      }),
  } as const;

  return (
    <>
      <PageHeader
        title="My Jobs"
        description="Write a job, let AI draft the description and interview, publish it and invite candidates."
        actions={
          <Button component={Link} to="/my-job/new" leftSection={<IconPlus size={18} />}>
            New job
          </Button>
        }
      />
      <Stack gap="sm" mb="md">
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
        <TextInput
          label="Search"
          placeholder="Title, department or skill"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      </Stack>
      <QueryState query={list} label="jobs">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyJobs filtered={Boolean(debounced) || status !== 'all'} />
          ) : (
            <>
              <Paper withBorder>
                <WideTable minWidth={760}>
                  <Table highlightOnHover stickyHeader verticalSpacing="sm" aria-label="Jobs">
                    <Table.Thead>
                      <Table.Tr>
                        <SortableTh field="title" {...sorting}>
                          Job
                        </SortableTh>
                        <SortableTh field="status" {...sorting}>
                          Status
                        </SortableTh>
                        <Table.Th>Candidates</Table.Th>
                        <Table.Th>Avg. score</Table.Th>
                        <SortableTh field="updated_at" {...sorting}>
                          Updated
                        </SortableTh>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.items.map((job) => (
                        <JobRow key={job.id} job={job} />
                      ))}
                    </Table.Tbody>
                  </Table>
                </WideTable>
              </Paper>
              <ListFooter
                total={data.total}
                noun={['job', 'jobs']}
                page={page}
                pageSize={pageSize}
                onPage={(p) => update({ page: p === 1 ? null : String(p) })}
              />
            </>
          )
        }
      </QueryState>
    </>
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

function EmptyJobs({ filtered }: { filtered: boolean }) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" size={52} radius="xl" aria-hidden>
          <IconBriefcase size={28} />
        </ThemeIcon>
        <Text fw={600}>{filtered ? 'No jobs match' : 'No jobs yet'}</Text>
        <Text c="dimmed" size="sm" maw={420}>
          {filtered
            ? 'Try another search or status.'
            : 'Create a job: AI drafts the description and the interview questions, you review and publish.'}
        </Text>
        {!filtered && (
          <Button component={Link} to="/my-job/new" leftSection={<IconPlus size={18} />}>
            Create your first job
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
