import type { Database } from '@talvio/db/client';
import {
  candidates,
  demographicAnswers,
  interviewAnswers,
  jobCandidates,
  jobQuestions,
  jobs,
  organisations,
  recordingChunks,
  users,
} from '@talvio/db/schema';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../sql-like.ts';

export type { StoredInterviewQuestion } from '@talvio/db/schema';
export type CandidateRow = typeof candidates.$inferSelect;
export type JobCandidateRow = typeof jobCandidates.$inferSelect;
export type AnswerRow = typeof interviewAnswers.$inferSelect;
export type ChunkRow = typeof recordingChunks.$inferSelect;
export type QuestionRow = typeof jobQuestions.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;

/**
 * A candidate's e-mail where the candidate has an invitation: invitations are sent by e-mail, and an e-mail, once a
 * profile has one, can be changed but not removed (docs/product/talent-intake.md, **profile e-mail**). An erased
 * candidate has none (docs/product/candidate-privacy.md): empty, and their interviews are cancelled.
 */
const invitedEmail = sql<string>`coalesce(${candidates.email}, '')`;

/** A profile found or made by its e-mail: it has that e-mail. */
export type InvitedCandidate = CandidateRow & { email: string };

/** The talent-pool profile with this e-mail, created when missing (the name of an existing profile is kept). */
export async function findOrCreateCandidate(
  db: Database,
  organisationId: number,
  input: { name: string; email: string; source: CandidateRow['source'] },
): Promise<InvitedCandidate> {
  const [created] = await db
    .insert(candidates)
    .values({ organisationId, name: input.name, email: input.email, source: input.source })
    .onConflictDoNothing({ target: [candidates.organisationId, candidates.email] })
    .returning();
  if (created) return { ...created, email: input.email };
  const [existing] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.organisationId, organisationId), eq(candidates.email, input.email)));
  return { ...existing!, email: input.email };
}

export async function updateCandidateResume(
  db: Database,
  organisationId: number,
  candidateId: number,
  resumeFile: string,
): Promise<string | null> {
  const [before] = await db
    .select({ resumeFile: candidates.resumeFile })
    .from(candidates)
    .where(and(eq(candidates.organisationId, organisationId), eq(candidates.id, candidateId)))
    .for('update');
  await db
    .update(candidates)
    .set({ resumeFile, updatedAt: new Date() })
    .where(and(eq(candidates.organisationId, organisationId), eq(candidates.id, candidateId)));
  return before?.resumeFile ?? null;
}

/** How many job-candidates meet every condition. */
async function countJobCandidates(db: Database, ...conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(jobCandidates)
    .where(and(...conditions));
  return row?.total ?? 0;
}

/** Interviews that used the allowance in [from, to). */
export async function countCountedInterviews(
  db: Database,
  organisationId: number,
  from: Date,
  to: Date,
): Promise<number> {
  return countJobCandidates(
    db,
    eq(jobCandidates.organisationId, organisationId),
    gte(jobCandidates.countedAt, from),
    lt(jobCandidates.countedAt, to),
  );
}

/** Interviews finished in [from, to) and the average score of those evaluated. */
export async function periodOutcomes(db: Database, organisationId: number, from: Date, to: Date) {
  const [row] = await db
    .select({
      completed: count(),
      average: sql<string | null>`avg(${jobCandidates.score})`,
    })
    .from(jobCandidates)
    .where(
      and(
        eq(jobCandidates.organisationId, organisationId),
        gte(jobCandidates.completedAt, from),
        lt(jobCandidates.completedAt, to),
      ),
    );
  return {
    completed: row?.completed ?? 0,
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
  };
}

/** The live (invited or started) invitations of these candidates to the job. */
export async function findPendingForJob(
  db: Database,
  jobId: number,
  candidateIds: number[],
): Promise<JobCandidateRow[]> {
  if (candidateIds.length === 0) return [];
  return db
    .select()
    .from(jobCandidates)
    .where(
      and(
        eq(jobCandidates.jobId, jobId),
        inArray(jobCandidates.candidateId, candidateIds),
        inArray(jobCandidates.status, ['invited', 'started']),
      ),
    );
}

/** Public-link interviews requested for a job since `since` (counted or not): the per-job cap. */
export async function countPublicStartsSince(db: Database, jobId: number, since: Date): Promise<number> {
  return countJobCandidates(
    db,
    eq(jobCandidates.jobId, jobId),
    eq(jobCandidates.source, 'public_link'),
    gte(jobCandidates.invitedAt, since),
  );
}

export async function insertJobCandidate(
  db: Database,
  values: typeof jobCandidates.$inferInsert,
): Promise<JobCandidateRow> {
  const [row] = await db.insert(jobCandidates).values(values).returning();
  return row!;
}

