import type { Problem } from '@talvio/contracts/common';
import type { JobCandidateList } from '@talvio/contracts/interviews';
import { jobCandidates } from '@talvio/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidate, interviewToken, invite, openJob, subscribe } from '../../testing/interview-fixtures.ts';
import { createJob, publishableJob } from '../../testing/job-fixtures.ts';
import {
  newAdmin,
  newMember,
  outboxFor,
  type StaffSession,
  uniqueEmail,
} from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { grantCredits } from '../billing/credits.service.ts';
import { evaluationsSettled, runInterviewMaintenance } from './evaluation.service.ts';

const t = useTestApp();

interface Count {
  used: number;
  total: number;
  remaining: number;
  plan: string;
  period_start: string;
  period_end: string;
  completed: number;
  average_score: number | null;
}
interface State {
  status: string;
  candidate_name: string;
  question_count: number;
  answered: number;
  current: {
    id: string;
    index: number;
    opened_at: string;
    deadline_at: string;
    received_chunks: number[];
  } | null;
}

const people = (n: number, prefix = 'cand') =>
  Array.from({ length: n }, (_, i) => ({
    name: `Candidate ${prefix} ${i + 1}`,
    email: uniqueEmail(`${prefix}${i}`),
  }));

async function body<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const count = async (s: StaffSession) =>
  body<Count>(await s.api('/api/job-candidates/invitations/current/count'));

/** An onboarded organisation on a paid plan with an open job. */
async function hiringOrg(plan: 'starter' | 'business' = 'starter') {
  const admin = await newAdmin(t.url, { onboarded: true, organisationName: `Hiring ${plan} Ltd` });
  await subscribe(t.url, admin, plan);
  const job = await openJob(admin);
  return { admin, job };
}

describe('interview allowance (GET /job-candidates/invitations/current/count)', () => {
  it('interview allowance: starter allows 10 interviews per billing period; the 11th invitation is refused with 402 and nothing changes', async () => {
    const { admin, job } = await hiringOrg('starter');
    expect(await count(admin)).toMatchObject({ used: 0, total: 10, remaining: 10, plan: 'starter' });

    const first = await body<{ invited: number; allowance: Count }>(
      await invite(admin, job.id, people(9)),
      201,
    );
    expect(first.invited).toBe(9);
    expect(first.allowance).toMatchObject({ used: 9, remaining: 1 });

    // All or nothing: two asked, one left.
    const two = await body<Problem>(await invite(admin, job.id, people(2, 'two')), 402);
    expect(two.code).toBe('interview_allowance_exhausted');
    expect(two.detail).toContain('Upgrade your plan');
    expect((await count(admin)).used).toBe(9);

    await body(await invite(admin, job.id, people(1, 'tenth')), 201);
    const eleventh = await invite(admin, job.id, people(1, 'eleventh'));
    const problem = await body<Problem>(eleventh, 402);
    expect(eleventh.headers.get('content-type')).toContain('application/problem+json');
    expect(problem.detail).toContain('10 of 10');
    expect(await count(admin)).toMatchObject({ used: 10, total: 10, remaining: 0 });
    const list = await body<{ total: number }>(await admin.api(`/api/job-candidates?job_id=${job.id}`));
    expect(list.total).toBe(10);
  });

  it('interview allowance: the free plan has no interviews; inviting is refused with a way to upgrade', async () => {
    const admin = await newAdmin(t.url, { onboarded: true });
    const job = await openJob(admin);
    expect(await count(admin)).toMatchObject({ used: 0, total: 0, remaining: 0, plan: 'free' });
    const problem = await body<Problem>(await invite(admin, job.id, people(1)), 402);
    expect(problem).toMatchObject({ code: 'interview_allowance_exhausted' });
    expect(problem.detail).toMatch(/free plan includes no AI interviews/);
    expect(problem.detail).toContain('Change plan');
  });

  it('interview allowance: interviews are counted per billing period — one counted before the period started no longer counts', async () => {
    const { admin, job } = await hiringOrg('starter');
    const sent = await body<{ results: { job_candidate_id: number }[] }>(
      await invite(admin, job.id, people(3)),
      201,
    );
    const before = await count(admin);
    expect(before.used).toBe(3);
    const earlier = new Date(new Date(before.period_start).getTime() - 86_400_000);
    await t.app.ctx.db
      .update(jobCandidates)
      .set({ countedAt: earlier })
      .where(eq(jobCandidates.id, sent.results[0]!.job_candidate_id));
    expect(await count(admin)).toMatchObject({ used: 2, remaining: 8 });
  });

  it('concurrent invitations of one organisation are each answered 201 or 402, never a deadlock (500), and count exactly', async () => {
    const { admin, job } = await hiringOrg('starter');
    const answers = await Promise.all(people(12).map((p) => invite(admin, job.id, [p])));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 402, 402]);
    expect((await count(admin)).used).toBe(10);
  });

  it('re-inviting someone with a pending invitation sends nothing and uses nothing', async () => {
    const { admin, job } = await hiringOrg('starter');
    const [person] = people(1);
    await body(await invite(admin, job.id, [person!]), 201);
    const again = await body<{ invited: number; already_invited: number; results: { outcome: string }[] }>(
      await invite(admin, job.id, [{ ...person!, email: person!.email.toUpperCase() }]),
      201,
    );
    expect(again).toMatchObject({ invited: 0, already_invited: 1 });
    expect((await count(admin)).used).toBe(1);
    expect(
      (await outboxFor(t.url, person!.email)).filter((m) => m.kind === 'interview_invitation'),
    ).toHaveLength(1);
  });

  it('refuses invitations to jobs that are not open and names the bad row', async () => {
    const { admin, job } = await hiringOrg('starter');
    await admin.api(`/api/jobs/${job.id}/pause`, { method: 'POST' });
    expect((await body<Problem>(await invite(admin, job.id, people(1)), 409)).code).toBe('job_not_open');
    await admin.api(`/api/jobs/${job.id}/reopen`, { method: 'POST' });
    const bad = await body<Problem & { errors?: { field: string }[] }>(
      await invite(admin, job.id, [people(1)[0]!, { name: 'No Mail', email: 'not-an-address' }]),
      400,
    );
    expect(JSON.stringify(bad)).toContain('candidates.1.email');
    expect((await count(admin)).used).toBe(0);
  });
});

