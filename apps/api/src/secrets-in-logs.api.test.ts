import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditOrder, goodCard, payAtCheckout } from './testing/billing-fixtures.ts';
import { candidate, interviewToken, invite, openJob, subscribe } from './testing/interview-fixtures.ts';
import { identitySignIn, jsonFetch, newAdmin, outboxFor, uniqueEmail } from './testing/staff-client.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/** Everything the app logged during this file, at the most detailed level. */
let logs = '';
let t: TestApp;
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logs += chunk.toString('utf8');
  });
  t = await startTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream });
});
afterAll(async () => t?.close());

describe('secrets in logs', () => {
  it('secrets in logs: passwords, session and ID tokens, link tokens, reset tokens and card numbers never reach the logs', async () => {
    const secrets: Record<string, string> = {};

    const admin = await newAdmin(t.url, { onboarded: true });
    secrets.password = admin.password;
    secrets.sessionToken = admin.sessionToken;
    secrets.idToken = admin.idToken;
    await identitySignIn(t.url, admin.email, 'a-wrong-password-9');
    expect((await admin.api('/api/users/current')).status).toBe(200);

    // A payment through the checkout, with a card number.
    const order = await createCreditOrder(admin, 2, 'USD');
    const paid = await payAtCheckout(t.url, order, goodCard);
    expect(paid.params).not.toBeNull();
    secrets.paymentSignature = paid.params?.get('razorpay_signature') ?? '';
    const verified = await admin.api('/api/razorpay/verify-payment', {
      method: 'POST',
      json: Object.fromEntries(paid.params ?? []),
    });
    expect(verified.status).toBe(200);

    // A candidate's interview link, used the way a candidate does.
    await subscribe(t.url, admin, 'starter');
    const job = await openJob(admin);
    const email = uniqueEmail('candidate');
    expect((await invite(admin, job.id, [{ name: 'Cara Candidate', email }])).status).toBe(201);
    const linkToken = await interviewToken(t.url, email);
    secrets.linkToken = linkToken;
    expect((await candidate(t.url, linkToken).state()).status).toBe(200);
    expect((await candidate(t.url, linkToken).start()).status).toBe(200);

    // A password reset link, opened.
    const reset = await jsonFetch(`${t.url}/api/identity/request-password-reset`, {
      method: 'POST',
      headers: { origin: t.url },
      json: { email: admin.email, redirectTo: `${t.url}/reset-password` },
    });
    expect(reset.status).toBe(200);
    const mail = (await outboxFor(t.url, admin.email)).find((m) => m.kind === 'password_reset');
    const resetLink = mail?.text.match(/https?:\/\/\S+\/reset-password\/([A-Za-z0-9_-]+)\S*/);
    expect(resetLink?.[1]).toBeTruthy();
    secrets.resetToken = resetLink?.[1] ?? '';
    await fetch(resetLink?.[0] ?? '', { redirect: 'manual' });

    // The run was logged (requests included), and none of the secrets is in it.
    expect(logs).toContain('/api/interview/[redacted]');
    expect(logs.split('\n').length).toBeGreaterThan(50);
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(8);
      expect(logs.includes(value), `${name} appears in the logs`).toBe(false);
    }
    for (const card of [goodCard, goodCard.replaceAll(' ', '')])
      expect(logs.includes(card), 'card number in the logs').toBe(false);
  });
});
