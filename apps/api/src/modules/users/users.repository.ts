import type { Database } from '@talvio/db/client';
import { organisations, users } from '@talvio/db/schema';
import { and, eq } from 'drizzle-orm';

export type UserRow = typeof users.$inferSelect;
export type OrganisationSummary = Pick<
  typeof organisations.$inferSelect,
  'id' | 'name' | 'logoPath' | 'onboarded' | 'credits' | 'updatedAt'
>;

/** The one lookup that is not tenant-scoped: it resolves a verified identity to its tenant. */
export async function findStaffByIdentity(db: Database, identityId: string) {
  const [row] = await db
    .select({
      id: users.id,
      identityId: users.identityId,
      organisationId: users.organisationId,
      email: users.email,
      isAdmin: users.isAdmin,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.identityId, identityId));
  return row ?? null;
}

export async function findUserWithOrganisation(
  db: Database,
  organisationId: number,
  userId: number,
): Promise<{ user: UserRow; organisation: OrganisationSummary } | null> {
  const [row] = await db
    .select({
      user: users,
      organisation: {
        id: organisations.id,
        name: organisations.name,
        logoPath: organisations.logoPath,
        onboarded: organisations.onboarded,
        credits: organisations.credits,
        updatedAt: organisations.updatedAt,
      },
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)));
  return row ?? null;
}