describe("a profile's interviews (GET /job-candidates?candidate_id=)", () => {
  it("a profile's interviews: one candidate's interviews across the organisation's jobs, and none for another organisation", async () => {
    const { admin, job } = await hiringOrg('business');
    const { organisation_id } = await body<{ organisation_id: number }>(
      await admin.api('/api/users/current'),
    );
    await grantCredits(t.app.ctx.db, organisation_id, { amount: 1, reason: 'adjustment' });
    const second = await openJob(admin, { title: 'Night Shift Lead' });
    const [ana, ben] = people(2, 'profile');
    await body(await invite(admin, job.id, [ana!, ben!]), 201);
    await body(await invite(admin, second.id, [ana!]), 201);
    const firstJob = await body<JobCandidateList>(await admin.api(`/api/job-candidates?job_id=${job.id}`));
    const anaId = firstJob.items.find((item) => item.candidate.email === ana!.email)!.candidate.id;

    const hers = await body<JobCandidateList>(await admin.api(`/api/job-candidates?candidate_id=${anaId}`));
    expect(hers.total).toBe(2);
    expect(hers.items.every((item) => item.candidate.id === anaId)).toBe(true);
    expect(hers.items.map((item) => item.job.title).sort()).toEqual(['Night Shift Lead', job.title].sort());
    // Filters combine: her interview for one job only.
    const one = await body<JobCandidateList>(
      await admin.api(`/api/job-candidates?candidate_id=${anaId}&job_id=${second.id}`),
    );
    expect(one.items.map((item) => item.job.id)).toEqual([second.id]);

    const stranger = await newAdmin(t.url, { onboarded: true });
    const none = await body<JobCandidateList>(
      await stranger.api(`/api/job-candidates?candidate_id=${anaId}`),
    );
    expect(none).toMatchObject({ total: 0, items: [] });
    const bad = await body<Problem>(await admin.api('/api/job-candidates?candidate_id=first'), 400);
    expect(bad.detail).toContain('candidate_id');
  });
});

