import type { Database } from '@talvio/db/client';
import { creditLedger, jobs, users } from '@talvio/db/schema';
import { count, desc, eq, sql } from 'drizzle-orm';

export type CreditLedgerRow = typeof creditLedger.$inferSelect;
export type NewLedgerEntry = Pick<
  typeof creditLedger.$inferInsert,
  'delta' | 'reason' | 'jobId' | 'paymentReference' | 'actorUserId'
>;

/** The organisation's balance: the sum of its ledger. */
export async function sumCredits(db: Database, organisationId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)`.mapWith(Number) })
    .from(creditLedger)
    .where(eq(creditLedger.organisationId, organisationId));
  return row?.total ?? 0;
}

export async function insertLedgerEntry(
  db: Database,
  organisationId: number,
  entry: NewLedgerEntry,
): Promise<CreditLedgerRow> {
  const [row] = await db
    .insert(creditLedger)
    .values({ ...entry, organisationId })
    .returning();
  return row!;
}

/** Newest first, with the job title, the actor's name and the balance right after each entry. */
export async function listLedger(
  db: Database,
  organisationId: number,
  page: { limit: number; offset: number },
) {
  const where = eq(creditLedger.organisationId, organisationId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        entry: creditLedger,
        jobTitle: jobs.title,
        actorName: users.name,
        // Window functions run before ORDER BY / LIMIT: the running sum covers every earlier entry.
        balanceAfter:
          sql<number>`sum(${creditLedger.delta}) over (order by ${creditLedger.id} rows unbounded preceding)`.mapWith(
            Number,
          ),
      })
      .from(creditLedger)
      .leftJoin(jobs, eq(jobs.id, creditLedger.jobId))
      .leftJoin(users, eq(users.id, creditLedger.actorUserId))
      .where(where)
      .orderBy(desc(creditLedger.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(creditLedger).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
