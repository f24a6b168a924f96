/**
 * Query keys of server state that more than one feature reads or refreshes, one factory per resource.
 * Invalidation works by key prefix, so the nesting is part of the contract: `jobCandidateKeys.all` covers the
 * lists, results and the invitation count (anything that changes an invitation refreshes the allowance);
 * `jobKeys.lists()` covers every jobs list, the dashboard counts and the job filter; `billingKeys.all` covers the
 * subscription, plans, invoices and purchases. Features build their keys here, never by hand.
 */

export const userKeys = {
  all: ['users'] as const,
  current: () => [...userKeys.all, 'current'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: object) => [...userKeys.lists(), query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
};

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: object) => [...jobKeys.lists(), query] as const,
  /** Titles only, for the "Job" filter of /pending-interviews. */
  options: () => [...jobKeys.lists(), 'options'] as const,
  /** The counts per status on the dashboard. */
  dashboardCounts: () => [...jobKeys.lists(), 'dashboard'] as const,
  detail: (id: number) => [...jobKeys.all, 'detail', id] as const,
  /**
   * A job's insights (/jobs/{id}/insights): under its detail, so whatever refreshes the job after a change to its
   * interviews (an invitation, a result, a decision) refreshes its insights too.
   */
  insights: (id: number) => [...jobKeys.detail(id), 'insights'] as const,
  /** The fairness view of a job's insights: under them, so it refreshes with them. */
  fairness: (id: number) => [...jobKeys.insights(id), 'fairness'] as const,
  interviewPreview: (id: number) => [...jobKeys.all, 'interview-preview', id] as const,
};

export const jobCandidateKeys = {
  all: ['job-candidates'] as const,
  lists: () => [...jobCandidateKeys.all, 'list'] as const,
  list: (query: object) => [...jobCandidateKeys.lists(), query] as const,
  /** The dashboard's two short lists ('pending' and 'top'). */
  dashboard: (which: 'pending' | 'top') => [...jobCandidateKeys.lists(), 'dashboard', which] as const,
  detail: (id: number) => [...jobCandidateKeys.all, 'detail', id] as const,
  latest: () => [...jobCandidateKeys.all, 'latest'] as const,
  oversight: (id: number) => [...jobCandidateKeys.all, 'oversight', id] as const,
  invitations: () => [...jobCandidateKeys.all, 'invitations'] as const,
  invitationCount: () => [...jobCandidateKeys.invitations(), 'count'] as const,
  /** A job candidate's live video interviews. */
  liveInterviews: (id: number) => [...jobCandidateKeys.all, 'live-interviews', id] as const,
  /** The organisation's scheduled live interviews not over yet (the pending interviews page). */
  upcomingLive: () => [...jobCandidateKeys.all, 'live-interviews', 'upcoming'] as const,
};

export const organisationKeys = {
  all: ['organisation'] as const,
  current: () => [...organisationKeys.all, 'current'] as const,
  settings: () => [...organisationKeys.all, 'settings'] as const,
  /** The dashboard's lifetime counts (talent pool size, first steps). */
  overview: () => [...organisationKeys.all, 'overview'] as const,
};

export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  purchases: () => [...billingKeys.all, 'purchases'] as const,
};

export const jobCreditKeys = {
  all: ['job-credits'] as const,
  ledger: (query: object) => [...jobCreditKeys.all, 'ledger', query] as const,
};

export const activityKeys = {
  all: ['activities'] as const,
  feed: (filters: object) => [...activityKeys.all, filters] as const,
  /** The dashboard's latest ten. */
  dashboard: () => [...activityKeys.all, 'dashboard'] as const,
  /** Who can be picked in the feed's person filter. */
  people: () => [...activityKeys.all, 'people'] as const,
};

export const cityKeys = {
  search: (term: string, countryCode: string | null) => ['cities', term, countryCode] as const,
};

/**
 * Talent intake: upload batches and talent-pool profiles. `talentKeys.batches()` covers the recent-batches list
 * and every followed batch; `talentKeys.profiles()` every profile.
 */
export const talentKeys = {
  all: ['talent'] as const,
  batches: () => [...talentKeys.all, 'batches'] as const,
  batchList: () => [...talentKeys.batches(), 'list'] as const,
  batch: (id: number) => [...talentKeys.batches(), 'detail', id] as const,
  profiles: () => [...talentKeys.all, 'profiles'] as const,
  profile: (id: number) => [...talentKeys.profiles(), id] as const,
  resumeText: (id: number) => [...talentKeys.profile(id), 'resume-text'] as const,
  pool: () => [...talentKeys.all, 'pool'] as const,
  poolList: (query: object) => [...talentKeys.pool(), query] as const,
  /** The pool ranked against a job (/find-candidates): under the pool, so a changed profile refreshes it too. */
  ranking: (query: object) => [...talentKeys.pool(), 'ranking', query] as const,
};
