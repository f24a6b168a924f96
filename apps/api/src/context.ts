import type { AiEngine } from '@talvio/ai/engine';
import type { Database } from '@talvio/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Identity } from './adapters/identity/identity.ts';
import type { Payments } from './adapters/payments/payments.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import type { AppConfig } from './config.ts';
import type { EmailService } from './modules/email/email.service.ts';
import type { Part } from './plugins/required-parts.ts';

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
