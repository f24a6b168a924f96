import type { Database } from '@talvio/db/client';
import { candidates, jobCandidates, jobs, liveInterviews, organisations, users } from '@talvio/db/schema';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type LiveInterviewRow = typeof liveInterviews.$inferSelect;
export type NewLiveInterviewRow = typeof liveInterviews.$inferInsert;

/** The job candidate a live interview is for, with what its e-mails say (null: not in the organisation). */
export async function findJobCandidateFacts(db: Database, organisationId: number, jobCandidateId: number) {
  const [row] = await db
    .select({
      id: jobCandidates.id,
      candidateId: candidates.id,
      candidateName: candidates.name,
      candidateEmail: candidates.email,
      jobTitle: jobs.title,
      organisationName: organisations.name,
    })
    .from(jobCandidates)
    .innerJoin(candidates, eq(candidates.id, jobCandidates.candidateId))
    .innerJoin(jobs, eq(jobs.id, jobCandidates.jobId))
    .innerJoin(organisations, eq(organisations.id, jobCandidates.organisationId))
    .where(and(eq(jobCandidates.organisationId, organisationId), eq(jobCandidates.id, jobCandidateId)));
  return row ?? null;
}
export type JobCandidateFacts = NonNullable<Awaited<ReturnType<typeof findJobCandidateFacts>>>;

export async function insertLiveInterview(db: Database, row: NewLiveInterviewRow): Promise<LiveInterviewRow> {
  const [inserted] = await db.insert(liveInterviews).values(row).returning();
  return inserted!;
}

const creator = alias(users, 'creator');
const scorer = alias(users, 'scorer');

function withNames(db: Database) {
  return db
    .select({ row: liveInterviews, creatorName: creator.name })
    .from(liveInterviews)
    .leftJoin(creator, eq(creator.id, liveInterviews.createdBy));
}
export interface LiveInterviewWithNames {
  row: LiveInterviewRow;
  creatorName: string | null;
}

export async function findLiveInterview(
  db: Database,
  organisationId: number,
  id: number,
  lock = false,
): Promise<LiveInterviewWithNames | null> {
  const query = withNames(db).where(
    and(eq(liveInterviews.organisationId, organisationId), eq(liveInterviews.id, id)),
  );
  const [row] = lock ? await query.for('update', { of: liveInterviews }) : await query;
  return row ?? null;
}

export async function listLiveInterviews(
  db: Database,
  organisationId: number,
  jobCandidateId: number,
): Promise<LiveInterviewWithNames[]> {
  return withNames(db)
    .where(
      and(
        eq(liveInterviews.organisationId, organisationId),
        eq(liveInterviews.jobCandidateId, jobCandidateId),
      ),
    )
    .orderBy(desc(liveInterviews.startsAt), desc(liveInterviews.id));
}

/**
 * The organisation's scheduled live interviews whose scheduled end is after `now`, soonest first, with the
 * candidate's name and the job.
 */
export async function listUpcomingLiveInterviews(
  db: Database,
  organisationId: number,
  now: Date,
  limit: number,
) {
  return db
    .select({
      row: liveInterviews,
      creatorName: creator.name,
      candidateName: candidates.name,
      jobId: jobs.id,
      jobTitle: jobs.title,
    })
    .from(liveInterviews)
    .leftJoin(creator, eq(creator.id, liveInterviews.createdBy))
    .innerJoin(jobCandidates, eq(jobCandidates.id, liveInterviews.jobCandidateId))
    .innerJoin(candidates, eq(candidates.id, jobCandidates.candidateId))
    .innerJoin(jobs, eq(jobs.id, jobCandidates.jobId))
    .where(
      and(
        eq(liveInterviews.organisationId, organisationId),
        eq(liveInterviews.status, 'scheduled'),
        gt(sql`${liveInterviews.startsAt} + make_interval(mins => ${liveInterviews.durationMinutes})`, now),
      ),
    )
    .orderBy(asc(liveInterviews.startsAt), asc(liveInterviews.id))
    .limit(limit);
}

/** Names of the people who last saved scorecards. */
export async function userNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: scorer.id, name: scorer.name })
    .from(scorer)
    .where(inArray(scorer.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function updateLiveInterview(
  db: Database,
  organisationId: number,
  id: number,
  patch: Partial<Omit<NewLiveInterviewRow, 'id' | 'organisationId'>>,
): Promise<void> {
  await db
    .update(liveInterviews)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(liveInterviews.organisationId, organisationId), eq(liveInterviews.id, id)));
}

/** A room by its token's hash, with what the pre-join page shows (any organisation: the token is the key). */
export async function findRoomByHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      row: liveInterviews,
      jobTitle: jobs.title,
      organisationName: organisations.name,
      interviewerName: creator.name,
    })
    .from(liveInterviews)
    .innerJoin(jobCandidates, eq(jobCandidates.id, liveInterviews.jobCandidateId))
    .innerJoin(jobs, eq(jobs.id, jobCandidates.jobId))
    .innerJoin(organisations, eq(organisations.id, liveInterviews.organisationId))
    .leftJoin(creator, eq(creator.id, liveInterviews.createdBy))
    .where(eq(liveInterviews.roomTokenHash, tokenHash));
  return row ?? null;
}

/**
 * Erasing a candidate (docs/product/candidate-privacy.md, **erase**): their live interviews lose the interviewer's
 * notes and scorecard and their time zone, and one still scheduled is cancelled (no e-mail: the address is gone).
 * Returns the room token hashes of the rooms it cancelled.
 */
export async function eraseLiveInterviews(
  db: Database,
  organisationId: number,
  jobCandidateIds: number[],
): Promise<string[]> {
  if (jobCandidateIds.length === 0) return [];
  const scope = and(
    eq(liveInterviews.organisationId, organisationId),
    inArray(liveInterviews.jobCandidateId, jobCandidateIds),
  );
  const cancelled = await db
    .update(liveInterviews)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(scope, eq(liveInterviews.status, 'scheduled')))
    .returning({ hash: liveInterviews.roomTokenHash });
  await db
    .update(liveInterviews)
    .set({ notes: '', scorecard: null, candidateTimeZone: null, updatedAt: new Date() })
    .where(scope);
  return cancelled.map((c) => c.hash);
}

/** The live interviews of some job candidates of the organisation (a candidate's data export). */
export async function listLiveInterviewsOf(
  db: Database,
  organisationId: number,
  jobCandidateIds: number[],
): Promise<LiveInterviewWithNames[]> {
  if (jobCandidateIds.length === 0) return [];
  return withNames(db)
    .where(
      and(
        eq(liveInterviews.organisationId, organisationId),
        inArray(liveInterviews.jobCandidateId, jobCandidateIds),
      ),
    )
    .orderBy(desc(liveInterviews.startsAt), desc(liveInterviews.id));
}
