import type { ActivityList } from '@talvio/contracts/activity';
import type {
  ActiveSubscriptionResponse,
  BillingCatalog,
  Invoice,
  PurchaseHistory,
  VerifyPaymentResponse,
} from '@talvio/contracts/billing';
import type { CreditLedger, CreditLedgerEntry } from '@talvio/contracts/credits';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayClient, RazorpayError } from '../../adapters/payments/razorpay-client.ts';
import { createSandbox } from '../../adapters/payments/sandbox/sandbox.ts';
import { demoAccounts, demoPassword, seedDemoData } from '../../demo-data.ts';
import {
  type CheckoutStart,
  createCreditOrder,
  declinedCard,
  goodCard,
  payAtCheckout,
  startSubscription,
} from '../../testing/billing-fixtures.ts';
import { creditOrderBody } from '../../testing/credit-order-body.ts';
import { remainingCredits } from '../../testing/job-fixtures.ts';
import { newAdmin, newMember, outboxFor, type StaffSession, signIn } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let demoSeeded = false;
beforeAll(async () => {
  demoSeeded = await seedDemoData(t.app);
}, 120_000);

async function ledger(session: StaffSession): Promise<CreditLedgerEntry[]> {
  const res = await session.api('/api/job-credits/ledger?pageSize=100');
  expect(res.status).toBe(200);
  return ((await res.json()) as CreditLedger).items;
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const verify = (session: StaffSession, body: unknown) =>
  session.api('/api/razorpay/verify-payment', { method: 'POST', json: body });

/**
 * Pays at the sandbox checkout with the good card, the sandbox's webhooks held back: the browser returns to
 * `page` with the fields the SPA sends to verify-payment.
 */
async function payAndReturn<Id extends 'razorpay_order_id' | 'razorpay_subscription_id'>(
  start: CheckoutStart,
  page: string,
  idField: Id,
) {
  t.app.ctx.payments.sandbox!.holdWebhooks(true);
  const paid = await payAtCheckout(t.url, start, goodCard);
  expect(paid.status).toBe(303);
  expect(paid.location?.startsWith(`${t.url}${page}?`)).toBe(true);
  const field = (name: string) => paid.params!.get(name)!;
  return {
    [idField]: field(idField),
    razorpay_payment_id: field('razorpay_payment_id'),
    razorpay_signature: field('razorpay_signature'),
  } as Record<Id | 'razorpay_payment_id' | 'razorpay_signature', string>;
}

/** Signed exactly as Razorpay does: the official package accepts the signature. */
function expectSignedAsRazorpay(paid: Parameters<typeof validatePaymentVerification>[0], signature: string) {
  expect(validatePaymentVerification(paid, signature, t.app.ctx.payments.keySecret)).toBe(true);
}

describe('plans and checkout configuration', () => {
  it('plans and prices: GET /billing/plans lists free/starter/business/enterprise with minor-unit prices, GST and production plan ids', async () => {
    const body = await json<BillingCatalog>(await fetch(`${t.url}/api/billing/plans`));
    expect(body.plans.map((p) => [p.name, p.price.USD, p.price.INR, p.interview_allowance])).toEqual([
      ['free', 0, 0, 0],
      ['starter', 4_900, 425_000, 10],
      ['business', 14_900, 1_300_000, 50],
      ['enterprise', 99_900, 8_700_000, 100],
    ]);
    const starter = body.plans[1]!;
    expect(starter.plan_ids).toEqual({ USD: 'plan_starter_usd', INR: 'plan_starter_inr' });
    expect(starter.gst).toEqual({ USD: 0, INR: 76_500 });
    expect(starter.total).toEqual({ USD: 4_900, INR: 501_500 });
    expect(body.plans[0]!.plan_ids).toEqual({ USD: null, INR: null });
    expect(body.job_credit).toEqual({
      unit_price: { USD: 2_500, INR: 200_000 },
      min_quantity: 1,
      max_quantity: 100,
    });
    expect(body.gst_rate_percent).toBe(18);
  });

  it('GET /razorpay/config: the sandbox by default, with a test key id and the local checkout page', async () => {
    const body = await json<{ mode: string; key_id: string; checkout_url: string; merchant_name: string }>(
      await fetch(`${t.url}/api/razorpay/config`),
    );
    expect(body).toEqual({
      mode: 'sandbox',
      key_id: expect.stringMatching(/^rzp_test_[A-Za-z0-9]{14}$/),
      checkout_url: `${t.url}/sandbox/razorpay/checkout`,
      merchant_name: 'Talvio',
    });
    expect(body.key_id).toBe(t.app.ctx.payments.keyId);
  });

  it('demo organisation: the demo organisation is on business with an active sandbox subscription and 5 job credits', async () => {
    expect(demoSeeded).toBe(true);
    const admin = await signIn(t.url, demoAccounts[0].email, demoPassword);
    const active = await json<ActiveSubscriptionResponse>(
      await admin.api('/api/razorpay/subscription/active'),
    );
    expect(active).toMatchObject({ plan: 'business', interview_allowance: 50 });
    expect(active.subscription).toMatchObject({
      status: 'active',
      plan: 'business',
      id: expect.stringMatching(/^sub_/),
    });
    expect(Date.parse(active.billing_period_end!)).toBeGreaterThan(Date.now());
    expect(await remainingCredits(admin)).toBe(5);
    const member = await signIn(t.url, demoAccounts[1].email, demoPassword);
    const me = await json<{ billing_period_start: string | null }>(await member.api('/api/users/current'));
    expect(me.billing_period_start).toBe(active.billing_period_start);
  });
});

describe('job credits through the sandbox checkout (order notes, verification fields, create-order and verify-payment)', () => {
  it('job credits: buy 3 credits in INR end to end — GST line, checkout page, signed callback, verify-payment, ledger +3, invoice, receipt', async () => {
    const admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Credits Buyer Ltd' });
    expect(await remainingCredits(admin)).toBe(1);

    const order = await createCreditOrder(admin, 3, 'INR');
    expect(order).toMatchObject({
      order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      status: 'created',
      amount: 708_000,
      currency: 'INR',
      quantity: 3,
      unit_amount: 200_000,
      quote: {
        currency: 'INR',
        taxable_amount: 600_000,
        gst_applicable: true,
        gst_amount: 108_000,
        total_amount: 708_000,
      },
      notes: {
        creditType: 'job_credit',
        quantity: 3,
        purpose: 'job_credit_purchase',
        gstAmount: 108_000,
        gstApplicable: true,
      },
    });
    expect(order.checkout).toMatchObject({ mode: 'sandbox', callback_url: `${t.url}/purchase-credits` });

    const page = await fetch(order.checkout.url!);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    expect(html).not.toContain('<script');
    expect(html).toContain('Razorpay test checkout (local sandbox)');
    expect(html).toContain('Talvio');
    expect(html).toContain('₹7,080.00');
    expect(html).toContain('INR');
    expect(html).toContain('3 job credits for Talvio');

    const callback = await payAndReturn(order, '/purchase-credits', 'razorpay_order_id');
    expect(callback.razorpay_order_id).toBe(order.order_id);
    expect(callback.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expectSignedAsRazorpay(
      { order_id: callback.razorpay_order_id, payment_id: callback.razorpay_payment_id },
      callback.razorpay_signature,
    );

    const verified = await json<Extract<VerifyPaymentResponse, { kind: 'credits' }>>(
      await verify(admin, {
        ...callback,
        notes: { creditType: 'job_credit', quantity: 3, purpose: 'job_credit_purchase' },
      }),
    );
    expect(verified).toMatchObject({
      kind: 'credits',
      credits_added: 3,
      remaining: 4,
      already_processed: false,
    });
    expect(await remainingCredits(admin)).toBe(4);

    // The webhooks the sandbox sends (payment.captured, order.paid) change nothing more.
    t.app.ctx.payments.sandbox!.holdWebhooks(false);
    await t.app.ctx.payments.sandbox!.flushWebhooks();
    const again = await json<{ already_processed: boolean; remaining: number }>(
      await verify(admin, callback),
    );
    expect(again).toMatchObject({ already_processed: true, remaining: 4 });
    const purchases = (await ledger(admin)).filter((e) => e.reason === 'purchase');
    expect(purchases).toEqual([
      { ...purchases[0], delta: 3, reason: 'purchase', payment_reference: callback.razorpay_payment_id },
    ]);

    const invoices = await json<{ items: Invoice[]; total: number }>(
      await admin.api('/api/razorpay/customer-invoices'),
    );
    expect(invoices.total).toBe(1);
    const [invoice] = invoices.items;
    expect(invoice).toMatchObject({
      id: verified.invoice_id,
      number: expect.stringMatching(/^TLV-\d{4}-\d{6}$/),
      kind: 'credits',
      quote: {
        currency: 'INR',
        taxable_amount: 600_000,
        gst_amount: 108_000,
        total_amount: 708_000,
        gst_applicable: true,
      },
      lines: [{ description: 'Talvio job credit', quantity: 3, unit_amount: 200_000, amount: 600_000 }],
      payment_id: callback.razorpay_payment_id,
      url: `/api/invoices/${verified.invoice_id}`,
    });
    expect(
      (await json<{ items: Invoice[] }>(await admin.api('/api/razorpay/subscription/invoices'))).items,
    ).toEqual([]);

    const printable = await admin.api(invoice!.url);
    expect(printable.status).toBe(200);
    expect(printable.headers.get('content-type')).toContain('text/html');
    const invoiceHtml = await printable.text();
    for (const text of [
      invoice!.number,
      'Credits Buyer Ltd',
      'Bengaluru, IN',
      'Taxable amount',
      '₹6,000',
      'GST (18%)',
      '₹1,080',
      '₹7,080',
      callback.razorpay_payment_id,
    ])
      expect(invoiceHtml).toContain(text);
    expect(invoiceHtml).not.toContain('<script');

    const history = await json<PurchaseHistory>(await admin.api('/api/purchase-history'));
    expect(history.items).toMatchObject([
      {
        kind: 'credits',
        status: 'paid',
        quantity: 3,
        invoice_id: invoice!.id,
        payment_id: callback.razorpay_payment_id,
        actor: { name: 'Ada Admin' },
      },
    ]);

    const bought = await json<ActivityList>(await admin.api('/api/activities?verb=credits.purchased'));
    expect(bought.items).toMatchObject([
      {
        verb: 'credits.purchased',
        subject_type: 'invoice',
        subject_id: invoice!.id,
        summary: 'Bought 3 job credits for ₹7,080 (incl. GST ₹1,080).',
        actor: { name: 'Ada Admin' },
      },
    ]);

    const receipts = (await outboxFor(t.url, admin.email)).filter((m) => m.kind === 'payment_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toContain('3 job credits');
    expect(receipts[0]!.text).toContain('₹7,080');
    expect(receipts[0]!.text).toContain('GST ₹1,080');

    // Sidebar footer: talvio_credits on the current user is the same balance.
    expect(
      (await json<{ talvio_credits: number }>(await admin.api('/api/users/current'))).talvio_credits,
    ).toBe(4);

    // Another organisation cannot open this invoice or verify this payment.
    const outsider = await newAdmin(t.url);
    expect((await outsider.api(invoice!.url)).status).toBe(404);
    expect((await verify(outsider, callback)).status).toBe(404);
    const member = await newMember(t.url, admin);
    expect((await member.api(invoice!.url)).status).toBe(200);
  });

  it('paid once: the declined test card says so and changes nothing; a made-up callback is refused', async () => {
    const admin = await newAdmin(t.url);
    const order = await createCreditOrder(admin, 2, 'USD');
    expect(order.amount).toBe(5_000);
    const declined = await payAtCheckout(t.url, order, declinedCard);
    expect(declined.status).toBe(402);
    expect(declined.params).toBeNull();
    expect(declined.html).toContain('Payment failed.');
    expect(declined.html).toMatch(/declined/i);
    await t.app.ctx.payments.sandbox!.flushWebhooks();
    expect(await remainingCredits(admin)).toBe(1);
    expect((await ledger(admin)).map((e) => e.reason)).toEqual(['welcome']);
    const history = await json<{ items: { status: string; invoice_id: number | null }[] }>(
      await admin.api('/api/purchase-history'),
    );
    expect(history.items).toMatchObject([{ status: 'failed', invoice_id: null }]);
    expect((await json<{ total: number }>(await admin.api('/api/razorpay/customer-invoices'))).total).toBe(0);

    const forged = await verify(admin, {
      razorpay_order_id: order.order_id,
      razorpay_payment_id: 'pay_AAAAAAAAAAAAAA',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'invalid_signature', field: 'razorpay_signature' });
    expect(await remainingCredits(admin)).toBe(1);

    // The same order can still be paid with the good card afterwards.
    const paid = await payAtCheckout(t.url, order, goodCard);
    expect(paid.status).toBe(303);
    await t.app.ctx.payments.sandbox!.flushWebhooks();
    expect(await remainingCredits(admin)).toBe(3);
  });

  it('an unknown card number and a bad expiry are refused on the page without charging', async () => {
    const admin = await newAdmin(t.url);
    const order = await createCreditOrder(admin, 1, 'USD');
    const unknown = await payAtCheckout(t.url, order, '5555 5555 5555 4444');
    expect(unknown.status).toBe(422);
    expect(unknown.html).toContain('Use a test card');
    const payments = await t.app.ctx.payments.client.fetchOrderPayments(order.order_id);
    expect(payments).toEqual([]);
  });

  it('money in minor units: the server recomputes the amount and refuses a mismatch with 422 naming the field', async () => {
    const admin = await newAdmin(t.url);
    const create = (body: unknown) => admin.api('/api/razorpay/create-order', { method: 'POST', json: body });
    const inr = creditOrderBody(3, 'INR');
    const cases: [unknown, string][] = [
      [{ ...inr, amount: 600_000 }, 'amount'],
      [{ ...inr, notes: { ...inr.notes, gstAmount: 0 } }, 'notes.gstAmount'],
      [{ ...inr, notes: { ...inr.notes, gstApplicable: false } }, 'notes.gstApplicable'],
      [
        { ...creditOrderBody(2, 'USD'), notes: { ...creditOrderBody(2, 'USD').notes, gstApplicable: true } },
        'notes.gstApplicable',
      ],
      [{ ...creditOrderBody(2, 'USD'), amount: 5_900 }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, field).toBe(422);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(await res.json()).toMatchObject({ code: 'amount_mismatch', field });
    }
    const invalid: [unknown, string][] = [
      [{ ...inr, notes: { ...inr.notes, quantity: 0 } }, 'notes.quantity'],
      [{ ...inr, notes: { ...inr.notes, quantity: 101 } }, 'notes.quantity'],
      [{ ...inr, notes: { ...inr.notes, quantity: 2.5 } }, 'notes.quantity'],
      [{ ...inr, notes: { ...inr.notes, purpose: 'something_else' } }, 'notes.purpose'],
      [{ ...inr, currency: 'EUR' }, 'currency'],
      [{ ...inr, amount: 7080.5 }, 'amount'],
    ];
    for (const [body, field] of invalid) {
      const res = await create(body);
      expect(res.status, field).toBe(400);
      expect(await res.json()).toMatchObject({ field });
    }
    // Nothing was created by the refused requests.
    expect((await json<{ total: number }>(await admin.api('/api/purchase-history'))).total).toBe(0);
    // USD carries no GST: 2 credits are $50.
    const usd = await json<{ amount: number; quote: { gst_amount: number; gst_applicable: boolean } }>(
      await create(creditOrderBody(2, 'USD')),
      201,
    );
    expect(usd).toMatchObject({ amount: 5_000, quote: { gst_amount: 0, gst_applicable: false } });
  });
});

describe('subscriptions (/razorpay/subscription*, interview allowances)', () => {
  interface ActiveBody {
    plan: string;
    interview_allowance: number;
    billing_period_start: string | null;
    billing_period_end: string | null;
    subscription: {
      id: string;
      plan: string;
      status: string;
      cancel_at_cycle_end: boolean;
      current_end: string | null;
    } | null;
  }
  const active = async (s: StaffSession) =>
    json<ActiveBody>(await s.api('/api/razorpay/subscription/active'));

  it('interview allowance: subscribe to starter, upgrade to business, cancel at cycle end; plan, allowance and billing period follow', async () => {
    const admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Subscriber Inc' });
    const member = await newMember(t.url, admin);
    expect(await active(member)).toEqual({
      plan: 'free',
      interview_allowance: 0,
      billing_period_start: null,
      billing_period_end: null,
      subscription: null,
    });

    const start = await startSubscription(admin, 'starter');
    expect(start.subscription_id).toMatch(/^sub_[A-Za-z0-9]{14}$/);
    expect(start.subscription).toMatchObject({
      status: 'created',
      plan: 'starter',
      quote: { total_amount: 4_900 },
    });
    expect(start.checkout.callback_url).toBe(`${t.url}/change-plan`);

    const page = await (await fetch(start.checkout.url!)).text();
    expect(page).toContain('$49.00');
    expect(page).toContain('per month');
    // Razorpay's webhooks arrive late here: verify-payment applies the payment first.
    const callback = await payAndReturn(start, '/change-plan', 'razorpay_subscription_id');
    expect(callback.razorpay_subscription_id).toBe(start.subscription_id);
    expectSignedAsRazorpay(
      { subscription_id: callback.razorpay_subscription_id, payment_id: callback.razorpay_payment_id },
      callback.razorpay_signature,
    );

    const tampered = await verify(admin, {
      ...callback,
      razorpay_signature: callback.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(tampered.status).toBe(400);
    expect((await active(admin)).plan).toBe('free');

    const verified = await json<Extract<VerifyPaymentResponse, { kind: 'subscription' }>>(
      await verify(admin, callback),
    );
    expect(verified).toMatchObject({
      kind: 'subscription',
      subscription: { status: 'active', plan: 'starter' },
    });
    const starter = await active(member);
    expect(starter).toMatchObject({
      plan: 'starter',
      interview_allowance: 10,
      subscription: { status: 'active', plan: 'starter' },
    });
    const periodStart = Date.parse(starter.billing_period_start!);
    const periodEnd = Date.parse(starter.billing_period_end!);
    expect(periodStart).toBeLessThanOrEqual(Date.now());
    expect(periodEnd - periodStart).toBeGreaterThanOrEqual(28 * 86_400_000);
    const me = await json<{ billing_period_start: string; billing_period_end: string }>(
      await member.api('/api/users/current'),
    );
    expect(me).toMatchObject({
      billing_period_start: starter.billing_period_start,
      billing_period_end: starter.billing_period_end,
    });

    t.app.ctx.payments.sandbox!.holdWebhooks(false);
    await t.app.ctx.payments.sandbox!.flushWebhooks();
    const afterWebhooks = await json<{ items: Invoice[] }>(
      await admin.api('/api/razorpay/subscription/invoices'),
    );
    expect(afterWebhooks.items).toHaveLength(1);
    expect(afterWebhooks.items[0]).toMatchObject({
      kind: 'subscription',
      quote: { total_amount: 4_900, gst_amount: 0 },
      lines: [{ description: 'Talvio Starter plan (1 month)', quantity: 1, amount: 4_900 }],
      payment_id: callback.razorpay_payment_id,
      period_start: starter.billing_period_start,
    });

    // A second subscription while one is active is refused; changing the plan is the way.
    const twice = await admin.api('/api/razorpay/subscription', {
      method: 'POST',
      json: { plan: 'business' },
    });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'subscription_exists' });

    const upgraded = await json<{ plan: string; status: string }>(
      await admin.api('/api/razorpay/subscription/update', { method: 'POST', json: { plan: 'business' } }),
    );
    expect(upgraded).toMatchObject({ plan: 'business', status: 'active' });
    const business = await active(member);
    expect(business).toMatchObject({ plan: 'business', interview_allowance: 50 });
    expect(Date.parse(business.billing_period_start!)).toBeGreaterThanOrEqual(periodStart);
    await t.app.ctx.payments.sandbox!.flushWebhooks();
    const charges = await json<{ items: Invoice[] }>(await admin.api('/api/razorpay/subscription/invoices'));
    expect(charges.items.map((i) => i.quote.total_amount)).toEqual([14_900, 4_900]);
    const sameAgain = await admin.api('/api/razorpay/subscription/update', {
      method: 'POST',
      json: { plan: 'business' },
    });
    expect(sameAgain.status).toBe(409);
    const otherCurrency = await admin.api('/api/razorpay/subscription/update', {
      method: 'POST',
      json: { plan: 'enterprise', currency: 'INR' },
    });
    expect(otherCurrency.status).toBe(422);
    expect(await otherCurrency.json()).toMatchObject({ field: 'currency' });

    // Cancelling: cancel takes an empty body (even one sent as JSON), at the end of the cycle.
    const cancelled = await json<{ status: string; cancel_at_cycle_end: boolean; plan: string }>(
      await admin.api('/api/razorpay/subscription/cancel', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(cancelled).toMatchObject({ status: 'active', cancel_at_cycle_end: true, plan: 'business' });
    const stillBusiness = await active(member);
    expect(stillBusiness).toMatchObject({ plan: 'business', subscription: { cancel_at_cycle_end: true } });

    // The cycle ends (the sandbox's clock moves past current_end): the subscription is cancelled, the plan is free.
    const changed = await t.app.ctx.payments.sandbox!.advance(
      new Date(Date.parse(stillBusiness.subscription!.current_end!) + 1000),
    );
    expect(changed).toBeGreaterThanOrEqual(1);
    await t.app.ctx.payments.sandbox!.flushWebhooks();
    expect(await active(member)).toMatchObject({
      plan: 'free',
      interview_allowance: 0,
      subscription: null,
      billing_period_start: null,
    });
    expect((await admin.api('/api/razorpay/subscription/cancel', { method: 'POST' })).status).toBe(409);

    const history = await json<{ items: { kind: string; plan: string | null; status: string }[] }>(
      await admin.api('/api/purchase-history'),
    );
    expect(history.items.map((i) => [i.kind, i.plan, i.status])).toEqual([
      ['subscription', 'business', 'paid'],
      ['subscription', 'starter', 'paid'],
    ]);
    const receipts = (await outboxFor(t.url, admin.email)).filter((m) => m.kind === 'payment_receipt');
    expect(receipts).toHaveLength(2);

    // Activity: every subscription change and charge is in the organisation's feed, oldest last.
    const feed = await json<{ items: { verb: string; summary: string }[] }>(
      await member.api('/api/activities?limit=50'),
    );
    expect(feed.items.filter((a) => a.verb.startsWith('subscription.')).map((a) => a.verb)).toEqual([
      'subscription.cancelled',
      'subscription.cancel_scheduled',
      'subscription.charged',
      'subscription.plan_changed',
      'subscription.charged',
      'subscription.activated',
    ]);
    expect(feed.items.find((a) => a.verb === 'subscription.plan_changed')?.summary).toBe(
      'Changed the plan from Starter to Business.',
    );
  });

  it('plan ids: a plan_id of the production set subscribes to its plan; an unknown id maps to free and is refused', async () => {
    const admin = await newAdmin(t.url);
    const unknown = await admin.api('/api/razorpay/subscription', {
      method: 'POST',
      json: { plan_id: 'plan_gold_usd' },
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ field: 'plan_id' });
    const testSet = await admin.api('/api/razorpay/subscription', {
      method: 'POST',
      json: { plan_id: 'plan_test_starter_inr' },
    });
    expect(testSet.status).toBe(422);
    const byId = await json<{
      subscription: {
        plan: string;
        currency: string;
        plan_id: string;
        quote: { total_amount: number; gst_amount: number };
      };
    }>(
      await admin.api('/api/razorpay/subscription', {
        method: 'POST',
        json: { plan_id: 'plan_enterprise_inr' },
      }),
      201,
    );
    expect(byId.subscription).toMatchObject({
      plan: 'enterprise',
      currency: 'INR',
      plan_id: 'plan_enterprise_inr',
      quote: { total_amount: 10_266_000, gst_amount: 1_566_000 },
    });
    // An unpaid subscription is replaced by a new one; nothing is active.
    const replaced = await admin.api('/api/razorpay/subscription', {
      method: 'POST',
      json: { plan: 'starter', currency: 'INR' },
    });
    expect(replaced.status).toBe(201);
    expect((await active(admin)).subscription).toBeNull();
    expect((await admin.api('/api/razorpay/subscription', { method: 'POST', json: {} })).status).toBe(400);
    expect(
      (await admin.api('/api/razorpay/subscription/update', { method: 'POST', json: { plan: 'business' } }))
        .status,
    ).toBe(409);
  });

  it('a renewal that fails makes the subscription pending (plan kept), then halted (back to free); a good renewal charges the next month', async () => {
    const sandbox = t.app.ctx.payments.sandbox!;
    const renewing = await newAdmin(t.url);
    const failing = await newAdmin(t.url);
    const subscribe = async (session: StaffSession) => {
      const start = await startSubscription(session, 'starter');
      expect((await payAtCheckout(t.url, start, goodCard)).status).toBe(303);
      await sandbox.flushWebhooks();
      return active(session);
    };
    const first = await subscribe(renewing);
    await subscribe(failing);
    const cycleEnd = Date.parse(first.billing_period_end!);

    // Only the renewing organisation's clock passes here: the failing one is moved separately below.
    const failingSub = (await active(failing)).subscription!.id;
    await sandbox.advance(new Date(cycleEnd + 1000), { failRenewals: false });
    await sandbox.flushWebhooks();
    const renewed = await active(renewing);
    expect(renewed).toMatchObject({ plan: 'starter', subscription: { status: 'active' } });
    expect(renewed.billing_period_start).toBe(first.billing_period_end);
    expect(Date.parse(renewed.billing_period_end!)).toBeGreaterThan(cycleEnd);
    const charges = await json<{ items: Invoice[] }>(
      await renewing.api('/api/razorpay/subscription/invoices'),
    );
    expect(charges.items).toHaveLength(2);
    expect(charges.items[0]).toMatchObject({ period_start: first.billing_period_end });

    // The failing organisation was renewed by that clock too; its next renewal fails twice.
    const failingActive = await active(failing);
    expect(failingActive.subscription?.id).toBe(failingSub);
    const nextEnd = Date.parse(failingActive.billing_period_end!);
    await sandbox.advance(new Date(nextEnd + 1000), { failRenewals: true });
    await sandbox.flushWebhooks();
    expect(await active(failing)).toMatchObject({
      plan: 'starter',
      interview_allowance: 10,
      subscription: { status: 'pending' },
    });
    await sandbox.advance(new Date(nextEnd + 2000), { failRenewals: true });
    await sandbox.flushWebhooks();
    expect(await active(failing)).toMatchObject({ plan: 'free', interview_allowance: 0, subscription: null });
  });

  it('plan ids: when the provider moves a subscription to a plan id we do not know, the plan maps to free', async () => {
    const admin = await newAdmin(t.url);
    const start = await startSubscription(admin, 'starter');
    expect((await payAtCheckout(t.url, start, goodCard)).status).toBe(303);
    const sandbox = t.app.ctx.payments.sandbox!;
    await sandbox.flushWebhooks();
    expect((await active(admin)).plan).toBe('starter');
    // A plan made in the provider's dashboard, outside the configured production set.
    await sandbox
      .createPlan(
        { period: 'monthly', interval: 1, item: { name: 'Legacy', amount: 1_900, currency: 'USD' } },
        'plan_legacy_usd',
      )
      .catch(() => undefined);
    await t.app.ctx.payments.client.updateSubscription(start.subscription_id, {
      plan_id: 'plan_legacy_usd',
      schedule_change_at: 'now',
    });
    await sandbox.flushWebhooks();
    expect(await active(admin)).toMatchObject({
      plan: 'free',
      interview_allowance: 0,
      subscription: { plan: 'free', plan_id: 'plan_legacy_usd', status: 'active' },
    });
  });

  it('a declined card leaves the subscription unpaid and the plan free', async () => {
    const admin = await newAdmin(t.url);
    const start = await startSubscription(admin, 'starter');
    const declined = await payAtCheckout(t.url, start, declinedCard);
    expect(declined.status).toBe(402);
    expect(declined.html).toMatch(/declined/i);
    await t.app.ctx.payments.sandbox!.flushWebhooks();
    expect(await active(admin)).toMatchObject({ plan: 'free', subscription: null });
  });
});

describe('Razorpay webhook (raw-body signature, event-id de-duplication)', () => {
  it('a webhook with a wrong or missing signature is refused (400) and changes nothing', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {}, created_at: 1 });
    const missing = await fetch(`${t.url}/api/razorpay/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'invalid_signature' });
    const wrong = await fetch(`${t.url}/api/razorpay/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      body,
    });
    expect(wrong.status).toBe(400);
  });
});

describe('sandbox: the REST API (Razorpay-like ids, statuses, error shape, persistence)', () => {
  it('answers over HTTP at its base URL with basic auth, in Razorpay’s shapes and error format', async () => {
    const { keyId, keySecret } = t.app.ctx.payments;
    const client = createRazorpayClient({ baseUrl: `${t.url}/sandbox/razorpay/v1`, keyId, keySecret });
    const order = await client.createOrder({
      amount: 50_000,
      currency: 'INR',
      receipt: 'r-1',
      notes: { purpose: 'test' },
    });
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 50_000,
      amount_paid: 0,
      amount_due: 50_000,
      currency: 'INR',
      status: 'created',
      attempts: 0,
      notes: { purpose: 'test' },
    });
    expect(await client.fetchOrder(order.id)).toMatchObject({ id: order.id, status: 'created' });
    const plan = await client.fetchPlan('plan_business_inr');
    expect(plan).toMatchObject({
      period: 'monthly',
      interval: 1,
      item: { amount: 1_534_000, currency: 'INR' },
    });
    const sub = await client.createSubscription({ plan_id: 'plan_business_inr', total_count: 12 });
    expect(sub).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      status: 'created',
      paid_count: 0,
      current_start: null,
    });

    const bad = await fetch(`${t.url}/sandbox/razorpay/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 10, currency: 'INR' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: expect.any(String),
        field: 'amount',
        source: 'business',
        step: null,
        reason: null,
      },
    });
    const wrongKey = createRazorpayClient({
      baseUrl: `${t.url}/sandbox/razorpay/v1`,
      keyId,
      keySecret: 'wrong',
    });
    await expect(wrongKey.fetchOrder(order.id)).rejects.toMatchObject({
      status: 401,
      error: { code: 'BAD_REQUEST_ERROR' },
    });
    await expect(client.fetchOrder('order_doesnotexist00')).rejects.toBeInstanceOf(RazorpayError);

    // Persisted in the sandbox tables: a new sandbox over the same database (a restart) still knows them.
    const restarted = createSandbox({
      db: t.app.ctx.db,
      keyId,
      keySecret,
      webhookSecret: t.app.ctx.payments.webhookSecret,
      log: t.app.log,
      sendWebhook: async () => ({ status: 200 }),
    });
    expect(await restarted.fetchOrder(order.id)).toMatchObject({ id: order.id, amount: 50_000 });
    expect(await restarted.fetchSubscription(sub.id)).toMatchObject({ id: sub.id, status: 'created' });
  });

  it('the checkout refuses a callback to another site (no open redirect)', async () => {
    const admin = await newAdmin(t.url);
    const order = await createCreditOrder(admin, 1, 'USD');
    const url = new URL(order.checkout.url!);
    url.searchParams.set('callback_url', 'https://evil.example/steal');
    const res = await fetch(url);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('callback_url must point back to this application');
  });
});