export async function updateJobCandidate(
  db: Database,
  organisationId: number,
  id: number,
  changes: Partial<typeof jobCandidates.$inferInsert>,
  /** Only when the row still has one of these statuses (a guard against concurrent changes). */
  whenStatus?: JobCandidateRow['status'][],
): Promise<JobCandidateRow | null> {
  const conditions = [eq(jobCandidates.organisationId, organisationId), eq(jobCandidates.id, id)];
  if (whenStatus) conditions.push(inArray(jobCandidates.status, whenStatus));
  const [row] = await db
    .update(jobCandidates)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

const answeredCount =
  sql<number>`(select count(*) from ${interviewAnswers} where ${interviewAnswers.jobCandidateId} = ${jobCandidates.id})`.mapWith(
    Number,
  );
const inviter = alias(users, 'inviter');
const decider = alias(users, 'decider');

const summaryColumns = {
  row: jobCandidates,
  candidate: { id: candidates.id, name: candidates.name, email: invitedEmail },
  job: { id: jobs.id, title: jobs.title, createdBy: jobs.createdBy },
  inviterName: inviter.name,
  deciderName: decider.name,
  answered: answeredCount,
};

function summaryQuery(db: Database) {
  return db
    .select(summaryColumns)
    .from(jobCandidates)
    .innerJoin(candidates, eq(candidates.id, jobCandidates.candidateId))
    .innerJoin(jobs, eq(jobs.id, jobCandidates.jobId))
    .leftJoin(inviter, eq(inviter.id, jobCandidates.invitedBy))
    .leftJoin(decider, eq(decider.id, jobCandidates.decidedBy));
}

export type JobCandidateJoined = Awaited<ReturnType<typeof findJobCandidate>> & {};

export async function findJobCandidate(db: Database, organisationId: number, id: number) {
  const [row] = await summaryQuery(db).where(
    and(eq(jobCandidates.organisationId, organisationId), eq(jobCandidates.id, id)),
  );
  return row ?? null;
}

/** The most recent finished interview (completed or evaluated) of the organisation. */
export async function findLatestFinished(db: Database, organisationId: number) {
  const [row] = await summaryQuery(db)
    .where(
      and(
        eq(jobCandidates.organisationId, organisationId),
        inArray(jobCandidates.status, ['completed', 'evaluated']),
      ),
    )
    .orderBy(desc(jobCandidates.completedAt), desc(jobCandidates.id))
    .limit(1);
  return row ?? null;
}

export interface JobCandidateFilter {
  jobId?: number;
  candidateId?: number;
  statuses?: JobCandidateRow['status'][];
  decision?: JobCandidateRow['decision'];
  search?: string;
  sort: 'invited_at' | 'expires_at' | 'score' | 'name' | 'status';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listJobCandidates(db: Database, organisationId: number, filter: JobCandidateFilter) {
  const base: SQL[] = [eq(jobCandidates.organisationId, organisationId)];
  if (filter.jobId !== undefined) base.push(eq(jobCandidates.jobId, filter.jobId));
  if (filter.candidateId !== undefined) base.push(eq(jobCandidates.candidateId, filter.candidateId));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const match = or(
      ilike(candidates.name, pattern),
      ilike(candidates.email, pattern),
      ilike(jobs.title, pattern),
    );
    if (match) base.push(match);
  }
  const conditions = [...base];
  if (filter.statuses) conditions.push(inArray(jobCandidates.status, filter.statuses));
  if (filter.decision) conditions.push(eq(jobCandidates.decision, filter.decision));
  const where = and(...conditions);
  const direction = filter.order === 'asc' ? asc : desc;
  const column = {
    invited_at: jobCandidates.invitedAt,
    expires_at: jobCandidates.expiresAt,
    score: sql`coalesce(${jobCandidates.score}, -1)`,
    name: sql`lower(${candidates.name})`,
    status: jobCandidates.status,
  }[filter.sort];
  const [rows, totals, statusRows] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(direction(column), desc(jobCandidates.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: count() })
      .from(jobCandidates)
      .innerJoin(candidates, eq(candidates.id, jobCandidates.candidateId))
      .innerJoin(jobs, eq(jobs.id, jobCandidates.jobId))
      .where(where),
    db
      .select({ status: jobCandidates.status, total: count() })
      .from(jobCandidates)
      .innerJoin(candidates, eq(candidates.id, jobCandidates.candidateId))
      .innerJoin(jobs, eq(jobs.id, jobCandidates.jobId))
      .where(and(...base))
      .groupBy(jobCandidates.status),
  ]);
  return { rows, total: totals[0]?.total ?? 0, statusRows };
}

