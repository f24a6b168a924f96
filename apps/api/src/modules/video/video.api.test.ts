import type { Problem } from '@talvio/contracts/common';
import type {
  LiveInterview,
  LiveInterviewList,
  RoomState,
  UpcomingLiveInterviewList,
} from '@talvio/contracts/video';
import { activities, liveInterviews } from '@talvio/db/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invite, openJob, subscribe } from '../../testing/interview-fixtures.ts';
import {
  jsonFetch,
  newAdmin,
  type OutboxEmail,
  outboxFor,
  type StaffSession,
  uniqueEmail,
} from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

/** docs/product/video-interviews.md */
const t = useTestApp();

let admin: StaffSession;
let outsider: StaffSession;
let jobId: number;

async function body<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000);
/** An ISO time with a +05:30 offset, as a browser in India would send it. */
const withOffset = (d: Date) => {
  const local = new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 19);
  return `${local}+05:30`;
};

/** A job candidate of the first organisation, invited with a fresh address. */
async function jobCandidate(): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('live');
  const res = await invite(admin, jobId, [{ name: 'Grace Candidate', email }]);
  const result = await body<{ results: { job_candidate_id: number }[] }>(res, 201);
  return { id: result.results[0]!.job_candidate_id, email };
}

const schedule = (session: StaffSession, jobCandidateId: number, json: unknown) =>
  session.api(`/api/job-candidates/${jobCandidateId}/live-interviews`, { method: 'POST', json });

const goodSchedule = (overrides: Record<string, unknown> = {}) => ({
  starts_at: inHours(48).toISOString(),
  duration_minutes: 45,
  time_zone: 'Europe/Berlin',
  ...overrides,
});

async function scheduled(overrides: Record<string, unknown> = {}) {
  const jc = await jobCandidate();
  const live = await body<LiveInterview>(await schedule(admin, jc.id, goodSchedule(overrides)), 201);
  return { jc, live };
}

const liveMails = async (email: string) =>
  (await outboxFor(t.url, email)).filter((m) => m.kind.startsWith('live_interview_'));

const roomToken = (mail: OutboxEmail) => {
  const token = mail.text.match(/\/video-call\?room=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error('no room link in the e-mail');
  return token;
};

const icsOf = (mail: OutboxEmail) => {
  const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!ics) throw new Error('no calendar invitation');
  return ics.content.replace(/\r\n[ \t]/g, '');
};
const icsProp = (ics: string, name: string) =>
  ics.split('\r\n').find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

const room = (token: string) => fetch(`${t.url}/api/video/rooms/${token}`, { redirect: 'manual' });

/** Moves a live interview in time directly in the database (what waiting would do). */
async function moveTo(id: number, startsAt: Date) {
  await t.app.ctx.db.update(liveInterviews).set({ startsAt }).where(eq(liveInterviews.id, id));
}

async function activityCount(verb: string, liveId: number) {
  const rows = await t.app.ctx.db
    .select()
    .from(activities)
    .where(and(eq(activities.verb, verb)));
  return rows.filter((r) => r.details.live_interview_id === liveId).length;
}

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Live Interviews Ltd' });
  outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Other Live Org' });
  await subscribe(t.url, admin, 'enterprise');
  jobId = (await openJob(admin)).id;
}, 120_000);

