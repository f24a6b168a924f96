import type { Database } from '@talvio/db/client';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What every part of the sandbox shares, passed to each part explicitly: the store (the sandbox_* tables),
 * the clock, the logger and the configuration (keys, secrets, retry limit).
 */

export type WebhookSender = (body: string, headers: Record<string, string>) => Promise<{ status: number }>;

export interface SandboxOptions {
  db: Database;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  log: FastifyBaseLogger;
  /** Sends one webhook delivery to the API (in-process). */
  sendWebhook: WebhookSender;
  /** Delivery attempts before a webhook is given up (marked failed). */
  maxWebhookAttempts?: number;
}

export interface SandboxClock {
  now(): Date;
  /** The current time in Unix seconds, as Razorpay stamps its objects. */
  nowSeconds(): number;
}

export const systemClock: SandboxClock = {
  now: () => new Date(),
  nowSeconds: () => Math.floor(Date.now() / 1000),
};

export interface SandboxConfig {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  /** The account id webhook events carry: "acc_" + the key id's last 14 characters. */
  readonly accountId: string;
  /** Delivery attempts before a webhook is given up (marked failed). */
  readonly maxWebhookAttempts: number;
}

export interface SandboxContext {
  /** The store: the sandbox_* tables, read and written through sandbox.repository.ts. */
  readonly db: Database;
  readonly clock: SandboxClock;
  readonly config: SandboxConfig;
  readonly log: FastifyBaseLogger;
}

export function createSandboxContext(
  options: SandboxOptions,
  clock: SandboxClock = systemClock,
): SandboxContext {
  return {
    db: options.db,
    clock,
    log: options.log,
    config: {
      keyId: options.keyId,
      keySecret: options.keySecret,
      webhookSecret: options.webhookSecret,
      accountId: `acc_${options.keyId.slice(-14)}`,
      maxWebhookAttempts: options.maxWebhookAttempts ?? 8,
    },
  };
}