/** Candidates invited and interviews completed per job, and the average score of evaluated ones. */
export async function jobInterviewStats(db: Database, organisationId: number, jobIds: number[]) {
  if (jobIds.length === 0)
    return new Map<number, { invited: number; completed: number; average: number | null }>();
  const rows = await db
    .select({
      jobId: jobCandidates.jobId,
      invited: count(),
      completed:
        sql<number>`count(*) filter (where ${jobCandidates.status} in ('completed', 'evaluated'))`.mapWith(
          Number,
        ),
      average: sql<string | null>`avg(${jobCandidates.score})`,
    })
    .from(jobCandidates)
    .where(and(eq(jobCandidates.organisationId, organisationId), inArray(jobCandidates.jobId, jobIds)))
    .groupBy(jobCandidates.jobId);
  return new Map(
    rows.map((r) => [
      r.jobId,
      { invited: r.invited, completed: r.completed, average: r.average === null ? null : Number(r.average) },
    ]),
  );
}

/** The invitation behind a link token, with what the candidate page shows about the organisation and job. */
export async function findByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      row: jobCandidates,
      candidateName: candidates.name,
      candidateEmail: invitedEmail,
      organisation: {
        name: organisations.name,
        logoPath: organisations.logoPath,
        collectsDemographics: sql<boolean>`coalesce((${organisations.settings} -> 'fairness' ->> 'collect_demographics')::boolean, false)`,
      },
      demographicsAnswered: sql<boolean>`exists (select 1 from ${demographicAnswers} where ${demographicAnswers.jobCandidateId} = ${jobCandidates.id})`,
      job: {
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        locationCity: jobs.locationCity,
        locationCountry: jobs.locationCountry,
        workMode: jobs.workMode,
        createdBy: jobs.createdBy,
      },
    })
    .from(jobCandidates)
    .innerJoin(candidates, eq(candidates.id, jobCandidates.candidateId))
    .innerJoin(jobs, eq(jobs.id, jobCandidates.jobId))
    .innerJoin(organisations, eq(organisations.id, jobCandidates.organisationId))
    .where(eq(jobCandidates.tokenHash, tokenHash));
  return row ?? null;
}

export async function listAnswers(db: Database, jobCandidateId: number): Promise<AnswerRow[]> {
  return db
    .select()
    .from(interviewAnswers)
    .where(eq(interviewAnswers.jobCandidateId, jobCandidateId))
    .orderBy(asc(interviewAnswers.position));
}

/** Inserts the answer; false when this question was answered already (a repeated submit). */
export async function insertAnswer(
  db: Database,
  values: typeof interviewAnswers.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(interviewAnswers)
    .values(values)
    .onConflictDoNothing({ target: [interviewAnswers.jobCandidateId, interviewAnswers.questionId] })
    .returning({ id: interviewAnswers.id });
  return rows.length > 0;
}

export async function updateAnswer(
  db: Database,
  jobCandidateId: number,
  questionId: string,
  changes: Partial<typeof interviewAnswers.$inferInsert>,
): Promise<void> {
  await db
    .update(interviewAnswers)
    .set(changes)
    .where(
      and(eq(interviewAnswers.jobCandidateId, jobCandidateId), eq(interviewAnswers.questionId, questionId)),
    );
}

/** Stores a chunk's storage name; returns the name it replaced (a retried chunk), if any. */
export async function upsertChunk(
  db: Database,
  values: typeof recordingChunks.$inferInsert,
): Promise<string | null> {
  const [before] = await db
    .select({ storageName: recordingChunks.storageName })
    .from(recordingChunks)
    .where(
      and(
        eq(recordingChunks.jobCandidateId, values.jobCandidateId),
        eq(recordingChunks.questionId, values.questionId),
        eq(recordingChunks.index, values.index),
      ),
    );
  await db
    .insert(recordingChunks)
    .values(values)
    .onConflictDoUpdate({
      target: [recordingChunks.jobCandidateId, recordingChunks.questionId, recordingChunks.index],
      set: { storageName: values.storageName, bytes: values.bytes, createdAt: new Date() },
    });
  return before?.storageName ?? null;
}

/** Removes the chunks of one answer's recording (a new take); returns their storage names. */
export async function deleteChunks(
  db: Database,
  jobCandidateId: number,
  questionId: string,
): Promise<string[]> {
  const rows = await db
    .delete(recordingChunks)
    .where(
      and(eq(recordingChunks.jobCandidateId, jobCandidateId), eq(recordingChunks.questionId, questionId)),
    )
    .returning({ storageName: recordingChunks.storageName });
  return rows.map((r) => r.storageName);
}

