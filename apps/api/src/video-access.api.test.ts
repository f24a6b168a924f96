import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, describeAccessMatrix, type MatrixRoute, useMatrixWorld } from './testing/access-matrix.ts';
import { invite, openJob, subscribe } from './testing/interview-fixtures.ts';
import { outboxFor, type StaffSession, uniqueEmail } from './testing/staff-client.ts';

/**
 * Authorization matrix (docs/product/users.md) for the live video interview routes: every staff route ×
 * {anonymous, candidate link, member, admin, admin of another organisation, deactivated user}, and the public
 * room route, which answers the same to everyone (docs/product/video-interviews.md).
 */
const world = useMatrixWorld('Video Matrix Org');
const { t } = world;
let admin: StaffSession;
let jobId: number;
let jobCandidateId: number;
let liveId: number;
let roomToken: string;

const future = () => new Date(Date.now() + 48 * 3_600_000).toISOString();

/** A live interview of the first organisation, scheduled for a fresh job candidate; its id and room token. */
async function liveInterview(): Promise<{ id: number; jobCandidateId: number; token: string }> {
  const email = uniqueEmail('video-matrix');
  const invited = await invite(admin, jobId, [{ name: 'Matrix Candidate', email }]);
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status}`);
  const jc = ((await invited.json()) as { results: { job_candidate_id: number }[] }).results[0]!
    .job_candidate_id;
  const res = await admin.api(`/api/job-candidates/${jc}/live-interviews`, {
    method: 'POST',
    json: { starts_at: future(), duration_minutes: 30, time_zone: 'UTC' },
  });
  if (res.status !== 201) throw new Error(`schedule failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  const mail = (await outboxFor(t.url, email)).find((m) => m.kind === 'live_interview_invitation');
  const token = mail?.text.match(/\/video-call\?room=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error('no room link');
  return { id, jobCandidateId: jc, token };
}

beforeAll(async () => {
  ({ admin } = world.people);
  await subscribe(t.url, admin, 'enterprise');
  jobId = (await openJob(admin)).id;
  const shared = await liveInterview();
  liveId = shared.id;
  jobCandidateId = shared.jobCandidateId;
  roomToken = shared.token;
}, 120_000);

const routes: MatrixRoute[] = [
  {
    method: 'POST',
    route: '/api/job-candidates/:id/live-interviews',
    access: 'member',
    path: () => `/api/job-candidates/${jobCandidateId}/live-interviews`,
    body: () => ({ starts_at: future(), duration_minutes: 15, time_zone: 'Europe/Paris' }),
    ok: 201,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/job-candidates/:id/live-interviews',
    access: 'member',
    path: () => `/api/job-candidates/${jobCandidateId}/live-interviews`,
    ok: 200,
    outsider: 404,
  },
  {
    // Organisation-scoped: another organisation's admin gets their own (empty) list.
    method: 'GET',
    route: '/api/live-interviews/upcoming',
    access: 'member',
    path: () => '/api/live-interviews/upcoming',
    ok: 200,
  },
  {
    method: 'PATCH',
    route: '/api/live-interviews/:id',
    access: 'member',
    path: () => `/api/live-interviews/${liveId}`,
    body: () => ({ duration_minutes: 60 }),
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/live-interviews/:id/cancel',
    access: 'member',
    // Cancelling is once per live interview: each allowed call gets its own.
    path: async () => `/api/live-interviews/${(await liveInterview()).id}/cancel`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/live-interviews/:id/end',
    access: 'member',
    // Ending is once per live interview: each allowed call gets its own.
    path: async () => `/api/live-interviews/${(await liveInterview()).id}/end`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'PUT',
    route: '/api/live-interviews/:id/notes',
    access: 'member',
    path: () => `/api/live-interviews/${liveId}/notes`,
    body: () => ({ notes: 'Matrix note' }),
    ok: 200,
    outsider: 404,
  },
  {
    method: 'PUT',
    route: '/api/live-interviews/:id/scorecard',
    access: 'member',
    path: () => `/api/live-interviews/${liveId}/scorecard`,
    body: () => ({ ratings: [{ skill: 'Matrix', rating: 3 }], recommendation: 'maybe' }),
    ok: 200,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/video/rooms/:token',
    access: 'public',
    path: () => `/api/video/rooms/${roomToken}`,
    ok: 200,
  },
];

describeAccessMatrix(
  'authorization matrix: live video interviews are organisation-scoped, another organisation → 404',
  routes,
  world,
);

describe('authorization matrix: live video interviews', () => {
  for (const route of routes.filter((r) => r.access !== 'public')) {
    it(`${route.method} ${route.route}: candidate room token as bearer → 401`, async () => {
      expect((await callAs(t.url, world.people, 'anonymous', route, roomToken)).status).toBe(401);
    });
  }

  it('the signalling WebSocket declares candidate access (checked by the route: the room token, the ID token in the first message); plain HTTP is 426 for everyone', async () => {
    const declared = t.app.routeAccess.find((r) => r.url === '/api/video/rooms/:token/signal');
    expect(declared?.access).toBe('candidate');
    const url = `${t.url}/api/video/rooms/${roomToken}/signal`;
    expect((await fetch(url)).status).toBe(426);
    const asAdmin = await fetch(url, { headers: { authorization: `Bearer ${admin.idToken}` } });
    expect(asAdmin.status).toBe(426);
  });

  it("another organisation's admin changed nothing in the first organisation", async () => {
    const { outsider } = world.people;
    const list = (await (
      await admin.api(`/api/job-candidates/${jobCandidateId}/live-interviews`)
    ).json()) as {
      items: { id: number; notes: string; status: string }[];
    };
    const shared = list.items.find((i) => i.id === liveId);
    expect(shared).toMatchObject({ notes: 'Matrix note', status: 'scheduled' });
    const theirs = await outsider.api(`/api/job-candidates/${jobCandidateId}/live-interviews`);
    expect(theirs.status).toBe(404);
  });
});
