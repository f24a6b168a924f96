import type { AiEngine } from '@talvio/ai/engine';
import type { Database } from '@talvio/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Identity } from './adapters/identity/identity.ts';
import type { Payments } from './adapters/payments/payments.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import type { AppConfig } from './config.ts';
import type { EmailService } from './modules/email/email.service.ts';
import type { Part } from './plugins/required-parts.ts';

/*
 * How a service takes what it needs (one shape in every module):
 *
 * - A service function takes `deps: Pick<AppContext, …>` first, naming exactly the parts it uses
 *   (`Pick<AppContext, 'db'>`, `Pick<AppContext, 'db' | 'email' | 'config'>`), then the caller
 *   (`staff: StaffPrincipal`) when it acts for one, then its input. Routes pass their whole `ctx`, a service
 *   passes its own `deps` on (as it is: the evaluation queue knows a server by that object), and a unit test
 *   passes only the parts named.
 * - A function that must run inside its caller's transaction takes `db: Database` first instead, like a
 *   repository: the caller hands it the `tx` of `db.transaction(async (tx) => …)` and its writes commit or roll
 *   back with the caller's. So do `recordActivity` and `recordStaffActivity`, `grantCredits`,
 *   `spendCreditForPublish`, the interview allowance checks and reservations, `interviewableJob`, the billing
 *   steps named `…Tx` and `lockOrganisation`.
 *   Outside a transaction, pass `deps.db`.
 * - A function that only computes from values (no database, no outside part) takes those values.
 */

/** What route modules are given: plain values, no container. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  email: EmailService;
  identity: Identity;
  storage: FileStorage;
  /** The AI engine, created once from AI_* at start. */
  ai: AiEngine;
  /** Razorpay (configured keys), the local sandbox (development) or nothing (production without keys). */
  payments: Payments;
  log: FastifyBaseLogger;
  /** Outside parts production runs without (no Razorpay keys, no SMTP): routes that need them refuse. */
  missingParts: ReadonlySet<Part>;
  /** False while the server finishes starting (demo data); health reports 503 until then. */
  state: { ready: boolean };
}
