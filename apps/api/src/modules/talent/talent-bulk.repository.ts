import type { Database } from '@talvio/db/client';
import { candidates } from '@talvio/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';

/** Bulk actions on the talent pool (docs/product/talent-pool.md): many profiles of one organisation at once. */

/** The organisation's profiles among `ids` (others are not there), locked for the caller's change when asked. */
export async function findProfiles(db: Database, organisationId: number, ids: number[], lock = false) {
  if (ids.length === 0) return [];
  const query = db
    .select({ id: candidates.id, name: candidates.name, email: candidates.email, tags: candidates.tags })
    .from(candidates)
    .where(and(eq(candidates.organisationId, organisationId), inArray(candidates.id, ids)));
  return lock ? query.for('update') : query;
}

/** What the export writes of each profile among `ids`. */
export async function findProfilesForExport(db: Database, organisationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: candidates.id,
      name: candidates.name,
      email: candidates.email,
      phone: candidates.phone,
      location: candidates.location,
      headline: candidates.headline,
      skills: candidates.skills,
      totalYears: candidates.totalYears,
      tags: candidates.tags,
      source: candidates.source,
      updatedAt: candidates.updatedAt,
    })
    .from(candidates)
    .where(and(eq(candidates.organisationId, organisationId), inArray(candidates.id, ids)));
}

/** Sets each profile's tags in one statement; the profiles count as changed now. */
export async function setTags(
  db: Database,
  organisationId: number,
  changes: { id: number; tags: string[] }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.execute(sql`
    update ${candidates} set tags = v.tags, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id integer, tags text[])
    where ${candidates.id} = v.id and ${candidates.organisationId} = ${organisationId}`);
}
