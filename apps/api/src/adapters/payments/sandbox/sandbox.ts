import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '@talvio/db/client';
import type { FastifyBaseLogger } from 'fastify';
import {
  orderPaymentSignature,
  subscriptionPaymentSignature,
  webhookSignature,
} from '../razorpay-signatures.ts';
import type { RzpInvoice, RzpOrder, RzpPayment, RzpPlan, RzpSubscription } from '../razorpay-types.ts';
import {
  type EntityData,
  findEntity,
  insertDelivery,
  insertEntity,
  listChildren,
  listDueDeliveries,
  listSubscriptionIdsByStatus,
  type SandboxEntityKind,
  saveEntity,
  updateDelivery,
} from './sandbox.repository.ts';

/**
 * The local Razorpay sandbox: a fake of the Razorpay API subset Talvio uses, with Razorpay-like
 * ids, statuses, error shapes and signatures, persisted in the sandbox_* tables. Its checkout page plays
 * Razorpay Checkout with test cards; paying sends the webhooks Razorpay would send, signed, and retried.
 */

/** Razorpay's test card that succeeds, and the one that is declined. */
export const sandboxCards = {
  success: '4111111111111111',
  declined: '4000000000000002',
} as const;

export interface SandboxErrorBody {
  code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';
  description: string;
  field: string | null;
  source: string | null;
  step: string | null;
  reason: string | null;
}

