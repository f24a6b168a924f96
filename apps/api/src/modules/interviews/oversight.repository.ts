import type { Database } from '@talvio/db/client';
import { oversightRecords, users } from '@talvio/db/schema';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';

export type OversightRow = typeof oversightRecords.$inferSelect;
export type NewOversightRecord = Omit<typeof oversightRecords.$inferInsert, 'id' | 'createdAt' | 'actorName'>;

/**
 * Appends one record, with the acting user's name as it is now; records are never changed (the table's trigger
 * refuses it).
 */
export async function appendOversightRecord(db: Database, record: NewOversightRecord): Promise<void> {
  await db.insert(oversightRecords).values({
    ...record,
    actorName:
      record.actorUserId === null || record.actorUserId === undefined
        ? null
        : sql`(select ${users.name} from ${users} where ${users.id} = ${record.actorUserId})`,
  });
}

/** Records matching `where`, oldest first. */
function recordsWhere(db: Database, where: SQL | undefined): Promise<OversightRow[]> {
  return db
    .select()
    .from(oversightRecords)
    .where(where)
    .orderBy(asc(oversightRecords.createdAt), asc(oversightRecords.id));
}

/** One interview's records, oldest first. */
export function listOversightRecords(
  db: Database,
  organisationId: number,
  jobCandidateId: number,
): Promise<OversightRow[]> {
  return recordsWhere(
    db,
    and(
      eq(oversightRecords.organisationId, organisationId),
      eq(oversightRecords.jobCandidateId, jobCandidateId),
    ),
  );
}

/** The organisation's records in a period (`from` inclusive, `to` exclusive), oldest first. */
export function listOversightRecordsBetween(
  db: Database,
  organisationId: number,
  from: Date,
  to: Date,
): Promise<OversightRow[]> {
  return recordsWhere(
    db,
    and(
      eq(oversightRecords.organisationId, organisationId),
      gte(oversightRecords.createdAt, from),
      lt(oversightRecords.createdAt, to),
    ),
  );
}
