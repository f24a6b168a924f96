import { type InvitationRequest, type InvitationResult, interviewLimits } from '@talvio/contracts/interviews';
import type { JobList, JobStatus } from '@talvio/contracts/jobs';
import type { TalentRanking, TalentRankingQuery } from '@talvio/contracts/talent-ranking';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { jobCandidateKeys, jobKeys, talentKeys } from '../../../lib/query-keys.ts';
import { toParams } from '../../../lib/query-string.ts';

/** Find candidates (docs/product/find-candidates.md): the jobs to rank against, the ranking, and inviting from it. */

/** Ranked profiles a page shows. */
export const rankingPageSize = 25;

// Fetchers.

/** GET /talent/ranking?job_id=&page=&page_size=: the pool ranked against one job, each score explained. */
export const getTalentRanking = (query: TalentRankingQuery) =>
  apiFetch<TalentRanking>(`/talent/ranking?${toParams(query)}`);

/** The organisation's jobs for the picker: the 100 most recently changed. */
const jobChoicesParams = { pageSize: 100, sort: 'updated_at', order: 'desc' } as const;
export const getJobChoices = () => apiFetch<JobList>(`/jobs?${toParams(jobChoicesParams)}`);

/** POST /jobs/{id}/candidates/invitations: the same invitations, allowance and e-mails as inviting by hand. */
export const inviteToJob = (jobId: number, body: InvitationRequest) =>
  apiFetch<InvitationResult>(`/jobs/${jobId}/candidates/invitations`, { method: 'POST', json: body });

// Queries.

/** Open jobs first (they take interviews), then drafts, paused and closed ones; the latest change first in each. */
const statusOrder: Record<JobStatus, number> = { open: 0, draft: 1, paused: 2, closed: 3 };

export type JobChoice = Pick<JobList['items'][number], 'id' | 'title' | 'status' | 'department'>;

export function orderJobChoices(items: readonly JobChoice[]): JobChoice[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => statusOrder[a.item.status] - statusOrder[b.item.status] || a.index - b.index)
    .map(({ item }) => item);
}

export const jobChoicesQuery = () =>
  queryOptions({
    queryKey: jobKeys.list({ purpose: 'find-candidates', ...jobChoicesParams }),
    queryFn: getJobChoices,
    select: (list) => ({ total: list.total, items: orderJobChoices(list.items) }),
    staleTime: 60_000,
  });
export const useJobChoices = () => useQuery(jobChoicesQuery());

/** A page of the ranking; the previous page stays on screen while the next loads. */
export const talentRankingQuery = (query: {
  job_id: number;
  page: number;
  page_size: number;
  rerank?: 'ai';
}) =>
  queryOptions({
    queryKey: talentKeys.ranking(query),
    queryFn: () => getTalentRanking(query),
    placeholderData: keepPreviousData,
  });
export const useTalentRanking = (query: { job_id: number; page: number; rerank?: 'ai' } | null) =>
  useQuery({
    ...talentRankingQuery({
      job_id: query?.job_id ?? 0,
      page: query?.page ?? 1,
      page_size: rankingPageSize,
      ...(query?.rerank ? { rerank: query.rerank } : {}),
    }),
    enabled: query !== null,
  });

// Inviting.

export type InviteOutcome = Pick<InvitationResult, 'invited' | 'already_invited' | 'results'>;

/** An invitation that stopped at a refused request: the requests before it were sent (`sent`). */
export class InviteStopped extends Error {
  constructor(
    readonly reason: unknown,
    readonly sent: InviteOutcome,
  ) {
    super(errorMessage(reason));
  }
}

/** The ranking pages of a job held in the cache, with each invited profile showing its new invitation. */
function markInvited(ranking: TalentRanking, outcome: InviteOutcome): TalentRanking {
  const byCandidate = new Map(outcome.results.map((result) => [result.candidate_id, result]));
  return {
    ...ranking,
    items: ranking.items.map((item) => {
      const result = byCandidate.get(item.candidate_id);
      if (!result || (item.invitation && result.outcome === 'already_invited')) return item;
      return { ...item, invitation: { job_candidate_id: result.job_candidate_id, status: 'invited' } };
    }),
  };
}

/**
 * Invites ranked candidates to the job's AI interview, 200 a request, stopping at the first request refused. The
 * ranking shows what was sent at once; then the ranking, the interview lists, the allowance and the job's counts
 * are read again.
 */
export function useInviteRanked() {
  const queryClient = useQueryClient();
  const refresh = async (jobId: number, sent: InviteOutcome) => {
    if (sent.results.length > 0) {
      for (const [key, data] of queryClient.getQueriesData<TalentRanking>({ queryKey: talentKeys.pool() }))
        if (data && 'job' in data && data.job.id === jobId)
          queryClient.setQueryData(key, markInvited(data, sent));
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: talentKeys.pool() }),
      queryClient.invalidateQueries({ queryKey: talentKeys.profiles() }),
      queryClient.invalidateQueries({ queryKey: jobCandidateKeys.all }),
      queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
      queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
    ]);
  };
  return useMutation({
    mutationFn: async ({
      jobId,
      candidates,
      message,
    }: {
      jobId: number;
      candidates: InvitationRequest['candidates'];
      message?: string;
    }) => {
      const sent: InviteOutcome = { invited: 0, already_invited: 0, results: [] };
      for (let start = 0; start < candidates.length; start += interviewLimits.invitationsPerRequest) {
        const batch = candidates.slice(start, start + interviewLimits.invitationsPerRequest);
        const result = await inviteToJob(jobId, { candidates: batch, ...(message ? { message } : {}) }).catch(
          (reason: unknown) => {
            throw new InviteStopped(reason, sent);
          },
        );
        sent.invited += result.invited;
        sent.already_invited += result.already_invited;
        sent.results.push(...result.results);
      }
      return sent;
    },
    onSuccess: (sent, { jobId }) => refresh(jobId, sent),
    onError: (error, { jobId }) =>
      error instanceof InviteStopped && error.sent.results.length > 0
        ? refresh(jobId, error.sent)
        : undefined,
  });
}
