import type { Problem } from '@talvio/contracts/common';
import { describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  currentUserId,
  identitySignIn,
  invitationToken,
  jsonFetch,
  newAdmin,
  newIdentity,
  newMember,
  outboxFor,
  type StaffSession,
  uniqueEmail,
} from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

interface UserBody {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  is_active: boolean;
  currency: string;
  invitation_pending: boolean;
  created_date: string;
  created_by: number | null;
  updated_date: string;
}

const json = async <T>(res: Response) => (await res.json()) as T;
const createUser = (admin: StaffSession, body: Record<string, unknown>) =>
  admin.api('/api/users', { method: 'POST', json: body });
const putUser = (admin: StaffSession, id: number, body: Record<string, unknown>) =>
  admin.api(`/api/users/${id}`, { method: 'PUT', json: body });
const totalUsers = async (admin: StaffSession) =>
  (await json<{ total: number }>(await admin.api('/api/users?status=all'))).total;

describe('POST /users', () => {
  it('adding a user: sets is_active true, created_by the acting admin and both dates', async () => {
    const admin = await newAdmin(t.url, { onboarded: true });
    const adminId = await currentUserId(admin);
    const email = uniqueEmail('new');
    const before = Date.now();
    const res = await createUser(admin, { name: 'Grace Hopper', email: email.toUpperCase() });
    expect(res.status).toBe(201);
    const user = await json<UserBody & Record<string, unknown>>(res);
    expect(user).toMatchObject({
      name: 'Grace Hopper',
      email,
      is_admin: false,
      is_active: true,
      currency: 'USD',
      invitation_pending: true,
      created_by: adminId,
    });
    expect(user).not.toHaveProperty('password');
    for (const date of [user.created_date, user.updated_date]) {
      expect(Date.parse(date)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(date)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    const fetched = await admin.api(`/api/users/${user.id}`);
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toEqual(user);
  });

  it('e-mails a single-use set-password link to /reset-password; the account has no usable password before', async () => {
    const admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Hopper Labs' });
    const email = uniqueEmail('invitee');
    const created = await json<UserBody>(await createUser(admin, { name: 'Ida Invitee', email }));

    const [invitation] = (await outboxFor(t.url, email)).filter((m) => m.kind === 'user_invitation');
    expect(invitation?.subject).toContain('Hopper Labs');
    expect(invitation?.text).toContain(`${t.url}/reset-password?token=`);
    expect(invitation?.text).toMatch(/expires in 1 hour/);

    // No password yet: no guess signs in.
    const guess = await identitySignIn(t.url, email, 'Some-Password-123');
    expect(guess.res.status).toBe(401);

    const token = await invitationToken(t.url, email);
    const member = await acceptInvitation(t.url, email);
    const me = await json<{ email: string; is_admin: boolean; organisation_name: string }>(
      await member.api('/api/users/current'),
    );
    expect(me).toMatchObject({ email, is_admin: false, organisation_name: 'Hopper Labs' });

    // The link works once.
    const again = await jsonFetch(`${t.url}/api/identity/reset-password`, {
      method: 'POST',
      headers: { origin: t.url },
      json: { token, newPassword: 'Another-Pass-456' },
    });
    expect(again.status).toBe(400);
    const after = await json<UserBody>(await admin.api(`/api/users/${created.id}`));
    expect(after.invitation_pending).toBe(false);
  });

  it('can create an admin, or an inactive user who gets no invitation until activated', async () => {
    const admin = await newAdmin(t.url);
    const adminRes = await createUser(admin, { name: 'Second Admin', email: uniqueEmail(), is_admin: true });
    expect(await json<UserBody>(adminRes)).toMatchObject({ is_admin: true, is_active: true });

    const email = uniqueEmail('dormant');
    const inactive = await createUser(admin, { name: 'Dormant', email, is_active: false });
    expect(inactive.status).toBe(201);
    expect(await json<UserBody>(inactive)).toMatchObject({ is_active: false });
    expect(await outboxFor(t.url, email)).toEqual([]);
  });

  it('answers 409 problem+json naming email on a duplicate e-mail (any case, any organisation); nothing is created', async () => {
    const admin = await newAdmin(t.url);
    const other = await newAdmin(t.url);
    const email = uniqueEmail('dup');
    expect((await createUser(admin, { name: 'First', email })).status).toBe(201);
    const count = await totalUsers(admin);

    for (const [session, address] of [
      [admin, email.toUpperCase()],
      [other, email],
      [admin, other.email],
    ] as const) {
      const res = await createUser(session, { name: 'Second', email: address });
      expect(res.status).toBe(409);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(await json<Problem>(res)).toMatchObject({ status: 409, field: 'email' });
    }
    // An identity that signed up but never registered a profile also owns its address.
    const unregistered = await newIdentity(t.url);
    const res = await createUser(admin, { name: 'Third', email: unregistered.email });
    expect(res.status).toBe(409);
    expect(await totalUsers(admin)).toBe(count);
  });

  it('validates the body and names the field; nothing is created', async () => {
    const admin = await newAdmin(t.url);
    const count = await totalUsers(admin);
    for (const [body, field] of [
      [{ name: 'No Email' }, 'email'],
      [{ name: 'Bad', email: 'not-an-email' }, 'email'],
      [{ name: '', email: uniqueEmail() }, 'name'],
      [{ name: 'x'.repeat(121), email: uniqueEmail() }, 'name'],
      [{ name: 'Ok', email: uniqueEmail(), is_admin: 'yes' }, 'is_admin'],
    ] as const) {
      const res = await createUser(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<Problem>(res)).field).toBe(field);
    }
    expect(await totalUsers(admin)).toBe(count);
  });

  it('mass assignment: created_by, dates, organisation, password and credits in the body have no effect', async () => {
    const admin = await newAdmin(t.url);
    const other = await newAdmin(t.url);
    const otherOrg = (await json<{ organisation_id: number }>(await other.api('/api/users/current')))
      .organisation_id;
    const before = await totalUsers(other);
    const email = uniqueEmail('mass');
    const res = await createUser(admin, {
      name: 'Mass Assigned',
      email,
      created_by: 1,
      created_date: '2000-01-01T00:00:00.000Z',
      updated_date: '2000-01-01T00:00:00.000Z',
      organisation_id: otherOrg,
      password: 'Chosen-By-Admin-1',
      talvio_credits: 999,
      id: 1,
    });
    expect(res.status).toBe(201);
    const user = await json<UserBody>(res);
    expect(user.created_by).toBe(await currentUserId(admin));
    expect(user.created_date.startsWith('2000')).toBe(false);
    expect(user.id).not.toBe(1);
    expect(await totalUsers(other)).toBe(before);
    expect((await identitySignIn(t.url, email, 'Chosen-By-Admin-1')).res.status).toBe(401);
  });
});

describe('GET /users: search, filters, pagination', () => {
  it('searches name and e-mail, filters by status and role, pages with a total', async () => {
    const admin = await newAdmin(t.url);
    const tag = `zq${Date.now().toString(36)}`;
    const names = ['Alice', 'Bob', 'Carol'];
    const ids: number[] = [];
    for (const name of names) {
      const email = name === 'Carol' ? `${tag}.carol@example.test` : uniqueEmail(name.toLowerCase());
      const body = { name: name === 'Carol' ? 'Carol Other' : `${name} ${tag}`, email };
      ids.push((await json<UserBody>(await createUser(admin, body))).id);
    }
    await putUser(admin, ids[1]!, { name: `Bob ${tag}`, is_admin: false, is_active: false });

    const search = await json<{ items: UserBody[]; total: number; page: number; pageSize: number }>(
      await admin.api(`/api/users?search=${tag.toUpperCase()}`),
    );
    expect(search.total).toBe(3);
    expect(search.items.map((u) => u.name)).toEqual([`Alice ${tag}`, `Bob ${tag}`, 'Carol Other']);
    expect(search).toMatchObject({ page: 1, pageSize: 20 });

    const page2 = await json<{ items: UserBody[]; total: number }>(
      await admin.api(`/api/users?search=${tag}&page=2&pageSize=2`),
    );
    expect(page2.total).toBe(3);
    expect(page2.items.map((u) => u.name)).toEqual(['Carol Other']);

    const inactive = await json<{ items: UserBody[]; total: number }>(
      await admin.api('/api/users?status=inactive'),
    );
    expect(inactive.items.map((u) => u.id)).toEqual([ids[1]]);
    const active = await json<{ total: number }>(await admin.api('/api/users?status=active'));
    expect(active.total).toBe(3);
    const admins = await json<{ items: UserBody[] }>(await admin.api('/api/users?role=admin'));
    expect(admins.items.map((u) => u.email)).toEqual([admin.email]);
    const sorted = await json<{ items: UserBody[] }>(
      await admin.api(`/api/users?search=${tag}&sort=name&order=desc`),
    );
    expect(sorted.items[0]?.name).toBe('Carol Other');
    // LIKE wildcards are searched for literally.
    expect((await json<{ total: number }>(await admin.api('/api/users?search=%25'))).total).toBe(0);
  });

  it("never lists another organisation's users", async () => {
    const a = await newAdmin(t.url);
    const b = await newAdmin(t.url);
    await createUser(b, { name: 'Only In B', email: uniqueEmail() });
    const list = await json<{ items: UserBody[]; total: number }>(await a.api('/api/users'));
    expect(list.items.map((u) => u.email)).toEqual([a.email]);
    expect(list.total).toBe(1);
  });

  it('refuses bad query parameters with a problem naming them', async () => {
    const admin = await newAdmin(t.url);
    for (const [query, field] of [
      ['pageSize=1000', 'pageSize'],
      ['page=0', 'page'],
      ['status=deleted', 'status'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ] as const) {
      const res = await admin.api(`/api/users?${query}`);
      expect(res.status, query).toBe(400);
      expect((await json<Problem>(res)).field).toBe(field);
    }
  });
});

describe('GET /users/{id}', () => {
  it("answers 404 for another organisation's user and for unknown ids, 400 for malformed ids", async () => {
    const a = await newAdmin(t.url);
    const b = await newAdmin(t.url);
    const bUser = await json<UserBody>(await createUser(b, { name: 'B User', email: uniqueEmail() }));
    expect((await a.api(`/api/users/${bUser.id}`)).status).toBe(404);
    expect((await a.api('/api/users/2147483647')).status).toBe(404);
    const bad = await a.api('/api/users/abc');
    expect(bad.status).toBe(400);
    expect((await json<Problem>(bad)).field).toBe('id');
    expect((await a.api('/api/users/99999999999')).status).toBe(400);
  });
});

describe('PUT /users/{id}', () => {
  it('editing a user: PUT /users/{id} keeps password, created_date, created_by and email, and sets updated_date', async () => {
    const admin = await newAdmin(t.url);
    const member = await newMember(t.url, admin);
    const before = await json<UserBody>(await admin.api(`/api/users/${member.id}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await putUser(admin, member.id, {
      ...before,
      name: 'Renamed Member',
      email: 'changed@example.test',
      password: 'Overwritten-Pass-1',
      created_by: 424242,
      created_date: '2001-01-01T00:00:00.000Z',
      updated_date: '2001-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(200);
    const after = await json<UserBody>(res);
    expect(after).toMatchObject({
      name: 'Renamed Member',
      email: before.email,
      created_by: before.created_by,
      created_date: before.created_date,
    });
    expect(Date.parse(after.updated_date)).toBeGreaterThan(Date.parse(before.updated_date));
    // The password is the one the member chose, not the one sent.
    expect((await identitySignIn(t.url, member.email, member.password)).sessionToken).toBeTruthy();
    expect((await identitySignIn(t.url, member.email, 'Overwritten-Pass-1')).res.status).toBe(401);
    expect(await json<UserBody>(await admin.api(`/api/users/${member.id}`))).toEqual(after);
  });

  it('last active admin: the last active admin cannot be demoted or deactivated (409, nothing changes)', async () => {
    const admin = await newAdmin(t.url);
    const adminId = await currentUserId(admin);
    const demoteSelf = await putUser(admin, adminId, { name: 'Ada Admin', is_admin: false, is_active: true });
    expect(demoteSelf.status).toBe(409);
    const problem = await json<Problem>(demoteSelf);
    expect(problem).toMatchObject({ code: 'last_admin', field: 'is_admin' });
    expect(problem.detail).toMatch(/last active admin/i);

    // A second admin who is inactive does not count.
    const second = await newMember(t.url, admin, { isAdmin: true, name: 'Second Admin' });
    expect(
      (await putUser(admin, second.id, { name: 'Second Admin', is_admin: true, is_active: false })).status,
    ).toBe(200);
    expect(
      (await putUser(admin, adminId, { name: 'Ada Admin', is_admin: false, is_active: true })).status,
    ).toBe(409);
    const me = await json<{ is_admin: boolean }>(await admin.api('/api/users/current'));
    expect(me.is_admin).toBe(true);

    // With another active admin, the first one may step down; then the second is the last one.
    expect(
      (await putUser(admin, second.id, { name: 'Second Admin', is_admin: true, is_active: true })).status,
    ).toBe(200);
    expect(
      (await putUser(admin, adminId, { name: 'Ada Admin', is_admin: false, is_active: true })).status,
    ).toBe(200);
    const lastOne = await putUser(second, second.id, {
      name: 'Second Admin',
      is_admin: false,
      is_active: true,
    });
    expect(lastOne.status).toBe(409);
    // The demoted first admin is now a member: admin routes answer 403.
    expect((await admin.api('/api/users')).status).toBe(403);
  });

  it('last active admin: nobody deactivates themself (422), even with other admins', async () => {
    const admin = await newAdmin(t.url);
    const adminId = await currentUserId(admin);
    await newMember(t.url, admin, { isAdmin: true });
    const res = await putUser(admin, adminId, { name: 'Ada Admin', is_admin: true, is_active: false });
    expect(res.status).toBe(422);
    expect(await json<Problem>(res)).toMatchObject({
      code: 'cannot_deactivate_self',
      field: 'is_active',
    });
    expect((await admin.api('/api/users/current')).status).toBe(200);
  });

  it('validates the body (all of name, is_admin, is_active) and changes nothing when refused', async () => {
    const admin = await newAdmin(t.url);
    const member = await newMember(t.url, admin);
    const before = await json<UserBody>(await admin.api(`/api/users/${member.id}`));
    for (const [body, field] of [
      [{ name: 'X', is_admin: false }, 'is_active'],
      [{ name: '', is_admin: false, is_active: true }, 'name'],
      [{ name: 'Ok\u0000', is_admin: false, is_active: true }, 'name'],
    ] as const) {
      const res = await putUser(admin, member.id, body);
      expect(res.status).toBe(400);
      expect((await json<Problem>(res)).field).toBe(field);
    }
    expect(await json<UserBody>(await admin.api(`/api/users/${member.id}`))).toEqual(before);
  });
});

describe('deactivated users: they lose access at their next request', () => {
  it('a deactivated user is refused at their next request and cannot mint a new token; reactivation restores access', async () => {
    const admin = await newAdmin(t.url);
    const member = await newMember(t.url, admin, { name: 'Dee Activated' });
    expect((await member.api('/api/users/current')).status).toBe(200);

    const off = await putUser(admin, member.id, { name: 'Dee Activated', is_admin: false, is_active: false });
    expect(off.status).toBe(200);
    expect((await json<UserBody>(off)).is_active).toBe(false);

    const next = await member.api('/api/users/current');
    expect(next.status).toBe(401);
    expect((await json<Problem>(next)).detail).toMatch(/deactivated/i);
    expect((await member.api('/api/organisation/current')).status).toBe(401);
    const refresh = await fetch(`${t.url}/api/identity/token`, {
      headers: { authorization: `Bearer ${member.sessionToken}` },
    });
    expect(refresh.status).toBe(401);

    await putUser(admin, member.id, { name: 'Dee Activated', is_admin: false, is_active: true });
    expect((await member.api('/api/users/current')).status).toBe(200);
  });
});

describe('PATCH /users/current', () => {
  it('preferred currency: the preferred currency can be saved on the user with PATCH /users/current', async () => {
    const admin = await newAdmin(t.url);
    const member = await newMember(t.url, admin);
    const res = await member.api('/api/users/current', { method: 'PATCH', json: { currency: 'INR' } });
    expect(res.status).toBe(200);
    expect((await json<{ currency: string }>(res)).currency).toBe('INR');
    expect((await json<{ currency: string }>(await member.api('/api/users/current'))).currency).toBe('INR');
  });

  it('changes the name; is_admin, credits, organisation, email and the rest have no effect', async () => {
    const admin = await newAdmin(t.url);
    const other = await newAdmin(t.url);
    const member = await newMember(t.url, admin);
    const before = await json<Record<string, unknown>>(await member.api('/api/users/current'));
    const otherOrg = (await json<{ organisation_id: number }>(await other.api('/api/users/current')))
      .organisation_id;
    const res = await member.api('/api/users/current', {
      method: 'PATCH',
      json: {
        name: 'Self Named',
        is_admin: true,
        is_active: false,
        talvio_credits: 9999,
        organisation_id: otherOrg,
        organisation_name: 'Hijacked',
        email: 'someone.else@example.test',
        onboarded: true,
        created_by: 1,
        password: 'Sneaky-Pass-123',
      },
    });
    expect(res.status).toBe(200);
    const after = await json<Record<string, unknown>>(res);
    expect(after).toEqual({ ...before, name: 'Self Named', updated_date: after.updated_date });
    expect((await member.api('/api/users')).status).toBe(403);
    expect((await identitySignIn(t.url, member.email, member.password)).sessionToken).toBeTruthy();
  });

  it('refuses an unknown currency or an empty name and changes nothing', async () => {
    const admin = await newAdmin(t.url);
    for (const [body, field] of [
      [{ currency: 'EUR' }, 'currency'],
      [{ name: '   ' }, 'name'],
    ] as const) {
      const res = await admin.api('/api/users/current', { method: 'PATCH', json: body });
      expect(res.status).toBe(400);
      expect((await json<Problem>(res)).field).toBe(field);
    }
    expect(
      await json<{ currency: string; name: string }>(await admin.api('/api/users/current')),
    ).toMatchObject({
      currency: 'USD',
      name: 'Ada Admin',
    });
  });
});

describe('GET /users/current', () => {
  it('own profile: returns every current-user field except the password', async () => {
    const admin = await newAdmin(t.url, { onboarded: true });
    const member = await newMember(t.url, admin);
    const me = await json<Record<string, unknown>>(await member.api('/api/users/current'));
    for (const field of [
      'name',
      'email',
      'is_admin',
      'onboarded',
      'organisation_name',
      'organisation_logo',
      'talvio_credits',
      'billing_period_start',
      'billing_period_end',
      'currency',
      'created_date',
      'created_by',
      'updated_date',
      'is_active',
    ]) {
      expect(me, field).toHaveProperty(field);
    }
    expect(me).not.toHaveProperty('password');
    expect(me).toMatchObject({ onboarded: true, is_admin: false, created_by: await currentUserId(admin) });
  });
});

describe('POST /users/{id}/invitation', () => {
  it('sends a new set-password link while the invitation is pending; 409 once the password is set', async () => {
    const admin = await newAdmin(t.url);
    const email = uniqueEmail('again');
    const user = await json<UserBody>(await createUser(admin, { name: 'Again', email }));
    const first = await invitationToken(t.url, email);
    const res = await admin.api(`/api/users/${user.id}/invitation`, { method: 'POST' });
    expect(res.status).toBe(200);
    const second = await invitationToken(t.url, email);
    expect(second).not.toBe(first);
    await acceptInvitation(t.url, email);
    const done = await admin.api(`/api/users/${user.id}/invitation`, { method: 'POST' });
    expect(done.status).toBe(409);
  });
});