describe('scheduling (POST /job-candidates/{id}/live-interviews)', () => {
  it('scheduling: a member schedules a live interview of a job candidate of the organisation; 201 with the room link for staff', async () => {
    const jc = await jobCandidate();
    const startsAt = inHours(30);
    startsAt.setUTCSeconds(0, 0);
    const live = await body<LiveInterview>(
      await schedule(admin, jc.id, {
        starts_at: withOffset(startsAt),
        duration_minutes: 60,
        time_zone: 'Asia/Kolkata',
        candidate_time_zone: 'America/New_York',
      }),
      201,
    );
    expect(live).toMatchObject({
      job_candidate_id: jc.id,
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      duration_minutes: 60,
      time_zone: 'Asia/Kolkata',
      candidate_time_zone: 'America/New_York',
      status: 'scheduled',
      sequence: 0,
      created_by: { name: 'Ada Admin' },
      notes: '',
      scorecard: null,
    });
    expect(live.room_url).toMatch(new RegExp(`^${t.url}/video-call\\?room=[A-Za-z0-9_-]{43}$`));
    const list = await body<LiveInterviewList>(
      await admin.api(`/api/job-candidates/${jc.id}/live-interviews`),
    );
    expect(list.items.map((i) => i.id)).toEqual([live.id]);
  });

  it('scheduling: the list is newest first', async () => {
    const jc = await jobCandidate();
    const early = await body<LiveInterview>(
      await schedule(admin, jc.id, goodSchedule({ starts_at: inHours(5).toISOString() })),
      201,
    );
    const late = await body<LiveInterview>(
      await schedule(admin, jc.id, goodSchedule({ starts_at: inHours(50).toISOString() })),
      201,
    );
    const list = await body<LiveInterviewList>(
      await admin.api(`/api/job-candidates/${jc.id}/live-interviews`),
    );
    expect(list.items.map((i) => i.id)).toEqual([late.id, early.id]);
  });

  it("scheduling: another organisation's job candidate is 404 and nothing is scheduled", async () => {
    const jc = await jobCandidate();
    const res = await schedule(outsider, jc.id, goodSchedule());
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const list = await body<LiveInterviewList>(
      await admin.api(`/api/job-candidates/${jc.id}/live-interviews`),
    );
    expect(list.items).toEqual([]);
    expect((await outsider.api(`/api/job-candidates/${jc.id}/live-interviews`)).status).toBe(404);
    expect(await liveMails(jc.email)).toEqual([]);
  });

  it('bad input: a past start, a bad duration, an unknown time zone or an unknown field is 400 naming the field; nothing is scheduled', async () => {
    const jc = await jobCandidate();
    const cases: [Record<string, unknown>, string][] = [
      [goodSchedule({ starts_at: inHours(-1).toISOString() }), 'starts_at'],
      [goodSchedule({ starts_at: '2030-01-01T10:00:00' }), 'starts_at'],
      [goodSchedule({ starts_at: 'tomorrow' }), 'starts_at'],
      [goodSchedule({ duration_minutes: 10 }), 'duration_minutes'],
      [goodSchedule({ duration_minutes: 185 }), 'duration_minutes'],
      [goodSchedule({ duration_minutes: 47 }), 'duration_minutes'],
      [goodSchedule({ duration_minutes: '45' }), 'duration_minutes'],
      [goodSchedule({ time_zone: 'Mars/Olympus_Mons' }), 'time_zone'],
      [goodSchedule({ candidate_time_zone: 'Nowhere/Town' }), 'candidate_time_zone'],
      [goodSchedule({ room: 'mine' }), 'room'],
    ];
    for (const [json, field] of cases) {
      const res = await schedule(admin, jc.id, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const problem = (await res.json()) as Problem;
      expect(`${problem.field ?? ''} ${problem.detail}`, JSON.stringify(json)).toContain(field);
    }
    const list = await body<LiveInterviewList>(
      await admin.api(`/api/job-candidates/${jc.id}/live-interviews`),
    );
    expect(list.items).toEqual([]);
    expect(await liveMails(jc.email)).toEqual([]);
  });
});

describe('invitation e-mail and calendar invitation', () => {
  it('invitation e-mail: the candidate gets the room link, the time in their zone and a calendar invitation (METHOD:REQUEST)', async () => {
    const startsAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 15, 14, 0));
    const { jc, live } = await scheduled({
      starts_at: startsAt.toISOString(),
      duration_minutes: 30,
      time_zone: 'Europe/Berlin',
      candidate_time_zone: 'America/New_York',
    });
    const [mail] = await liveMails(jc.email);
    expect(mail!.kind).toBe('live_interview_invitation');
    expect(mail!.text).toContain(live.room_url);
    // 14:00 UTC in January is 09:00 in New York.
    expect(mail!.text).toContain('09:00 (America/New_York)');
    const ics = icsOf(mail!);
    expect(icsProp(ics, 'METHOD')).toBe('METHOD:REQUEST');
    expect(icsProp(ics, 'UID')).toMatch(new RegExp(`^UID:live-interview-${live.id}@`));
    expect(icsProp(ics, 'SEQUENCE')).toBe('SEQUENCE:0');
    const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(icsProp(ics, 'DTSTART')).toBe(`DTSTART:${stamp(startsAt)}Z`);
    expect(icsProp(ics, 'DTEND')).toBe(`DTEND:${stamp(new Date(startsAt.getTime() + 30 * 60_000))}Z`);
    expect(icsProp(ics, 'URL')).toBe(`URL:${live.room_url}`);
    expect(icsProp(ics, 'DESCRIPTION')).toContain(live.room_url);
    expect(icsProp(ics, 'SUMMARY')).toContain('Video interview');
  });

  it("time zones: without the candidate's zone the e-mail gives the time in UTC and in the scheduler's zone", async () => {
    const startsAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 1, 8, 30));
    const { jc } = await scheduled({ starts_at: startsAt.toISOString(), time_zone: 'Asia/Kolkata' });
    const [mail] = await liveMails(jc.email);
    expect(mail!.text).toContain('08:30 (UTC)');
    expect(mail!.text).toContain('14:00 (Asia/Kolkata)');
  });

  it('room link: the token is 256 bits, stored only hashed, and opens the room', async () => {
    const { jc, live } = await scheduled();
    const token = roomToken((await liveMails(jc.email))[0]!);
    expect(live.room_url.endsWith(token)).toBe(true);
    const [row] = await t.app.ctx.db.select().from(liveInterviews).where(eq(liveInterviews.id, live.id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await room(token)).status).toBe(200);
  });
});

