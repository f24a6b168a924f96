import { describe, expect, it } from 'vitest';
import { jsonFetch, newAdmin, newIdentity, uniqueEmail } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

describe('POST /auth/register', () => {
  it('registration: stores the user profile and creates the organisation; the registering user is admin, not onboarded', async () => {
    const identity = await newIdentity(t.url, 'Grace Hopper');
    const res = await identity.api('/api/auth/register', {
      method: 'POST',
      json: { name: 'Grace Hopper', organisation_name: 'Navy Labs' },
    });
    expect(res.status).toBe(201);
    const user = (await res.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      name: 'Grace Hopper',
      email: identity.email,
      is_admin: true,
      is_active: true,
      onboarded: false,
      organisation_name: 'Navy Labs',
      talvio_credits: 1,
      currency: 'USD',
    });
    expect(user).not.toHaveProperty('password');

    const current = await identity.api('/api/users/current');
    expect(current.status).toBe(200);
    expect(await current.json()).toMatchObject({ email: identity.email, onboarded: false });
  });

  it('is idempotent for the same identity (a retried request creates nothing new)', async () => {
    const identity = await newIdentity(t.url);
    const first = await identity.api('/api/auth/register', { method: 'POST', json: { name: 'A' } });
    const second = await identity.api('/api/auth/register', { method: 'POST', json: { name: 'B' } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as {
      organisation_id: number;
      name: string;
    }[];
    expect(b!.organisation_id).toBe(a!.organisation_id);
    expect(b!.name).toBe('A');
  });

  it('requires an ID token', async () => {
    const res = await jsonFetch(`${t.url}/api/auth/register`, { method: 'POST', json: { name: 'X' } });
    expect(res.status).toBe(401);
  });

  it('validates the payload and names the field; nothing is created', async () => {
    const identity = await newIdentity(t.url);
    const res = await identity.api('/api/auth/register', { method: 'POST', json: { name: '' } });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { field: string; detail: string };
    expect(problem.field).toBe('name');
    expect((await identity.api('/api/users/current')).status).toBe(403);
  });

  it('ignores mass-assignment attempts (is_admin, credits, organisation)', async () => {
    const identity = await newIdentity(t.url);
    const res = await identity.api('/api/auth/register', {
      method: 'POST',
      json: { name: 'Eve', is_admin: false, talvio_credits: 999, organisation_id: 1, onboarded: true },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ is_admin: true, talvio_credits: 1, onboarded: false });
  });

  it('a member route answers 403 profile_missing before registration', async () => {
    const identity = await newIdentity(t.url);
    const res = await identity.api('/api/users/current');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('profile_missing');
  });
});

describe('identity: e-mail and password', () => {
  it('refuses a wrong password with a generic message', async () => {
    const admin = await newAdmin(t.url);
    const res = await jsonFetch(`${t.url}/api/identity/sign-in/email`, {
      method: 'POST',
      headers: { origin: t.url },
      json: { email: admin.email, password: 'wrong-password-1' },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(/invalid email or password/i);
  });

  it('refuses passwords shorter than 8 or in the common-password list', async () => {
    for (const password of ['short', 'password123']) {
      const res = await jsonFetch(`${t.url}/api/identity/sign-up/email`, {
        method: 'POST',
        headers: { origin: t.url },
        json: { email: uniqueEmail(), password, name: 'P' },
      });
      expect(res.status, password).toBe(400);
    }
  });

  it('issues 1-hour EdDSA ID tokens with issuer and audience', async () => {
    const identity = await newIdentity(t.url);
    const [header, payload] = identity.idToken
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('EdDSA');
    expect(payload.iss).toBe(t.config.publicUrl);
    expect(payload.aud).toBe('talvio-api');
    expect(payload.exp - payload.iat).toBe(3600);
  });
});
