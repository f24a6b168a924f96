import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from './adapters/payments/razorpay-signatures.ts';
import { createCreditOrder, creditOrderBody, goodCard } from './testing/billing-fixtures.ts';
import { jsonFetch, newAdmin, newMember, type StaffSession } from './testing/staff-client.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Authorization matrix (docs/product/users.md) for the billing and credits routes:
 * every route × {anonymous, member, admin, admin of another organisation, deactivated user}.
 * Decision: members read (plan, invoices, purchase history, invoice pages); admins pay (subscribe, change
 * plan, cancel, create orders, verify payments); the plan catalogue, checkout config and webhook are public.
 */
let t: TestApp;
let admin: StaffSession;
let member: StaffSession & { id: number };
let deactivated: StaffSession & { id: number };
let outsider: StaffSession;
let invoiceId: number;

async function subscribe(session: StaffSession, plan: string) {
  const res = await session.api('/api/razorpay/subscription', {
    method: 'POST',
    json: { plan, currency: 'USD' },
  });
  if (res.status !== 201) throw new Error(`subscribe failed: ${res.status} ${await res.text()}`);
  const { subscription_id } = (await res.json()) as { subscription_id: string };
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
  t = await startTestApp();
  t.app.ctx.payments.sandbox!.holdWebhooks(true);
  admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Billing Matrix Org' });
  outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Billing Outsider Org' });
  member = await newMember(t.url, admin, { name: 'Matrix Member' });
  deactivated = await newMember(t.url, admin, { name: 'Gone Member' });
  const off = await admin.api(`/api/users/${deactivated.id}`, {
    method: 'PUT',
    json: { name: 'Gone Member', is_admin: false, is_active: false },
  });
  if (off.status !== 200) throw new Error(`deactivate failed: ${off.status}`);
  invoiceId = (await subscribe(admin, 'starter')).invoice_id;
}, 120_000);
afterAll(async () => t?.close());

type Access = 'public' | 'member' | 'admin';
type Who = 'anonymous' | 'member' | 'admin' | 'outsider' | 'deactivated';
interface RouteCase {
  method: 'GET' | 'POST';
  route: string;
  access: Access;
  path: string;
  body?: (who: Who) => Promise<unknown> | unknown;
  headers?: (body: string) => Record<string, string>;
  ok: number;
  /** What the other organisation's admin gets, when not `ok` (404 for our ids, 409 for a missing subscription). */
  outsider?: number;
}

const unknownEvent = JSON.stringify({
  entity: 'event',
  account_id: 'acc_matrix',
  event: 'refund.processed',
  contains: [],
  payload: {},
  created_at: 1_700_000_000,
});

const routes: RouteCase[] = [
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

const sessions = (): Record<Who, StaffSession | null> => ({
  anonymous: null,
  member,
  admin,
  outsider,
  deactivated,
});

async function call(who: Who, route: RouteCase): Promise<Response> {
  const session = sessions()[who];
  const body = route.body ? await route.body(who) : undefined;
  const init: RequestInit & { json?: unknown } = { method: route.method };
  if (typeof body === 'string') {
    init.body = body;
    init.headers = { 'content-type': 'application/json', ...route.headers?.(body) };
  } else if (body !== undefined) init.json = body;
  return session ? session.api(route.path, init) : jsonFetch(`${t.url}${route.path}`, init);
}

describe('authorization matrix: billing and credits routes; admins manage billing', () => {
  it('every billing route declares the expected access', () => {
    for (const route of routes) {
      const declared = t.app.routeAccess.find((r) => r.method === route.method && r.url === route.route);
      expect(declared?.access, `${route.method} ${route.route}`).toBe(route.access);
    }
  });

  it('every billing route is documented in the OpenAPI document at /api/docs', async () => {
    const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const route of routes) {
      const path = route.route.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });

  for (const route of routes) {
    const name = `${route.method} ${route.route}`;
    const open = route.access === 'public';

    it(`${name}: anonymous → ${open ? route.ok : 401}`, async () => {
      const res = await call('anonymous', route);
      expect(res.status).toBe(open ? route.ok : 401);
      if (!open) expect(res.headers.get('content-type')).toContain('application/problem+json');
    });

    it(`${name}: member → ${route.access === 'admin' ? 403 : route.ok}`, async () => {
      expect((await call('member', route)).status).toBe(route.access === 'admin' ? 403 : route.ok);
    });

    it(`${name}: admin → ${route.ok}`, async () => {
      const res = await call('admin', route);
      expect(res.status, await res.clone().text()).toBe(route.ok);
    });

    it(`${name}: admin of another organisation → ${route.outsider ?? route.ok}`, async () => {
      const res = await call('outsider', route);
      expect(res.status).toBe(route.outsider ?? route.ok);
    });

    it(`${name}: deactivated user → ${open ? route.ok : 401}`, async () => {
      expect((await call('deactivated', route)).status).toBe(open ? route.ok : 401);
    });
  }

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
