import type { Problem } from '@talvio/contracts/common';
import type { JobInsights } from '@talvio/contracts/job-insights';
import { candidates, interviewAnswers, jobCandidates, jobQuestions } from '@talvio/db/schema';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interviewQuestions } from '../../testing/interview-fixtures.ts';
import { createJob, publishableJob } from '../../testing/job-fixtures.ts';
import { newAdmin, newMember, type StaffSession } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let admin: StaffSession;
let member: StaffSession;
let jobId: number;
let questionIds: string[];

type Decision = 'none' | 'shortlisted' | 'rejected' | 'hired';
interface Seed {
  name: string;
  status: 'invited' | 'started' | 'completed' | 'evaluated' | 'expired' | 'cancelled';
  decision?: Decision;
  /** Day 0 is the invitation; minutes from it to the start and to the finish. */
  startMinute?: number;
  finishMinute?: number;
  score?: number;
  /** Per answered question in order: its evaluated score (null: not evaluated) and the rubric points met. */
  answers?: { score: number | null; met?: number[] }[];
}

const DAY_MINUTES = 24 * 60;
const invitedAt = new Date('2026-10-01T09:00:00Z');
const at = (minute: number) => new Date(invitedAt.getTime() + minute * 60_000);

/**
 * A small fixture whose figures are worked out by hand in the test below: eight interviews of one job, from an
 * invitation never opened to a hire.
 */
const seeds: Seed[] = [
  { name: 'Ava Invited', status: 'invited' },
  { name: 'Ben Left', status: 'started', startMinute: 60, answers: [{ score: null }] },
  {
    name: 'Cleo Hired',
    status: 'evaluated',
    decision: 'hired',
    startMinute: 2 * DAY_MINUTES - 20,
    finishMinute: 2 * DAY_MINUTES,
    score: 80,
    answers: [
      { score: 8, met: [0, 1, 2] },
      { score: 9, met: [0, 1] },
      { score: 7, met: [0] },
    ],
  },
  {
    name: 'Dev Shortlisted',
    status: 'evaluated',
    decision: 'shortlisted',
    startMinute: DAY_MINUTES - 30,
    finishMinute: DAY_MINUTES,
    score: 60,
    answers: [{ score: 6, met: [0] }, { score: 5 }, { score: 7 }],
  },
  {
    name: 'Eli Rejected',
    status: 'evaluated',
    decision: 'rejected',
    startMinute: 3 * DAY_MINUTES - 10,
    finishMinute: 3 * DAY_MINUTES,
    score: 35,
    answers: [{ score: 2 }, { score: 3 }, { score: 4 }],
  },
  {
    name: 'Fay Waiting',
    status: 'completed',
    // Shortlisted before any evaluation: not counted as shortlisted.
    decision: 'shortlisted',
    startMinute: 4 * DAY_MINUTES - 40,
    finishMinute: 4 * DAY_MINUTES,
    answers: [{ score: null }, { score: null }, { score: null }],
  },
  { name: 'Gus Cancelled', status: 'cancelled' },
  { name: 'Hal Expired', status: 'expired', startMinute: 30 },
];

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true });
  member = await newMember(t.url, admin);
  jobId = (
    await createJob(admin, publishableJob({ title: 'Insights Engineer', questions: interviewQuestions }))
  ).id;
  const db = t.app.ctx.db;
  const questions = await db
    .select()
    .from(jobQuestions)
    .where(eq(jobQuestions.jobId, jobId))
    .orderBy(asc(jobQuestions.position));
  questionIds = questions.map((question) => question.id);
  const organisationId = questions[0]!.organisationId;
  const snapshot = questions.map((question) => ({
    id: question.id,
    text: question.text,
    type: question.type as 'technical',
    skill: question.skill,
    timeLimitSeconds: question.timeLimitSeconds,
    rubric: question.rubric,
  }));
  for (const [index, seed] of seeds.entries()) {
    const [person] = await db
      .insert(candidates)
      .values({
        organisationId,
        name: seed.name,
        email: `insights-${index}@example.test`,
        source: 'invitation',
      })
      .returning();
    const [interview] = await db
      .insert(jobCandidates)
      .values({
        organisationId,
        jobId,
        candidateId: person!.id,
        source: 'invitation',
        tokenHash: `insights-test-${jobId}-${index}`,
        tokenNonce: `nonce-${index}`,
        status: seed.status,
        decision: seed.decision ?? 'none',
        questions: snapshot,
        mode: 'text',
        invitedAt,
        startedAt: seed.startMinute === undefined ? null : at(seed.startMinute),
        completedAt: seed.finishMinute === undefined ? null : at(seed.finishMinute),
        expiresAt: at(7 * DAY_MINUTES),
        score: seed.score ?? null,
      })
      .returning();
    for (const [position, answer] of (seed.answers ?? []).entries()) {
      const rubric = questions[position]!.rubric;
      await db.insert(interviewAnswers).values({
        organisationId,
        jobCandidateId: interview!.id,
        questionId: questions[position]!.id,
        position,
        text: `Answer ${position + 1} of ${seed.name}`,
        timeTakenSeconds: 60 * (position + 1),
        integrity: { tab_hidden: 0, focus_lost: 0, paste: 0, pasted_chars: 0 },
        evaluation:
          answer.score === null
            ? null
            : {
                score: answer.score,
                rubric_met: (answer.met ?? []).map((point) => rubric[point]!),
                rubric_missed: rubric.filter((_, point) => !(answer.met ?? []).includes(point)),
                rationale: 'Fixture.',
                quotes: [],
                signals: [],
              },
      });
    }
  }
}, 120_000);

