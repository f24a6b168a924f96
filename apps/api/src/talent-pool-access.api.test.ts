import { randomBytes } from 'node:crypto';
import type { TalentPoolList } from '@talvio/contracts/talent';
import type { SavedSearch } from '@talvio/contracts/talent-pool';
import { candidates } from '@talvio/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAccessMatrix, type MatrixRoute, useMatrixWorld, type Who } from './testing/access-matrix.ts';
import { openJob, subscribe } from './testing/interview-fixtures.ts';
import { type StaffSession, uniqueEmail } from './testing/staff-client.ts';

/**
 * Authorization matrix (docs/product/users.md) for the talent pool's saved searches and bulk actions: every
 * route × {anonymous, member, admin, admin of another organisation, deactivated user}. A bulk action names
 * profiles of the first organisation; another organisation's admin finds none of them (each is skipped as not
 * found, nothing changes). A saved search is its owner's: anyone else is told it does not exist.
 */
const world = useMatrixWorld('Pool Matrix Org');
const { t } = world;
let organisationId: number;
let jobId: number;
/** A profile of the first organisation that the tag and export rows name. */
let sharedId: number;

/** A fresh profile of the first organisation. */
async function profile(name = 'Matrix Profile'): Promise<number> {
  const [row] = await t.app.ctx.db
    .insert(candidates)
    .values({ organisationId, name, email: uniqueEmail('pool'), source: 'manual', tags: ['matrix'] })
    .returning({ id: candidates.id });
  return row!.id;
}

/** Who the row is called as: set by `body`, which the harness calls before `path`. */
let caller: Who = 'admin';
const remember = (who: Who) => {
  caller = who;
  return undefined;
};

/** A fresh saved search of the caller (the admin's, when the caller is not of the organisation). */
async function savedSearchOfCaller(): Promise<number> {
  const owner: StaffSession = caller === 'member' ? world.people.member : world.people.admin;
  const res = await owner.api('/api/talent/saved-searches', {
    method: 'POST',
    json: { name: `Matrix ${randomBytes(4).toString('hex')}`, filters: { q: 'nurse' } },
  });
  if (res.status !== 201) throw new Error(`saving failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as SavedSearch).id;
}

beforeAll(async () => {
  const { admin } = world.people;
  organisationId = ((await (await admin.api('/api/users/current')).json()) as { organisation_id: number })
    .organisation_id;
  await subscribe(t.url, admin, 'enterprise');
  jobId = (await openJob(admin)).id;
  sharedId = await profile('Matrix Shared');
}, 120_000);

const routes: MatrixRoute[] = [
  {
    method: 'GET',
    route: '/api/talent/saved-searches',
    access: 'member',
    path: '/api/talent/saved-searches',
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/talent/saved-searches',
    access: 'member',
    path: '/api/talent/saved-searches',
    body: () => ({ name: `Matrix ${randomBytes(4).toString('hex')}`, filters: { tag: ['matrix'] } }),
    ok: 201,
  },
  {
    method: 'PATCH',
    route: '/api/talent/saved-searches/:id',
    access: 'member',
    path: async () => `/api/talent/saved-searches/${await savedSearchOfCaller()}`,
    body: (who) => {
      remember(who);
      return { shared: true };
    },
    ok: 200,
    outsider: 404,
  },
  {
    method: 'DELETE',
    route: '/api/talent/saved-searches/:id',
    access: 'member',
    path: async () => `/api/talent/saved-searches/${await savedSearchOfCaller()}`,
    body: remember,
    ok: 204,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/candidates/bulk/tags',
    access: 'member',
    path: '/api/candidates/bulk/tags',
    body: () => ({
      selection: { ids: [sharedId] },
      action: 'add',
      tags: [`t${randomBytes(3).toString('hex')}`],
    }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/candidates/bulk/tags/undo',
    access: 'member',
    path: '/api/candidates/bulk/tags/undo',
    body: () => ({ changes: [{ id: sharedId, added: ['never there'], removed: [] }] }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/candidates/bulk/export',
    access: 'member',
    path: '/api/candidates/bulk/export',
    body: () => ({ selection: { ids: [sharedId] } }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/candidates/bulk/delete',
    access: 'admin',
    path: '/api/candidates/bulk/delete',
    body: async () => ({ selection: { ids: [await profile('Matrix Doomed')] } }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/candidates/bulk/invite',
    access: 'member',
    path: '/api/candidates/bulk/invite',
    body: async () => ({ selection: { ids: [await profile('Matrix Invitee')] }, job_id: jobId }),
    ok: 200,
    outsider: 404,
  },
];

describeAccessMatrix(
  'authorization matrix: saved searches are their owner’s, bulk actions reach only the organisation’s profiles',
  routes,
  world,
);

describe('authorization matrix: talent pool bulk actions', () => {
  it("another organisation's admin changed, exported, deleted and invited nothing of the first organisation", async () => {
    const { admin, outsider } = world.people;
    const export_ = await outsider.api('/api/candidates/bulk/export', {
      method: 'POST',
      json: { selection: { ids: [sharedId] } },
    });
    expect((await export_.text()).trimEnd().split('\r\n')).toHaveLength(1);
    const list = (await (
      await admin.api('/api/candidates?sort=name&page_size=100')
    ).json()) as TalentPoolList;
    const byName = (name: string) => list.items.filter((item) => item.name === name);
    // The shared profile kept the tags only the organisation's own staff (member, admin) added.
    expect(byName('Matrix Shared')[0]!.tags).toHaveLength(3);
    // One doomed profile per caller; only the admin may erase, so only the admin's is gone from the list.
    expect(byName('Matrix Doomed')).toHaveLength(4);
    // The outsider's invite was refused: only the member's and the admin's invitees were invited.
    expect(
      byName('Matrix Invitee')
        .map((item) => item.interviews)
        .sort(),
    ).toEqual([0, 0, 0, 1, 1]);
  });
});
