import type { Database } from '@talvio/db/client';
import type { RzpInvoice, RzpOrder, RzpPayment, RzpPlan, RzpSubscription } from '../razorpay-types.ts';
import { createSandboxContext, type SandboxOptions } from './context.ts';
import { createInvoices } from './invoices.ts';
import { createOrders } from './orders.ts';
import { type CardOutcome, createPayments } from './payments.ts';
import { createPlans, type SandboxPlanDefinition } from './plans.ts';
import { createSubscriptions } from './subscriptions.ts';
import { createWebhooks } from './webhooks.ts';

/**
 * The local Razorpay sandbox: a fake of the Razorpay API subset Talvio uses, with Razorpay-like
 * ids, statuses, error shapes and signatures, persisted in the sandbox_* tables. Its checkout page plays
 * Razorpay Checkout with test cards; paying sends the webhooks Razorpay would send, signed, and retried.
 *
 * This file wires the parts together, one per Razorpay object, each given the same context (store, clock,
 * config, logger; see context.ts):
 * - orders.ts         orders: create, fetch, list an order's payments
 * - payments.ts       test cards, payment objects, checkout outcomes and signatures, paying an order
 * - plans.ts          plans: create, fetch, keep in step with the configured plans
 * - subscriptions.ts  subscriptions: create, first charge, monthly cycles, retry/halt, cancel, plan change
 *                     (the state changes themselves are in subscription-states.ts)
 * - invoices.ts       the paid invoice of each charged cycle; fetch and list
 * - webhooks.ts       event bodies, queued delivery with retries, holding and flushing for tests
 * The fake REST API and the checkout page are in sandbox.routes.ts.
 */

export type { SandboxOptions, WebhookSender } from './context.ts';
export { SandboxError, type SandboxErrorBody } from './errors.ts';
export { sandboxId } from './ids.ts';
export { type CardOutcome, sandboxCards } from './payments.ts';
export { addOneMonth } from './subscription-states.ts';

export interface Sandbox {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  db: Database;
  createOrder(input: unknown): Promise<RzpOrder>;
  fetchOrder(id: string): Promise<RzpOrder>;
  fetchOrderPayments(id: string): Promise<RzpPayment[]>;
  fetchPayment(id: string): Promise<RzpPayment>;
  createPlan(input: unknown, id?: string): Promise<RzpPlan>;
  fetchPlan(id: string): Promise<RzpPlan>;
  /** Creates or updates the sandbox plans with these ids (the configured plan ids and their amounts). */
  ensurePlans(plans: SandboxPlanDefinition[]): Promise<void>;
  createSubscription(input: unknown): Promise<RzpSubscription>;
  fetchSubscription(id: string): Promise<RzpSubscription>;
  cancelSubscription(id: string, input: unknown): Promise<RzpSubscription>;
  updateSubscription(id: string, input: unknown): Promise<RzpSubscription>;
  fetchInvoices(query: { subscription_id?: string }): Promise<RzpInvoice[]>;
  fetchInvoice(id: string): Promise<RzpInvoice>;
  /** The checkout: pays an order with a card number. */
  payOrder(orderId: string, cardNumber: string): Promise<CardOutcome>;
  /** The checkout: pays the first charge of a subscription with a card number. */
  paySubscription(subscriptionId: string, cardNumber: string): Promise<CardOutcome>;
  /**
   * Ends or renews every active (or pending) subscription whose cycle ended by `now`, as Razorpay does on its
   * clock. With `failRenewals` the renewal charge fails: active → pending (Razorpay retries), pending → halted.
   */
  advance(now?: Date, options?: { failRenewals?: boolean }): Promise<number>;
  /** Delivers every due webhook now; resolves when done (tests wait on it). */
  flushWebhooks(): Promise<number>;
  /**
   * Holds automatic delivery (webhooks stay queued, as when Razorpay's are late) until resumed or flushed;
   * tests use it to make a webhook arrive before, after or during verify-payment.
   */
  holdWebhooks(hold: boolean): void;
  start(): void;
  stop(): Promise<void>;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const ctx = createSandboxContext(options);
  const webhooks = createWebhooks(ctx, options.sendWebhook);
  const subscriptions = createSubscriptions(ctx, webhooks);
  const timers: NodeJS.Timeout[] = [];

  return {
    keyId: ctx.config.keyId,
    keySecret: ctx.config.keySecret,
    webhookSecret: ctx.config.webhookSecret,
    db: ctx.db,
    ...createOrders(ctx),
    ...createPayments(ctx, webhooks),
    ...createPlans(ctx),
    ...subscriptions,
    ...createInvoices(ctx),

    flushWebhooks: () => webhooks.flush(),
    holdWebhooks: (hold) => webhooks.hold(hold),

    /** Starts webhook retries (every 5 s) and the subscription clock (every minute). */
    start() {
      webhooks.start();
      const cycles = setInterval(() => {
        subscriptions
          .advance()
          .catch((err: unknown) => ctx.log.warn({ err }, 'sandbox subscription cycle failed'));
      }, 60_000);
      cycles.unref();
      timers.push(cycles);
    },

    async stop() {
      for (const t of timers.splice(0)) clearInterval(t);
      await webhooks.stop();
    },
  };
}