async function insights(session: StaffSession = member): Promise<JobInsights> {
  const res = await session.api(`/api/jobs/${jobId}/insights`);
  expect(res.status).toBe(200);
  return (await res.json()) as JobInsights;
}

describe('job insights', () => {
  it('funnel: each step counts interviews that reached it and every step before, with conversion and drop-off', async () => {
    const { funnel, ended } = await insights();
    // Invited: all 8. Started: Ben, Cleo, Dev, Eli, Fay, Hal. Completed: Cleo, Dev, Eli, Fay. Evaluated: Cleo, Dev,
    // Eli. Shortlisted: Cleo (hired) and Dev — not Fay, shortlisted before any evaluation. Hired: Cleo.
    expect(funnel).toEqual([
      { step: 'invited', count: 8, conversion: null, drop_off: 0 },
      { step: 'started', count: 6, conversion: 0.75, drop_off: 2 },
      { step: 'completed', count: 4, conversion: 0.6667, drop_off: 2 },
      { step: 'evaluated', count: 3, conversion: 0.75, drop_off: 1 },
      { step: 'shortlisted', count: 2, conversion: 0.6667, drop_off: 1 },
      { step: 'hired', count: 1, conversion: 0.5, drop_off: 1 },
    ]);
    expect(ended).toEqual({ expired: 1, cancelled: 1 });
  });

  it('time to complete: median and 90th percentile minutes, median days from the invitation', async () => {
    const { time_to_complete } = await insights();
    // Minutes 20, 30, 10, 40 → sorted 10 20 30 40: median 25, p90 at 2.7 → 30 + 0.7 × 10 = 37. Days 2, 1, 3, 4 → 2.5.
    expect(time_to_complete).toEqual({
      median_minutes: 25,
      p90_minutes: 37,
      median_days_from_invitation: 2.5,
    });
  });

  it('score distribution: ten buckets of the evaluated interviews and their mean', async () => {
    const { score_histogram, average_score } = await insights();
    expect(score_histogram).toHaveLength(10);
    expect(score_histogram.filter((bucket) => bucket.count > 0)).toEqual([
      { from: 30, to: 39, count: 1 },
      { from: 60, to: 69, count: 1 },
      { from: 80, to: 89, count: 1 },
    ]);
    expect(score_histogram[9]).toEqual({ from: 90, to: 100, count: 0 });
    expect(average_score).toBe(58.3); // (80 + 60 + 35) / 3
  });

  it('per question: answered, left here, mean and spread, median seconds and each rubric point’s share met', async () => {
    const { questions, skills } = await insights();
    expect(questions.map((question) => question.id)).toEqual(questionIds);
    const [q1, q2, q3] = questions;
    // Q1 answered by Ben, Cleo, Dev, Eli and Fay; evaluated 8, 6, 2 → mean 5.33, sample sd √(18.67 / 2) = 3.06.
    expect(q1).toMatchObject({
      position: 1,
      current: true,
      answered: 5,
      left_here: 1, // Hal started and left before answering it
      evaluated: 3,
      average_score: 5.3,
      spread: 3.06,
      separates: 'too_few',
      median_seconds: 60,
    });
    expect(q1!.rubric.map((point) => point.met_share)).toEqual([0.6667, 0.3333, 0.3333]);
    // Q2: answered by Cleo, Dev, Eli and Fay; Ben left here; evaluated 9, 5, 3 → mean 5.67.
    expect(q2).toMatchObject({ answered: 4, left_here: 1, evaluated: 3, average_score: 5.7 });
    expect(q2!.rubric.map((point) => point.met_share)).toEqual([0.3333, 0.3333, 0]);
    expect(q3).toMatchObject({ answered: 4, left_here: 0, evaluated: 3, average_score: 6 });
    // Skills: Q1 tests React, Q2 TypeScript; Q3 has none.
    expect(skills).toEqual([
      { skill: 'React', questions: 1, evaluated: 3, average_score: 5.3 },
      { skill: 'TypeScript', questions: 1, evaluated: 3, average_score: 5.7 },
    ]);
  });

  it('ranking: the evaluated interviews best first, with a link target, and the CSV export has them all', async () => {
    const { ranking, ranking_total } = await insights();
    expect(ranking.map((row) => [row.name, row.score, row.decision])).toEqual([
      ['Cleo Hired', 80, 'hired'],
      ['Dev Shortlisted', 60, 'shortlisted'],
      ['Eli Rejected', 35, 'rejected'],
    ]);
    expect(ranking_total).toBe(3);

    const res = await member.api(`/api/jobs/${jobId}/insights.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="insights-insights-engineer-${jobId}.csv"`,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'rank,name,email,score,recommendation,decision,started_at,completed_at,q1_score,q2_score,q3_score',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `1,Cleo Hired,insights-2@example.test,80,,hired,${at(2 * DAY_MINUTES - 20).toISOString()},${at(2 * DAY_MINUTES).toISOString()},8,9,7`,
    );
  });

  it('questions removed from the job after candidates answered them stay, marked removed', async () => {
    const db = t.app.ctx.db;
    const [removed] = await db.select().from(jobQuestions).where(eq(jobQuestions.id, questionIds[2]!));
    await db.delete(jobQuestions).where(eq(jobQuestions.id, questionIds[2]!));
    try {
      const { questions } = await insights();
      expect(questions.map((question) => [question.id, question.current])).toEqual([
        [questionIds[0], true],
        [questionIds[1], true],
        [questionIds[2], false],
      ]);
      expect(questions[2]).toMatchObject({ text: removed!.text, answered: 4, average_score: 6 });
    } finally {
      await db.insert(jobQuestions).values(removed!);
    }
  });

  it('a job without interviews has an empty funnel and no ranking; another organisation gets 404', async () => {
    const empty = await createJob(admin, publishableJob({ title: 'Quiet job' }));
    const res = await admin.api(`/api/jobs/${empty.id}/insights`);
    const figures = (await res.json()) as JobInsights;
    expect(figures.funnel.map((step) => step.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(figures).toMatchObject({ ranking: [], ranking_total: 0, average_score: null });
    expect(figures.time_to_complete).toEqual({
      median_minutes: null,
      p90_minutes: null,
      median_days_from_invitation: null,
    });

    const outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Other Insights Org' });
    const foreign = await outsider.api(`/api/jobs/${jobId}/insights`);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as Problem).code).toBe('not_found');
    expect((await outsider.api(`/api/jobs/${jobId}/insights.csv`)).status).toBe(404);
  });
});
