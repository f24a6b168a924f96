import type { ActivityList } from '@talvio/contracts/activity';
import type { JobCandidateList } from '@talvio/contracts/interviews';
import type { JobList } from '@talvio/contracts/jobs';
import type { OrganisationOverview } from '@talvio/contracts/organisations';
import { dashboardEarlyPaths as paths } from '@talvio/domain/first-paint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { fromEarly } from '../../../lib/early-requests.ts';
import { activityKeys, jobCandidateKeys, jobKeys, organisationKeys } from '../../../lib/query-keys.ts';

/** A GET the app may have sent before the dashboard's code arrived (app-layout.tsx, preloadLayout). */
const get =
  <T>(path: string) =>
  () =>
    fromEarly(path, () => apiFetch<T>(path));

/** GET /activities: the ten latest. */
const recentActivitiesQuery = queryOptions({
  queryKey: activityKeys.dashboard(),
  queryFn: get<ActivityList>(paths.recentActivities),
});

/** GET /jobs with one row: only the counts per status are needed. */
const jobCountsQuery = queryOptions({
  queryKey: jobKeys.dashboardCounts(),
  queryFn: get<JobList>(paths.jobCounts),
});

/**
 * GET /organisation/overview: talent pool size and the facts behind the first steps. Asked again each time the
 * dashboard opens (an upload or an invitation elsewhere changes it), as it costs a few counts.
 */
const overviewQuery = queryOptions({
  queryKey: organisationKeys.overview(),
  queryFn: get<OrganisationOverview>(paths.overview),
  staleTime: 0,
});

/** The dashboard's two candidate lists: top 5 of /pending-interviews (expiring first) and the best evaluated. */
const candidateListQueries = {
  pending: queryOptions({
    queryKey: jobCandidateKeys.dashboard('pending'),
    queryFn: get<JobCandidateList>(paths.pendingCandidates),
  }),
  top: queryOptions({
    queryKey: jobCandidateKeys.dashboard('top'),
    queryFn: get<JobCandidateList>(paths.topCandidates),
  }),
};
export type DashboardCandidateList = keyof typeof candidateListQueries;

export const useRecentActivities = () => useQuery(recentActivitiesQuery);
export const useOrganisationOverview = () => useQuery(overviewQuery).data;
export const useJobCounts = () => useQuery(jobCountsQuery).data?.status_counts;
export const useDashboardCandidates = (list: DashboardCandidateList) => useQuery(candidateListQueries[list]);
