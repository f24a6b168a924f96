import { Anchor, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ActivityList as Activities } from '@talvio/contracts/activity';
import type { JobList } from '@talvio/contracts/jobs';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActivityList } from '../../../components/activity-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { activeSubscriptionQuery } from '../../../lib/shared-queries.ts';

const recentActivitiesQuery = {
  queryKey: ['activities', 'dashboard'],
  queryFn: () => apiFetch<Activities>('/activities?limit=10'),
};
/** Only the counts per status are needed; one row keeps the answer small. */
const jobCountsQuery = {
  queryKey: ['jobs', 'list', 'dashboard'],
  queryFn: () => apiFetch<JobList>('/jobs?pageSize=1'),
};

function Kpi({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" mt={2}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** /dashboard (PRODUCT.md): the organisation at a glance. */
export function Component() {
  const user = useCurrentUser();
  const activities = useQuery(recentActivitiesQuery);
  const jobs = useQuery(jobCountsQuery);
  const plan = useQuery({ ...activeSubscriptionQuery(), enabled: Boolean(user.data?.is_admin) });
  const first = user.data?.name.split(' ')[0] ?? '';
  const counts = jobs.data?.status_counts;
  return (
    <Stack>
      <Title order={1} size="h2">
        Welcome{first ? `, ${first}` : ''}
      </Title>
      <Text c="dimmed">
        Here is what is happening at {user.data?.organisation_name || 'your organisation'}.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Kpi
          label="Open jobs"
          value={counts ? counts.open : '…'}
          hint={
            counts ? (
              <Anchor component={Link} to="/jobs-list" size="xs">
                {counts.draft} draft{counts.draft === 1 ? '' : 's'} · {counts.paused} paused
              </Anchor>
            ) : undefined
          }
        />
        <Kpi
          label="Talvio Credits"
          value={user.data?.talvio_credits ?? 0}
          hint="One credit publishes one job"
        />
        {user.data?.is_admin && (
          <Kpi
            label="Plan"
            value={plan.data ? plan.data.plan.charAt(0).toUpperCase() + plan.data.plan.slice(1) : '…'}
            hint={plan.data ? `${plan.data.interview_allowance} AI interviews per billing period` : undefined}
          />
        )}
        <Kpi label="Talent pool" value="—" hint="Resume upload arrives with the talent pool" />
      </SimpleGrid>
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
    </Stack>
  );
}
