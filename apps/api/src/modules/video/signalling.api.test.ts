import { liveInterviews } from '@talvio/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { invite, openJob, subscribe } from '../../testing/interview-fixtures.ts';
import {
  newAdmin,
  newMember,
  outboxFor,
  type StaffSession,
  uniqueEmail,
} from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { setHeartbeatMs } from './signalling.ts';

/** docs/product/video-interviews.md and docs/decisions/0021-live-video-interviews.md (signalling). */
const t = useTestApp();

let admin: StaffSession;
let colleague: StaffSession;
let outsider: StaffSession;
let jobId: number;

type Message = Record<string, unknown> & { type: string };

/** A WebSocket client that queues what it receives, so a test can wait for the next message or the close. */
function connect(token: string, { answerPings = true } = {}) {
  const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}/api/video/rooms/${token}/signal`, {
    autoPong: answerPings,
  });
  const queue: Message[] = [];
  const waiting: ((m: Message) => void)[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    closed,
    async send(message: unknown) {
      await opened;
      ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    next(): Promise<Message> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        waiting.push(resolve);
        setTimeout(() => reject(new Error('no message within 5 s')), 5_000).unref();
      });
    },
  };
}

async function joinAs(
  token: string,
  role: 'candidate' | 'interviewer',
  session: StaffSession = admin,
  options: { answerPings?: boolean } = {},
) {
  const client = connect(token, options);
  await client.send(
    role === 'candidate' ? { type: 'join', role } : { type: 'join', role, id_token: session.idToken },
  );
  return client;
}

/** A live interview scheduled by the admin; `startsIn` minutes from now (moved in the database when past). */
async function room(startsIn = 0): Promise<{ id: number; token: string }> {
  const email = uniqueEmail('signal');
  const invited = await invite(admin, jobId, [{ name: 'Signal Candidate', email }]);
  const jc = ((await invited.json()) as { results: { job_candidate_id: number }[] }).results[0]!
    .job_candidate_id;
  const res = await admin.api(`/api/job-candidates/${jc}/live-interviews`, {
    method: 'POST',
    json: {
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      duration_minutes: 30,
      time_zone: 'UTC',
    },
  });
  const { id } = (await res.json()) as { id: number };
  await t.app.ctx.db
    .update(liveInterviews)
    .set({ startsAt: new Date(Date.now() + startsIn * 60_000) })
    .where(eq(liveInterviews.id, id));
  const mail = (await outboxFor(t.url, email)).find((m) => m.kind === 'live_interview_invitation');
  return { id, token: mail!.text.match(/\/video-call\?room=([A-Za-z0-9_-]{43})/)![1]! };
}

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Signal Org' });
  colleague = await newMember(t.url, admin, { name: 'Colleague Member' });
  outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Other Signal Org' });
  await subscribe(t.url, admin, 'enterprise');
  jobId = (await openJob(admin)).id;
}, 120_000);

describe('signalling (GET /video/rooms/{token}/signal)', () => {
  it('two parties: the candidate and an interviewer join; offer, answer, ICE candidates and chat are relayed between them', async () => {
    const { token } = await room();
    const candidate = await joinAs(token, 'candidate');
    expect(await candidate.next()).toMatchObject({
      type: 'joined',
      role: 'candidate',
      peer_present: false,
      ice_servers: [{ urls: 'stun:stun.l.google.com:19302' }],
    });
    // Any staff member of the organisation takes the interviewer's seat, not only the scheduler.
    const interviewer = await joinAs(token, 'interviewer', colleague);
    expect(await interviewer.next()).toMatchObject({
      type: 'joined',
      role: 'interviewer',
      peer_present: true,
    });
    expect(await candidate.next()).toEqual({ type: 'peer_joined', role: 'interviewer' });

    await interviewer.send({ type: 'offer', sdp: 'v=0 offer' });
    expect(await candidate.next()).toEqual({ type: 'offer', sdp: 'v=0 offer', from: 'interviewer' });
    await candidate.send({ type: 'answer', sdp: 'v=0 answer' });
    expect(await interviewer.next()).toEqual({ type: 'answer', sdp: 'v=0 answer', from: 'candidate' });
    const ice = {
      candidate: 'candidate:1 1 udp 2122260223 10.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    await candidate.send({ type: 'ice', candidate: ice });
    expect(await interviewer.next()).toEqual({ type: 'ice', candidate: ice, from: 'candidate' });
    await interviewer.send({ type: 'chat', text: 'Can you hear me?' });
    expect(await candidate.next()).toMatchObject({
      type: 'chat',
      text: 'Can you hear me?',
      from: 'interviewer',
    });

    await candidate.send({ type: 'leave' });
    expect(await interviewer.next()).toEqual({ type: 'leave', from: 'candidate' });
    expect(await interviewer.next()).toEqual({ type: 'peer_left', role: 'candidate' });
    expect((await candidate.closed).code).toBe(1000);
    interviewer.ws.close();
  });

  it('two parties: a third connection is refused with close code 4409, and so is a second candidate', async () => {
    const { token } = await room();
    const candidate = await joinAs(token, 'candidate');
    await candidate.next();
    const secondCandidate = await joinAs(token, 'candidate');
    expect(await secondCandidate.closed).toEqual({ code: 4409, reason: "The candidate's seat is taken." });
    const interviewer = await joinAs(token, 'interviewer');
    await interviewer.next();
    const third = await joinAs(token, 'interviewer', colleague);
    expect(await third.closed).toEqual({ code: 4409, reason: 'This room already has two people.' });
    // The first two are still connected and talking.
    await candidate.send({ type: 'chat', text: 'still here' });
    expect((await candidate.next()).type).toBe('peer_joined');
    expect(await interviewer.next()).toMatchObject({ type: 'chat', text: 'still here' });
    candidate.ws.close();
    interviewer.ws.close();
  });

  it("two parties: the interviewer's seat needs a valid ID token of staff of the room's organisation", async () => {
    const { token } = await room();
    for (const [join, label] of [
      [{ type: 'join', role: 'interviewer', id_token: outsider.idToken }, 'another organisation'],
      [{ type: 'join', role: 'interviewer', id_token: 'not-a-token' }, 'a bad token'],
      [{ type: 'join', role: 'interviewer' }, 'no token'],
      [{ type: 'join', role: 'host' }, 'an unknown role'],
      ['not json', 'not JSON'],
    ] as const) {
      const client = connect(token);
      await client.send(join);
      expect((await client.closed).code, label).toBe(4401);
    }
  });

  it('join window: joining is refused before the room opens, after it closes, for a cancelled room and an unknown token', async () => {
    const early = await room(11);
    expect((await connect(early.token).closed).code).toBe(4403);
    const over = await room(-31);
    expect((await connect(over.token).closed).code).toBe(4410);
    expect((await connect('x'.repeat(43)).closed).code).toBe(4404);
    const cancelled = await room();
    await admin.api(`/api/live-interviews/${cancelled.id}/cancel`, { method: 'POST' });
    expect(await connect(cancelled.token).closed).toMatchObject({ code: 4410 });
  });

  it('cancelling: cancelling the live interview closes both parties’ connections', async () => {
    const { id, token } = await room();
    const candidate = await joinAs(token, 'candidate');
    await candidate.next();
    const interviewer = await joinAs(token, 'interviewer');
    await interviewer.next();
    await admin.api(`/api/live-interviews/${id}/cancel`, { method: 'POST' });
    expect(await candidate.closed).toEqual({ code: 4410, reason: 'This video interview was cancelled.' });
    expect((await interviewer.closed).code).toBe(4410);
  });

  it('ending: the interviewer ending the live interview closes both parties’ connections, saying so', async () => {
    const { id, token } = await room();
    const candidate = await joinAs(token, 'candidate');
    await candidate.next();
    const interviewer = await joinAs(token, 'interviewer');
    await interviewer.next();
    expect((await admin.api(`/api/live-interviews/${id}/end`, { method: 'POST' })).status).toBe(200);
    expect(await candidate.closed).toEqual({
      code: 4410,
      reason: 'The interviewer ended the video interview.',
    });
    expect((await interviewer.closed).code).toBe(4410);
    expect(await connect(token).closed).toMatchObject({ code: 4410 });
  });

  it('two parties: a party whose network vanished (no answer to pings) is dropped, so their seat is free to come back to', async () => {
    setHeartbeatMs(200);
    try {
      const { token } = await room();
      const interviewer = await joinAs(token, 'interviewer');
      await interviewer.next();
      const gone = await joinAs(token, 'candidate', admin, { answerPings: false });
      await gone.next();
      expect(await interviewer.next()).toEqual({ type: 'peer_joined', role: 'candidate' });
      expect((await gone.closed).code).toBe(1006);
      expect(await interviewer.next()).toEqual({ type: 'peer_left', role: 'candidate' });
      const back = await joinAs(token, 'candidate');
      expect(await back.next()).toMatchObject({ type: 'joined', peer_present: true });
      back.ws.close();
      interviewer.ws.close();
    } finally {
      setHeartbeatMs(15_000);
    }
  });

  it('two parties: each sees the name the other gave before joining, and a name that is too long is refused', async () => {
    const { token } = await room();
    const candidate = connect(token);
    await candidate.send({ type: 'join', role: 'candidate', name: '  Cara  ' });
    expect((await candidate.next()).type).toBe('joined');
    const interviewer = connect(token);
    await interviewer.send({ type: 'join', role: 'interviewer', id_token: admin.idToken, name: 'Olive' });
    expect(await interviewer.next()).toMatchObject({ type: 'joined', peer_present: true, peer_name: 'Cara' });
    expect(await candidate.next()).toEqual({ type: 'peer_joined', role: 'interviewer', name: 'Olive' });
    candidate.ws.close();
    interviewer.ws.close();
    const { token: other } = await room();
    const long = connect(other);
    await long.send({ type: 'join', role: 'candidate', name: 'x'.repeat(61) });
    expect((await long.closed).code).toBe(4401);
  });

  it('bad input: an invalid message is answered with an error and not relayed; an oversized one closes the connection', async () => {
    const { token } = await room();
    const candidate = await joinAs(token, 'candidate');
    await candidate.next();
    const interviewer = await joinAs(token, 'interviewer');
    await interviewer.next();
    await candidate.next();
    for (const bad of [
      { type: 'offer' },
      { type: 'shout', text: 'x' },
      { type: 'chat', text: 'x'.repeat(2_001) },
    ]) {
      await interviewer.send(bad);
      expect(await interviewer.next(), JSON.stringify(bad)).toMatchObject({ type: 'error' });
    }
    await interviewer.send({ type: 'chat', text: 'after the bad ones' });
    expect(await candidate.next()).toMatchObject({ type: 'chat', text: 'after the bad ones' });
    await candidate.send({ type: 'offer', sdp: 'x'.repeat(70_000) });
    expect((await candidate.closed).code).toBe(1009);
    expect(await interviewer.next()).toEqual({ type: 'peer_left', role: 'candidate' });
    interviewer.ws.close();
  });

  it('signalling: a plain HTTP request (no WebSocket upgrade) is 426', async () => {
    const { token } = await room();
    const res = await fetch(`${t.url}/api/video/rooms/${token}/signal`);
    expect(res.status).toBe(426);
  });

  // Last: the drain leaves the app refusing new requests.
  it('signalling: an open call does not hold up the shutdown drain', async () => {
    const { token } = await room();
    const candidate = await joinAs(token, 'candidate');
    await candidate.next();
    const { unfinished } = await t.app.drain(3_000);
    expect(unfinished).toBe(0);
    candidate.ws.close();
  });
});
