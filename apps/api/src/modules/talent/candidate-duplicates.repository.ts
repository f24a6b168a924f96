import type { Database } from '@talvio/db/client';
import {
  activities,
  candidateMerges,
  candidateResumeTexts,
  candidates,
  jobCandidates,
  jobs,
  type StoredMergeMoves,
  talentFiles,
} from '@talvio/db/schema';
import { nameSearchThreshold } from '@talvio/domain/candidate-duplicates';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';

/**
 * Duplicate profiles (docs/product/candidate-duplicates.md): the profiles worth comparing with one, found through
 * indexes, and the rows a merge moves, keeps and restores.
 */

export type CandidateMergeRow = typeof candidateMerges.$inferSelect;
/** A row as `to_jsonb` gives it (column names as in the database), restored as it was by `jsonb_populate_record`. */
export type RowSnapshot = Record<string, unknown>;

/** Each way of finding a profile to compare offers at most this many. */
const offered = 50;

const comparedColumns = {
  id: candidates.id,
  name: candidates.name,
  email: candidates.email,
  phone: candidates.phone,
  headline: candidates.headline,
  location: candidates.location,
  links: candidates.links,
  experience: candidates.experience,
  updatedAt: candidates.updatedAt,
};
export type ComparedProfile = Awaited<ReturnType<typeof findDuplicateCandidates>>[number];

/**
 * The organisation's profiles that share the phone (an index on organisation and phone), a LinkedIn or GitHub
 * profile (a GIN index on talvio_profile_handles(links)), or whose name is alike (the trigram index on lower(name),
 * the closest first); never the profile itself, never another organisation's.
 */
export async function findDuplicateCandidates(
  db: Database,
  organisationId: number,
  probe: { id: number; name: string; phone: string | null; handles: string[] },
) {
  // An erased profile is a placeholder, never the same person as anyone.
  const mine = and(
    eq(candidates.organisationId, organisationId),
    ne(candidates.id, probe.id),
    isNull(candidates.erasedAt),
  );
  const idsWhere = async (tx: Database, condition: SQL, order?: SQL) => {
    const query = tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(mine, condition))
      .limit(offered);
    return (await (order ? query.orderBy(order) : query)).map((row) => row.id);
  };
  const name = probe.name.trim().toLowerCase();
  const byPhone = probe.phone ? await idsWhere(db, eq(candidates.phone, probe.phone)) : [];
  const byHandle =
    probe.handles.length > 0
      ? await idsWhere(
          db,
          sql`talvio_profile_handles(${candidates.links}) && array[${sql.join(
            probe.handles.map((handle) => sql`${handle}`),
            sql`, `,
          )}]::text[]`,
        )
      : [];
  // `%` prunes through the trigram index at the session's threshold: set for this transaction only.
  const byName = name
    ? await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.similarity_threshold', ${String(nameSearchThreshold)}, true)`,
        );
        return idsWhere(
          tx,
          sql`lower(${candidates.name}) % ${name}`,
          desc(sql`similarity(lower(${candidates.name}), ${name})`),
        );
      })
    : [];
  const ids = new Set([...byPhone, ...byHandle, ...byName]);
  if (ids.size === 0) return [];
  return db
    .select(comparedColumns)
    .from(candidates)
    .where(and(eq(candidates.organisationId, organisationId), inArray(candidates.id, [...ids])));
}

/** Both profiles of the organisation, locked (in id order, so two merges of the same pair never deadlock). */
export async function lockCandidates(db: Database, organisationId: number, ids: number[]) {
  return db
    .select()
    .from(candidates)
    .where(and(eq(candidates.organisationId, organisationId), inArray(candidates.id, ids)))
    .orderBy(asc(candidates.id))
    .for('update');
}

/** The profile's row as it is, every column but the search vector (which its trigger rebuilds). */
export async function snapshotCandidate(db: Database, id: number): Promise<RowSnapshot> {
  const [row] = await db
    .select({ row: sql<RowSnapshot>`to_jsonb(${candidates}) - 'search'` })
    .from(candidates)
    .where(eq(candidates.id, id));
  return row!.row;
}

export async function snapshotResumeText(db: Database, candidateId: number): Promise<RowSnapshot | null> {
  const [row] = await db
    .select({ row: sql<RowSnapshot>`to_jsonb(${candidateResumeTexts})` })
    .from(candidateResumeTexts)
    .where(eq(candidateResumeTexts.candidateId, candidateId));
  return row?.row ?? null;
}

/** Jobs to which both profiles have an invitation still open (invited or started). */
export async function jobsWithOpenInvitationsOfBoth(db: Database, a: number, b: number) {
  const open = sql`${jobCandidates.status} in ('invited', 'started')`;
  const ofB = db
    .select({ jobId: jobCandidates.jobId })
    .from(jobCandidates)
    .where(and(eq(jobCandidates.candidateId, b), open));
  return db
    .selectDistinct({ id: jobs.id, title: jobs.title })
    .from(jobCandidates)
    .innerJoin(jobs, eq(jobs.id, jobCandidates.jobId))
    .where(and(eq(jobCandidates.candidateId, a), open, inArray(jobCandidates.jobId, ofB)))
    .orderBy(asc(jobs.id));
}

