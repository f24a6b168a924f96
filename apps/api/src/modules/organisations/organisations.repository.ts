import type { Database } from '@talvio/db/client';
import { candidates, jobCandidates, organisations, users } from '@talvio/db/schema';
import { and, count, eq, isNull, sql } from 'drizzle-orm';

export type OrganisationRow = typeof organisations.$inferSelect;
export type OrganisationChanges = Partial<
  Pick<
    OrganisationRow,
    'name' | 'industry' | 'size' | 'website' | 'country' | 'city' | 'logoPath' | 'onboarded' | 'plan'
  >
>;

/** Creates the organisation and its first (admin) user; call it inside the registering transaction. */
export async function insertOrganisationWithAdmin(
  db: Database,
  input: { organisationName: string; identityId: string; name: string; email: string },
): Promise<{ organisationId: number; userId: number }> {
  const [org] = await db
    .insert(organisations)
    .values({ name: input.organisationName })
    .returning({ id: organisations.id });
  const [user] = await db
    .insert(users)
    .values({
      identityId: input.identityId,
      organisationId: org!.id,
      name: input.name,
      email: input.email.toLowerCase(),
      isAdmin: true,
      isActive: true,
    })
    .returning({ id: users.id });
  return { organisationId: org!.id, userId: user!.id };
}

export async function findOrganisation(
  db: Database,
  organisationId: number,
): Promise<OrganisationRow | null> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  return row ?? null;
}

export async function updateOrganisation(
  db: Database,
  organisationId: number,
  changes: OrganisationChanges,
): Promise<OrganisationRow | null> {
  const [row] = await db
    .update(organisations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(organisations.id, organisationId))
    .returning();
  return row ?? null;
}

export async function countOrganisations(db: Database): Promise<number> {
  const rows = await db.select({ id: organisations.id }).from(organisations).limit(1);
  return rows.length;
}

export async function insertMember(
  db: Database,
  organisationId: number,
  input: { identityId: string; name: string; email: string; isAdmin: boolean; createdBy: number | null },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...input, email: input.email.toLowerCase(), organisationId, isActive: true })
    .returning({ id: users.id });
  return row!.id;
}

/** Locks the organisation row until the transaction ends (read-modify-write of its logo or settings). */
export async function findOrganisationForUpdate(
  db: Database,
  organisationId: number,
): Promise<OrganisationRow | null> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('update');
  return row ?? null;
}

export async function updateSettings(
  db: Database,
  organisationId: number,
  settings: OrganisationRow['settings'],
): Promise<OrganisationRow | null> {
  const [row] = await db
    .update(organisations)
    .set({ settings, settingsUpdatedAt: new Date() })
    .where(eq(organisations.id, organisationId))
    .returning();
  return row ?? null;
}

/** Whether a stored file is some organisation's current logo (only those are served publicly). */
export async function isCurrentLogo(db: Database, storedName: string): Promise<boolean> {
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.logoPath, storedName))
    .limit(1);
  return rows.length > 0;
}

/** Lifetime counts for the dashboard: one scan of the profiles, one count each of staff and interviews. */
export async function countOverview(db: Database, organisationId: number) {
  const [profiles] = await db
    .select({
      talent: count(),
      uploaded: sql<number>`count(*) filter (where ${candidates.source} = 'upload')`.mapWith(Number),
    })
    .from(candidates)
    .where(and(eq(candidates.organisationId, organisationId), isNull(candidates.erasedAt)));
  const [staff] = await db
    .select({ active: count() })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.isActive, true)));
  const [interviews] = await db
    .select({ sent: count() })
    .from(jobCandidates)
    .where(eq(jobCandidates.organisationId, organisationId));
  return {
    talentProfiles: profiles?.talent ?? 0,
    uploadedProfiles: profiles?.uploaded ?? 0,
    activeUsers: staff?.active ?? 0,
    interviews: interviews?.sent ?? 0,
  };
}
