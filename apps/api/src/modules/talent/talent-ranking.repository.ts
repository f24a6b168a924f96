import type { Database } from '@talvio/db/client';
import { candidateSearch, candidates, jobCandidates, jobs } from '@talvio/db/schema';
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';

/** Ranking the pool against a job (docs/product/find-candidates.md): which profiles are scored, and their rows. */

/** At most this many profiles are scored for one job: those sharing the most of its words. */
export const consideredCap = 300;

/**
 * The ids of the organisation's profiles that share any of `terms` (a job's skills with their aliases, and its
 * title's words), the closest by the weighted full-text vector first, up to {@link consideredCap}. Read from the
 * narrow table of search vectors, which holds only profiles that are not erased (docs/decisions/0024-search-vectors-
 * apart.md): an erased profile is a placeholder (docs/product/candidate-privacy.md), never a candidate.
 */
export async function closestProfileIds(db: Database, organisationId: number, terms: readonly string[]) {
  if (terms.length === 0) return [];
  const search = terms.map((term) => `"${term.replace(/"/g, ' ')}"`).join(' or ');
  const query = sql`websearch_to_tsquery('simple', ${search})`;
  const rows = await db
    .select({ id: candidateSearch.candidateId })
    .from(candidateSearch)
    .where(
      and(eq(candidateSearch.organisationId, organisationId), sql`${candidateSearch.search} @@ ${query}`),
    )
    .orderBy(desc(sql`ts_rank(${candidateSearch.search}, ${query})`), candidateSearch.candidateId)
    .limit(consideredCap);
  return rows.map((row) => row.id);
}

export async function profilesByIds(db: Database, organisationId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: candidates.id,
      name: candidates.name,
      email: candidates.email,
      headline: candidates.headline,
      summary: candidates.summary,
      location: candidates.location,
      skills: candidates.skills,
      experience: candidates.experience,
      certifications: candidates.certifications,
      totalYears: candidates.totalYears,
      updatedAt: candidates.updatedAt,
    })
    .from(candidates)
    .where(
      and(
        eq(candidates.organisationId, organisationId),
        inArray(candidates.id, [...ids]),
        // Erased since it was picked: a placeholder is never a candidate.
        isNull(candidates.erasedAt),
      ),
    );
}

/** The organisation's profiles that are not erased, counted from the narrow table's organisation index. */
export async function countPool(db: Database, organisationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(candidateSearch)
    .where(eq(candidateSearch.organisationId, organisationId));
  return row?.total ?? 0;
}

/** The latest invitation of each of these candidates to the job. */
export async function invitationsToJob(db: Database, jobId: number, candidateIds: readonly number[]) {
  if (candidateIds.length === 0) return new Map<number, { id: number; status: string }>();
  const rows = await db
    .select({ id: jobCandidates.id, candidateId: jobCandidates.candidateId, status: jobCandidates.status })
    .from(jobCandidates)
    .where(and(eq(jobCandidates.jobId, jobId), inArray(jobCandidates.candidateId, [...candidateIds])))
    .orderBy(jobCandidates.id);
  return new Map(rows.map((row) => [row.candidateId, { id: row.id, status: row.status }]));
}

export interface EarlierInterviewRow {
  candidateId: number;
  jobId: number;
  jobTitle: string;
  score: number;
  decision: 'none' | 'shortlisted' | 'rejected' | 'hired';
  completedAt: Date | null;
}

/**
 * Each candidate's best evaluated interview for another job of the organisation (docs/product/find-candidates.md,
 * **earlier interviews shown, not scored**), in one query: the highest score, then the latest.
 */
export async function earlierInterviews(
  db: Database,
  organisationId: number,
  jobId: number,
  candidateIds: readonly number[],
): Promise<Map<number, EarlierInterviewRow>> {
  if (candidateIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([jobCandidates.candidateId], {
      candidateId: jobCandidates.candidateId,
      jobId: jobCandidates.jobId,
      jobTitle: jobs.title,
      score: jobCandidates.score,
      decision: jobCandidates.decision,
      completedAt: jobCandidates.completedAt,
    })
    .from(jobCandidates)
    .innerJoin(jobs, eq(jobs.id, jobCandidates.jobId))
    .where(
      and(
        eq(jobCandidates.organisationId, organisationId),
        eq(jobs.organisationId, organisationId),
        inArray(jobCandidates.candidateId, [...candidateIds]),
        ne(jobCandidates.jobId, jobId),
        eq(jobCandidates.status, 'evaluated'),
        isNotNull(jobCandidates.score),
      ),
    )
    .orderBy(
      jobCandidates.candidateId,
      desc(jobCandidates.score),
      sql`${jobCandidates.completedAt} desc nulls last`,
      desc(jobCandidates.id),
    );
  return new Map(rows.map((row) => [row.candidateId, { ...row, score: row.score ?? 0 }] as const));
}
