import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, describeAccessMatrix, type MatrixRoute, useMatrixWorld } from './testing/access-matrix.ts';
import { candidate, interviewToken, invite, openJob, subscribe } from './testing/interview-fixtures.ts';
import { type StaffSession, uniqueEmail } from './testing/staff-client.ts';

/**
 * Authorization matrix (docs/product/users.md) for the AI interview routes: every staff route × {anonymous,
 * candidate link, member, admin, admin of another organisation, deactivated user}, and the candidate routes
 * with a valid, a foreign and a garbage link.
 */
const world = useMatrixWorld('Interviews Matrix Org');
const { t } = world;
let admin: StaffSession;
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
  ({ admin, outsider } = world.people);
  await subscribe(t.url, admin, 'enterprise');
  const job = await openJob(admin);
  jobId = job.id;
  questionId = job.questions[0]!.id;
  const shared = await invitation();
  sharedId = shared.id;
  linkToken = shared.token;
}, 120_000);

/** Every staff interview route is open to members of the organisation. */
const routes: MatrixRoute[] = [
  {
    method: 'GET',
    route: '/api/job-candidates/invitations/current/count',
    access: 'member',
    path: () => '/api/job-candidates/invitations/current/count',
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/jobs/:id/candidates/invitations',
    access: 'member',
    path: () => `/api/jobs/${jobId}/candidates/invitations`,
    body: () => ({ candidates: [{ name: 'Row Person', email: uniqueEmail('row') }] }),
    ok: 201,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/job-candidates',
    access: 'member',
    path: () => '/api/job-candidates?status=pending',
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/job-candidates/:id',
    access: 'member',
    path: () => `/api/job-candidates/${sharedId}`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'PATCH',
    route: '/api/job-candidates/:id',
    access: 'member',
    path: () => `/api/job-candidates/${sharedId}`,
    body: () => ({ notes: 'Matrix note' }),
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/job-candidates/:id/resend',
    access: 'member',
    path: () => `/api/job-candidates/${sharedId}/resend`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/job-candidates/:id/extend',
    access: 'member',
    path: () => `/api/job-candidates/${sharedId}/extend`,
    body: () => ({ days: 1 }),
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/job-candidates/:id/cancel',
    access: 'member',
    path: async () => `/api/job-candidates/${(await invitation()).id}/cancel`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/jobs/:id/interview-preview',
    access: 'member',
    path: () => `/api/jobs/${jobId}/interview-preview`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/job-candidates/:id/oversight',
    access: 'member',
    path: () => `/api/job-candidates/${sharedId}/oversight`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/oversight-records.csv',
    access: 'member',
    path: () => '/api/oversight-records.csv?from=2026-01-01&to=2026-12-31',
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/jobs/:id/insights',
    access: 'member',
    path: () => `/api/jobs/${jobId}/insights`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/jobs/:id/insights/fairness',
    access: 'member',
    path: () => `/api/jobs/${jobId}/insights/fairness`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/jobs/:id/insights/fairness.csv',
    access: 'member',
    path: () => `/api/jobs/${jobId}/insights/fairness.csv`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/jobs/:id/insights.csv',
    access: 'member',
    path: () => `/api/jobs/${jobId}/insights.csv`,
    ok: 200,
    outsider: 404,
  },
];

describeAccessMatrix(
  'authorization matrix: interviews are organisation-scoped, another organisation → 404',
  routes,
  world,
);

describe('authorization matrix: interviews', () => {
  it('every candidate route declares candidate access and the public job routes public access', () => {
    const candidateRoutes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/interview/'));
    expect(candidateRoutes.length).toBe(7);
    for (const r of candidateRoutes) expect(r.access, `${r.method} ${r.url}`).toBe('candidate');
    for (const r of t.app.routeAccess.filter((x) => x.url.startsWith('/api/public/jobs')))
      expect(r.access).toBe('public');
  });

  for (const route of routes) {
    it(`${route.method} ${route.route}: candidate link token as bearer → 401`, async () => {
      expect((await callAs(t.url, world.people, 'anonymous', route, linkToken)).status).toBe(401);
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
      const demographics = await fetch(`${t.url}/api/interview/${bad}/demographics`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gender: null, ethnicity: null }),
      });
      expect(demographics.status, bad).toBe(404);
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
