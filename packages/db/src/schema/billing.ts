import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * PRODUCT.md §3 Credit ledger: every grant and spend of job credits. The balance is always the sum of
 * `delta` over the organisation's rows; nothing else stores it.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial().primaryKey(),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    reason: text().$type<'welcome' | 'purchase' | 'job_publish' | 'adjustment' | 'demo'>().notNull(),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    /** The payment provider's payment id of a purchase. */
    paymentReference: text(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.organisationId, t.id),
    // A job's publish spends at most one credit, whatever happens concurrently.
    uniqueIndex('credit_ledger_job_publish_once').on(t.jobId).where(sql`${t.reason} = 'job_publish'`),
    // A payment is credited at most once (QUALITY.md money rules).
    uniqueIndex('credit_ledger_payment_once').on(t.paymentReference),
    check('credit_ledger_delta_check', sql`${t.delta} <> 0`),
    check(
      'credit_ledger_reason_check',
      sql`${t.reason} in ('welcome', 'purchase', 'job_publish', 'adjustment', 'demo')`,
    ),
  ],
);
