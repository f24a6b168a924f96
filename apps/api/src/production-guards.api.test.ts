import { createHmac } from 'node:crypto';
import type { Problem } from '@talvio/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditOrderBody } from './testing/credit-order-body.ts';
import {
  identitySignIn,
  jsonFetch,
  mintIdToken,
  newAdmin,
  type StaffSession,
  uniqueEmail,
} from './testing/staff-client.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * The app as production runs it without Razorpay keys, with DEV_TOOLS=1 and DEMO_DATA unset on purpose:
 * development stand-ins must stay off whatever else is set.
 */
let t: TestApp;
let admin: StaffSession;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://talvio.example',
      DEV_TOOLS: '1',
      // A mail server that is not there: e-mails wait in the outbox for a retry.
      SMTP_URL: 'smtp://127.0.0.1:9',
    },
  });
  // No outbox page in production: the test reads the stored e-mails directly.
  admin = await newAdmin(t.url, { onboarded: true, readMail: (to) => t.app.ctx.email.list(10, to) });
});
afterAll(async () => t?.close());

async function credits(): Promise<number> {
  const res = await admin.api('/api/job-credits/remaining');
  expect(res.status).toBe(200);
  return ((await res.json()) as { remaining: number }).remaining;
}

async function expectNotConfigured(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  const body = (await res.json()) as Problem;
  expect(body.code).toBe('payments_not_configured');
  expect(body.detail).toMatch(/RAZORPAY_KEY_ID/);
}

describe('production guards', () => {
  it('production guards: no development stand-in answers in production (payment sandbox, e-mail outbox, local Google)', async () => {
    expect(t.config.devTools).toBe(false);
    expect(t.config.demoData).toBe(false);
    for (const [method, path] of [
      ['GET', '/sandbox/razorpay/checkout?order_id=order_x'],
      ['POST', '/sandbox/razorpay/v1/orders'],
      ['POST', '/sandbox/razorpay/checkout/pay'],
      ['GET', '/api/dev/outbox'],
      ['GET', '/api/dev/outbox.json'],
      ['GET', '/oidc/.well-known/openid-configuration'],
    ] as const) {
      const res = await fetch(`${t.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const providers = (await (await fetch(`${t.url}/api/auth/providers`)).json()) as {
      google: { enabled: boolean };
    };
    expect(providers.google.enabled).toBe(false);
  });

  it('production guards: without Razorpay keys buying credits is refused with 503 and grants nothing', async () => {
    const before = await credits();
    await expectNotConfigured(
      await admin.api('/api/razorpay/create-order', { method: 'POST', json: creditOrderBody(100, 'USD') }),
    );
    // A "payment" signed with the empty key a misconfigured server would hold is refused too.
    const orderId = 'order_FAKE0000000001';
    const paymentId = 'pay_FAKE0000000001';
    await expectNotConfigured(
      await admin.api('/api/razorpay/verify-payment', {
        method: 'POST',
        json: {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: createHmac('sha256', '').update(`${orderId}|${paymentId}`).digest('hex'),
        },
      }),
    );
    expect(await credits()).toBe(before);
  });

  it('production guards: without Razorpay keys subscribing, changing plan and webhooks are refused and the plan stays free', async () => {
    await expectNotConfigured(await jsonFetch(`${t.url}/api/razorpay/config`));
    await expectNotConfigured(
      await admin.api('/api/razorpay/subscription', {
        method: 'POST',
        json: { plan: 'enterprise', currency: 'USD' },
      }),
    );
    await expectNotConfigured(
      await admin.api('/api/razorpay/subscription/update', {
        method: 'POST',
        json: { plan: 'enterprise', currency: 'USD' },
      }),
    );
    const event = JSON.stringify({ event: 'subscription.activated', payload: {} });
    await expectNotConfigured(
      await jsonFetch(`${t.url}/api/razorpay/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', '').update(event).digest('hex'),
          'x-razorpay-event-id': 'evt_fake_1',
        },
        body: event,
      }),
    );
    const active = await admin.api('/api/razorpay/subscription/active');
    expect(active.status).toBe(200);
    expect(((await active.json()) as { plan: string }).plan).toBe('free');
  });

  it('production guards: responses ask for HTTPS (HSTS) and identity cookies are Secure', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const signIn = await jsonFetch(`${t.url}/api/identity/sign-in/email`, {
      method: 'POST',
      headers: { origin: t.url },
      json: { email: admin.email, password: admin.password },
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('production guards: reading past bills still works without Razorpay keys', async () => {
    expect((await admin.api('/api/razorpay/customer-invoices')).status).toBe(200);
    expect((await admin.api('/api/purchase-history')).status).toBe(200);
    expect((await fetch(`${t.url}/api/billing/plans`)).status).toBe(200);
  });
});

describe('proxies', () => {
  const wrongSignIns = async (app: TestApp, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = await jsonFetch(`${app.url}/api/identity/sign-in/email`, {
        method: 'POST',
        headers: { origin: app.url, 'x-forwarded-for': `198.51.100.${i + 1}` },
        json: { email: uniqueEmail('guess'), password: 'not-the-password-1' },
      });
      statuses.push(res.status);
    }
    return statuses;
  };

  it('proxies: X-Forwarded-For is ignored unless it comes from a configured proxy, so a new header per guess does not escape the per-address limit', async () => {
    const direct = await startTestApp({
      identityRateLimit: true,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://talvio.example' },
    });
    try {
      const statuses = await wrongSignIns(direct, 12);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await direct.close();
    }
    const behindProxy = await startTestApp({
      identityRateLimit: true,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://talvio.example', TRUSTED_PROXIES: '127.0.0.1' },
    });
    try {
      // Behind a configured proxy each forwarded address is its own client.
      expect(new Set(await wrongSignIns(behindProxy, 12))).toEqual(new Set([401]));
    } finally {
      await behindProxy.close();
    }
  });
});

