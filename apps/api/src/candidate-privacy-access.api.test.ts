import { candidates } from '@talvio/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAccessMatrix, type MatrixRoute, useMatrixWorld } from './testing/access-matrix.ts';
import { uniqueEmail } from './testing/staff-client.ts';

/**
 * Authorization matrix (docs/product/users.md) for candidate privacy (docs/product/candidate-privacy.md): erasing is
 * for admins only, exporting for every staff member; another organisation's profiles are 404.
 */
const world = useMatrixWorld('Privacy Matrix Org');
const { t } = world;
let organisationId: number;
let sharedId: number;

/** A fresh profile of the first organisation (an erased one cannot be erased again). */
async function profile(): Promise<number> {
  const [row] = await t.app.ctx.db
    .insert(candidates)
    .values({ organisationId, name: 'Matrix Person', email: uniqueEmail('matrix'), source: 'manual' })
    .returning({ id: candidates.id });
  return row!.id;
}

beforeAll(async () => {
  const current = (await (await world.people.admin.api('/api/users/current')).json()) as {
    organisation_id: number;
  };
  organisationId = current.organisation_id;
  sharedId = await profile();
});

const routes: MatrixRoute[] = [
  {
    method: 'POST',
    route: '/api/candidates/:id/erase',
    access: 'admin',
    path: async () => `/api/candidates/${await profile()}/erase`,
    ok: 204,
    outsider: 404,
  },
  {
    method: 'DELETE',
    route: '/api/candidates/:id',
    access: 'admin',
    path: async () => `/api/candidates/${await profile()}`,
    ok: 204,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/candidates/:id/export',
    access: 'member',
    path: () => `/api/candidates/${sharedId}/export`,
    ok: 200,
    outsider: 404,
  },
];

describeAccessMatrix(
  'authorization matrix: candidate privacy — erasing is for admins, exporting for staff, another organisation → 404',
  routes,
  world,
);

describe('authorization matrix: candidate privacy', () => {
  it('who may erase: refused callers changed nothing; the shared profile keeps its data', async () => {
    const [row] = await t.app.ctx.db.select().from(candidates).where(eq(candidates.id, sharedId));
    expect(row).toMatchObject({ name: 'Matrix Person', erasedAt: null });
  });
});
