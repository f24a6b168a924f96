import type {
  CreditLedger,
  CreditLedgerEntry,
  CreditReason,
  creditLedgerQuerySchema,
  JobCreditsRemaining,
} from '@talvio/contracts/credits';
import { creditReasonSchema, noCreditsCode } from '@talvio/contracts/credits';
import type { Database } from '@talvio/db/client';
import { lockOrganisation } from '@talvio/db/locks';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../pagination.ts';
import { insertLedgerEntry, listLedger, sumCredits } from './credits.repository.ts';

/** docs/product/billing.md, **job credits**: a new organisation gets 1 welcome job credit. */
export const welcomeCredits = 1;
/**
 * docs/product/billing.md, **demo organisation**: the demo organisation has 5 job credits (its welcome credit
 * included).
 */
export const demoCredits = 5;

/** The balance is always the ledger sum (docs/product/billing.md, **job credits**). */
export async function getCreditBalance(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
): Promise<number> {
  return sumCredits(deps.db, organisationId);
}

/** GET /job-credits/remaining. */
export async function getRemainingCredits(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
): Promise<JobCreditsRemaining> {
  return { remaining: await sumCredits(deps.db, organisationId) };
}

/** Adds credits (welcome, purchase, demo, adjustment); call it inside the transaction of what grants them. */
export async function grantCredits(
  db: Database,
  organisationId: number,
  grant: {
    amount: number;
    reason: Exclude<CreditReason, 'job_publish'>;
    actorUserId?: number | null;
    paymentReference?: string | null;
  },
): Promise<void> {
  if (!Number.isInteger(grant.amount) || grant.amount === 0) throw new Error('a grant is a non-zero integer');
  await insertLedgerEntry(db, organisationId, {
    delta: grant.amount,
    reason: grant.reason,
    actorUserId: grant.actorUserId ?? null,
    paymentReference: grant.paymentReference ?? null,
    jobId: null,
  });
}

export const noCredits = () =>
  new AppError(
    noCreditsCode,
    402,
    'You have no job credits left. Buy job credits on the Purchase credits page (or change your plan) to publish this job; it stays saved as a draft.',
  );

/**
 * Spends one job credit for publishing a job. Must run inside the publishing transaction:
 * it locks the organisation's credit account, so two concurrent publishes cannot both spend the last
 * credit, and the ledger's unique index lets a job's publish spend happen at most once.
 * Returns the balance after the spend; throws 402 `no_credits` when the balance is 0.
 */
export async function spendCreditForPublish(
  tx: Database,
  organisationId: number,
  input: { jobId: number; actorUserId: number },
): Promise<number> {
  if (!(await lockOrganisation(tx, organisationId))) throw notFound('The organisation');
  const balance = await sumCredits(tx, organisationId);
  if (balance < 1) throw noCredits();
  try {
    await insertLedgerEntry(tx, organisationId, {
      delta: -1,
      reason: 'job_publish',
      jobId: input.jobId,
      actorUserId: input.actorUserId,
      paymentReference: null,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('This job has already been published once.');
    throw err;
  }
  return balance - 1;
}

function toEntry(row: Awaited<ReturnType<typeof listLedger>>['rows'][number]): CreditLedgerEntry {
  const { entry } = row;
  return {
    id: entry.id,
    delta: entry.delta,
    reason: creditReasonSchema.parse(entry.reason),
    job: entry.jobId !== null && row.jobTitle !== null ? { id: entry.jobId, title: row.jobTitle } : null,
    payment_reference: entry.paymentReference,
    actor:
      entry.actorUserId !== null && row.actorName !== null
        ? { id: entry.actorUserId, name: row.actorName }
        : null,
    balance_after: row.balanceAfter,
    created_at: entry.createdAt.toISOString(),
  };
}

/** GET /job-credits/ledger (admins): newest first. */
export async function getCreditLedger(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  query: z.output<typeof creditLedgerQuerySchema>,
): Promise<CreditLedger> {
  const { db } = deps;
  const [{ rows, total }, remaining] = await Promise.all([
    listLedger(db, organisationId, pageWindow(query)),
    sumCredits(db, organisationId),
  ]);
  return { ...pageOf(rows.map(toEntry), total, query), remaining };
}
