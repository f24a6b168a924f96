import type { RankedCandidate, TalentRanking } from '@talvio/contracts/talent-ranking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { talentKeys } from '../../../lib/query-keys.ts';
import { toParams } from '../../../lib/query-string.ts';
import { invitationEnded } from '../../../lib/ranked-candidate.ts';

/**
 * Past candidates on a job's page (docs/product/find-candidates.md, **past candidates resurface**): the pool ranked
 * against the job, read only; inviting stays on /find-candidates.
 */

/** Profiles shown on the job's page. */
export const resurfacedCount = 5;

/**
 * The ranking's first page, as /find-candidates asks for it (the same cache entry): enough to find the best five
 * not yet invited when the top of the ranking already is.
 */
const resurfaceParams = (jobId: number) => ({ job_id: jobId, page: 1, page_size: 25 });

/** GET /talent/ranking?job_id=&page=1&page_size=25. */
export const getJobRanking = (jobId: number) =>
  apiFetch<TalentRanking>(`/talent/ranking?${toParams(resurfaceParams(jobId))}`);

/** The best-ranked profiles not yet invited to the job, at most {@link resurfacedCount}. */
export function notYetInvited(items: readonly RankedCandidate[]): RankedCandidate[] {
  return items
    .filter((item) => !item.invitation || invitationEnded(item.invitation.status))
    .slice(0, resurfacedCount);
}

export const resurfacedCandidatesQuery = (jobId: number) =>
  queryOptions({
    queryKey: talentKeys.ranking(resurfaceParams(jobId)),
    queryFn: () => getJobRanking(jobId),
    staleTime: 60_000,
  });

/** The profiles to show on an open job's page (`enabled` false for any other job: nothing is asked). */
export const useResurfacedCandidates = (jobId: number, enabled: boolean) =>
  useQuery({
    ...resurfacedCandidatesQuery(jobId),
    enabled,
    select: (ranking) => ({ items: notYetInvited(ranking.items), total: ranking.total }),
  });
