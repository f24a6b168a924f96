import { beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from './modules/billing/credits.service.ts';
import { describeAccessMatrix, type MatrixRoute, useMatrixWorld } from './testing/access-matrix.ts';
import { createJob, publishableJob } from './testing/job-fixtures.ts';

/**
 * Authorization matrix (docs/product/users.md) for the jobs, AI drafts, skills and job-credit routes:
 * every route × {anonymous, member, admin, admin of another organisation, deactivated user}.
 */
const world = useMatrixWorld('Jobs Matrix Org');
/** A draft of the first organisation that the read and update rows use. */
let sharedJobId: number;

beforeAll(async () => {
  const { admin } = world.people;
  const { organisation_id } = (await (await admin.api('/api/users/current')).json()) as {
    organisation_id: number;
  };
  // Every row that needs an open job publishes a fresh one.
  await grantCredits(world.t.app.ctx.db, organisation_id, { amount: 100, reason: 'adjustment' });
  sharedJobId = (await createJob(admin, publishableJob({ title: 'Matrix shared job' }))).id;
}, 120_000);

/** A job of the first organisation in the given status, made fresh for each call. */
async function jobIn(status: 'draft' | 'open' | 'paused'): Promise<number> {
  const { admin } = world.people;
  const { id } = await createJob(admin, publishableJob({ title: `Matrix ${status} job` }));
  if (status === 'draft') return id;
  const published = await admin.api(`/api/jobs/${id}/publish`, { method: 'POST' });
  if (published.status !== 200) throw new Error(`publish failed: ${published.status}`);
  if (status === 'paused') await admin.api(`/api/jobs/${id}/pause`, { method: 'POST' });
  return id;
}

const routes: MatrixRoute[] = [
  {
    method: 'POST',
    route: '/api/jobs',
    access: 'member',
    path: () => '/api/jobs',
    body: () => publishableJob({ title: 'Matrix created job' }),
    ok: 201,
  },
  { method: 'GET', route: '/api/jobs', access: 'member', path: () => '/api/jobs?search=matrix', ok: 200 },
  {
    method: 'GET',
    route: '/api/jobs/:id',
    access: 'member',
    path: () => `/api/jobs/${sharedJobId}`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'PUT',
    route: '/api/jobs/:id',
    access: 'member',
    path: () => `/api/jobs/${sharedJobId}`,
    body: () => publishableJob({ title: 'Matrix shared job' }),
    ok: 200,
    outsider: 404,
  },
  {
    method: 'DELETE',
    route: '/api/jobs/:id',
    access: 'member',
    path: async () => `/api/jobs/${await jobIn('draft')}`,
    ok: 204,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/jobs/:id/publish',
    access: 'member',
    path: async () => `/api/jobs/${await jobIn('draft')}/publish`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/jobs/:id/pause',
    access: 'member',
    path: async () => `/api/jobs/${await jobIn('open')}/pause`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/jobs/:id/reopen',
    access: 'member',
    path: async () => `/api/jobs/${await jobIn('paused')}/reopen`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/jobs/:id/close',
    access: 'member',
    path: async () => `/api/jobs/${await jobIn('open')}/close`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/jobs/ai/description',
    access: 'member',
    path: () => '/api/jobs/ai/description',
    body: () => ({
      title: 'Data Analyst',
      seniority: 'junior',
      required_skills: ['SQL'],
      work_mode: 'remote',
    }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/jobs/ai/questions',
    access: 'member',
    path: () => '/api/jobs/ai/questions',
    body: () => ({ title: 'Data Analyst', seniority: 'junior', required_skills: ['SQL'], count: 3 }),
    ok: 200,
  },
  { method: 'GET', route: '/api/skills', access: 'member', path: () => '/api/skills?search=sq', ok: 200 },
  {
    method: 'GET',
    route: '/api/job-credits/remaining',
    access: 'member',
    path: () => '/api/job-credits/remaining',
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/job-credits/ledger',
    access: 'admin',
    path: () => '/api/job-credits/ledger',
    ok: 200,
  },
];

describeAccessMatrix(
  'authorization matrix: jobs are organisation-scoped, another organisation → 404',
  routes,
  world,
);

describe('authorization matrix: jobs', () => {
  it("another organisation's admin changed nothing in the first organisation", async () => {
    const { admin, outsider } = world.people;
    const job = (await (await admin.api(`/api/jobs/${sharedJobId}`)).json()) as {
      title: string;
      status: string;
    };
    expect(job).toMatchObject({ title: 'Matrix shared job', status: 'draft' });
    const outsiderJobs = (await (await outsider.api('/api/jobs')).json()) as { items: { title: string }[] };
    expect(
      outsiderJobs.items.every((j) => !j.title.startsWith('Matrix ') || j.title === 'Matrix created job'),
    ).toBe(true);
    const remaining = (await (await outsider.api('/api/job-credits/remaining')).json()) as {
      remaining: number;
    };
    expect(remaining.remaining).toBe(1);
  });
});
