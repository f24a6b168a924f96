import type { Database } from '@talvio/db/client';
import { type StoredPoolFilters, talentSavedSearches, users } from '@talvio/db/schema';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';

/** Saved talent-pool searches (docs/product/talent-pool.md, **saved searches**). */

export type SavedSearchRow = typeof talentSavedSearches.$inferSelect;
export type { StoredPoolFilters };

/** The person's own searches and those others of the organisation share: their own first, each by name. */
export async function listSavedSearches(db: Database, organisationId: number, userId: number) {
  return db
    .select({ search: talentSavedSearches, ownerName: users.name })
    .from(talentSavedSearches)
    .leftJoin(users, eq(users.id, talentSavedSearches.userId))
    .where(
      and(
        eq(talentSavedSearches.organisationId, organisationId),
        or(eq(talentSavedSearches.userId, userId), eq(talentSavedSearches.shared, true)),
      ),
    )
    .orderBy(
      desc(sql`${talentSavedSearches.userId} = ${userId}`),
      asc(sql`lower(${talentSavedSearches.name})`),
      asc(talentSavedSearches.id),
    );
}

export async function countOwnSavedSearches(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(talentSavedSearches)
    .where(eq(talentSavedSearches.userId, userId));
  return row?.total ?? 0;
}

/** Locks the person's saved searches while one is added, so two at once cannot pass the limit together. */
export async function lockOwnSavedSearches(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertSavedSearch(
  db: Database,
  values: {
    organisationId: number;
    userId: number;
    name: string;
    filters: StoredPoolFilters;
    shared: boolean;
  },
): Promise<SavedSearchRow> {
  const [row] = await db.insert(talentSavedSearches).values(values).returning();
  return row!;
}

/** One of the person's own saved searches, changed; null when they have none with that id. */
export async function updateSavedSearch(
  db: Database,
  organisationId: number,
  userId: number,
  id: number,
  values: Partial<Pick<SavedSearchRow, 'name' | 'filters' | 'shared'>>,
): Promise<SavedSearchRow | null> {
  const [row] = await db
    .update(talentSavedSearches)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(talentSavedSearches.organisationId, organisationId),
        eq(talentSavedSearches.userId, userId),
        eq(talentSavedSearches.id, id),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteSavedSearch(
  db: Database,
  organisationId: number,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(talentSavedSearches)
    .where(
      and(
        eq(talentSavedSearches.organisationId, organisationId),
        eq(talentSavedSearches.userId, userId),
        eq(talentSavedSearches.id, id),
      ),
    )
    .returning({ id: talentSavedSearches.id });
  return rows.length > 0;
}

/** The name of the person who saved searches. */
export async function ownerName(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