export async function listChunks(
  db: Database,
  jobCandidateId: number,
  questionId?: string,
): Promise<ChunkRow[]> {
  const conditions = [eq(recordingChunks.jobCandidateId, jobCandidateId)];
  if (questionId) conditions.push(eq(recordingChunks.questionId, questionId));
  return db
    .select()
    .from(recordingChunks)
    .where(and(...conditions))
    .orderBy(asc(recordingChunks.questionId), asc(recordingChunks.index));
}

/** Claims up to `limit` interviews whose evaluation is due (pending, due time passed), pushing their due time on. */
export async function claimDueEvaluations(db: Database, now: Date, leaseMs: number, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobCandidates.id, organisationId: jobCandidates.organisationId })
      .from(jobCandidates)
      .where(and(eq(jobCandidates.evaluationStatus, 'pending'), lte(jobCandidates.evaluationDueAt, now)))
      .orderBy(asc(jobCandidates.evaluationDueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(jobCandidates)
      .set({
        evaluationDueAt: new Date(now.getTime() + leaseMs),
        evaluationAttempts: sql`${jobCandidates.evaluationAttempts} + 1`,
      })
      .where(
        inArray(
          jobCandidates.id,
          due.map((d) => d.id),
        ),
      );
    return due;
  });
}

/** Live invitations whose link expires before `before` and that got no reminder yet. */
export async function listReminderDue(db: Database, now: Date, before: Date, limit: number) {
  return db
    .select({ id: jobCandidates.id, organisationId: jobCandidates.organisationId })
    .from(jobCandidates)
    .where(
      and(
        inArray(jobCandidates.status, ['invited', 'started']),
        eq(jobCandidates.remindersSent, 0),
        lte(jobCandidates.expiresAt, before),
        gte(jobCandidates.expiresAt, now),
        isNotNull(jobCandidates.lastSentAt),
      ),
    )
    .limit(limit);
}

/** Marks live invitations past their expiry as expired; returns how many. */
export async function expireOverdue(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(jobCandidates)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(jobCandidates.status, ['invited', 'started']), lt(jobCandidates.expiresAt, now)))
    .returning({ id: jobCandidates.id });
  return rows.length;
}

export type OrganisationFacts = Pick<
  typeof organisations.$inferSelect,
  'id' | 'name' | 'logoPath' | 'plan' | 'billingPeriodStart' | 'billingPeriodEnd' | 'settings'
>;

const organisationFacts = {
  id: organisations.id,
  name: organisations.name,
  logoPath: organisations.logoPath,
  plan: organisations.plan,
  billingPeriodStart: organisations.billingPeriodStart,
  billingPeriodEnd: organisations.billingPeriodEnd,
  settings: organisations.settings,
};

/** The organisation's name, logo, plan and billing period; `lock` holds the row until the transaction ends. */
export async function findOrganisationFacts(
  db: Database,
  organisationId: number,
  lock = false,
): Promise<OrganisationFacts | null> {
  const query = db.select(organisationFacts).from(organisations).where(eq(organisations.id, organisationId));
  // NO KEY UPDATE: it serialises allowance counts like FOR UPDATE, but does not wait for the KEY SHARE locks that
  // inserting a row referencing the organisation takes (a new candidate in the same transaction). FOR UPDATE
  // deadlocked two concurrent invitations of one organisation that had each inserted a candidate first.
  const [row] = lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** A job with its questions in order; without an organisation id, any organisation's (the public link). */
export async function findJobWithQuestions(db: Database, jobId: number, organisationId?: number) {
  const conditions = [eq(jobs.id, jobId)];
  if (organisationId !== undefined) conditions.push(eq(jobs.organisationId, organisationId));
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(...conditions));
  if (!job) return null;
  const questions = await db
    .select()
    .from(jobQuestions)
    .where(eq(jobQuestions.jobId, jobId))
    .orderBy(asc(jobQuestions.position));
  return { job, questions };
}

export async function findUserContact(db: Database, userId: number) {
  const [row] = await db
    .select({ name: users.name, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findJobCandidateRow(db: Database, id: number): Promise<JobCandidateRow | null> {
  const [row] = await db.select().from(jobCandidates).where(eq(jobCandidates.id, id));
  return row ?? null;
}

/** Stores (or replaces) the candidate's demographic answers for an interview. */
export async function saveDemographicAnswers(
  db: Database,
  values: {
    jobCandidateId: number;
    organisationId: number;
    jobId: number;
    gender: string | null;
    ethnicity: string | null;
  },
): Promise<void> {
  await db
    .insert(demographicAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: demographicAnswers.jobCandidateId,
      set: { gender: values.gender, ethnicity: values.ethnicity, answeredAt: new Date() },
    });
}
