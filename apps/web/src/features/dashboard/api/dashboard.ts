import type { ActivityList } from '@talvio/contracts/activity';
import type { JobCandidateList } from '@talvio/contracts/interviews';
import type { JobList } from '@talvio/contracts/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { activityKeys, jobCandidateKeys, jobKeys } from '../../../lib/query-keys.ts';

/** GET /activities: the ten latest. */
const recentActivitiesQuery = queryOptions({
  queryKey: activityKeys.dashboard(),
  queryFn: () => apiFetch<ActivityList>('/activities?limit=10'),
});

/** GET /jobs with one row: only the counts per status are needed. */
const jobCountsQuery = queryOptions({
  queryKey: jobKeys.dashboardCounts(),
  queryFn: () => apiFetch<JobList>('/jobs?pageSize=1'),
});

/** The dashboard's two candidate lists: top 5 of /pending-interviews (expiring first) and the best evaluated. */
const candidateListQueries = {
  pending: queryOptions({
    queryKey: jobCandidateKeys.dashboard('pending'),
    queryFn: () =>
      apiFetch<JobCandidateList>('/job-candidates?status=pending&sort=expires_at&order=asc&page_size=5'),
  }),
  top: queryOptions({
    queryKey: jobCandidateKeys.dashboard('top'),
    queryFn: () =>
      apiFetch<JobCandidateList>('/job-candidates?status=evaluated&sort=score&order=desc&page_size=5'),
  }),
};
export type DashboardCandidateList = keyof typeof candidateListQueries;

export const useRecentActivities = () => useQuery(recentActivitiesQuery);
export const useJobCounts = () => useQuery(jobCountsQuery).data?.status_counts;
export const useDashboardCandidates = (list: DashboardCandidateList) => useQuery(candidateListQueries[list]);
