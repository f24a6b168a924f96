import type { Database } from '@talvio/db/client';
import { creditLedger, identityAccounts, organisations, users } from '@talvio/db/schema';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../sql-like.ts';

export type UserRow = typeof users.$inferSelect;
export type OrganisationSummary = Pick<
  typeof organisations.$inferSelect,
  'id' | 'name' | 'logoPath' | 'onboarded' | 'updatedAt' | 'billingPeriodStart' | 'billingPeriodEnd'
> & {
  /** Job credits: the sum of the organisation's credit ledger. */
  credits: number;
};
/** A staff user plus whether they still have to set a password from their invitation. */
export type UserWithStatus = UserRow & { invitationPending: boolean };

/** A query read on every request, prepared once per database so its SQL is built only once. */
function preparedPerDatabase<Query>(prepare: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}

/** The one lookup that is not tenant-scoped: it resolves a verified identity to its tenant (every request). */
const staffByIdentity = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      identityId: users.identityId,
      organisationId: users.organisationId,
      email: users.email,
      isAdmin: users.isAdmin,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.identityId, sql.placeholder('identityId')))
    .prepare('find_staff_by_identity'),
);

export async function findStaffByIdentity(db: Database, identityId: string) {
  const [row] = await staffByIdentity(db).execute({ identityId });
  return row ?? null;
}

/** The signed-in user and their organisation (every page load). */
const userWithOrganisation = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      organisation: {
        id: organisations.id,
        name: organisations.name,
        logoPath: organisations.logoPath,
        onboarded: organisations.onboarded,
        credits:
          sql<number>`(select coalesce(sum(${creditLedger.delta}), 0) from ${creditLedger} where ${creditLedger.organisationId} = ${organisations.id})`.mapWith(
            Number,
          ),
        updatedAt: organisations.updatedAt,
        billingPeriodStart: organisations.billingPeriodStart,
        billingPeriodEnd: organisations.billingPeriodEnd,
      },
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(
      and(
        eq(users.organisationId, sql.placeholder('organisationId')),
        eq(users.id, sql.placeholder('userId')),
      ),
    )
    .prepare('find_user_with_organisation'),
);

export async function findUserWithOrganisation(
  db: Database,
  organisationId: number,
  userId: number,
): Promise<{ user: UserRow; organisation: OrganisationSummary } | null> {
  const [row] = await userWithOrganisation(db).execute({ organisationId, userId });
  return row ?? null;
}

/** No identity account yet (neither a password nor a Google link): the invitation is still pending. */
const invitationPending = () =>
  sql<boolean>`not exists (select 1 from ${identityAccounts} where ${identityAccounts.userId} = ${users.identityId})`.mapWith(
    Boolean,
  );

export async function findUser(
  db: Database,
  organisationId: number,
  userId: number,
): Promise<UserWithStatus | null> {
  const [row] = await db
    .select({ user: users, invitationPending: invitationPending() })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)));
  return row ? { ...row.user, invitationPending: row.invitationPending } : null;
}

/** Any organisation: e-mail addresses are unique across Talvio. */
export async function emailInUse(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export interface UserListFilter {
  search?: string | undefined;
  status: 'all' | 'active' | 'inactive';
  role: 'all' | 'admin' | 'member';
  sort: 'name' | 'email' | 'created_date';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listUsers(
  db: Database,
  organisationId: number,
  filter: UserListFilter,
): Promise<{ rows: UserWithStatus[]; total: number }> {
  const conditions: SQL[] = [eq(users.organisationId, organisationId)];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  if (filter.status !== 'all') conditions.push(eq(users.isActive, filter.status === 'active'));
  if (filter.role !== 'all') conditions.push(eq(users.isAdmin, filter.role === 'admin'));
  const where = and(...conditions);
  const column = { name: users.name, email: users.email, created_date: users.createdDate }[filter.sort];
  const direction = filter.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select({ user: users, invitationPending: invitationPending() })
      .from(users)
      .where(where)
      .orderBy(direction(column), direction(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.user, invitationPending: r.invitationPending })),
    total: totals[0]?.total ?? 0,
  };
}

export async function insertUser(
  db: Database,
  organisationId: number,
  input: {
    identityId: string;
    name: string;
    email: string;
    isAdmin: boolean;
    isActive: boolean;
    createdBy: number;
  },
): Promise<UserRow> {
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({ ...input, organisationId, createdDate: now, updatedDate: now })
    .returning();
  return row!;
}

export type UserChanges = Partial<Pick<UserRow, 'name' | 'isAdmin' | 'isActive' | 'currency'>>;

/** Only the listed columns can change: email, password, created_by and created_date never do here. */
export async function updateUser(
  db: Database,
  organisationId: number,
  userId: number,
  changes: UserChanges,
): Promise<UserRow | null> {
  const { name, isAdmin, isActive, currency } = changes;
  const [row] = await db
    .update(users)
    .set({ name, isAdmin, isActive, currency, updatedDate: new Date() })
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)))
    .returning();
  return row ?? null;
}

export async function countActiveAdmins(db: Database, organisationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.isAdmin, true), eq(users.isActive, true)));
  return row?.total ?? 0;
}
