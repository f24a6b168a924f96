import { z } from 'zod';

/**
 * The credit ledger (docs/product/billing.md, **job credits**): every grant and spend of job credits; the balance is
 * always the ledger sum.
 * - welcome: the sign-up credit of a new organisation (1);
 * - purchase: credits bought on /purchase-credits (payment_reference is the provider's payment id);
 * - job_publish: −1 when a job is published (draft → open), at most once per job;
 * - adjustment: a correction, or the balance carried over from before the ledger existed;
 * - demo: the credits of the demo organisation.
 */
export const creditReasons = ['welcome', 'purchase', 'job_publish', 'adjustment', 'demo'] as const;
export const creditReasonSchema = z.enum(creditReasons);
export type CreditReason = z.infer<typeof creditReasonSchema>;

/** GET /job-credits/remaining: the organisation's job-credit balance. */
export const jobCreditsRemainingSchema = z.object({
  /** Job credits the organisation can still spend; the same number as talvio_credits on the current user. */
  remaining: z.number().int(),
});
export type JobCreditsRemaining = z.infer<typeof jobCreditsRemainingSchema>;

export const creditLedgerEntrySchema = z.object({
  id: z.number().int(),
  /** +n for a grant, −1 for a job publish. */
  delta: z.number().int(),
  reason: creditReasonSchema,
  /** The published job (job_publish); title as it is now. Null once the job is gone or for grants. */
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  payment_reference: z.string().nullable(),
  /** Who caused it; null for system grants (welcome, demo) or removed users. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The balance right after this entry. */
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;

/** GET /job-credits/ledger (admins): newest first, paged. */
export const creditLedgerQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CreditLedgerQuery = z.input<typeof creditLedgerQuerySchema>;

export const creditLedgerSchema = z.object({
  items: z.array(creditLedgerEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The current balance (ledger sum). */
  remaining: z.number().int(),
});
export type CreditLedger = z.infer<typeof creditLedgerSchema>;

/** Problem code of a publish refused for lack of credits (HTTP 402). */
export const noCreditsCode = 'no_credits';
