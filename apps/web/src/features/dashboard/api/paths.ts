/** The dashboard's GETs (every role reads them), apart from their queries so the app can send them early. */
export const dashboardPaths = {
  recentActivities: '/activities?limit=10',
  jobCounts: '/jobs?pageSize=1',
  pendingCandidates: '/job-candidates?status=pending&sort=expires_at&order=asc&page_size=5',
  topCandidates: '/job-candidates?status=evaluated&sort=score&order=desc&page_size=5',
  overview: '/organisation/overview',
} as const;
