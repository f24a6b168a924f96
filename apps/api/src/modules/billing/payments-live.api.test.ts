import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../../adapters/payments/razorpay-signatures.ts';
import { createSandbox } from '../../adapters/payments/sandbox/sandbox.ts';
import { createCreditOrder, goodCard } from '../../testing/billing-fixtures.ts';
import { remainingCredits } from '../../testing/job-fixtures.ts';
import { newAdmin } from '../../testing/staff-client.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * With RAZORPAY_KEY_ID / _KEY_SECRET / _WEBHOOK_SECRET set, the real Razorpay API is used with no
 * other code change. Here "Razorpay" is a second app's sandbox reached over HTTP at RAZORPAY_API_URL, so
 * the live path (HTTP client, basic auth, signatures) runs end to end.
 */
let provider: TestApp;
let live: TestApp;

beforeAll(async () => {
  provider = await startTestApp();
  provider.app.ctx.payments.sandbox!.holdWebhooks(true);
  const { keyId, keySecret, webhookSecret, planIds } = provider.app.ctx.payments;
  live = await startTestApp({
    overrides: {
      payments: {
        mode: 'live',
        keyId,
        keySecret,
        webhookSecret,
        apiUrl: `${provider.url}/sandbox/razorpay/v1`,
        planIds: { production: planIds, test: planIds },
      },
    },
  });
}, 120_000);
afterAll(async () => {
  await live?.close();
  await provider?.close();
});

describe('live mode (configured Razorpay keys)', () => {
  it('GET /razorpay/config says live with the configured key id and checkout.js; no sandbox is mounted', async () => {
    const config = await (await fetch(`${live.url}/api/razorpay/config`)).json();
    expect(config).toEqual({
      mode: 'live',
      key_id: provider.app.ctx.payments.keyId,
      checkout_url: 'https://checkout.razorpay.com/v1/checkout.js',
      merchant_name: 'Talvio',
    });
    // (GET of an unknown path may be answered by the web app's index page; it is never the sandbox.)
    expect(await (await fetch(`${live.url}/sandbox/razorpay/checkout?order_id=x`)).text()).not.toContain(
      'Razorpay test checkout',
    );
    expect((await fetch(`${live.url}/sandbox/razorpay/v1/orders`, { method: 'POST' })).status).toBe(404);
    const csp = (await fetch(`${live.url}/api/razorpay/config`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://checkout.razorpay.com');
  });

  it('create-order, the payment at Razorpay and verify-payment run over HTTP against the configured API', async () => {
    const admin = await newAdmin(live.url);
    const order = await createCreditOrder(admin, 2, 'INR');
    expect(order.checkout).toMatchObject({
      mode: 'live',
      url: null,
      key_id: provider.app.ctx.payments.keyId,
    });
    expect(order.amount).toBe(472_000);
    // The order exists at "Razorpay" with the server-computed amount.
    expect(await provider.app.ctx.payments.client.fetchOrder(order.order_id)).toMatchObject({
      amount: 472_000,
      currency: 'INR',
    });
    const paid = await provider.app.ctx.payments.sandbox!.payOrder(order.order_id, goodCard);
    if (!paid.ok) throw new Error('declined');
    const res = await admin.api('/api/razorpay/verify-payment', {
      method: 'POST',
      json: {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: paid.paymentId,
        razorpay_signature: paid.signature,
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: 'credits', credits_added: 2, remaining: 3 });
    expect(await remainingCredits(admin)).toBe(3);
  });

  it('a subscription is created at the configured API and activated by verify-payment', async () => {
    const admin = await newAdmin(live.url);
    const start = await admin.api('/api/razorpay/subscription', {
      method: 'POST',
      json: { plan: 'business', currency: 'INR' },
    });
    expect(start.status).toBe(201);
    const { subscription_id, checkout } = (await start.json()) as {
      subscription_id: string;
      checkout: { url: string | null };
    };
    expect(checkout.url).toBeNull();
    const paid = await provider.app.ctx.payments.sandbox!.paySubscription(subscription_id, goodCard);
    if (!paid.ok) throw new Error('declined');
    const res = await admin.api('/api/razorpay/verify-payment', {
      method: 'POST',
      json: {
        razorpay_subscription_id: subscription_id,
        razorpay_payment_id: paid.paymentId,
        razorpay_signature: paid.signature,
      },
    });
    expect(res.status).toBe(200);
    const active = (await (await admin.api('/api/razorpay/subscription/active')).json()) as {
      plan: string;
      interview_allowance: number;
    };
    expect(active).toMatchObject({ plan: 'business', interview_allowance: 50 });
    const invoices = (await (await admin.api('/api/razorpay/subscription/invoices')).json()) as {
      items: { quote: { taxable_amount: number; gst_amount: number; total_amount: number } }[];
    };
    expect(invoices.items.map((i) => i.quote)).toMatchObject([
      { taxable_amount: 1_300_000, gst_amount: 234_000, total_amount: 1_534_000 },
    ]);
  });

  it('the sandbox retries a webhook that failed (with back-off, signed, same event id) and keeps it across a restart', async () => {
    const { db } = provider.app.ctx;
    const { keyId, keySecret, webhookSecret } = provider.app.ctx.payments;
    const received: { body: string; headers: Record<string, string> }[] = [];
    let answer = 500;
    const make = () =>
      createSandbox({
        db,
        keyId,
        keySecret,
        webhookSecret,
        log: provider.app.log,
        sendWebhook: async (body, headers) => {
          received.push({ body, headers });
          return { status: answer };
        },
      });
    const first = make();
    // Anything queued before this test is delivered (and forgotten) first.
    answer = 200;
    await first.flushWebhooks();
    received.length = 0;
    answer = 500;
    const order = await first.createOrder({ amount: 2_500, currency: 'USD' });
    const paid = await first.payOrder(order.id, goodCard);
    expect(paid.ok).toBe(true);
    await first.flushWebhooks();
    const firstTry = received.filter((r) => r.body.includes(order.id));
    expect(firstTry.map((r) => JSON.parse(r.body).event).sort()).toEqual(['order.paid', 'payment.captured']);
    for (const r of firstTry) {
      expect(r.headers['x-razorpay-signature']).toBe(webhookSignature(r.body, webhookSecret));
      expect(r.headers['x-razorpay-event-id']).toMatch(/^evt_/);
    }
    // Not due again at once: back-off.
    await first.flushWebhooks();
    expect(received.filter((r) => r.body.includes(order.id))).toHaveLength(2);
    await first.stop();

    // "Restart": a new sandbox over the same tables delivers the queued events once they are due.
    answer = 200;
    const restarted = make();
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    await restarted.flushWebhooks();
    const all = received.filter((r) => r.body.includes(order.id));
    expect(all).toHaveLength(4);
    expect(
      all
        .slice(2)
        .map((r) => r.headers['x-razorpay-event-id'])
        .sort(),
    ).toEqual(firstTry.map((r) => r.headers['x-razorpay-event-id']).sort());
    await restarted.flushWebhooks();
    expect(received.filter((r) => r.body.includes(order.id))).toHaveLength(4);
  });
});
