import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from './modules/billing/credits.service.ts';
import { createJob, publishableJob } from './testing/job-fixtures.ts';
import { jsonFetch, newAdmin, newMember, type StaffSession } from './testing/staff-client.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Authorization matrix (docs/product/users.md) for the jobs, AI drafts, skills and job-credit routes:
 * every route × {anonymous, member, admin, admin of another organisation, deactivated user}.
 */
let t: TestApp;
let admin: StaffSession;
let member: StaffSession & { id: number };
let deactivated: StaffSession & { id: number };
let outsider: StaffSession;
/** A draft of the first organisation that the read and update rows use. */
let sharedJobId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Jobs Matrix Org' });
  outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Jobs Outsider Org' });
  member = await newMember(t.url, admin, { name: 'Matrix Member' });
  deactivated = await newMember(t.url, admin, { name: 'Gone Member' });
  const off = await admin.api(`/api/users/${deactivated.id}`, {
    method: 'PUT',
    json: { name: 'Gone Member', is_admin: false, is_active: false },
  });
  if (off.status !== 200) throw new Error(`deactivate failed: ${off.status}`);
  const { organisation_id } = (await (await admin.api('/api/users/current')).json()) as {
    organisation_id: number;
  };
  // Every row that needs an open job publishes a fresh one.
  await grantCredits(t.app.ctx.db, organisation_id, { amount: 100, reason: 'adjustment' });
  sharedJobId = (await createJob(admin, publishableJob({ title: 'Matrix shared job' }))).id;
}, 120_000);
afterAll(async () => t?.close());

type Access = 'member' | 'admin';
interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  access: Access;
  path: () => string | Promise<string>;
  body?: () => unknown;
  ok: number;
  /** The path names a job of the first organisation: another organisation's admin gets 404. */
  scopedId?: boolean;
}

/** A job of the first organisation in the given status, made fresh for each call. */
async function jobIn(status: 'draft' | 'open' | 'paused'): Promise<number> {
  const { id } = await createJob(admin, publishableJob({ title: `Matrix ${status} job` }));
  if (status === 'draft') return id;
  const published = await admin.api(`/api/jobs/${id}/publish`, { method: 'POST' });
  if (published.status !== 200) throw new Error(`publish failed: ${published.status}`);
  if (status === 'paused') await admin.api(`/api/jobs/${id}/pause`, { method: 'POST' });
  return id;
}

const routes: RouteCase[] = [
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
    scopedId: true,
  },
  {
    method: 'PUT',
    route: '/api/jobs/:id',
    access: 'member',
    path: () => `/api/jobs/${sharedJobId}`,
    body: () => publishableJob({ title: 'Matrix shared job' }),
    ok: 200,
    scopedId: true,
  },
  {
    method: 'DELETE',
    route: '/api/jobs/:id',
    access: 'member',
    path: async () => `/api/jobs/${await jobIn('draft')}`,
    ok: 204,
    scopedId: true,
  },
  {
    method: 'POST',
    route: '/api/jobs/:id/publish',
    access: 'member',
    path: async () => `/api/jobs/${await jobIn('draft')}/publish`,
    ok: 200,
    scopedId: true,
  },
  {
    method: 'POST',
    route: '/api/jobs/:id/pause',
    access: 'member',
    path: async () => `/api/jobs/${await jobIn('open')}/pause`,
    ok: 200,
    scopedId: true,
  },
  {
    method: 'POST',
    route: '/api/jobs/:id/reopen',
    access: 'member',
    path: async () => `/api/jobs/${await jobIn('paused')}/reopen`,
    ok: 200,
    scopedId: true,
  },
  {
    method: 'POST',
    route: '/api/jobs/:id/close',
    access: 'member',
    path: async () => `/api/jobs/${await jobIn('open')}/close`,
    ok: 200,
    scopedId: true,
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

async function call(session: StaffSession | null, route: RouteCase): Promise<Response> {
  const body = route.body?.();
  const init: RequestInit & { json?: unknown } = { method: route.method };
  if (body !== undefined) init.json = body;
  const path = await route.path();
  return session ? session.api(path, init) : jsonFetch(`${t.url}${path}`, init);
}

describe('authorization matrix: jobs are organisation-scoped, another organisation → 404', () => {
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

    it(`${name}: anonymous → 401`, async () => {
      const res = await call(null, route);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    });

    it(`${name}: member → ${route.access === 'admin' ? 403 : route.ok}`, async () => {
      expect((await call(member, route)).status).toBe(route.access === 'admin' ? 403 : route.ok);
    });

    it(`${name}: admin → ${route.ok}`, async () => {
      expect((await call(admin, route)).status).toBe(route.ok);
    });

    it(`${name}: admin of another organisation → ${route.scopedId ? 404 : route.ok}`, async () => {
      const res = await call(outsider, route);
      expect(res.status).toBe(route.scopedId ? 404 : route.ok);
      if (route.scopedId) expect(res.headers.get('content-type')).toContain('application/problem+json');
    });

    it(`${name}: deactivated user → 401`, async () => {
      expect((await call(deactivated, route)).status).toBe(401);
    });
  }

  it("another organisation's admin changed nothing in the first organisation", async () => {
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