describe('missing parts', () => {
  it('missing parts: production without SMTP refuses what only works by e-mail (503), and does nothing', async () => {
    const noMail = await startTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://talvio.example' },
    });
    try {
      const signUp = await jsonFetch(`${noMail.url}/api/identity/sign-up/email`, {
        method: 'POST',
        headers: { origin: noMail.url },
        json: { email: uniqueEmail('nomail'), password: 'a-fine-Passphrase-7', name: 'Nomi Mail' },
      });
      expect(signUp.status).toBe(503);
      expect(((await signUp.json()) as Problem).code).toBe('email_not_configured');

      // An admin created by the operator can still sign in and work; inviting a colleague needs e-mail.
      const account = await noMail.app.ctx.identity.createVerifiedAccount({
        email: uniqueEmail('operator'),
        name: 'Opal Operator',
        password: 'a-fine-Passphrase-7',
      });
      const signIn = await identitySignIn(noMail.url, account.email, 'a-fine-Passphrase-7');
      expect(signIn.res.status).toBe(200);
      const idToken = await mintIdToken(noMail.url, signIn.sessionToken ?? '');
      const api = (path: string, init: RequestInit & { json?: unknown } = {}) =>
        jsonFetch(`${noMail.url}${path}`, { ...init, headers: { authorization: `Bearer ${idToken}` } });
      expect(
        (
          await api('/api/auth/register', {
            method: 'POST',
            json: { name: 'Opal', organisation_name: 'Op Co' },
          })
        ).status,
      ).toBe(201);
      const invite = await api('/api/users', {
        method: 'POST',
        json: { name: 'Colin Colleague', email: uniqueEmail('colleague'), is_admin: false },
      });
      expect(invite.status).toBe(503);
      expect(((await invite.json()) as Problem).detail).toMatch(/SMTP_URL/);
      const users = (await (await api('/api/users')).json()) as { users?: unknown[]; total?: number };
      expect(users.total ?? users.users?.length).toBe(1);
      const reset = await jsonFetch(`${noMail.url}/api/identity/request-password-reset`, {
        method: 'POST',
        headers: { origin: noMail.url },
        json: { email: account.email },
      });
      expect(reset.status).toBe(503);
      expect(await noMail.app.ctx.email.list(10)).toEqual([]);
    } finally {
      await noMail.close();
    }
  });
});
