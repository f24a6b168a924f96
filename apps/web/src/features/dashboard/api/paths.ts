import { dashboardEarlyPaths } from '@talvio/domain/first-paint';

/** The dashboard's GETs (every role reads them), apart from their queries so the app can send them early. */
export const dashboardPaths = {
  recentActivities: dashboardEarlyPaths.recentActivities,
  jobCounts: dashboardEarlyPaths.jobCounts,
  pendingCandidates: dashboardEarlyPaths.pendingCandidates,
  topCandidates: dashboardEarlyPaths.topCandidates,
  overview: dashboardEarlyPaths.overview,
} as const;