describe('candidate interview by link (/candidate-interview/{token})', () => {
  it('answers are kept: text answers are stored one by one, a reload resumes at the same question, a recording arrives in chunks, the finished interview is evaluated blind and cannot be retaken', async () => {
    const { admin, job } = await hiringOrg('business');
    const person = { name: 'Grace Candidate', email: uniqueEmail('grace') };
    await body(await invite(admin, job.id, [person]), 201);
    const token = await interviewToken(t.url, person.email);
    const c = candidate(t.url, token);

    const intro = await body<State>(await c.state());
    expect(intro).toMatchObject({
      status: 'invited',
      candidate_name: 'Grace Candidate',
      question_count: 3,
      current: null,
    });
    expect(JSON.stringify(intro)).not.toContain('rubric');
    expect((await c.state()).headers.get('referrer-policy')).toBe('no-referrer');

    expect((await c.start({ consent: false })).status).toBe(400);
    const started = await body<State>(await c.start({ consent: true, extra_time: false }));
    expect(started.status).toBe('started');
    const q1 = started.current!;
    expect(q1.index).toBe(0);

    // A reload shows the same question with the same timer.
    const reloaded = await body<State>(await c.state());
    expect(reloaded.current).toMatchObject({ id: q1.id, index: 0, opened_at: q1.opened_at });

    const afterFirst = await body<State>(
      await c.answer(q1.id, {
        text: 'I made the candidate table faster: React Profiler showed 400 ms renders; after memoising rows it was 40 ms, a trade-off in memory.',
        integrity: { tab_hidden: 1, focus_lost: 2, paste: 0, pasted_chars: 0 },
      }),
    );
    expect(afterFirst.answered).toBe(1);
    const q2 = afterFirst.current!;
    expect(q2.index).toBe(1);
    // The same answer again (a double click) is refused and changes nothing.
    expect((await body<Problem>(await c.answer(q1.id, { text: 'again' }), 409)).code).toBe(
      'not_the_current_question',
    );

    // Bad recording input is refused with the field named, and stores nothing.
    const empty = await body<Problem>(await c.chunk(q2.id, 0, new Uint8Array([])), 422);
    expect(empty.field).toBe('body');
    const untyped = await body<Problem>(await c.answer(q2.id, { text: '', recording_chunks: 1 }), 422);
    expect(untyped.field).toBe('recording_mime_type');
    expect((await body<State>(await c.state())).current).toMatchObject({ id: q2.id, received_chunks: [] });
    // recording content: a first chunk that is not WebM, Ogg or MP4 (here a web page) is refused and not stored.
    const html = await body<Problem>(
      await c.chunk(q2.id, 0, new TextEncoder().encode('<html><script>x</script>')),
      415,
    );
    expect(html.field).toBe('body');
    expect((await body<State>(await c.state())).current).toMatchObject({ id: q2.id, received_chunks: [] });
    // A first take is discarded by a new one (two recordings joined would not play).
    await body(await c.chunk(q2.id, 0, new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 9])));
    expect(await body(await c.discard(q2.id))).toEqual({ received_chunks: [], bytes: 0 });
    // A recorded answer: chunk 1 retried, chunk 0 missing at first.
    await body(await c.chunk(q2.id, 1, new Uint8Array([4, 5, 6])));
    const incomplete = await body<Problem>(
      await c.answer(q2.id, { text: '', recording_chunks: 2, recording_mime_type: 'audio/webm;codecs=opus' }),
      409,
    );
    expect(incomplete.code).toBe('recording_incomplete');
    await body(await c.chunk(q2.id, 0, new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])));
    const receipt = await body<{ received_chunks: number[]; bytes: number }>(
      await c.chunk(q2.id, 1, new Uint8Array([4, 5, 6, 7])),
    );
    expect(receipt).toEqual({ received_chunks: [0, 1], bytes: 8 });
    // recording content: the declared type must be the container the recording really is.
    const mislabelled = await body<Problem>(
      await c.answer(q2.id, { text: '', recording_chunks: 2, recording_mime_type: 'audio/ogg' }),
      415,
    );
    expect(mislabelled.field).toBe('recording_mime_type');
    expect((await body<State>(await c.state())).current?.received_chunks).toEqual([0, 1]);
    const afterSecond = await body<State>(
      await c.answer(q2.id, {
        text: 'I validate responses with zod at the boundary and generate types so any never leaks inward.',
        transcript: 'validate at the boundary with zod',
        recording_chunks: 2,
        recording_mime_type: 'audio/webm;codecs=opus',
        integrity: { tab_hidden: 0, focus_lost: 0, paste: 1, pasted_chars: 120 },
      }),
    );
    const q3 = afterSecond.current!;

    // Blind evaluation: record exactly what the engine receives.
    const seen: string[] = [];
    const engine = t.app.ctx.ai;
    const original = engine.evaluateInterview.bind(engine);
    engine.evaluateInterview = async (input) => {
      seen.push(JSON.stringify(input));
      return original(input);
    };
    try {
      const done = await body<State>(await c.answer(q3.id, { text: '' }));
      expect(done.status).toBe('completed');
      await evaluationsSettled(t.app.ctx);
    } finally {
      engine.evaluateInterview = original;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('React Profiler');
    expect(seen[0]).not.toContain('Grace');
    expect(seen[0]).not.toContain(person.email);

    // Retaking: the link shows completed, answers are refused.
    expect((await body<State>(await c.state())).status).toBe('completed');
    expect((await c.answer(q3.id, { text: 'more' })).status).toBe(409);

    const list = await body<{ items: { id: number; status: string; score: number | null }[] }>(
      await admin.api(`/api/job-candidates?job_id=${job.id}`),
    );
    const id = list.items[0]!.id;
    const detail = await body<{
      status: string;
      score: number;
      recommendation: string;
      evaluation: { summary: string; engine: { engine: string } };
      integrity: { tab_hidden: number; paste: number; pasted_chars: number };
      answers: {
        text: string | null;
        transcript: string | null;
        recording: { url: string; bytes: number; mime_type: string } | null;
        evaluation: { score: number; quotes: string[]; rationale: string } | null;
      }[];
    }>(await admin.api(`/api/job-candidates/${id}`));
    expect(detail.status).toBe('evaluated');
    expect(detail.score).toBeGreaterThanOrEqual(0);
    expect(['strong_yes', 'yes', 'maybe', 'no']).toContain(detail.recommendation);
    expect(detail.evaluation.engine.engine).toBe('local');
    expect(detail.integrity).toMatchObject({ tab_hidden: 1, paste: 1, pasted_chars: 120 });
    const [a1, a2, a3] = detail.answers;
    expect(a1!.evaluation!.quotes.length).toBeGreaterThan(0);
    for (const quote of a1!.evaluation!.quotes) expect(a1!.text).toContain(quote);
    expect(a2!.transcript).toBe('validate at the boundary with zod');
    expect(a2!.recording).toMatchObject({ bytes: 8, mime_type: 'audio/webm;codecs=opus' });
    expect(a3!.evaluation!.score).toBe(0);
    const recording = await admin.api(a2!.recording!.url);
    expect(recording.headers.get('content-type')).toBe('audio/webm');
    expect([...new Uint8Array(await recording.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3, 4, 5, 6, 7]);

    // Interview e-mails: the job owner is told.
    const owner = (await outboxFor(t.url, admin.email)).find((m) => m.kind === 'interview_completed');
    expect(owner?.text).toContain(`/candidate-profile/${id}`);

    // Staff decide; the job shows the counts and average.
    const decided = await body<{ decision: string; notes: string; decided_by: { id: number } | null }>(
      await admin.api(`/api/job-candidates/${id}`, {
        method: 'PATCH',
        json: { decision: 'shortlisted', notes: 'Strong on performance work.' },
      }),
    );
    expect(decided).toMatchObject({ decision: 'shortlisted', notes: 'Strong on performance work.' });
    expect(decided.decided_by).not.toBeNull();
    const jobNow = await body<{
      counts: { invited: number; completed: number };
      average_score: number | null;
    }>(await admin.api(`/api/jobs/${job.id}`));
    expect(jobNow.counts).toEqual({ invited: 1, completed: 1 });
    expect(jobNow.average_score).toBe(detail.score);
    // Pipeline: the dashboard's completed this period and the average score.
    expect(await count(admin)).toMatchObject({ used: 1, completed: 1, average_score: detail.score });
  });

  it('expired, cancelled and unknown links each answer with their own problem; extending revives an expired link', async () => {
    const { admin, job } = await hiringOrg('starter');
    const [a, b] = people(2, 'links');
    const sent = await body<{ results: { email: string; job_candidate_id: number }[] }>(
      await invite(admin, job.id, [a!, b!]),
      201,
    );
    const idOf = (email: string) => sent.results.find((r) => r.email === email)!.job_candidate_id;

    const garbage = await body<Problem>(await candidate(t.url, 'not-a-token').state(), 404);
    expect(garbage.code).toBe('interview_link_unknown');
    const wellFormed = await body<Problem>(await candidate(t.url, 'A'.repeat(43)).state(), 404);
    expect(wellFormed.code).toBe('interview_link_unknown');

    const tokenA = await interviewToken(t.url, a!.email);
    await t.app.ctx.db
      .update(jobCandidates)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(jobCandidates.id, idOf(a!.email)));
    const expired = await body<Problem>(await candidate(t.url, tokenA).state(), 410);
    expect(expired.code).toBe('interview_link_expired');
    const pending = await body<{ items: { id: number; status: string }[] }>(
      await admin.api(`/api/job-candidates?status=expired&job_id=${job.id}`),
    );
    expect(pending.items.map((i) => i.id)).toEqual([idOf(a!.email)]);
    const extended = await body<{ status: string; expires_at: string }>(
      await admin.api(`/api/job-candidates/${idOf(a!.email)}/extend`, { method: 'POST', json: { days: 3 } }),
    );
    expect(extended.status).toBe('invited');
    expect(new Date(extended.expires_at).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect((await candidate(t.url, tokenA).state()).status).toBe(200);
    expect(
      (await admin.api(`/api/job-candidates/${idOf(a!.email)}/extend`, { method: 'POST', json: { days: 0 } }))
        .status,
    ).toBe(400);

    // Only open jobs take interviews: a paused job's link says so and works again when the job reopens.
    await body(await admin.api(`/api/jobs/${job.id}/pause`, { method: 'POST' }));
    const paused = await body<Problem>(await candidate(t.url, tokenA).state(), 409);
    expect(paused.code).toBe('job_not_open');
    expect(paused.detail).toContain('paused hiring');
    await body(await admin.api(`/api/jobs/${job.id}/reopen`, { method: 'POST' }));
    expect((await candidate(t.url, tokenA).state()).status).toBe(200);

    const tokenB = await interviewToken(t.url, b!.email);
    await body(await admin.api(`/api/job-candidates/${idOf(b!.email)}/cancel`, { method: 'POST' }));
    const cancelled = await body<Problem>(await candidate(t.url, tokenB).state(), 410);
    expect(cancelled.code).toBe('interview_link_cancelled');
    expect((await admin.api(`/api/job-candidates/${idOf(b!.email)}/resend`, { method: 'POST' })).status).toBe(
      409,
    );

    // Resend: the same link again, not counted again.
    const before = (await count(admin)).used;
    await body(await admin.api(`/api/job-candidates/${idOf(a!.email)}/resend`, { method: 'POST' }));
    const mails = (await outboxFor(t.url, a!.email)).filter((m) => m.kind === 'interview_invitation');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain(tokenA);
    expect((await count(admin)).used).toBe(before);
  });
});

