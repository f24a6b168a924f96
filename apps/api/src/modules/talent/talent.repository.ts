import type { Database } from '@talvio/db/client';
import {
  candidateResumeTexts,
  candidates,
  organisations,
  talentBatches,
  talentFiles,
  users,
} from '@talvio/db/schema';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';

export type TalentBatchRow = typeof talentBatches.$inferSelect;
export type TalentFileRow = typeof talentFiles.$inferSelect;
export type NewTalentFile = typeof talentFiles.$inferInsert;
export type CandidateRow = typeof candidates.$inferSelect;
export type NewCandidate = typeof candidates.$inferInsert;
export type CandidateResumeTextRow = typeof candidateResumeTexts.$inferSelect;

export async function insertBatch(
  db: Database,
  organisationId: number,
  createdBy: number,
): Promise<TalentBatchRow> {
  const [row] = await db.insert(talentBatches).values({ organisationId, createdBy }).returning();
  return row!;
}

/** A batch with its creator's name and its files counted by state and outcome. */
const batchColumns = {
  batch: talentBatches,
  createdByName: users.name,
  total: sql<number>`(select count(*)::int from ${talentFiles} f where f.batch_id = ${talentBatches.id})`,
  queued: sql<number>`(select count(*)::int from ${talentFiles} f where f.batch_id = ${talentBatches.id} and f.state = 'queued')`,
  parsing: sql<number>`(select count(*)::int from ${talentFiles} f where f.batch_id = ${talentBatches.id} and f.state = 'parsing')`,
  created: sql<number>`(select count(*)::int from ${talentFiles} f where f.batch_id = ${talentBatches.id} and f.outcome = 'created')`,
  merged: sql<number>`(select count(*)::int from ${talentFiles} f where f.batch_id = ${talentBatches.id} and f.outcome = 'merged')`,
  needsReview: sql<number>`(select count(*)::int from ${talentFiles} f where f.batch_id = ${talentBatches.id} and f.outcome = 'needs_review')`,
  failed: sql<number>`(select count(*)::int from ${talentFiles} f where f.batch_id = ${talentBatches.id} and f.outcome = 'failed')`,
};
export type BatchWithCounts = Awaited<ReturnType<typeof listBatches>>[number];

export async function listBatches(db: Database, organisationId: number, limit: number, id?: number) {
  return db
    .select(batchColumns)
    .from(talentBatches)
    .leftJoin(users, eq(users.id, talentBatches.createdBy))
    .where(
      and(
        eq(talentBatches.organisationId, organisationId),
        id === undefined ? undefined : eq(talentBatches.id, id),
      ),
    )
    .orderBy(desc(talentBatches.id))
    .limit(limit);
}

export async function findBatch(
  db: Database,
  organisationId: number,
  id: number,
): Promise<BatchWithCounts | null> {
  const [row] = await listBatches(db, organisationId, 1, id);
  return row ?? null;
}

/** The batch's files (only those changed after `changedSince` when given), oldest first, with profile names. */
export async function listBatchFiles(db: Database, batchId: number, changedSince: Date | null) {
  return db
    .select({ file: talentFiles, candidateName: candidates.name, review: candidates.review })
    .from(talentFiles)
    .leftJoin(candidates, eq(candidates.id, talentFiles.candidateId))
    .where(
      and(
        eq(talentFiles.batchId, batchId),
        changedSince ? gt(talentFiles.updatedAt, changedSince) : undefined,
      ),
    )
    .orderBy(asc(talentFiles.id));
}

/** Whether the organisation has this batch (without counting its files). */
export async function batchExists(db: Database, organisationId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: talentBatches.id })
    .from(talentBatches)
    .where(and(eq(talentBatches.organisationId, organisationId), eq(talentBatches.id, id)));
  return Boolean(row);
}

/** Locks the batch row, so concurrent uploads count its files one at a time. */
export async function countBatchFilesLocked(db: Database, batchId: number): Promise<number> {
  await db
    .select({ id: talentBatches.id })
    .from(talentBatches)
    .where(eq(talentBatches.id, batchId))
    .for('update');
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(talentFiles)
    .where(eq(talentFiles.batchId, batchId));
  return row?.total ?? 0;
}

