import type { CandidateProfile } from '@talvio/contracts/talent';
import { beforeAll } from 'vitest';
import { describeAccessMatrix, type MatrixRoute, useMatrixWorld } from './testing/access-matrix.ts';
import { addProfile, merged } from './testing/duplicate-fixtures.ts';
import type { StaffSession } from './testing/staff-client.ts';

/**
 * Authorization matrix (docs/product/users.md) for duplicate profiles (docs/product/candidate-duplicates.md, **who
 * may see what**): every route × {anonymous, member, admin, admin of another organisation, deactivated user}.
 */
const world = useMatrixWorld('Duplicates Matrix Org');
const { t } = world;
let admin: StaffSession;
let shared: CandidateProfile;
let phones = 0;

/** Two profiles of the first organisation with the same phone: a fresh pair for each call that changes them. */
async function pair(): Promise<[CandidateProfile, CandidateProfile]> {
  const phone = `+4477009${String(20_000 + ++phones).slice(-5)}`;
  const settled = () => t.app.talentQueue.settled();
  return [
    await addProfile(admin, settled, { name: 'Matrix Person', phone }),
    await addProfile(admin, settled, { name: 'Matrix Person', phone }),
  ];
}

/** The pair a merge call is about: made when its body is (which is before its path). */
let merging: [CandidateProfile, CandidateProfile] | undefined;

beforeAll(async () => {
  ({ admin } = world.people);
  [shared] = await pair();
}, 120_000);

const routes: MatrixRoute[] = [
  {
    method: 'GET',
    route: '/api/candidates/:id/duplicates',
    access: 'member',
    path: () => `/api/candidates/${shared.id}/duplicates`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/candidates/:id/merge',
    access: 'member',
    body: async () => {
      merging = await pair();
      return { other_id: merging[1].id, fields: { name: 'other' } };
    },
    path: () => `/api/candidates/${merging![0].id}/merge`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/candidates/merges/:mergeId/undo',
    access: 'member',
    path: async () => {
      const [kept, other] = await pair();
      const merge = await merged(admin, kept.id, { other_id: other.id });
      return `/api/candidates/merges/${merge.merge_id}/undo`;
    },
    ok: 200,
    outsider: 404,
  },
];

describeAccessMatrix(
  'authorization matrix: who may see what — duplicate suggestions, merges and undos are organisation-scoped, another organisation → 404',
  routes,
  world,
);
