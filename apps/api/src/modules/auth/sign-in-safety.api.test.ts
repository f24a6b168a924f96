import type { Problem } from '@talvio/contracts/common';
import { describe, expect, it } from 'vitest';
import {
  confirmEmail,
  identitySignIn,
  identitySignUp,
  invitationToken,
  jsonFetch,
  mintIdToken,
  newAdmin,
  newIdentity,
  newMember,
  outboxFor,
  uniqueEmail,
  verificationToken,
} from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

/** Better Auth's own errors carry `message` besides the problem fields. */
type ProblemBody = Problem & { message?: string };

const t = useTestApp();

const port = () => new URL(t.url).port;

describe('sign-in origins', () => {
  it('sign-in origins: in development, sign-in works from localhost and from 127.0.0.1', async () => {
    const admin = await newAdmin(t.url);
    for (const origin of [`http://localhost:${port()}`, `http://127.0.0.1:${port()}`]) {
      const res = await jsonFetch(`${t.url}/api/identity/sign-in/email`, {
        method: 'POST',
        headers: { origin },
        json: { email: admin.email, password: admin.password },
      });
      expect(res.status, origin).toBe(200);
      expect(res.headers.get('set-auth-token')).toBeTruthy();
    }
  });

  it('sign-in origins: a refused origin is told what to set, and nothing happens', async () => {
    const email = uniqueEmail('stranger');
    const res = await jsonFetch(`${t.url}/api/identity/sign-up/email`, {
      method: 'POST',
      headers: { origin: 'http://intranet.example:8080' },
      json: { email, password: 'a-long-enough-Passphrase', name: 'Stranger' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const body = (await res.json()) as ProblemBody;
    expect(body.code).toBe('untrusted_origin');
    expect(body.detail).toContain('http://intranet.example:8080');
    expect(body.detail).toContain('TRUSTED_ORIGINS');
    expect(body.message).toBe(body.detail);
    // The address was not taken: signing up from the right origin works.
    await expect(identitySignUp(t.url, email, 'a-long-enough-Passphrase', 'Stranger')).resolves.toBeTruthy();
  });
});

describe('sign-in lockout', () => {
  it('sign-in lockout: after six wrong passwords in a row the account waits, whatever address the attempts come from', async () => {
    const admin = await newAdmin(t.url);
    for (let i = 0; i < 6; i += 1) {
      const res = await jsonFetch(`${t.url}/api/identity/sign-in/email`, {
        method: 'POST',
        headers: { origin: t.url, 'x-forwarded-for': `203.0.113.${i + 1}` },
        json: { email: admin.email, password: `wrong-password-${i}` },
      });
      expect(res.status).toBe(401);
    }
    const locked = await identitySignIn(t.url, admin.email, admin.password);
    expect(locked.res.status).toBe(429);
    expect(locked.sessionToken).toBeNull();
    expect(Number(locked.res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await locked.res.json()) as { code: string; message: string };
    expect(body.code).toBe('ACCOUNT_LOCKED');
    expect(body.message).toMatch(/Try again in 1 minute, or reset your password/);
    // Other accounts are not affected.
    const other = await newAdmin(t.url);
    expect((await identitySignIn(t.url, other.email, other.password)).res.status).toBe(200);
  });

  it('sign-in lockout: an address without an account is locked the same way (the lockout tells nothing)', async () => {
    const nobody = uniqueEmail('nobody');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await identitySignIn(t.url, nobody, `wrong-password-${i}`)).res.status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});

describe('per-session limits', () => {
  it('per-session limits: counted per verified user, whatever the spelling of the Authorization header', async () => {
    const person = await newIdentity(t.url);
    // POST /auth/register allows 20 a minute per session (it is idempotent, so repeats create nothing).
    const register = (scheme: string) =>
      jsonFetch(`${t.url}/api/auth/register`, {
        method: 'POST',
        headers: { authorization: `${scheme} ${person.idToken}` },
        json: { name: 'Rita Repeat', organisation_name: 'Repeat Ltd' },
      });
    for (let i = 0; i < 20; i += 1) expect((await register('Bearer')).status).toBeLessThan(300);
    expect((await register('bearer')).status).toBe(429);
    expect((await register('BEARER')).status).toBe(429);
    // A freshly minted token of the same person is the same session.
    const fresh = await mintIdToken(t.url, person.sessionToken);
    const again = await jsonFetch(`${t.url}/api/auth/register`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fresh}` },
      json: { name: 'Rita Repeat', organisation_name: 'Repeat Ltd' },
    });
    expect(again.status).toBe(429);
    expect(again.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });
});

describe('deactivated users', () => {
  it('deactivated users: refused everywhere with 401, registration included, and cannot sign in again', async () => {
    const admin = await newAdmin(t.url);
    const member = await newMember(t.url, admin, { name: 'Dee Activated' });
    const off = await admin.api(`/api/users/${member.id}`, {
      method: 'PUT',
      json: { name: 'Dee Activated', is_admin: false, is_active: false },
    });
    expect(off.status).toBe(200);

    const register = await member.api('/api/auth/register', {
      method: 'POST',
      json: { name: 'Dee Activated', organisation_name: 'Breakaway Ltd' },
    });
    expect(register.status).toBe(401);
    expect(((await register.json()) as ProblemBody).detail).toMatch(/deactivated/i);
    expect((await member.api('/api/users/current')).status).toBe(401);

    // The right password of a deactivated account is refused as such, however often (it is not a wrong guess).
    for (let i = 0; i < 6; i += 1)
      expect((await identitySignIn(t.url, member.email, member.password)).res.status).toBe(401);
    const signIn = await identitySignIn(t.url, member.email, member.password);
    expect(signIn.res.status).toBe(401);
    expect(signIn.sessionToken).toBeNull();
    expect(((await signIn.res.json()) as { message: string }).message).toMatch(/deactivated/i);

    // Nothing was created by the refused registration: the admin's organisation still has two users.
    const users = (await (await admin.api('/api/users?limit=50')).json()) as { total?: number };
    if (typeof users.total === 'number') expect(users.total).toBe(2);
  });
});

describe('password and e-mail', () => {
  it('password and e-mail: sign-up refuses a password that contains the e-mail local part', async () => {
    const email = uniqueEmail('grace.hopper');
    const local = email.split('@')[0] ?? '';
    const res = await jsonFetch(`${t.url}/api/identity/sign-up/email`, {
      method: 'POST',
      headers: { origin: t.url },
      json: { email, password: `${local.toUpperCase()}!9`, name: 'Grace' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PASSWORD_CONTAINS_EMAIL');
    const same = await jsonFetch(`${t.url}/api/identity/sign-up/email`, {
      method: 'POST',
      headers: { origin: t.url },
      json: { email, password: email, name: 'Grace' },
    });
    expect(same.status).toBe(400);
    // Nothing was created: the same address signs up with a good password.
    await expect(identitySignUp(t.url, email, 'correct-horse-battery-9', 'Grace')).resolves.toBeTruthy();
  });

  it('password and e-mail: changing the password refuses one that contains the e-mail local part', async () => {
    const admin = await newAdmin(t.url);
    const local = admin.email.split('@')[0] ?? '';
    const res = await jsonFetch(`${t.url}/api/identity/change-password`, {
      method: 'POST',
      headers: { origin: t.url, authorization: `Bearer ${admin.sessionToken}` },
      json: { currentPassword: admin.password, newPassword: `x-${local}-x` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PASSWORD_CONTAINS_EMAIL');
    expect((await identitySignIn(t.url, admin.email, admin.password)).res.status).toBe(200);
  });
  it('password and e-mail: a set-password or reset link refuses a password that contains the e-mail local part', async () => {
    const admin = await newAdmin(t.url);
    const email = uniqueEmail('linus.member');
    const created = await admin.api('/api/users', {
      method: 'POST',
      json: { name: 'Linus Member', email, is_admin: false },
    });
    expect(created.status).toBe(201);
    const token = await invitationToken(t.url, email);
    const res = await jsonFetch(`${t.url}/api/identity/reset-password`, {
      method: 'POST',
      headers: { origin: t.url },
      json: { token, newPassword: `${email.split('@')[0]}-2026` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PASSWORD_CONTAINS_EMAIL');
    // The link still works once with an acceptable password.
    const ok = await jsonFetch(`${t.url}/api/identity/reset-password`, {
      method: 'POST',
      headers: { origin: t.url },
      json: { token, newPassword: 'an-unrelated-passphrase-7' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('sign-up answers', () => {
  const signUp = (email: string, password: string) =>
    jsonFetch(`${t.url}/api/identity/sign-up/email`, {
      method: 'POST',
      headers: { origin: t.url },
      json: { email, password, name: 'Sam Signup' },
    });
  /** The answer with the parts that differ by nature (generated ids, timestamps) blanked. */
  const shape = async (res: Response) => ({
    status: res.status,
    token: res.headers.get('set-auth-token'),
    body: JSON.stringify(await res.json(), (key, value) =>
      ['id', 'createdAt', 'updatedAt', 'email'].includes(key) ? typeof value : value,
    ),
  });

  it('sign-up answers: the same whether or not the e-mail has an account, and the e-mail says what happened', async () => {
    const existing = await newAdmin(t.url);
    const fresh = uniqueEmail('fresh');
    const forExisting = await shape(await signUp(existing.email, 'another-Passphrase-42'));
    const forFresh = await shape(await signUp(fresh, 'another-Passphrase-42'));
    expect(forExisting).toEqual(forFresh);
    expect(forFresh.status).toBe(200);
    expect(forFresh.token).toBeNull();

    const toExisting = await outboxFor(t.url, existing.email);
    expect(toExisting[0]?.kind).toBe('existing_account_sign_up');
    expect(toExisting[0]?.text).toMatch(/already has an account, so nothing was changed/);
    expect((await outboxFor(t.url, fresh))[0]?.kind).toBe('email_verification');
    // The existing account is untouched: its own password still works.
    expect((await identitySignIn(t.url, existing.email, existing.password)).res.status).toBe(200);
  });

  it('sign-up answers: a new account signs in only after its address is confirmed from the e-mailed link', async () => {
    const email = uniqueEmail('unconfirmed');
    expect((await signUp(email, 'a-fine-Passphrase-7')).status).toBe(200);
    const early = await identitySignIn(t.url, email, 'a-fine-Passphrase-7');
    expect(early.res.status).toBe(403);
    expect(early.sessionToken).toBeNull();
    expect(((await early.res.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
    // Trying to sign in sent a fresh link; confirming it signs the person in.
    const mails = (await outboxFor(t.url, email)).filter((m) => m.kind === 'email_verification');
    expect(mails).toHaveLength(2);
    const confirmed = await confirmEmail(t.url, await verificationToken(t.url, email));
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('set-auth-token')).toBeTruthy();
    expect((await identitySignIn(t.url, email, 'a-fine-Passphrase-7')).res.status).toBe(200);
  });
});

describe('request ids', () => {
  it("request ids: a caller's request id is kept only in a safe shape", async () => {
    const kept = await fetch(`${t.url}/api/health`, { headers: { 'x-request-id': 'lb-7f3a.42:9_x' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42:9_x');
    for (const bad of ['<script>alert(1)</script>', 'a'.repeat(65), 'id with spaces', 'ünïcode']) {
      const res = await fetch(`${t.url}/api/no-such-route`, { headers: { 'x-request-id': bad } });
      const id = res.headers.get('x-request-id');
      expect(id, bad).toMatch(/^[0-9a-f-]{36}$/);
      expect(((await res.json()) as { requestId: string }).requestId).toBe(id);
    }
  });
});
