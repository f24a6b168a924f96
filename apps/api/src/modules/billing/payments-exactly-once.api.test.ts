import type { CreditLedger, CreditLedgerEntry } from '@talvio/contracts/credits';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../../adapters/payments/razorpay-signatures.ts';
import type { RzpPayment } from '../../adapters/payments/razorpay-types.ts';
import { createCreditOrder, goodCard, startSubscription } from '../../testing/billing-fixtures.ts';
import { jsonFetch, newAdmin, outboxFor, type StaffSession } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

/**
 * Paid once (docs/product/billing.md, **paid once**): a payment is credited once whether verify-payment, the
 * webhook or both arrive, in any order, concurrently, repeatedly; tampered signatures change nothing.
 * Property-based (fast-check): random sequences of duplicate, concurrent, replayed and tampered calls.
 */
const t = useTestApp();
let admin: StaffSession;
let organisationId: number;

beforeAll(async () => {
  // Only the calls each property makes reach the API; the sandbox's own webhooks wait for an explicit flush.
  t.app.ctx.payments.sandbox!.holdWebhooks(true);
  admin = await newAdmin(t.url, { organisationName: 'Exactly Once Ltd' });
  organisationId = ((await (await admin.api('/api/users/current')).json()) as { organisation_id: number })
    .organisation_id;
}, 120_000);

async function purchasesFor(paymentId: string): Promise<CreditLedgerEntry[]> {
  const res = await admin.api('/api/job-credits/ledger?pageSize=100');
  const { items } = (await res.json()) as CreditLedger;
  return items.filter((e) => e.reason === 'purchase' && e.payment_reference === paymentId);
}

async function invoicesFor(paymentId: string): Promise<number> {
  const res = await admin.api('/api/razorpay/customer-invoices?pageSize=100');
  const { items } = (await res.json()) as { items: { payment_id: string }[] };
  return items.filter((i) => i.payment_id === paymentId).length;
}

async function balance(): Promise<number> {
  return ((await (await admin.api('/api/job-credits/remaining')).json()) as { remaining: number }).remaining;
}

const flip = (hex: string) => `${hex[0] === 'a' ? 'b' : 'a'}${hex.slice(1)}`;

/** POST /razorpay/verify-payment as the session: its status. */
async function verify(session: StaffSession, body: unknown): Promise<number> {
  return (await session.api('/api/razorpay/verify-payment', { method: 'POST', json: body })).status;
}

/**
 * Sends a webhook signed over `signedAs` (the body itself unless a test tampers with it), or with the given
 * `signature`: its status.
 */
