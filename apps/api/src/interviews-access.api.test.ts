import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidate, interviewToken, invite, openJob, subscribe } from './testing/interview-fixtures.ts';
import { jsonFetch, newAdmin, newMember, type StaffSession, uniqueEmail } from './testing/staff-client.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Authorization matrix (docs/product/users.md) for the AI interview routes: every staff route × {anonymous,
 * candidate link, member, admin, admin of another organisation, deactivated user}, and the candidate routes
 * with a valid, a foreign and a garbage link.
 */
let t: TestApp;
let admin: StaffSession;
let member: StaffSession & { id: number };
let deactivated: StaffSession & { id: number };
let outsider: StaffSession;
let jobId: number;
let questionId: string;
let linkToken: string;

/** A fresh pending invitation of the first organisation (rows that change it get their own). */
async function invitation(): Promise<{ id: number; token: string }> {
  const email = uniqueEmail('matrix');
  const res = await invite(admin, jobId, [{ name: 'Matrix Candidate', email }]);
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { results: { job_candidate_id: number }[] };
  return { id: body.results[0]!.job_candidate_id, token: await interviewToken(t.url, email) };
}

let sharedId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Interviews Matrix Org' });
  outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Interviews Outsider Org' });
  member = await newMember(t.url, admin, { name: 'Matrix Member' });
  deactivated = await newMember(t.url, admin, { name: 'Gone Member' });
  const off = await admin.api(`/api/users/${deactivated.id}`, {
    method: 'PUT',
    json: { name: 'Gone Member', is_admin: false, is_active: false },
  });
  if (off.status !== 200) throw new Error(`deactivate failed: ${off.status}`);
  await subscribe(t.url, admin, 'enterprise');
  const job = await openJob(admin);
  jobId = job.id;
  questionId = job.questions[0]!.id;
  const shared = await invitation();
  sharedId = shared.id;
  linkToken = shared.token;
}, 120_000);
afterAll(async () => t?.close());

interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH';
  route: string;
  path: () => string | Promise<string>;
  body?: () => unknown;
  ok: number;
  /** Names a record of the first organisation: another organisation's admin gets 404. */
  scopedId?: boolean;
}

const routes: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/job-candidates/invitations/current/count',
    path: () => '/api/job-candidates/invitations/current/count',
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/jobs/:id/candidates/invitations',
    path: () => `/api/jobs/${jobId}/candidates/invitations`,
    body: () => ({ candidates: [{ name: 'Row Person', email: uniqueEmail('row') }] }),
    ok: 201,
    scopedId: true,
  },
  { method: 'GET', route: '/api/job-candidates', path: () => '/api/job-candidates?status=pending', ok: 200 },
  {
    method: 'GET',
    route: '/api/job-candidates/:id',
    path: () => `/api/job-candidates/${sharedId}`,
    ok: 200,
    scopedId: true,
  },
  {
    method: 'PATCH',
    route: '/api/job-candidates/:id',
    path: () => `/api/job-candidates/${sharedId}`,
    body: () => ({ notes: 'Matrix note' }),
    ok: 200,
    scopedId: true,
  },
  {
    method: 'POST',
    route: '/api/job-candidates/:id/resend',
    path: () => `/api/job-candidates/${sharedId}/resend`,
    ok: 200,
    scopedId: true,
  },
  {
    method: 'POST',
    route: '/api/job-candidates/:id/extend',
    path: () => `/api/job-candidates/${sharedId}/extend`,
    body: () => ({ days: 1 }),
    ok: 200,
    scopedId: true,
  },
  {
    method: 'POST',
    route: '/api/job-candidates/:id/cancel',
    path: async () => `/api/job-candidates/${(await invitation()).id}/cancel`,
    ok: 200,
    scopedId: true,
  },
  {
    method: 'GET',
    route: '/api/jobs/:id/interview-preview',
    path: () => `/api/jobs/${jobId}/interview-preview`,
    ok: 200,
    scopedId: true,
  },
];

async function call(session: StaffSession | null, route: RouteCase, bearer?: string): Promise<Response> {
  const body = route.body?.();
  const init: RequestInit & { json?: unknown } = { method: route.method };
  if (body !== undefined) init.json = body;
  if (bearer) init.headers = { authorization: `Bearer ${bearer}` };
  const path = await route.path();
  return session ? session.api(path, init) : jsonFetch(`${t.url}${path}`, init);
}

describe('authorization matrix: interviews are organisation-scoped, another organisation → 404', () => {
  it('every staff route declares member access and every candidate route candidate or public access', () => {
    for (const route of routes) {
      const declared = t.app.routeAccess.find((r) => r.method === route.method && r.url === route.route);
      expect(declared?.access, `${route.method} ${route.route}`).toBe('member');
    }
    const candidateRoutes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/interview/'));
    expect(candidateRoutes.length).toBe(6);
    for (const r of candidateRoutes) expect(r.access, `${r.method} ${r.url}`).toBe('candidate');
    for (const r of t.app.routeAccess.filter((x) => x.url.startsWith('/api/public/jobs')))
      expect(r.access).toBe('public');
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
    it(`${name}: candidate link token as bearer → 401`, async () => {
      expect((await call(null, route, linkToken)).status).toBe(401);
    });
    it(`${name}: member → ${route.ok}`, async () => {
      expect((await call(member, route)).status).toBe(route.ok);
    });
    it(`${name}: admin → ${route.ok}`, async () => {
      expect((await call(admin, route)).status).toBe(route.ok);
    });
    it(`${name}: admin of another organisation → ${route.scopedId ? 404 : route.ok}`, async () => {
      expect((await call(outsider, route)).status).toBe(route.scopedId ? 404 : route.ok);
    });
    it(`${name}: deactivated user → 401`, async () => {
      expect((await call(deactivated, route)).status).toBe(401);
    });
  }

  it('candidate routes: the valid link works without a session; garbage and foreign-shaped links are 404', async () => {
    const { token } = await invitation();
    const c = candidate(t.url, token);
    expect((await c.state()).status).toBe(200);
    expect((await c.start()).status).toBe(200);
    for (const bad of [
      'garbage',
      'x'.repeat(43),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const g = candidate(t.url, bad);
      expect((await g.state()).status, bad).toBe(404);
      expect((await g.start()).status, bad).toBe(404);
      expect((await g.answer(questionId, { text: 'x' })).status, bad).toBe(404);
      expect((await g.chunk(questionId, 0, new Uint8Array([1]))).status, bad).toBe(404);
    }
    // Staff get nothing extra on candidate routes: a staff bearer on a garbage link is still 404.
    const staffOnGarbage = await fetch(`${t.url}/api/interview/garbage`, {
      headers: { authorization: `Bearer ${admin.idToken}` },
    });
    expect(staffOnGarbage.status).toBe(404);
  });

  it("another organisation's admin changed nothing in the first organisation", async () => {
    const detail = (await (await admin.api(`/api/job-candidates/${sharedId}`)).json()) as {
      notes: string;
      decision: string;
      status: string;
    };
    expect(detail.decision).toBe('none');
    expect(detail.status).toBe('invited');
    const theirs = (await (await outsider.api('/api/job-candidates')).json()) as { total: number };
    expect(theirs.total).toBe(0);
  });
});
