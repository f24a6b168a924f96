import {
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBriefcase, IconHourglassHigh, IconSearch } from '@tabler/icons-react';
import type { JobCandidateSummary } from '@talvio/contracts/interviews';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListFooter } from '../../../components/list-footer.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SortableTh, type SortOrder } from '../../../components/sortable-th.tsx';
import { WideTable } from '../../../components/wide-table.tsx';
import { oneOf, useListParams } from '../../../lib/list-params.ts';
import { jobCandidatesQuery, jobOptionsQuery } from '../staff/api.ts';
import { InterviewStatusBadge } from '../staff/components/badges.tsx';
import { CandidateCell, StatusCell } from '../staff/components/candidate-cells.tsx';
import { ExpiryTime } from '../staff/components/expiry-time.tsx';
import { InvitationActions } from '../staff/components/invitation-actions.tsx';

const pageSize = 20;
const sortFields = ['expires_at', 'invited_at', 'name', 'status'] as const;
type SortField = (typeof sortFields)[number];
const statusFilters = ['pending', 'invited', 'started'] as const;

/** /pending-interviews: invitations not completed yet; resend, extend or cancel them. */
export function Component() {
  const { params, page, update, search, setSearch, debouncedSearch } = useListParams();
  const status = oneOf(statusFilters, params.get('status'), 'pending');
  const sort = oneOf(sortFields, params.get('sort'), 'expires_at');
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
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
  const sorting = {
    sort,
    order,
    onSort: (field: SortField, next: SortOrder) =>
      update({
        sort: field === 'expires_at' ? null : field,
        order: next === 'asc' ? null : next,
        page: null,
      }),
  } as const;
  const filtered = Boolean(debouncedSearch) || jobId !== undefined || status !== 'pending';
  // On a phone the actions matter most: cards instead of a table that scrolls sideways.
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  return (
    <>
      <PageHeader
        title="Pending interviews"
        description="Invitations that are not completed yet. Resend the link, give more time, or cancel."
      />
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Candidate name or e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
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
      </Group>
      <QueryState query={list} label="pending interviews">
        {(data) =>
          data.items.length === 0 ? (
            <Empty filtered={filtered} />
          ) : (
            <>
              {narrow ? (
                <Stack
                  gap="sm"
                  component="ul"
                  aria-label="Pending interviews"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {data.items.map((c) => (
                    <PendingCard key={c.id} candidate={c} />
                  ))}
                </Stack>
              ) : (
                <Paper withBorder>
                  <WideTable minWidth={980}>
                    <Table highlightOnHover stickyHeader verticalSpacing="sm" aria-label="Pending interviews">
                      <Table.Thead>
                        <Table.Tr>
                          <SortableTh field="name" {...sorting}>
                            Candidate
                          </SortableTh>
                          <Table.Th>Job</Table.Th>
                          <SortableTh field="status" {...sorting}>
                            Status
                          </SortableTh>
                          <SortableTh field="invited_at" {...sorting}>
                            Sent
                          </SortableTh>
                          <SortableTh field="expires_at" {...sorting}>
                            Expires
                          </SortableTh>
                          <Table.Th>Reminders</Table.Th>
                          <Table.Th>
                            <span>Actions</span>
                          </Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data.items.map((c) => (
                          <PendingRow key={c.id} candidate={c} />
                        ))}
                      </Table.Tbody>
                    </Table>
                  </WideTable>
                </Paper>
              )}
              <ListFooter
                total={data.total}
                noun={['pending interview', 'pending interviews']}
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

function Empty({ filtered }: { filtered: boolean }) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" size={52} radius="xl" aria-hidden>
          <IconHourglassHigh size={28} />
        </ThemeIcon>
        <Text fw={600}>{filtered ? 'No pending interviews match' : 'No pending interviews'}</Text>
        <Text c="dimmed" size="sm" maw={420}>
          {filtered
            ? 'Try another search, job or status.'
            : 'No interview is waiting for a candidate right now. Invite candidates from a published job.'}
        </Text>
        {!filtered && (
          <Button component={Link} to="/jobs-list" leftSection={<IconBriefcase size={18} />}>
            Go to jobs
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