async function webhook(
  body: string,
  options: { eventId: string; signedAs?: string; signature?: string },
): Promise<number> {
  const secret = t.app.ctx.payments.webhookSecret;
  const res = await jsonFetch(`${t.url}/api/razorpay/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? webhookSignature(options.signedAs ?? body, secret),
      'x-razorpay-event-id': options.eventId,
    },
    body,
  });
  return res.status;
}

/** The sandbox delivers the webhooks it queued; in a sequence this step counts as a 200. */
async function sandboxDelivery(): Promise<number> {
  await t.app.ctx.payments.sandbox!.flushWebhooks();
  return 200;
}

function eventBody(event: string, payload: Record<string, unknown>): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: Object.keys(payload),
    payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }])),
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** What one call does to a paid order; `applies` says whether a correct implementation credits on it. */
type Action =
  | 'verify'
  | 'verify_tampered'
  | 'verify_other_payment'
  | 'webhook_captured'
  | 'webhook_captured_replay'
  | 'webhook_order_paid'
  | 'webhook_new_event_id'
  | 'webhook_tampered_signature'
  | 'webhook_tampered_body'
  | 'sandbox_delivery';
const applying: ReadonlySet<Action> = new Set([
  'verify',
  'webhook_captured',
  'webhook_captured_replay',
  'webhook_order_paid',
  'webhook_new_event_id',
  'sandbox_delivery',
]);
const actions: Action[] = [
  'verify',
  'verify_tampered',
  'verify_other_payment',
  'webhook_captured',
  'webhook_captured_replay',
  'webhook_order_paid',
  'webhook_new_event_id',
  'webhook_tampered_signature',
  'webhook_tampered_body',
  'sandbox_delivery',
];

let run = 0;

/** Performs every action of a sequence, all at once or one after the other, and gives their statuses in order. */
function performAll<A>(
  sequence: A[],
  concurrent: boolean,
  perform: (action: A, index: number) => Promise<number>,
): Promise<number[]> {
  return concurrent
    ? Promise.all(sequence.map((a, i) => perform(a, i)))
    : sequence.reduce<Promise<number[]>>(
        async (acc, a, i) => [...(await acc), await perform(a, i)],
        Promise.resolve([]),
      );
}

describe('paid once: exactly once, with the payment verification fields', () => {
  it('property: any sequence of duplicate, concurrent, replayed and tampered verify/webhook calls credits a payment at most once — and exactly once when one valid call arrives', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom('USD' as const, 'INR' as const),
        fc.array(fc.constantFrom(...actions), { minLength: 1, maxLength: 7 }),
        fc.boolean(),
        async (quantity, currency, sequence, concurrent) => {
          run += 1;
          const sandbox = t.app.ctx.payments.sandbox!;
          // Whatever an earlier run left queued is delivered first, so this run's deliveries are its own.
          await sandbox.flushWebhooks();
          const before = await balance();
          const order = await createCreditOrder(admin, quantity, currency);
          const paid = await sandbox.payOrder(order.order_id, goodCard);
          if (!paid.ok) throw new Error('the good card was declined');
          const payment: RzpPayment = await t.app.ctx.payments.client.fetchPayment(paid.paymentId);
          const paidOrder = await t.app.ctx.payments.client.fetchOrder(order.order_id);
          const callback = {
            razorpay_order_id: order.order_id,
            razorpay_payment_id: paid.paymentId,
            razorpay_signature: paid.signature,
          };
          const captured = eventBody('payment.captured', { payment });
          const orderPaid = eventBody('order.paid', { payment, order: paidOrder });
          const inflated = eventBody('payment.captured', {
            payment: { ...payment, amount: payment.amount * 10 },
          });
          const perform = async (action: Action, index: number): Promise<number> => {
            switch (action) {
              case 'verify':
                return verify(admin, callback);
              case 'verify_tampered':
                return verify(admin, { ...callback, razorpay_signature: flip(callback.razorpay_signature) });
              case 'verify_other_payment':
                return verify(admin, { ...callback, razorpay_payment_id: 'pay_Zz9Zz9Zz9Zz9Zz' });
              case 'webhook_captured':
              case 'webhook_captured_replay':
                return webhook(captured, { eventId: `evt_run${run}_captured` });
              case 'webhook_order_paid':
                return webhook(orderPaid, { eventId: `evt_run${run}_order_paid` });
              case 'webhook_new_event_id':
                return webhook(captured, { eventId: `evt_run${run}_retry${index}` });
              case 'webhook_tampered_signature':
                return webhook(captured, {
                  eventId: `evt_run${run}_bad${index}`,
                  signature: flip(webhookSignature(captured, t.app.ctx.payments.webhookSecret)),
                });
              case 'webhook_tampered_body':
                return webhook(inflated, { eventId: `evt_run${run}_inflated${index}`, signedAs: captured });
              case 'sandbox_delivery':
                return sandboxDelivery();
            }
          };
          const statuses = await performAll(sequence, concurrent, perform);

          sequence.forEach((action, i) => {
            const status = statuses[i];
            if (action === 'verify') expect(status, action).toBe(200);
            else if (action === 'verify_tampered' || action === 'verify_other_payment')
              expect(status, action).toBe(400);
            else if (action === 'webhook_tampered_signature' || action === 'webhook_tampered_body')
              expect(status, action).toBe(400);
            else expect(status, action).toBe(200);
          });

          const credited = sequence.some((a) => applying.has(a)) ? quantity : 0;
          const entries = await purchasesFor(paid.paymentId);
          expect(entries.map((e) => e.delta)).toEqual(credited ? [quantity] : []);
          expect(await invoicesFor(paid.paymentId)).toBe(credited ? 1 : 0);
          expect(await balance()).toBe(before + credited);
        },
      ),
      { numRuns: 30 },
    );
    // Every credited payment sent exactly one receipt.
    const invoices = (
      (await (await admin.api('/api/razorpay/customer-invoices?pageSize=100')).json()) as {
        total: number;
      }
    ).total;
    const receipts = (await outboxFor(t.url, admin.email)).filter((m) => m.kind === 'payment_receipt');
    expect(receipts).toHaveLength(invoices);
    expect(organisationId).toBeGreaterThan(0);
  }, 240_000);

  it('property: subscription charges are recorded once and the plan set once, whatever mix of verify and webhooks arrives', async () => {
    type SubAction =
      | 'verify'
      | 'verify_tampered'
      | 'webhook_activated'
      | 'webhook_charged'
      | 'webhook_charged_replay'
      | 'webhook_invoice_paid'
      | 'webhook_tampered'
      | 'sandbox_delivery';
    const subApplying: ReadonlySet<SubAction> = new Set([
      'verify',
      'webhook_activated',
      'webhook_charged',
      'webhook_charged_replay',
      'webhook_invoice_paid',
      'sandbox_delivery',
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.constantFrom<SubAction>(
            'verify',
            'verify_tampered',
            'webhook_activated',
            'webhook_charged',
            'webhook_charged_replay',
            'webhook_invoice_paid',
            'webhook_tampered',
            'sandbox_delivery',
          ),
          { minLength: 1, maxLength: 6 },
        ),
        fc.boolean(),
        async (sequence, concurrent) => {
          run += 1;
          const sandbox = t.app.ctx.payments.sandbox!;
          await sandbox.flushWebhooks();
          const owner = await newAdmin(t.url);
          const start = await startSubscription(owner, 'starter', 'INR');
          const paid = await sandbox.paySubscription(start.subscription_id, goodCard);
          if (!paid.ok) throw new Error('declined');
          const client = t.app.ctx.payments.client;
          const subscription = await client.fetchSubscription(start.subscription_id);
          const payment = await client.fetchPayment(paid.paymentId);
          const invoice = await client.fetchInvoice(payment.invoice_id!);
          const activated = eventBody('subscription.activated', { subscription });
          const charged = eventBody('subscription.charged', { subscription, payment });
          const invoicePaid = eventBody('invoice.paid', { invoice, payment });
          const callback = {
            razorpay_subscription_id: start.subscription_id,
            razorpay_payment_id: paid.paymentId,
            razorpay_signature: paid.signature,
          };
          const perform = async (action: SubAction, index: number): Promise<number> => {
            switch (action) {
              case 'verify':
                return verify(owner, callback);
              case 'verify_tampered':
                return verify(owner, { ...callback, razorpay_signature: flip(callback.razorpay_signature) });
              case 'webhook_activated':
                return webhook(activated, { eventId: `evt_run${run}_activated` });
              case 'webhook_charged':
              case 'webhook_charged_replay':
                return webhook(charged, { eventId: `evt_run${run}_charged` });
              case 'webhook_invoice_paid':
                return webhook(invoicePaid, { eventId: `evt_run${run}_invoice` });
              case 'webhook_tampered':
                return webhook(charged.replace('"starter"', '"enterprise"'), {
                  eventId: `evt_run${run}_t${index}`,
                  signedAs: charged,
                });
              case 'sandbox_delivery':
                return sandboxDelivery();
            }
          };
          const statuses = await performAll(sequence, concurrent, perform);
          sequence.forEach((action, i) => {
            expect(statuses[i], action).toBe(
              action === 'verify_tampered' || action === 'webhook_tampered' ? 400 : 200,
            );
          });
          const applies = sequence.some((a) => subApplying.has(a));
          const invoices = (await (await owner.api('/api/razorpay/subscription/invoices')).json()) as {
            items: {
              payment_id: string;
              quote: { taxable_amount: number; gst_amount: number; total_amount: number };
            }[];
          };
          expect(invoices.items.filter((i) => i.payment_id === paid.paymentId)).toHaveLength(applies ? 1 : 0);
          if (applies)
            expect(invoices.items[0]!.quote).toEqual(
              expect.objectContaining({ taxable_amount: 425_000, gst_amount: 76_500, total_amount: 501_500 }),
            );
          const active = (await (await owner.api('/api/razorpay/subscription/active')).json()) as {
            plan: string;
          };
          expect(active.plan).toBe(applies ? 'starter' : 'free');
          const receipts = (await outboxFor(t.url, owner.email)).filter((m) => m.kind === 'payment_receipt');
          expect(receipts).toHaveLength(applies ? 1 : 0);
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