/** A Razorpay-shaped error: HTTP status plus { error: { code, description, field, source, step, reason } }. */
export class SandboxError extends Error {
  readonly body: SandboxErrorBody;
  constructor(
    readonly status: number,
    description: string,
    extra: Partial<SandboxErrorBody> = {},
  ) {
    super(description);
    this.body = {
      code: extra.code ?? 'BAD_REQUEST_ERROR',
      description,
      field: extra.field ?? null,
      source: extra.source ?? (status >= 500 ? 'internal' : 'business'),
      step: extra.step ?? null,
      reason: extra.reason ?? null,
    };
  }
}

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Razorpay-like id: prefix + "_" + 14 base62 characters. */
export function sandboxId(prefix: 'order' | 'pay' | 'sub' | 'inv' | 'plan' | 'evt'): string {
  let out = '';
  for (let i = 0; i < 14; i += 1) out += base62[randomInt(62)];
  return `${prefix}_${out}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The same day one month later (clamped to the month's end), in Unix seconds, UTC. */
export function addOneMonth(unixSeconds: number): number {
  const d = new Date(unixSeconds * 1000);
  const day = d.getUTCDate();
  const next = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + 1,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return Math.floor(next.getTime() / 1000);
}

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

export type CardOutcome =
  | { ok: true; paymentId: string; signature: string; params: Record<string, string> }
  | { ok: false; paymentId: string; description: string; params: Record<string, string> };

const asOrder = (d: EntityData) => d as unknown as RzpOrder;
const asPayment = (d: EntityData) => d as unknown as RzpPayment;
const asSubscription = (d: EntityData) => d as unknown as RzpSubscription & { cancel_at_cycle_end?: boolean };
const asPlan = (d: EntityData) => d as unknown as RzpPlan;
const asInvoice = (d: EntityData) => d as unknown as RzpInvoice;
const data = (v: object) => v as unknown as EntityData;

/** Notes as Razorpay keeps them: at most 15 string values. */
function normaliseNotes(notes: unknown, field = 'notes'): Record<string, string> {
  if (notes === undefined || notes === null) return {};
  if (typeof notes !== 'object' || Array.isArray(notes))
    throw new SandboxError(400, 'notes must be an object of key-value pairs', { field });
  const entries = Object.entries(notes as Record<string, unknown>);
  if (entries.length > 15) throw new SandboxError(400, 'Number of notes cannot exceed 15', { field });
  const out: Record<string, string> = {};
  for (const [k, v] of entries) {
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
      throw new SandboxError(400, `notes.${k} must be a string`, { field: `${field}.${k}` });
    const value = String(v);
    if (value.length > 256)
      throw new SandboxError(400, `notes.${k} may have at most 256 characters`, { field: `${field}.${k}` });
    out[k] = value;
  }
  return out;
}

function requireInt(value: unknown, field: string, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new SandboxError(400, `The ${field} must be an integer.`, { field });
  if (value < min) throw new SandboxError(400, `The ${field} must be atleast ${min}.`, { field });
  return value;
}

function requireCurrency(value: unknown): 'INR' | 'USD' {
  if (value === 'INR' || value === 'USD') return value;
  throw new SandboxError(400, 'The currency is invalid.', { field: 'currency' });
}

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
  ensurePlans(
    plans: { id: string; name: string; amount: number; currency: 'USD' | 'INR'; description: string }[],
  ): Promise<void>;
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
  const { db, keySecret, webhookSecret, log } = options;
  const maxAttempts = options.maxWebhookAttempts ?? 8;
  const accountId = `acc_${options.keyId.slice(-14)}`;

  async function get<T>(kind: SandboxEntityKind, id: string, cast: (d: EntityData) => T, tx: Database = db) {
    const found = await findEntity(tx, kind, id);
    if (!found)
      throw new SandboxError(400, 'The id provided does not exist', {
        field: 'id',
        reason: 'input_validation_failed',
      });
    return cast(found);
  }

  async function lock<T>(tx: Database, kind: SandboxEntityKind, id: string, cast: (d: EntityData) => T) {
    const found = await findEntity(tx, kind, id, { forUpdate: true });
    if (!found)
      throw new SandboxError(400, 'The id provided does not exist', {
        field: 'id',
        reason: 'input_validation_failed',
      });
    return cast(found);
  }

  /** Queues a signed webhook event (written in the caller's transaction, delivered after it commits). */
  async function emit(tx: Database, event: string, payload: Record<string, object>) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: accountId,
      event,
      contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }])),
      created_at: nowSeconds(),
    });
    await insertDelivery(tx, { eventId: sandboxId('evt'), event, body });
  }

  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let held = false;

  async function deliverDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const due = await listDueDeliveries(db, new Date(), 20);
      if (due.length === 0) return delivered;
      for (const row of due) {
        const attempts = row.attempts + 1;
        try {
          const res = await options.sendWebhook(row.body, {
            'content-type': 'application/json',
            'x-razorpay-signature': webhookSignature(row.body, webhookSecret),
            'x-razorpay-event-id': row.eventId,
          });
          if (res.status >= 200 && res.status < 300) {
            await updateDelivery(db, row.id, { status: 'delivered', attempts, deliveredAt: new Date() });
            delivered += 1;
            continue;
          }
          throw new Error(`webhook answered ${res.status}`);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          // Exponential back-off like Razorpay's retries: 2 s, 4 s, 8 s … capped at 10 minutes.
          const delayMs = Math.min(600_000, 1000 * 2 ** attempts);
          log.warn(
            { event: row.event, eventId: row.eventId, attempts, err: message },
            'sandbox webhook not delivered',
          );
          await updateDelivery(db, row.id, {
            status: attempts >= maxAttempts ? 'failed' : 'pending',
            attempts,
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + delayMs),
          });
        }
      }
    }
  }

  /** Delivery runs one at a time: each flush waits for the one before it, then delivers what is due. */
  function flushWebhooks(): Promise<number> {
    const run = chain.then(() => deliverDue());
    chain = run.catch(() => 0);
    return run;
  }

  function kick() {
    if (stopped || held) return;
    setImmediate(() => {
      flushWebhooks().catch((err: unknown) => log.warn({ err }, 'sandbox webhook delivery failed'));
    });
  }

  function newPayment(input: {
    amount: number;
    currency: string;
    orderId: string;
    invoiceId: string | null;
    status: 'captured' | 'failed';
    cardNumber: string;
    description: string;
    notes: Record<string, string>;
  }): RzpPayment {
    const failed = input.status === 'failed';
    return {
      id: sandboxId('pay'),
      entity: 'payment',
      amount: input.amount,
      currency: input.currency,
      status: input.status,
      order_id: input.orderId,
      invoice_id: input.invoiceId,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: !failed,
      description: input.description,
      card_id: `card_${randomBytes(7).toString('hex')}`,
      card: { last4: input.cardNumber.slice(-4), network: 'Visa', type: 'credit' },
      bank: null,
      wallet: null,
      vpa: null,
      email: 'void@razorpay.com',
      contact: '+919000090000',
      notes: input.notes,
      fee: failed ? null : 0,
      tax: failed ? null : 0,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Your payment has been declined by the bank. Try another card.' : null,
      error_source: failed ? 'bank' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_declined' : null,
      created_at: nowSeconds(),
    };
  }

  function cardResult(cardNumber: string): 'success' | 'declined' {
    const digits = cardNumber.replace(/[\s-]/g, '');
    if (digits === sandboxCards.success) return 'success';
    if (digits === sandboxCards.declined) return 'declined';
    throw new SandboxError(
      400,
      'Use a test card: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined.',
      {
        field: 'card_number',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
      },
    );
  }

  /** A paid invoice (and its order and payment) for one cycle of a subscription. */
  async function chargeCycle(
    tx: Database,
    sub: RzpSubscription,
    plan: RzpPlan,
    cardNumber: string,
    period: { start: number; end: number },
  ): Promise<{ payment: RzpPayment; invoice: RzpInvoice }> {
    const now = nowSeconds();
    const amount = plan.item.amount * sub.quantity;
    const invoiceId = sandboxId('inv');
    const order: RzpOrder = {
      id: sandboxId('order'),
      entity: 'order',
      amount,
      amount_paid: amount,
      amount_due: 0,
      currency: plan.item.currency,
      receipt: null,
      offer_id: null,
      status: 'paid',
      attempts: 1,
      notes: {},
      created_at: now,
    };
    const payment = newPayment({
      amount,
      currency: plan.item.currency,
      orderId: order.id,
      invoiceId,
      status: 'captured',
      cardNumber,
      description: plan.item.name,
      notes: sub.notes,
    });
    const invoice: RzpInvoice = {
      id: invoiceId,
      entity: 'invoice',
      type: 'invoice',
      status: 'paid',
      customer_id: null,
      subscription_id: sub.id,
      order_id: order.id,
      payment_id: payment.id,
      amount,
      amount_paid: amount,
      amount_due: 0,
      currency: plan.item.currency,
      line_items: [
        {
          name: plan.item.name,
          amount: plan.item.amount,
          quantity: sub.quantity,
          currency: plan.item.currency,
        },
      ],
      billing_start: period.start,
      billing_end: period.end,
      issued_at: now,
      paid_at: now,
      date: now,
      created_at: now,
    };
    await insertEntity(tx, {
      id: order.id,
      entity: 'order',
      parentId: invoiceId,
      data: data(order),
      createdAt: now,
    });
    await insertEntity(tx, {
      id: payment.id,
      entity: 'payment',
      parentId: order.id,
      data: data(payment),
      createdAt: now,
    });
    await insertEntity(tx, {
      id: invoiceId,
      entity: 'invoice',
      parentId: sub.id,
      data: data(invoice),
      createdAt: now,
    });
    return { payment, invoice };
  }

  const sandbox: Sandbox = {
    keyId: options.keyId,
    keySecret,
    webhookSecret,
    db,

    async createOrder(input) {
      const body = (input ?? {}) as Record<string, unknown>;
      const amount = requireInt(body.amount, 'amount', 100);
      const currency = requireCurrency(body.currency);
      const receipt = body.receipt === undefined || body.receipt === null ? null : String(body.receipt);
      if (receipt !== null && receipt.length > 40)
        throw new SandboxError(400, 'receipt may have at most 40 characters', { field: 'receipt' });
      const now = nowSeconds();
      const order: RzpOrder = {
        id: sandboxId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: normaliseNotes(body.notes),
        created_at: now,
      };
      await insertEntity(db, {
        id: order.id,
        entity: 'order',
        parentId: null,
        data: data(order),
        createdAt: now,
      });
      return order;
    },

    fetchOrder: (id) => get('order', id, asOrder),
    fetchOrderPayments: async (id) => {
      await get('order', id, asOrder);
      return (await listChildren(db, 'payment', id)).map(asPayment);
    },
    fetchPayment: (id) => get('payment', id, asPayment),

    async createPlan(input, id) {
      const body = (input ?? {}) as Record<string, unknown>;
      const period = body.period;
      if (period !== 'daily' && period !== 'weekly' && period !== 'monthly' && period !== 'yearly')
        throw new SandboxError(400, 'The period is invalid.', { field: 'period' });
      const interval = requireInt(body.interval, 'interval', 1);
      const item = (body.item ?? {}) as Record<string, unknown>;
      if (typeof item.name !== 'string' || item.name.length === 0)
        throw new SandboxError(400, 'The item name field is required.', { field: 'item.name' });
      const now = nowSeconds();
      const plan: RzpPlan = {
        id: id ?? sandboxId('plan'),
        entity: 'plan',
        interval,
        period,
        item: {
          id: `item_${randomBytes(7).toString('hex')}`,
          active: true,
          name: item.name,
          description: typeof item.description === 'string' ? item.description : null,
          amount: requireInt(item.amount, 'item.amount', 100),
          unit_amount: item.amount,
          currency: requireCurrency(item.currency),
          type: 'plan',
        },
        notes: normaliseNotes(body.notes),
        created_at: now,
      };
      await insertEntity(db, {
        id: plan.id,
        entity: 'plan',
        parentId: null,
        data: data(plan),
        createdAt: now,
      });
      return plan;
    },

    fetchPlan: (id) => get('plan', id, asPlan),

    async ensurePlans(plans) {
      for (const p of plans) {
        const existing = await findEntity(db, 'plan', p.id);
        if (!existing) {
          await sandbox.createPlan(
            {
              period: 'monthly',
              interval: 1,
              item: { name: p.name, amount: p.amount, currency: p.currency, description: p.description },
            },
            p.id,
          );
          continue;
        }
        const plan = asPlan(existing);
        if (plan.item.amount !== p.amount || plan.item.currency !== p.currency || plan.item.name !== p.name) {
          await saveEntity(
            db,
            p.id,
            data({
              ...plan,
              item: {
                ...plan.item,
                name: p.name,
                amount: p.amount,
                unit_amount: p.amount,
                currency: p.currency,
              },
            }),
          );
        }
      }
    },

    async createSubscription(input) {
      const body = (input ?? {}) as Record<string, unknown>;
      if (typeof body.plan_id !== 'string')
        throw new SandboxError(400, 'The plan id field is required.', { field: 'plan_id' });
      const plan = await findEntity(db, 'plan', body.plan_id);
      if (!plan) throw new SandboxError(400, 'The id provided does not exist', { field: 'plan_id' });
      const totalCount = requireInt(body.total_count, 'total_count', 1);
      const quantity = body.quantity === undefined ? 1 : requireInt(body.quantity, 'quantity', 1);
      const now = nowSeconds();
      const sub: RzpSubscription & { cancel_at_cycle_end: boolean } = {
        id: sandboxId('sub'),
        entity: 'subscription',
        plan_id: body.plan_id,
        customer_id: null,
        status: 'created',
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity,
        notes: normaliseNotes(body.notes),
        charge_at: null,
        start_at: null,
        end_at: null,
        auth_attempts: 0,
        total_count: totalCount,
        paid_count: 0,
        customer_notify: body.customer_notify === undefined ? true : Boolean(body.customer_notify),
        created_at: now,
        expire_by: null,
        short_url: null,
        has_scheduled_changes: false,
        change_scheduled_at: null,
        source: 'api',
        payment_method: null,
        offer_id: null,
        remaining_count: totalCount,
        cancel_at_cycle_end: false,
      };
      await insertEntity(db, {
        id: sub.id,
        entity: 'subscription',
        parentId: null,
        data: data(sub),
        createdAt: now,
      });
      return sub;
    },

    fetchSubscription: (id) => get('subscription', id, asSubscription),

    async cancelSubscription(id, input) {
      const body = (input ?? {}) as Record<string, unknown>;
      const atCycleEnd = body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true;
      const result = await db.transaction(async (tx) => {
        const sub = await lock(tx, 'subscription', id, asSubscription);
        if (sub.status === 'cancelled' || sub.status === 'completed' || sub.status === 'expired')
          throw new SandboxError(400, 'Subscription is not cancellable in cancelled status.', {
            field: 'id',
          });
        const live = sub.status === 'active' || sub.status === 'authenticated' || sub.status === 'pending';
        if (atCycleEnd && live && sub.current_end !== null) {
          const next = { ...sub, cancel_at_cycle_end: true, end_at: sub.current_end, charge_at: null };
          await saveEntity(tx, id, data(next));
          return next;
        }
        const next = {
          ...sub,
          status: 'cancelled' as const,
          ended_at: nowSeconds(),
          charge_at: null,
          cancel_at_cycle_end: false,
        };
        await saveEntity(tx, id, data(next));
        await emit(tx, 'subscription.cancelled', { subscription: next });
        return next;
      });
      kick();
      return result;
    },

    async updateSubscription(id, input) {
      const body = (input ?? {}) as Record<string, unknown>;
      if (typeof body.plan_id !== 'string')
        throw new SandboxError(400, 'The plan id field is required.', { field: 'plan_id' });
      const schedule = body.schedule_change_at ?? 'now';
      if (schedule !== 'now' && schedule !== 'cycle_end')
        throw new SandboxError(400, 'schedule_change_at must be now or cycle_end', {
          field: 'schedule_change_at',
        });
      const planData = await findEntity(db, 'plan', body.plan_id);
      if (!planData) throw new SandboxError(400, 'The id provided does not exist', { field: 'plan_id' });
      const plan = asPlan(planData);
      const result = await db.transaction(async (tx) => {
        const sub = await lock(tx, 'subscription', id, asSubscription);
        if (sub.status !== 'active' && sub.status !== 'authenticated')
          throw new SandboxError(400, `Subscription cannot be updated in ${sub.status} status.`, {
            field: 'id',
          });
        const current = asPlan(await lock(tx, 'plan', sub.plan_id, (d) => d));
        if (current.item.currency !== plan.item.currency)
          throw new SandboxError(400, 'The currency of the new plan must match the current plan.', {
            field: 'plan_id',
          });
        if (schedule === 'cycle_end') {
          const next = {
            ...sub,
            has_scheduled_changes: true,
            change_scheduled_at: sub.current_end,
            scheduled_plan_id: plan.id,
          };
          await saveEntity(tx, id, data(next));
          return next;
        }
        // The change takes effect now: a new cycle starts and is charged at the new plan's price.
        const start = nowSeconds();
        const end = addOneMonth(start);
        const updated = {
          ...sub,
          plan_id: plan.id,
          status: 'active' as const,
          current_start: start,
          current_end: end,
          charge_at: end,
          end_at: null,
          cancel_at_cycle_end: false,
          paid_count: sub.paid_count + 1,
          remaining_count: Math.max(0, sub.total_count - sub.paid_count - 1),
        };
        const { payment, invoice } = await chargeCycle(tx, updated, plan, sandboxCards.success, {
          start,
          end,
        });
        await saveEntity(tx, id, data(updated));
        await emit(tx, 'subscription.updated', { subscription: updated });
        await emit(tx, 'subscription.charged', { subscription: updated, payment });
        await emit(tx, 'invoice.paid', { invoice, payment });
        return updated;
      });
      kick();
      return result;
    },

    async fetchInvoices(query) {
      if (!query.subscription_id)
        throw new SandboxError(400, 'subscription_id is required in this sandbox', {
          field: 'subscription_id',
        });
      return (await listChildren(db, 'invoice', query.subscription_id)).map(asInvoice).reverse();
    },

    fetchInvoice: (id) => get('invoice', id, asInvoice),

    async payOrder(orderId, cardNumber) {
      const result = cardResult(cardNumber);
      const outcome = await db.transaction(async (tx): Promise<CardOutcome> => {
        const order = await lock(tx, 'order', orderId, asOrder);
        if (order.status === 'paid')
          throw new SandboxError(400, 'This order has already been paid.', {
            field: 'order_id',
            step: 'payment_initiation',
          });
        const payment = newPayment({
          amount: order.amount,
          currency: order.currency,
          orderId,
          invoiceId: null,
          status: result === 'success' ? 'captured' : 'failed',
          cardNumber,
          description: 'Payment for order',
          notes: order.notes,
        });
        await insertEntity(tx, {
          id: payment.id,
          entity: 'payment',
          parentId: orderId,
          data: data(payment),
          createdAt: payment.created_at,
        });
        if (result === 'declined') {
          await saveEntity(
            tx,
            orderId,
            data({ ...order, status: 'attempted', attempts: order.attempts + 1 }),
          );
          await emit(tx, 'payment.failed', { payment });
          return {
            ok: false,
            paymentId: payment.id,
            description: payment.error_description ?? 'Payment failed',
            params: {
              'error[code]': 'BAD_REQUEST_ERROR',
              'error[description]': payment.error_description ?? 'Payment failed',
              'error[reason]': 'payment_declined',
              'error[metadata][order_id]': orderId,
              'error[metadata][payment_id]': payment.id,
            },
          };
        }
        const paid = {
          ...order,
          status: 'paid' as const,
          attempts: order.attempts + 1,
          amount_paid: order.amount,
          amount_due: 0,
        };
        await saveEntity(tx, orderId, data(paid));
        await emit(tx, 'payment.captured', { payment });
        await emit(tx, 'order.paid', { payment, order: paid });
        const signature = orderPaymentSignature(orderId, payment.id, keySecret);
        return {
          ok: true,
          paymentId: payment.id,
          signature,
          params: {
            razorpay_payment_id: payment.id,
            razorpay_order_id: orderId,
            razorpay_signature: signature,
          },
        };
      });
      kick();
      return outcome;
    },

    async paySubscription(subscriptionId, cardNumber) {
      const result = cardResult(cardNumber);
      const outcome = await db.transaction(async (tx): Promise<CardOutcome> => {
        const sub = await lock(tx, 'subscription', subscriptionId, asSubscription);
        if (sub.status !== 'created')
          throw new SandboxError(
            400,
            `This subscription is ${sub.status}; it has already been paid or has ended.`,
            {
              field: 'subscription_id',
              step: 'payment_initiation',
            },
          );
        const plan = asPlan(await lock(tx, 'plan', sub.plan_id, (d) => d));
        if (result === 'declined') {
          const now = nowSeconds();
          const orderId = sandboxId('order');
          const payment = newPayment({
            amount: plan.item.amount * sub.quantity,
            currency: plan.item.currency,
            orderId,
            invoiceId: null,
            status: 'failed',
            cardNumber,
            description: plan.item.name,
            notes: sub.notes,
          });
          await insertEntity(tx, {
            id: payment.id,
            entity: 'payment',
            parentId: orderId,
            data: data(payment),
            createdAt: now,
          });
          await saveEntity(tx, subscriptionId, data({ ...sub, auth_attempts: sub.auth_attempts + 1 }));
          await emit(tx, 'payment.failed', { payment });
          return {
            ok: false,
            paymentId: payment.id,
            description: payment.error_description ?? 'Payment failed',
            params: {
              'error[code]': 'BAD_REQUEST_ERROR',
              'error[description]': payment.error_description ?? 'Payment failed',
              'error[reason]': 'payment_declined',
              'error[metadata][subscription_id]': subscriptionId,
              'error[metadata][payment_id]': payment.id,
            },
          };
        }
        const start = nowSeconds();
        const end = addOneMonth(start);
        const active = {
          ...sub,
          status: 'active' as const,
          current_start: start,
          current_end: end,
          start_at: start,
          charge_at: end,
          auth_attempts: sub.auth_attempts + 1,
          paid_count: 1,
          remaining_count: sub.total_count - 1,
          payment_method: 'card',
        };
        const { payment, invoice } = await chargeCycle(tx, active, plan, cardNumber, { start, end });
        await saveEntity(tx, subscriptionId, data(active));
        await emit(tx, 'subscription.authenticated', {
          subscription: { ...active, status: 'authenticated' },
        });
        await emit(tx, 'subscription.activated', { subscription: active });
        await emit(tx, 'subscription.charged', { subscription: active, payment });
        await emit(tx, 'invoice.paid', { invoice, payment });
        await emit(tx, 'payment.captured', { payment });
        const signature = subscriptionPaymentSignature(payment.id, subscriptionId, keySecret);
        return {
          ok: true,
          paymentId: payment.id,
          signature,
          params: {
            razorpay_payment_id: payment.id,
            razorpay_subscription_id: subscriptionId,
            razorpay_signature: signature,
          },
        };
      });
      kick();
      return outcome;
    },

    async advance(now = new Date(), options = {}) {
      const at = Math.floor(now.getTime() / 1000);
      let changed = 0;
      const due = [
        ...(await listSubscriptionIdsByStatus(db, 'active')),
        ...(await listSubscriptionIdsByStatus(db, 'pending')),
      ];
      for (const id of due) {
        const didChange = await db.transaction(async (tx) => {
          const sub = await lock(tx, 'subscription', id, asSubscription);
          if (sub.status !== 'active' && sub.status !== 'pending') return false;
          if (sub.current_end === null || sub.current_end > at) return false;
          if (sub.cancel_at_cycle_end) {
            const ended = {
              ...sub,
              status: 'cancelled' as const,
              ended_at: sub.current_end,
              charge_at: null,
              cancel_at_cycle_end: false,
            };
            await saveEntity(tx, id, data(ended));
            await emit(tx, 'subscription.cancelled', { subscription: ended });
            return true;
          }
          if (sub.paid_count >= sub.total_count) {
            const done = { ...sub, status: 'completed' as const, ended_at: sub.current_end, charge_at: null };
            await saveEntity(tx, id, data(done));
            await emit(tx, 'subscription.completed', { subscription: done });
            return true;
          }
          const scheduled = (sub as { scheduled_plan_id?: string }).scheduled_plan_id;
          const planId = sub.has_scheduled_changes && scheduled ? scheduled : sub.plan_id;
          const plan = asPlan(await lock(tx, 'plan', planId, (d) => d));
          if (options.failRenewals) {
            // The saved card is declined: Razorpay retries (pending), then gives up (halted).
            const failedPayment = newPayment({
              amount: plan.item.amount * sub.quantity,
              currency: plan.item.currency,
              orderId: sandboxId('order'),
              invoiceId: null,
              status: 'failed',
              cardNumber: sandboxCards.declined,
              description: plan.item.name,
              notes: sub.notes,
            });
            await insertEntity(tx, {
              id: failedPayment.id,
              entity: 'payment',
              parentId: failedPayment.order_id,
              data: data(failedPayment),
              createdAt: failedPayment.created_at,
            });
            const status = sub.status === 'active' ? ('pending' as const) : ('halted' as const);
            const next = { ...sub, status, ...(status === 'halted' ? { charge_at: null } : {}) };
            await saveEntity(tx, id, data(next));
            await emit(tx, 'payment.failed', { payment: failedPayment });
            await emit(tx, `subscription.${status}`, { subscription: next });
            return true;
          }
          const start = sub.current_end;
          const end = addOneMonth(start);
          const renewed = {
            ...sub,
            status: 'active' as const,
            plan_id: planId,
            has_scheduled_changes: false,
            change_scheduled_at: null,
            current_start: start,
            current_end: end,
            charge_at: end,
            paid_count: sub.paid_count + 1,
            remaining_count: Math.max(0, sub.total_count - sub.paid_count - 1),
          };
          const { payment, invoice } = await chargeCycle(tx, renewed, plan, sandboxCards.success, {
            start,
            end,
          });
          await saveEntity(tx, id, data(renewed));
          await emit(tx, 'subscription.charged', { subscription: renewed, payment });
          await emit(tx, 'invoice.paid', { invoice, payment });
          return true;
        });
        if (didChange) changed += 1;
      }
      if (changed > 0) kick();
      return changed;
    },

    flushWebhooks,

    holdWebhooks(hold) {
      held = hold;
      if (!hold) kick();
    },

    start() {
      stopped = false;
      const retry = setInterval(() => {
        if (held) return;
        flushWebhooks().catch((err: unknown) => log.warn({ err }, 'sandbox webhook delivery failed'));
      }, 5_000);
      const cycles = setInterval(() => {
        sandbox.advance().catch((err: unknown) => log.warn({ err }, 'sandbox subscription cycle failed'));
      }, 60_000);
      retry.unref();
      cycles.unref();
      timers.push(retry, cycles);
    },

    async stop() {
      stopped = true;
      for (const t of timers.splice(0)) clearInterval(t);
      await chain;
    },
  };
  const timers: NodeJS.Timeout[] = [];
  return sandbox;
}
