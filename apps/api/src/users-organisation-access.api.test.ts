import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonFetch, newAdmin, newMember, type StaffSession, uniqueEmail } from './testing/staff-client.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Authorization matrix (docs/product/users.md) for the users, organisation, settings and support routes:
 * every route × {anonymous, member, admin, admin of another organisation, deactivated user}.
 */
let t: TestApp;
let admin: StaffSession;
let member: StaffSession & { id: number };
let deactivated: StaffSession & { id: number };
let outsider: StaffSession;
let pendingUserId: number;
let png: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Matrix Org' });
  outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Outsider Org' });
  member = await newMember(t.url, admin, { name: 'Matrix Member' });
  deactivated = await newMember(t.url, admin, { name: 'Gone Member' });
  const off = await admin.api(`/api/users/${deactivated.id}`, {
    method: 'PUT',
    json: { name: 'Gone Member', is_admin: false, is_active: false },
  });
  if (off.status !== 200) throw new Error(`deactivate failed: ${off.status}`);
  const pending = await admin.api('/api/users', {
    method: 'POST',
    json: { name: 'Pending Person', email: uniqueEmail('pending') },
  });
  pendingUserId = ((await pending.json()) as { id: number }).id;
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#14b8a6' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const logo = await admin.api('/api/company/profile-image', { method: 'POST', body: form });
  if (logo.status !== 200) throw new Error(`logo upload failed: ${logo.status}`);
}, 120_000);
afterAll(async () => t?.close());

type Access = 'public' | 'member' | 'admin';
interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** The route as registered, to check its declared access. */
  route: string;
  access: Access;
  path: () => string | Promise<string>;
  body?: () => unknown;
  /** Status of an allowed call. */
  ok: number;
  /** The path names an id of the first organisation: another organisation's admin gets 404. */
  scopedId?: boolean;
}

const imageForm = () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  return form;
};

const routes: RouteCase[] = [
  { method: 'GET', route: '/api/users/current', access: 'member', path: () => '/api/users/current', ok: 200 },
  {
    method: 'PATCH',
    route: '/api/users/current',
    access: 'member',
    path: () => '/api/users/current',
    body: () => ({ currency: 'INR' }),
    ok: 200,
  },
  { method: 'GET', route: '/api/users', access: 'admin', path: () => '/api/users?search=a', ok: 200 },
  {
    method: 'POST',
    route: '/api/users',
    access: 'admin',
    path: () => '/api/users',
    body: () => ({ name: 'Matrix Created', email: uniqueEmail('matrix') }),
    ok: 201,
  },
  {
    method: 'GET',
    route: '/api/users/:id',
    access: 'admin',
    path: () => `/api/users/${member.id}`,
    ok: 200,
    scopedId: true,
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    access: 'admin',
    path: () => `/api/users/${member.id}`,
    body: () => ({ name: 'Matrix Member', is_admin: false, is_active: true }),
    ok: 200,
    scopedId: true,
  },
  {
    method: 'POST',
    route: '/api/users/:id/invitation',
    access: 'admin',
    path: () => `/api/users/${pendingUserId}/invitation`,
    ok: 200,
    scopedId: true,
  },
  {
    method: 'GET',
    route: '/api/organisation/current',
    access: 'member',
    path: () => '/api/organisation/current',
    ok: 200,
  },
  {
    method: 'PATCH',
    route: '/api/organisation/current',
    access: 'admin',
    path: () => '/api/organisation/current',
    body: () => ({ city: 'Pune' }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/company/profile-image',
    access: 'admin',
    path: () => '/api/company/profile-image',
    body: imageForm,
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/organisation/settings',
    access: 'member',
    path: () => '/api/organisation/settings',
    ok: 200,
  },
  {
    method: 'PATCH',
    route: '/api/organisation/settings',
    access: 'admin',
    path: () => '/api/organisation/settings',
    body: () => ({ notifications: { weekly_digest: true } }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/support/contact',
    access: 'member',
    path: () => '/api/support/contact',
    body: () => ({ category: 'general', subject: 'Matrix check', message: 'Checking who may send this.' }),
    ok: 201,
  },
  {
    method: 'GET',
    route: '/api/support/requests',
    access: 'member',
    path: () => '/api/support/requests',
    ok: 200,
  },
  { method: 'GET', route: '/api/activities', access: 'member', path: () => '/api/activities', ok: 200 },
  {
    method: 'GET',
    route: '/api/files/:name',
    access: 'public',
    // The current logo: the upload route above replaces it (and removes the previous file).
    path: async () =>
      ((await (await admin.api('/api/organisation/current')).json()) as { logo_url: string }).logo_url,
    ok: 200,
  },
];

async function call(session: StaffSession | null, route: RouteCase): Promise<Response> {
  const raw = route.body?.();
  const init: RequestInit & { json?: unknown } = { method: route.method };
  if (raw instanceof FormData) init.body = raw;
  else if (raw !== undefined) init.json = raw;
  const path = await route.path();
  return session ? session.api(path, init) : jsonFetch(`${t.url}${path}`, init);
}

describe('authorization matrix: admin-only is enforced on the server', () => {
  it('every route declares the expected access', () => {
    for (const route of routes) {
      const declared = t.app.routeAccess.find((r) => r.method === route.method && r.url === route.route);
      expect(declared?.access, `${route.method} ${route.route}`).toBe(route.access);
    }
  });

  it('every route is documented in the OpenAPI document at /api/docs', async () => {
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

    it(`${name}: anonymous → ${route.access === 'public' ? route.ok : 401}`, async () => {
      const res = await call(null, route);
      expect(res.status).toBe(route.access === 'public' ? route.ok : 401);
      if (res.status === 401) expect(res.headers.get('content-type')).toContain('application/problem+json');
    });

    it(`${name}: member → ${route.access === 'admin' ? 403 : route.ok}`, async () => {
      const res = await call(member, route);
      expect(res.status).toBe(route.access === 'admin' ? 403 : route.ok);
    });

    it(`${name}: admin → ${route.ok}`, async () => {
      expect((await call(admin, route)).status).toBe(route.ok);
    });

    it(`${name}: admin of another organisation → ${route.scopedId ? 404 : route.ok}`, async () => {
      expect((await call(outsider, route)).status).toBe(route.scopedId ? 404 : route.ok);
    });

    it(`${name}: deactivated user → ${route.access === 'public' ? route.ok : 401}`, async () => {
      expect((await call(deactivated, route)).status).toBe(route.access === 'public' ? route.ok : 401);
    });
  }

  it("another organisation's admin changed nothing in the first organisation", async () => {
    const user = (await (await admin.api(`/api/users/${member.id}`)).json()) as {
      name: string;
      is_active: boolean;
    };
    expect(user).toMatchObject({ name: 'Matrix Member', is_active: true });
    const org = (await (await admin.api('/api/organisation/current')).json()) as { name: string };
    expect(org.name).toBe('Matrix Org');
  });
});