/** Moves the interviews, uploads and history of one profile to another; answers what moved, by id. */
export async function moveDependents(
  db: Database,
  organisationId: number,
  from: number,
  to: number,
): Promise<StoredMergeMoves> {
  const moved = await db
    .update(jobCandidates)
    .set({ candidateId: to })
    .where(and(eq(jobCandidates.organisationId, organisationId), eq(jobCandidates.candidateId, from)))
    .returning({ id: jobCandidates.id });
  const files = await db
    .update(talentFiles)
    .set({ candidateId: to })
    .where(and(eq(talentFiles.organisationId, organisationId), eq(talentFiles.candidateId, from)))
    .returning({ id: talentFiles.id });
  const history = await db
    .update(activities)
    .set({ subjectId: to })
    .where(
      and(
        eq(activities.organisationId, organisationId),
        eq(activities.subjectType, 'candidate'),
        eq(activities.subjectId, from),
      ),
    )
    .returning({ id: activities.id });
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((x, y) => x - y);
  return { jobCandidates: ids(moved), talentFiles: ids(files), activities: ids(history) };
}

/** Moves exactly what a merge moved back to the profile it came from. */
export async function moveDependentsBack(
  db: Database,
  organisationId: number,
  moves: StoredMergeMoves,
  from: number,
  to: number,
): Promise<void> {
  if (moves.jobCandidates.length > 0)
    await db
      .update(jobCandidates)
      .set({ candidateId: to })
      .where(
        and(
          eq(jobCandidates.organisationId, organisationId),
          eq(jobCandidates.candidateId, from),
          inArray(jobCandidates.id, moves.jobCandidates),
        ),
      );
  if (moves.talentFiles.length > 0)
    await db
      .update(talentFiles)
      .set({ candidateId: to })
      .where(
        and(
          eq(talentFiles.organisationId, organisationId),
          eq(talentFiles.candidateId, from),
          inArray(talentFiles.id, moves.talentFiles),
        ),
      );
  if (moves.activities.length > 0)
    await db
      .update(activities)
      .set({ subjectId: to })
      .where(
        and(
          eq(activities.organisationId, organisationId),
          eq(activities.subjectType, 'candidate'),
          eq(activities.subjectId, from),
          inArray(activities.id, moves.activities),
        ),
      );
}

export async function deleteResumeText(db: Database, candidateId: number): Promise<void> {
  await db.delete(candidateResumeTexts).where(eq(candidateResumeTexts.candidateId, candidateId));
}

/** The résumé text of one profile becomes another's. */
export async function moveResumeText(db: Database, from: number, to: number): Promise<void> {
  await db
    .update(candidateResumeTexts)
    .set({ candidateId: to })
    .where(eq(candidateResumeTexts.candidateId, from));
}

/** Puts a résumé text row back as it was. */
export async function restoreResumeText(db: Database, snapshot: RowSnapshot): Promise<void> {
  await db.execute(
    sql`insert into ${candidateResumeTexts} select * from jsonb_populate_record(null::candidate_resume_texts, ${JSON.stringify(snapshot)}::jsonb)`,
  );
}

/** Sets every column of an existing profile back to its snapshot (its id and organisation stay). */
export async function restoreCandidateRow(
  db: Database,
  organisationId: number,
  snapshot: RowSnapshot,
): Promise<void> {
  const columns = Object.keys(snapshot).filter((key) => key !== 'id' && key !== 'organisation_id');
  await db.execute(sql`
    update ${candidates} as c set ${sql.join(
      columns.map((column) => sql`${sql.identifier(column)} = r.${sql.identifier(column)}`),
      sql`, `,
    )}
    from jsonb_populate_record(null::candidates, ${JSON.stringify(snapshot)}::jsonb) as r
    where c.id = r.id and c.organisation_id = ${organisationId}`);
}

/** Inserts a profile that was merged away, with its id and every column as it was. */
export async function reinsertCandidateRow(db: Database, snapshot: RowSnapshot): Promise<void> {
  await db.execute(
    sql`insert into ${candidates} select * from jsonb_populate_record(null::candidates, ${JSON.stringify(snapshot)}::jsonb)`,
  );
}

export async function insertMerge(
  db: Database,
  values: typeof candidateMerges.$inferInsert,
): Promise<CandidateMergeRow> {
  const [row] = await db.insert(candidateMerges).values(values).returning();
  return row!;
}

/** The organisation's merge, locked; with whether the kept profile is still as the merge left it. */
export async function findMergeLocked(db: Database, organisationId: number, id: number) {
  const [row] = await db
    .select({
      merge: candidateMerges,
      keptUpdatedAt: candidates.updatedAt,
      keptName: candidates.name,
      keptUnchanged: sql<boolean>`${candidates.updatedAt} = ${candidateMerges.keptAfter}`,
    })
    .from(candidateMerges)
    .leftJoin(candidates, eq(candidates.id, candidateMerges.keptId))
    .where(and(eq(candidateMerges.organisationId, organisationId), eq(candidateMerges.id, id)))
    .for('update', { of: candidateMerges });
  return row ?? null;
}

export async function markMergeUndone(db: Database, id: number, undoneBy: number): Promise<void> {
  await db
    .update(candidateMerges)
    .set({ undoneAt: new Date(), undoneBy, spareFile: null })
    .where(eq(candidateMerges.id, id));
}

/**
 * Merges that can no longer be undone and still hold a résumé file no profile has: their file names, which the
 * caller erases, and the merges no longer hold them.
 */
export async function releaseSpareFiles(db: Database, before: Date): Promise<string[]> {
  const result = (await db.execute(sql`
    with old as (
      select id, spare_file from ${candidateMerges}
      where spare_file is not null and created_at < ${before.toISOString()}::timestamptz
      for update skip locked
    )
    update ${candidateMerges} as m set spare_file = null from old where m.id = old.id
    returning old.spare_file as file`)) as unknown as { rows: { file: string }[] };
  return result.rows.map((row) => row.file);
}