describe('rescheduling and cancelling', () => {
  it('rescheduling: a new time raises SEQUENCE and e-mails an updated calendar invitation with the same UID', async () => {
    const { jc, live } = await scheduled();
    const startsAt = inHours(72);
    const moved = await body<LiveInterview>(
      await admin.api(`/api/live-interviews/${live.id}`, {
        method: 'PATCH',
        json: { starts_at: startsAt.toISOString(), duration_minutes: 90 },
      }),
    );
    expect(moved).toMatchObject({ sequence: 1, duration_minutes: 90, starts_at: startsAt.toISOString() });
    expect(moved.room_url).toBe(live.room_url);
    const mails = await liveMails(jc.email);
    expect(mails.map((m) => m.kind)).toEqual(['live_interview_updated', 'live_interview_invitation']);
    const [update, first] = [icsOf(mails[0]!), icsOf(mails[1]!)];
    expect(icsProp(update, 'UID')).toBe(icsProp(first, 'UID'));
    expect(icsProp(update, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(icsProp(update, 'METHOD')).toBe('METHOD:REQUEST');
    expect(await activityCount('interview.live_rescheduled', live.id)).toBe(1);
  });

  it('bad input: a reschedule with a bad field or none is 400 and changes nothing', async () => {
    const { jc, live } = await scheduled();
    for (const json of [
      {},
      { duration_minutes: 7 },
      { starts_at: inHours(-2).toISOString() },
      { status: 'ended' },
    ]) {
      const res = await admin.api(`/api/live-interviews/${live.id}`, { method: 'PATCH', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const list = await body<LiveInterviewList>(
      await admin.api(`/api/job-candidates/${jc.id}/live-interviews`),
    );
    expect(list.items[0]).toMatchObject({ sequence: 0, duration_minutes: 45, starts_at: live.starts_at });
    expect(await liveMails(jc.email)).toHaveLength(1);
  });

  it('cancelling: the room closes, the candidate gets METHOD:CANCEL with the same UID; cancelling twice is 409', async () => {
    const { jc, live } = await scheduled();
    const token = roomToken((await liveMails(jc.email))[0]!);
    const cancelled = await body<LiveInterview>(
      await admin.api(`/api/live-interviews/${live.id}/cancel`, { method: 'POST' }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 1 });
    const mails = await liveMails(jc.email);
    expect(mails[0]!.kind).toBe('live_interview_cancelled');
    const ics = icsOf(mails[0]!);
    expect(icsProp(ics, 'METHOD')).toBe('METHOD:CANCEL');
    expect(icsProp(ics, 'UID')).toBe(icsProp(icsOf(mails[1]!), 'UID'));
    expect(await body<RoomState>(await room(token))).toEqual({ state: 'cancelled' });

    const again = await admin.api(`/api/live-interviews/${live.id}/cancel`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Problem).code).toBe('live_interview_not_scheduled');
    const reschedule = await admin.api(`/api/live-interviews/${live.id}`, {
      method: 'PATCH',
      json: { duration_minutes: 30 },
    });
    expect(reschedule.status).toBe(409);
    expect(await liveMails(jc.email)).toHaveLength(2);
    expect(await activityCount('interview.live_cancelled', live.id)).toBe(1);
  });

  it('ending: the room then says ended, no e-mail goes out; ending again, rescheduling or cancelling is 409', async () => {
    const { jc, live } = await scheduled();
    const token = roomToken((await liveMails(jc.email))[0]!);
    const ended = await body<LiveInterview>(
      await admin.api(`/api/live-interviews/${live.id}/end`, { method: 'POST' }),
    );
    expect(ended).toMatchObject({ id: live.id, status: 'ended', sequence: 0 });
    expect(await body<RoomState>(await room(token))).toEqual({ state: 'ended' });
    expect(await liveMails(jc.email)).toHaveLength(1);
    for (const [path, method] of [
      [`/api/live-interviews/${live.id}/end`, 'POST'],
      [`/api/live-interviews/${live.id}/cancel`, 'POST'],
    ] as const) {
      const res = await admin.api(path, { method });
      expect(res.status, path).toBe(409);
      expect(((await res.json()) as Problem).code).toBe('live_interview_not_scheduled');
    }
    const notes = await admin.api(`/api/live-interviews/${live.id}/notes`, {
      method: 'PUT',
      json: { notes: 'After the call' },
    });
    expect((await body<LiveInterview>(notes)).notes).toBe('After the call');
    expect(await activityCount('interview.live_ended', live.id)).toBe(1);
  });

  it("activity: scheduling writes one activity; another organisation's ids answer 404 and change nothing", async () => {
    const { live } = await scheduled();
    expect(await activityCount('interview.live_scheduled', live.id)).toBe(1);
    for (const [path, method, json] of [
      [`/api/live-interviews/${live.id}`, 'PATCH', { duration_minutes: 30 }],
      [`/api/live-interviews/${live.id}/cancel`, 'POST', undefined],
      [`/api/live-interviews/${live.id}/end`, 'POST', undefined],
      [`/api/live-interviews/${live.id}/notes`, 'PUT', { notes: 'x' }],
      [`/api/live-interviews/${live.id}/scorecard`, 'PUT', { ratings: [], recommendation: 'no' }],
    ] as const) {
      const res = await outsider.api(path, { method, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const [row] = await t.app.ctx.db.select().from(liveInterviews).where(eq(liveInterviews.id, live.id));
    expect(row).toMatchObject({
      status: 'scheduled',
      sequence: 0,
      durationMinutes: 45,
      notes: '',
      scorecard: null,
    });
  });
});

describe('upcoming on the pending list (GET /live-interviews/upcoming)', () => {
  it('upcoming on the pending list: scheduled ones not over yet, soonest first, with the candidate and the job; cancelled, ended, past and other organisations’ are left out', async () => {
    const later = await scheduled({ starts_at: inHours(30).toISOString() });
    const sooner = await scheduled({ starts_at: inHours(3).toISOString() });
    const cancelled = await scheduled();
    await body<LiveInterview>(
      await admin.api(`/api/live-interviews/${cancelled.live.id}/cancel`, { method: 'POST' }),
    );
    const ended = await scheduled();
    await body<LiveInterview>(
      await admin.api(`/api/live-interviews/${ended.live.id}/end`, { method: 'POST' }),
    );
    // Started 20 minutes ago, 45 minutes long: still on; started 2 hours ago: over.
    const ongoing = await scheduled();
    await moveTo(ongoing.live.id, new Date(Date.now() - 20 * 60_000));
    const over = await scheduled();
    await moveTo(over.live.id, new Date(Date.now() - 2 * 3_600_000));

    const list = await body<UpcomingLiveInterviewList>(await admin.api('/api/live-interviews/upcoming'));
    const ids = list.items.map((item) => item.id);
    expect(ids.indexOf(ongoing.live.id)).toBeLessThan(ids.indexOf(sooner.live.id));
    expect(ids.indexOf(sooner.live.id)).toBeLessThan(ids.indexOf(later.live.id));
    for (const left of [cancelled, ended, over]) expect(ids).not.toContain(left.live.id);
    expect(list.items.find((item) => item.id === sooner.live.id)).toMatchObject({
      job_candidate_id: sooner.jc.id,
      candidate: { name: 'Grace Candidate' },
      job: { id: jobId },
      duration_minutes: 45,
      room_url: sooner.live.room_url,
    });
    const starts = list.items.map((item) => item.starts_at);
    expect([...starts].sort()).toEqual(starts);

    const theirs = await body<UpcomingLiveInterviewList>(await outsider.api('/api/live-interviews/upcoming'));
    expect(theirs.items).toEqual([]);
  });
});

describe('notes and scorecard', () => {
  it("notes and scorecard: the interviewer's notes and scorecard are saved and shown beside, not merged into, the AI score", async () => {
    const { jc, live } = await scheduled();
    const noted = await body<LiveInterview>(
      await admin.api(`/api/live-interviews/${live.id}/notes`, {
        method: 'PUT',
        json: { notes: 'Strong on systems design.\nAsk about on-call next time.' },
      }),
    );
    expect(noted.notes).toBe('Strong on systems design.\nAsk about on-call next time.');
    const scored = await body<LiveInterview>(
      await admin.api(`/api/live-interviews/${live.id}/scorecard`, {
        method: 'PUT',
        json: {
          ratings: [
            { skill: 'TypeScript', rating: 5 },
            { skill: 'Communication', rating: 4 },
          ],
          recommendation: 'strong_yes',
        },
      }),
    );
    expect(scored.scorecard).toMatchObject({
      ratings: [
        { skill: 'TypeScript', rating: 5 },
        { skill: 'Communication', rating: 4 },
      ],
      recommendation: 'strong_yes',
      updated_by: { name: 'Ada Admin' },
    });
    const detail = await body<{ score: number | null; recommendation: string | null }>(
      await admin.api(`/api/job-candidates/${jc.id}`),
    );
    expect(detail.score).toBeNull();
    expect(detail.recommendation).toBeNull();
    expect(await activityCount('interview.live_notes_saved', live.id)).toBe(1);
    expect(await activityCount('interview.live_scorecard_saved', live.id)).toBe(1);
  });

  it('bad input: a rating outside 1–5, a skill twice or an unknown recommendation is 400 and saves nothing', async () => {
    const { live } = await scheduled();
    for (const json of [
      { ratings: [{ skill: 'TypeScript', rating: 6 }], recommendation: 'yes' },
      { ratings: [{ skill: 'TypeScript', rating: 0 }], recommendation: 'yes' },
      { ratings: [{ skill: 'TypeScript', rating: 3.5 }], recommendation: 'yes' },
      {
        ratings: [
          { skill: 'Go', rating: 3 },
          { skill: 'go', rating: 4 },
        ],
        recommendation: 'yes',
      },
      { ratings: [], recommendation: 'definitely' },
      { ratings: [], recommendation: 'yes', score: 90 },
    ]) {
      const res = await admin.api(`/api/live-interviews/${live.id}/scorecard`, { method: 'PUT', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const notes = await admin.api(`/api/live-interviews/${live.id}/notes`, {
      method: 'PUT',
      json: { notes: 'x'.repeat(20_001) },
    });
    expect(notes.status).toBe(400);
    expect(((await notes.json()) as Problem).detail).toContain('notes');
    const [row] = await t.app.ctx.db.select().from(liveInterviews).where(eq(liveInterviews.id, live.id));
    expect(row).toMatchObject({ notes: '', scorecard: null });
  });
});

describe('erasing a candidate', () => {
  it("export: a candidate's data export lists their live interviews with the notes and scorecard, without the room link", async () => {
    const { jc, live } = await scheduled();
    await admin.api(`/api/live-interviews/${live.id}/notes`, {
      method: 'PUT',
      json: { notes: 'Calm and clear' },
    });
    const detail = await body<{ candidate: { id: number } }>(await admin.api(`/api/job-candidates/${jc.id}`));
    const exported = await body<{ live_interviews: { id: number; notes: string }[] }>(
      await admin.api(`/api/candidates/${detail.candidate.id}/export`),
    );
    expect(exported.live_interviews).toMatchObject([{ id: live.id, notes: 'Calm and clear' }]);
    // The link is in the exported invitation e-mail the candidate received, not in the live interview's entry.
    expect(JSON.stringify(exported.live_interviews)).not.toContain(live.room_url.split('room=')[1]!);
    expect(exported.live_interviews[0]).not.toHaveProperty('room_url');
  });

  it("erase: the interviewer's notes and scorecard go with the candidate's data, and a scheduled room is cancelled", async () => {
    const { jc, live } = await scheduled({ candidate_time_zone: 'Europe/Lisbon' });
    const token = roomToken((await liveMails(jc.email))[0]!);
    await admin.api(`/api/live-interviews/${live.id}/notes`, {
      method: 'PUT',
      json: { notes: 'Personal remark' },
    });
    await admin.api(`/api/live-interviews/${live.id}/scorecard`, {
      method: 'PUT',
      json: { ratings: [{ skill: 'Go', rating: 2 }], recommendation: 'no' },
    });
    const detail = await body<{ candidate: { id: number } }>(await admin.api(`/api/job-candidates/${jc.id}`));
    expect((await admin.api(`/api/candidates/${detail.candidate.id}/erase`, { method: 'POST' })).status).toBe(
      204,
    );
    const [row] = await t.app.ctx.db.select().from(liveInterviews).where(eq(liveInterviews.id, live.id));
    expect(row).toMatchObject({ notes: '', scorecard: null, candidateTimeZone: null, status: 'cancelled' });
    expect(await body<RoomState>(await room(token))).toEqual({ state: 'cancelled' });
    for (const mail of await outboxFor(t.url, 'erased@erased.invalid'))
      for (const a of mail.attachments) expect(a.content).not.toContain(jc.email);
    expect(await liveMails(jc.email)).toEqual([]);
  });
});

describe('room state (GET /video/rooms/{token})', () => {
  it('room state: a scheduled room shows the job, the organisation and the interviewer’s first name, and no staff data', async () => {
    const { jc, live } = await scheduled();
    const token = roomToken((await liveMails(jc.email))[0]!);
    const res = await room(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const state = (await res.json()) as RoomState;
    expect(state).toEqual({
      state: 'scheduled',
      job_title: expect.any(String),
      organisation_name: 'Live Interviews Ltd',
      interviewer_first_name: 'Ada',
      starts_at: live.starts_at,
      ends_at: live.ends_at,
      open_now: false,
      opens_at: new Date(Date.parse(live.starts_at) - 10 * 60_000).toISOString(),
    });
    const text = JSON.stringify(state);
    for (const secret of [admin.email, jc.email, 'Grace', token]) expect(text).not.toContain(secret);
  });

  it('join window: the room is open from 10 minutes before the start until the scheduled end, then expired', async () => {
    const { jc, live } = await scheduled({ duration_minutes: 30 });
    const token = roomToken((await liveMails(jc.email))[0]!);
    const openNow = async () => {
      const state = await body<RoomState>(await room(token));
      return state.state === 'scheduled' ? state.open_now : state.state;
    };
    await moveTo(live.id, new Date(Date.now() + 11 * 60_000));
    expect(await openNow()).toBe(false);
    await moveTo(live.id, new Date(Date.now() + 9 * 60_000));
    expect(await openNow()).toBe(true);
    await moveTo(live.id, new Date(Date.now() - 29 * 60_000));
    expect(await openNow()).toBe(true);
    await moveTo(live.id, new Date(Date.now() - 31 * 60_000));
    expect(await openNow()).toBe('expired');
  });

  it('room state: an ended room says ended; a token that matches nothing is 404 unknown, never a redirect', async () => {
    const { jc, live } = await scheduled();
    const token = roomToken((await liveMails(jc.email))[0]!);
    await t.app.ctx.db.update(liveInterviews).set({ status: 'ended' }).where(eq(liveInterviews.id, live.id));
    expect(await body<RoomState>(await room(token))).toEqual({ state: 'ended' });
    for (const bad of [
      'garbage',
      'x'.repeat(43),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const res = await room(bad);
      expect(res.status, bad).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(((await res.json()) as Problem).code).toBe('unknown');
    }
    const staffOnGarbage = await jsonFetch(`${t.url}/api/video/rooms/garbage`, {
      headers: { authorization: `Bearer ${admin.idToken}` },
    });
    expect(staffOnGarbage.status).toBe(404);
  });
});
