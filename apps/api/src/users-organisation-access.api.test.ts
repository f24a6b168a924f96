import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAccessMatrix, type MatrixRoute, useMatrixWorld } from './testing/access-matrix.ts';
import { type StaffSession, uniqueEmail } from './testing/staff-client.ts';

/**
 * Authorization matrix (docs/product/users.md) for the users, organisation, settings and support routes:
 * every route × {anonymous, member, admin, admin of another organisation, deactivated user}.
 */
const world = useMatrixWorld('Matrix Org');
let admin: StaffSession;
let member: StaffSession & { id: number };
let pendingUserId: number;
let png: Buffer;

beforeAll(async () => {
  ({ admin, member } = world.people);
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

const imageForm = () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  return form;
};

const routes: MatrixRoute[] = [
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
    outsider: 404,
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    access: 'admin',
    path: () => `/api/users/${member.id}`,
    body: () => ({ name: 'Matrix Member', is_admin: false, is_active: true }),
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/users/:id/invitation',
    access: 'admin',
    path: () => `/api/users/${pendingUserId}/invitation`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/organisation/current',
    access: 'member',
    path: () => '/api/organisation/current',
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/organisation/overview',
    access: 'member',
    path: () => '/api/organisation/overview',
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
    route: '/api/activities/people',
    access: 'member',
    path: () => '/api/activities/people',
    ok: 200,
  },
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

describeAccessMatrix('authorization matrix: admin-only is enforced on the server', routes, world);

describe('authorization matrix: users and organisation', () => {
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