export async function insertFile(db: Database, values: NewTalentFile): Promise<TalentFileRow> {
  const [row] = await db.insert(talentFiles).values(values).returning();
  return row!;
}

/**
 * Leases up to `limit` files to read: queued ones, and those whose lease ran out (the process reading them
 * stopped). SKIP LOCKED lets several API processes share the queue without taking the same file.
 */
export async function claimFiles(db: Database, limit: number, leaseMs: number): Promise<TalentFileRow[]> {
  const due = db
    .select({ id: talentFiles.id })
    .from(talentFiles)
    .where(
      and(
        sql`${talentFiles.state} <> 'done'`,
        or(isNull(talentFiles.leaseUntil), lt(talentFiles.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(talentFiles.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(talentFiles)
    .set({
      state: 'parsing',
      leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      attempts: sql`${talentFiles.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(talentFiles.id, due))
    .returning();
}

/** Marks a file read, if this worker still holds it (`attempts` unchanged since its claim). */
export async function finishFile(
  db: Database,
  file: Pick<TalentFileRow, 'id' | 'attempts'>,
  values: Pick<NewTalentFile, 'outcome' | 'reason' | 'candidateId' | 'ocr' | 'rows' | 'kind'> & {
    storedName?: string | null;
  },
): Promise<boolean> {
  const done = await db
    .update(talentFiles)
    .set({ ...values, state: 'done', leaseUntil: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(talentFiles.id, file.id),
        eq(talentFiles.attempts, file.attempts),
        eq(talentFiles.state, 'parsing'),
      ),
    )
    .returning({ id: talentFiles.id });
  return done.length === 1;
}

export async function findOrganisationCountry(db: Database, organisationId: number): Promise<string | null> {
  const [row] = await db
    .select({ country: organisations.country })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.country ?? null;
}

export async function findCandidate(db: Database, organisationId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(candidates)
    .where(and(eq(candidates.organisationId, organisationId), eq(candidates.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findCandidateByEmail(db: Database, organisationId: number, email: string) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.organisationId, organisationId), eq(candidates.email, email)))
    .for('update');
  return row ?? null;
}

/** Inserts the profile unless its e-mail is taken (then null: merge into that one instead). */
export async function insertCandidate(db: Database, values: NewCandidate): Promise<CandidateRow | null> {
  const [row] = await db
    .insert(candidates)
    .values(values)
    .onConflictDoNothing({ target: [candidates.organisationId, candidates.email] })
    .returning();
  return row ?? null;
}

export async function updateCandidateRow(
  db: Database,
  organisationId: number,
  id: number,
  values: Partial<NewCandidate>,
): Promise<CandidateRow | null> {
  const [row] = await db
    .update(candidates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(candidates.organisationId, organisationId), eq(candidates.id, id)))
    .returning();
  return row ?? null;
}

/** Removes a profile's row (a merge that took everything it had); erasing keeps the row instead. */
export async function deleteCandidateRow(
  db: Database,
  organisationId: number,
  id: number,
): Promise<CandidateRow | null> {
  const [row] = await db
    .delete(candidates)
    .where(and(eq(candidates.organisationId, organisationId), eq(candidates.id, id)))
    .returning();
  return row ?? null;
}

/** The résumé text a profile's fields were read from, replacing the previous résumé's. */
export async function saveResumeText(
  db: Database,
  values: Pick<CandidateResumeTextRow, 'candidateId' | 'text' | 'ocr' | 'sources'>,
): Promise<void> {
  const { candidateId, ...rest } = values;
  await db
    .insert(candidateResumeTexts)
    .values(values)
    .onConflictDoUpdate({
      target: candidateResumeTexts.candidateId,
      set: { ...rest, updatedAt: new Date() },
    });
}

/** The résumé text of a profile of the organisation, or null when it has none. */
export async function findResumeText(
  db: Database,
  organisationId: number,
  candidateId: number,
): Promise<CandidateResumeTextRow | null> {
  const [row] = await db
    .select({ resume: candidateResumeTexts })
    .from(candidateResumeTexts)
    .innerJoin(candidates, eq(candidates.id, candidateResumeTexts.candidateId))
    .where(
      and(eq(candidates.organisationId, organisationId), eq(candidateResumeTexts.candidateId, candidateId)),
    );
  return row?.resume ?? null;
}