describe('background work (reminder, expiry)', () => {
  it('interview e-mails: one reminder 48 h before the link expires, then the link expires and leaves the pending list', async () => {
    const { admin, job } = await hiringOrg('starter');
    const [person] = people(1, 'remind');
    const sent = await body<{ results: { job_candidate_id: number }[] }>(
      await invite(admin, job.id, [person!]),
      201,
    );
    const id = sent.results[0]!.job_candidate_id;
    const reminders = async () =>
      (await outboxFor(t.url, person!.email)).filter((m) => m.kind === 'interview_reminder');
    const day = 86_400_000;

    await runInterviewMaintenance(t.app.ctx, new Date(Date.now() + 4 * day));
    expect(await reminders()).toHaveLength(0);
    await runInterviewMaintenance(t.app.ctx, new Date(Date.now() + 5.5 * day));
    await runInterviewMaintenance(t.app.ctx, new Date(Date.now() + 5.6 * day));
    const sentReminders = await reminders();
    expect(sentReminders).toHaveLength(1);
    expect(sentReminders[0]!.text).toContain(await interviewToken(t.url, person!.email));
    expect(
      (await body<{ reminders_sent: number }>(await admin.api(`/api/job-candidates/${id}`))).reminders_sent,
    ).toBe(1);

    await runInterviewMaintenance(t.app.ctx, new Date(Date.now() + 8 * day));
    expect((await body<{ status: string }>(await admin.api(`/api/job-candidates/${id}`))).status).toBe(
      'expired',
    );
    const pending = await body<{ total: number }>(
      await admin.api(`/api/job-candidates?status=pending&job_id=${job.id}`),
    );
    expect(pending.total).toBe(0);
  });
});

