import type { Database } from '@talvio/db/client';
import { jobQuestions, jobs, users } from '@talvio/db/schema';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../sql-like.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobQuestionRow = typeof jobQuestions.$inferSelect;
export type JobStatusValue = JobRow['status'];

/** The columns a create or an update writes; status, owner, dates and the organisation are not among them. */
export type JobValues = Pick<
  typeof jobs.$inferInsert,
  | 'title'
  | 'department'
  | 'locationCity'
  | 'locationCountry'
  | 'workMode'
  | 'employmentType'
  | 'seniority'
  | 'experienceMinYears'
  | 'experienceMaxYears'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'descriptionHtml'
  | 'requiredSkills'
  | 'niceToHaveSkills'
  | 'interview'
  | 'descriptionEngine'
  | 'questionsEngine'
>;

export type JobStatusChange = Pick<typeof jobs.$inferInsert, 'status' | 'publishedAt' | 'closedAt'>;

export type QuestionValues = Pick<
  typeof jobQuestions.$inferInsert,
  'id' | 'text' | 'type' | 'skill' | 'difficulty' | 'timeLimitSeconds' | 'rubric'
>;

export async function insertJob(
  db: Database,
  organisationId: number,
  input: { createdBy: number; values: JobValues },
): Promise<JobRow> {
  const now = new Date();
  const [row] = await db
    .insert(jobs)
    .values({
      ...input.values,
      organisationId,
      createdBy: input.createdBy,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** The job with its owner's name. */
export async function findJob(
  db: Database,
  organisationId: number,
  jobId: number,
): Promise<{ job: JobRow; ownerName: string | null } | null> {
  const [row] = await db
    .select({ job: jobs, ownerName: users.name })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.createdBy))
    .where(and(eq(jobs.organisationId, organisationId), eq(jobs.id, jobId)));
  return row ?? null;
}

/** Locks the job row until the transaction ends (edits and status changes of one job run one by one). */
export async function findJobForUpdate(
  db: Database,
  organisationId: number,
  jobId: number,
): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.organisationId, organisationId), eq(jobs.id, jobId)))
    .for('update');
  return row ?? null;
}

export async function updateJob(
  db: Database,
  organisationId: number,
  jobId: number,
  changes: Partial<JobValues> & Partial<JobStatusChange>,
): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(jobs.organisationId, organisationId), eq(jobs.id, jobId)))
    .returning();
  return row ?? null;
}

export async function deleteJob(db: Database, organisationId: number, jobId: number): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.organisationId, organisationId), eq(jobs.id, jobId)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function listQuestions(
  db: Database,
  organisationId: number,
  jobId: number,
): Promise<JobQuestionRow[]> {
  return db
    .select()
    .from(jobQuestions)
    .where(and(eq(jobQuestions.organisationId, organisationId), eq(jobQuestions.jobId, jobId)))
    .orderBy(asc(jobQuestions.position));
}

/**
 * Makes the job's questions exactly `questions`, in that order: questions no longer listed are removed,
 * listed ones are inserted or updated in place (ids stay stable for the answers that will refer to them).
 * The ids must be new or already belong to this job; the service ensures that.
 */
export async function replaceQuestions(
  db: Database,
  organisationId: number,
  jobId: number,
  questions: QuestionValues[],
): Promise<void> {
  const scope = and(eq(jobQuestions.organisationId, organisationId), eq(jobQuestions.jobId, jobId));
  const keep = questions.map((q) => q.id);
  await db
    .delete(jobQuestions)
    .where(keep.length > 0 ? and(scope, notInArray(jobQuestions.id, keep)) : scope);
  if (questions.length === 0) return;
  const now = new Date();
  await db
    .insert(jobQuestions)
    .values(
      questions.map((q, position) => ({
        ...q,
        organisationId,
        jobId,
        position,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: jobQuestions.id,
      set: {
        position: sql`excluded.position`,
        text: sql`excluded.text`,
        type: sql`excluded.type`,
        skill: sql`excluded.skill`,
        difficulty: sql`excluded.difficulty`,
        timeLimitSeconds: sql`excluded.time_limit_seconds`,
        rubric: sql`excluded.rubric`,
        updatedAt: now,
      },
      // Never move another job's question: its id cannot be reused here.
      setWhere: and(eq(jobQuestions.jobId, jobId), eq(jobQuestions.organisationId, organisationId)),
    });
}

export interface JobListFilter {
  search?: string | undefined;
  status: 'all' | JobStatusValue;
  sort: 'updated_at' | 'created_at' | 'title' | 'status';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The lifecycle order draft → open → paused → closed, for sorting by status. */
const statusRank = sql`case ${jobs.status} when 'draft' then 0 when 'open' then 1 when 'paused' then 2 else 3 end`;

export async function listJobs(db: Database, organisationId: number, filter: JobListFilter) {
  const conditions: SQL[] = [eq(jobs.organisationId, organisationId)];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const match = or(
      ilike(jobs.title, pattern),
      ilike(jobs.department, pattern),
      sql`array_to_string(${jobs.requiredSkills} || ${jobs.niceToHaveSkills}, ' ') ilike ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  if (filter.status !== 'all') conditions.push(eq(jobs.status, filter.status));
  const where = and(...conditions);
  const direction = filter.order === 'asc' ? asc : desc;
  const column = {
    updated_at: jobs.updatedAt,
    created_at: jobs.createdAt,
    title: sql`lower(${jobs.title})`,
    status: statusRank,
  }[filter.sort];
  const questionCount = db
    .select({ jobId: jobQuestions.jobId, total: count().as('total') })
    .from(jobQuestions)
    .where(eq(jobQuestions.organisationId, organisationId))
    .groupBy(jobQuestions.jobId)
    .as('question_counts');
  const [rows, totals] = await Promise.all([
    db
      .select({
        job: jobs,
        ownerName: users.name,
        questionCount: sql<number>`coalesce(${questionCount.total}, 0)`.mapWith(Number),
      })
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.createdBy))
      .leftJoin(questionCount, eq(questionCount.jobId, jobs.id))
      .where(where)
      .orderBy(direction(column), desc(jobs.updatedAt), desc(jobs.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function countJobsByStatus(
  db: Database,
  organisationId: number,
): Promise<Record<JobStatusValue, number>> {
  const rows = await db
    .select({ status: jobs.status, total: count() })
    .from(jobs)
    .where(eq(jobs.organisationId, organisationId))
    .groupBy(jobs.status);
  const counts: Record<JobStatusValue, number> = { draft: 0, open: 0, paused: 0, closed: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** Which of these question ids already belong to the job (the others get new ids). */
export async function existingQuestionIds(
  db: Database,
  organisationId: number,
  jobId: number,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: jobQuestions.id })
    .from(jobQuestions)
    .where(
      and(
        eq(jobQuestions.organisationId, organisationId),
        eq(jobQuestions.jobId, jobId),
        inArray(jobQuestions.id, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
