import { beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from './adapters/payments/razorpay-signatures.ts';
import { describeAccessMatrix, type MatrixRoute, useMatrixWorld } from './testing/access-matrix.ts';
import { createCreditOrder, goodCard, startSubscription } from './testing/billing-fixtures.ts';
import { creditOrderBody } from './testing/credit-order-body.ts';
import type { StaffSession } from './testing/staff-client.ts';

/**
 * Authorization matrix (docs/product/users.md) for the billing and credits routes:
 * every route × {anonymous, member, admin, admin of another organisation, deactivated user}.
 * Decision: members read (plan, invoices, purchase history, invoice pages); admins pay (subscribe, change
 * plan, cancel, create orders, verify payments); the plan catalogue, checkout config and webhook are public.
 */
const world = useMatrixWorld('Billing Matrix Org');
const { t } = world;
let admin: StaffSession;
let outsider: StaffSession;
let invoiceId: number;

async function subscribe(session: StaffSession, plan: 'starter' | 'business') {
  const { subscription_id } = await startSubscription(session, plan);
  const paid = await t.app.ctx.payments.sandbox!.paySubscription(subscription_id, goodCard);
  if (!paid.ok) throw new Error('sandbox declined');
  const verified = await session.api('/api/razorpay/verify-payment', {
    method: 'POST',
    json: {
      razorpay_subscription_id: subscription_id,
      razorpay_payment_id: paid.paymentId,
      razorpay_signature: paid.signature,
    },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status}`);
  return (await verified.json()) as { invoice_id: number };
}

/** A paid job-credit order of the first organisation, as the checkout hands it back. */
async function paidOrderCallback() {
  const order = await createCreditOrder(admin, 1, 'USD');
  const paid = await t.app.ctx.payments.sandbox!.payOrder(order.order_id, goodCard);
  if (!paid.ok) throw new Error('sandbox declined');
  return {
    razorpay_order_id: order.order_id,
    razorpay_payment_id: paid.paymentId,
    razorpay_signature: paid.signature,
  };
}

beforeAll(async () => {
  t.app.ctx.payments.sandbox!.holdWebhooks(true);
  ({ admin, outsider } = world.people);
  invoiceId = (await subscribe(admin, 'starter')).invoice_id;
}, 120_000);

const unknownEvent = JSON.stringify({
  entity: 'event',
  account_id: 'acc_matrix',
  event: 'refund.processed',
  contains: [],
  payload: {},
  created_at: 1_700_000_000,
});

const routes: MatrixRoute[] = [
  { method: 'GET', route: '/api/billing/plans', access: 'public', path: '/api/billing/plans', ok: 200 },
  { method: 'GET', route: '/api/razorpay/config', access: 'public', path: '/api/razorpay/config', ok: 200 },
  {
    method: 'POST',
    route: '/api/razorpay/webhook',
    access: 'public',
    path: '/api/razorpay/webhook',
    body: () => unknownEvent,
    headers: (body) => ({
      'x-razorpay-signature': webhookSignature(body, t.app.ctx.payments.webhookSecret),
      'x-razorpay-event-id': `evt_matrix_${Math.random().toString(36).slice(2)}`,
    }),
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/razorpay/subscription/active',
    access: 'member',
    path: '/api/razorpay/subscription/active',
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/razorpay/subscription/invoices',
    access: 'member',
    path: '/api/razorpay/subscription/invoices',
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/razorpay/customer-invoices',
    access: 'member',
    path: '/api/razorpay/customer-invoices',
    ok: 200,
  },
  { method: 'GET', route: '/api/purchase-history', access: 'member', path: '/api/purchase-history', ok: 200 },
  {
    method: 'GET',
    route: '/api/job-credits/remaining',
    access: 'member',
    path: '/api/job-credits/remaining',
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/invoices/:id',
    access: 'member',
    get path() {
      return `/api/invoices/${invoiceId}`;
    },
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/razorpay/create-order',
    access: 'admin',
    path: '/api/razorpay/create-order',
    body: () => creditOrderBody(2, 'INR'),
    ok: 201,
  },
  {
    method: 'POST',
    route: '/api/razorpay/verify-payment',
    access: 'admin',
    path: '/api/razorpay/verify-payment',
    body: (who) =>
      who === 'admin' || who === 'outsider'
        ? paidOrderCallback()
        : {
            razorpay_order_id: 'order_AAAAAAAAAAAAAA',
            razorpay_payment_id: 'pay_AAAAAAAAAAAAAA',
            razorpay_signature: 'ab'.repeat(32),
          },
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/razorpay/subscription/update',
    access: 'admin',
    path: '/api/razorpay/subscription/update',
    body: () => ({ plan: 'business' }),
    ok: 200,
    outsider: 409,
  },
  {
    method: 'POST',
    route: '/api/razorpay/subscription/cancel',
    access: 'admin',
    path: '/api/razorpay/subscription/cancel',
    ok: 200,
    outsider: 409,
  },
  {
    method: 'POST',
    route: '/api/razorpay/subscription',
    access: 'admin',
    path: '/api/razorpay/subscription',
    body: () => ({ plan: 'enterprise', currency: 'INR' }),
    // The first organisation already has a live subscription (409); the other one may subscribe.
    ok: 409,
    outsider: 201,
  },
];

describeAccessMatrix(
  'authorization matrix: billing and credits routes; admins manage billing',
  routes,
  world,
);

describe('authorization matrix: billing', () => {
  it("another organisation's admin changed nothing in the first organisation", async () => {
    const active = (await (await admin.api('/api/razorpay/subscription/active')).json()) as {
      plan: string;
      subscription: { cancel_at_cycle_end: boolean } | null;
    };
    // The first organisation's own admin upgraded (starter → business) and scheduled the cancellation.
    expect(active).toMatchObject({ plan: 'business', subscription: { cancel_at_cycle_end: true } });
    const outsiderActive = (await (await outsider.api('/api/razorpay/subscription/active')).json()) as {
      plan: string;
    };
    expect(outsiderActive.plan).toBe('free');
    const remaining = (await (await outsider.api('/api/job-credits/remaining')).json()) as {
      remaining: number;
    };
    expect(remaining.remaining).toBe(1);
    const firstOrgCredits = (await (await admin.api('/api/job-credits/remaining')).json()) as {
      remaining: number;
    };
    // Welcome credit + the one order the admin row verified.
    expect(firstOrgCredits.remaining).toBe(2);
  });
});