describe('authorization matrix: interview routes', () => {
  it('staff of another organisation get 404 on every interview route; a link token is no staff credential', async () => {
    const { admin, job } = await hiringOrg('starter');
    const sent = await body<{ results: { job_candidate_id: number; email: string }[] }>(
      await invite(admin, job.id, people(1, 'authz')),
      201,
    );
    const id = sent.results[0]!.job_candidate_id;
    const token = await interviewToken(t.url, sent.results[0]!.email);
    const other = await newAdmin(t.url, { onboarded: true });
    const qid = job.questions[0]!.id;
    for (const [method, path, json] of [
      ['GET', `/api/job-candidates/${id}`, undefined],
      ['PATCH', `/api/job-candidates/${id}`, { decision: 'rejected' }],
      ['POST', `/api/job-candidates/${id}/resend`, undefined],
      ['POST', `/api/job-candidates/${id}/cancel`, undefined],
      ['POST', `/api/job-candidates/${id}/extend`, { days: 2 }],
      ['POST', `/api/job-candidates/${id}/evaluate`, undefined],
      ['GET', `/api/job-candidates/${id}/answers/${qid}/recording`, undefined],
      ['GET', `/api/jobs/${job.id}/interview-preview`, undefined],
      ['POST', `/api/jobs/${job.id}/candidates/invitations`, { candidates: people(1, 'x') }],
    ] as const) {
      const res = await other.api(path, { method, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const theirs = await body<{ total: number }>(await other.api('/api/job-candidates'));
    expect(theirs.total).toBe(0);

    // The candidate's token does not open staff routes.
    const asBearer = await fetch(`${t.url}/api/job-candidates/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.status).toBe(401);
    expect((await fetch(`${t.url}/api/job-candidates/invitations/current/count`)).status).toBe(401);

    // Members (not only admins) work the pipeline.
    const member = await newMember(t.url, admin);
    expect((await member.api(`/api/job-candidates/${id}`)).status).toBe(200);
  });

  it('a candidate token reaches only its own interview', async () => {
    const { admin, job } = await hiringOrg('starter');
    const [a, b] = people(2, 'own');
    await body(await invite(admin, job.id, [a!, b!]), 201);
    const ca = candidate(t.url, await interviewToken(t.url, a!.email));
    const cb = candidate(t.url, await interviewToken(t.url, b!.email));
    expect((await body<State>(await ca.state())).candidate_name).toBe(a!.name);
    expect((await body<State>(await cb.state())).candidate_name).toBe(b!.name);
    const qa = (await body<State>(await ca.start())).current!;
    await body(await ca.answer(qa.id, { text: 'answer from A' }));
    // B has not started: the same question id through B's token is refused and A's answer is untouched.
    expect((await body<Problem>(await cb.answer(qa.id, { text: 'answer from B' }), 409)).code).toBe(
      'interview_not_started',
    );
    const b1 = (await body<State>(await cb.start())).current!;
    expect(b1.index).toBe(0);
  });
});

describe('public interview link', () => {
  it('public link confirmation: the link is only e-mailed, and the interview counts when the candidate opens it and starts', async () => {
    const { admin, job } = await hiringOrg('starter');
    const info = await body<{
      title: string;
      accepting: boolean;
      question_count: number;
      organisation: { name: string };
    }>(await fetch(`${t.url}/api/public/jobs/${job.id}`));
    expect(info).toMatchObject({
      accepting: true,
      question_count: 3,
      organisation: { name: 'Hiring starter Ltd' },
    });
    const email = uniqueEmail('public');
    const ask = (name: string) =>
      fetch(`${t.url}/api/public/jobs/${job.id}/interviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, email }),
      });
    expect(await body<{ sent_to: string }>(await ask('Pat Public'), 202)).toEqual({
      sent_to: email,
      token: null,
    });
    expect((await count(admin)).used).toBe(0);
    const started = { token: await interviewToken(t.url, email) };
    expect((await body<State>(await candidate(t.url, started.token).state())).candidate_name).toBe(
      'Pat Public',
    );
    // The same address again: the same answer, the same link e-mailed again, nothing returned or counted.
    expect(await body<{ sent_to: string }>(await ask('Someone Else'), 202)).toEqual({
      sent_to: email,
      token: null,
    });
    expect((await outboxFor(t.url, email)).filter((m) => m.text.includes(started.token))).toHaveLength(2);
    expect((await count(admin)).used).toBe(0);

    // Staff preview: the questions, nothing stored.
    const preview = await body<{ questions: unknown[] }>(
      await admin.api(`/api/jobs/${job.id}/interview-preview`),
    );
    expect(preview.questions).toHaveLength(3);
    expect((await count(admin)).used).toBe(0);

    // Résumé: text accepted, an executable refused.
    const form = new FormData();
    form.append('file', new Blob(['Pat Public\nTypeScript developer']), 'resume.txt');
    expect(
      (await fetch(`${t.url}/api/interview/${started.token}/resume`, { method: 'POST', body: form })).status,
    ).toBe(204);
    const bad = new FormData();
    bad.append('file', new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])]), 'x.exe');
    expect(
      (await fetch(`${t.url}/api/interview/${started.token}/resume`, { method: 'POST', body: bad })).status,
    ).toBe(415);
    // résumé content: empty files, web pages and PDFs with scripts are refused, naming the field.
    const upload = (content: string, name: string) => {
      const f = new FormData();
      f.append('file', new Blob([content]), name);
      return fetch(`${t.url}/api/interview/${started.token}/resume`, { method: 'POST', body: f });
    };
    for (const [content, name, status] of [
      ['', 'empty.txt', 422],
      ['<!doctype html><html><body><script>alert(1)</script></body></html>', 'resume.txt', 415],
      [
        '%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
        'cv.pdf',
        415,
      ],
    ] as const) {
      const problem = await body<Problem>(await upload(content, name), status);
      expect(problem.field, name).toBe('file');
    }
    // résumé while open: once the interview is complete, no résumé can be added to it.
    const taker = candidate(t.url, started.token);
    let taking = await body<State>(await taker.start());
    expect((await count(admin)).used).toBe(1);
    while (taking.current)
      taking = await body<State>(await taker.answer(taking.current.id, { text: 'An answer.' }));
    const late = await body<Problem>(await upload('Pat Public\nTypeScript developer', 'resume.txt'), 409);
    expect(late.field).toBe('file');

    // Paused jobs don't accept; drafts don't exist publicly.
    await admin.api(`/api/jobs/${job.id}/pause`, { method: 'POST' });
    expect(
      (await body<{ accepting: boolean }>(await fetch(`${t.url}/api/public/jobs/${job.id}`))).accepting,
    ).toBe(false);
    const draft = await createJob(admin, publishableJob({ title: 'Draft only' }));
    expect((await fetch(`${t.url}/api/public/jobs/${draft.id}`)).status).toBe(404);
  });

  const askPublic = (jobId: number, email: string) =>
    fetch(`${t.url}/api/public/jobs/${jobId}/interviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ima Ginary', email }),
    });

  it('per-address and per-job limits: invented e-mails use up nothing, and the address that asks too often is told to wait', async () => {
    const { admin, job } = await hiringOrg('starter');
    for (let i = 0; i < 20; i += 1) await body(await askPublic(job.id, uniqueEmail(`invented${i}`)), 202);
    expect((await count(admin)).used).toBe(0);
    const limited = await body<Problem>(await askPublic(job.id, uniqueEmail('one-more')), 429);
    expect(limited.code).toBe('too_many_interview_requests');
    expect(limited.detail).toMatch(
      /Too many interview requests from your network\. Please try again in \d+ minutes/,
    );
    // The organisation's own invitations are untouched.
    expect((await invite(admin, job.id, [{ name: 'Real Person', email: uniqueEmail('real') }])).status).toBe(
      201,
    );
    expect((await count(admin)).used).toBe(1);
  });

  it('public link confirmation: an organisation that turns confirmation off lets candidates start at once, and each start counts', async () => {
    const { admin, job } = await hiringOrg('starter');
    const off = await admin.api('/api/organisation/settings', {
      method: 'PATCH',
      json: { interview_defaults: { confirm_public_link_email: false } },
    });
    expect(off.status).toBe(200);
    const email = uniqueEmail('straight-in');
    const started = await body<{ sent_to: string; token: string | null }>(
      await askPublic(job.id, email),
      202,
    );
    expect(started.token).toMatch(/^[\w-]{43}$/);
    expect((await count(admin)).used).toBe(1);
    expect((await body<State>(await candidate(t.url, started.token ?? '').start())).status).toBe('started');
    expect((await count(admin)).used).toBe(1);
    // The same address again never gets the link in the answer.
    expect(await body(await askPublic(job.id, email), 202)).toEqual({ sent_to: email, token: null });
  });

  it('per-address and per-job limits: a job takes at most 200 public requests an hour, counted or not', async () => {
    const { admin, job } = await hiringOrg('starter');
    await body(await askPublic(job.id, uniqueEmail('first')), 202);
    // 199 more requests this hour (as if from many networks), without sending them one by one.
    await t.app.ctx.db.execute(sql`
      insert into job_candidates
        (organisation_id, job_id, candidate_id, source, token_hash, token_nonce, status, questions, mode, expires_at, counted_at)
      select organisation_id, job_id, candidate_id, source, md5(random()::text || g::text), token_nonce, 'expired',
             questions, mode, expires_at, null
      from job_candidates, generate_series(1, 199) as g
      where job_id = ${job.id}`);
    const limited = await body<Problem>(await askPublic(job.id, uniqueEmail('over')), 429);
    expect(limited.code).toBe('too_many_interview_requests');
    expect(limited.detail).toMatch(/too many interview requests in the last hour/);
    expect((await count(admin)).used).toBe(0);
  });

  it('anonymous callers: when the allowance is used up the public link says so neutrally, with nothing about the plan', async () => {
    const { admin, job } = await hiringOrg('starter');
    const waiting = uniqueEmail('waiting');
    await body(await askPublic(job.id, waiting), 202);
    const people = Array.from({ length: 10 }, (_, i) => ({
      name: `Person ${i}`,
      email: uniqueEmail(`p${i}`),
    }));
    expect((await invite(admin, job.id, people)).status).toBe(201);
    expect((await count(admin)).used).toBe(10);
    for (const res of [
      await askPublic(job.id, uniqueEmail('late')),
      await candidate(t.url, await interviewToken(t.url, waiting)).start(),
    ]) {
      const problem = await body<Problem>(res, 409);
      expect(problem.code).toBe('not_accepting_interviews');
      expect(problem.detail).toBe('This job is not accepting interviews right now. Please try again later.');
      const { requestId: _id, ...said } = problem as Problem & { requestId?: string };
      expect(JSON.stringify(said)).not.toMatch(/starter|plan|allowance|upgrade|\b10\b/i);
    }
    expect((await count(admin)).used).toBe(10);
    // Staff still get the detailed answer on their own route.
    const staff = await body<Problem>(
      await invite(admin, job.id, [{ name: 'One More', email: uniqueEmail('m') }]),
      402,
    );
    expect(staff.detail).toMatch(/starter plan/);
  });
});
