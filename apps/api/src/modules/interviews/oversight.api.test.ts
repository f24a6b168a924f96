import type { Problem } from '@talvio/contracts/common';
import type { OversightRecordEntry } from '@talvio/contracts/interviews';
import {
  candidates,
  interviewAnswers,
  jobCandidates,
  jobQuestions,
  oversightRecords,
} from '@talvio/db/schema';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interviewQuestions } from '../../testing/interview-fixtures.ts';
import { createJob, publishableJob } from '../../testing/job-fixtures.ts';
import { newAdmin, newMember, type StaffSession } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { evaluationsSettled } from './evaluation.service.ts';

const t = useTestApp();
let admin: StaffSession;
let member: StaffSession & { id: number };
let interviewId: number;
let candidateId: number;

/** A finished interview with three answers, waiting for its evaluation. */
beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true });
  member = await newMember(t.url, admin, { name: 'Mina Member' });
  const job = await createJob(
    admin,
    publishableJob({ title: 'Oversight Engineer', questions: interviewQuestions }),
  );
  const db = t.app.ctx.db;
  const questions = await db
    .select()
    .from(jobQuestions)
    .where(eq(jobQuestions.jobId, job.id))
    .orderBy(asc(jobQuestions.position));
  const organisationId = questions[0]!.organisationId;
  const [person] = await db
    .insert(candidates)
    .values({ organisationId, name: 'Olu Oversight', email: 'olu@example.test', source: 'invitation' })
    .returning();
  candidateId = person!.id;
  const [interview] = await db
    .insert(jobCandidates)
    .values({
      organisationId,
      jobId: job.id,
      candidateId,
      source: 'invitation',
      tokenHash: `oversight-${job.id}`,
      tokenNonce: 'nonce',
      status: 'completed',
      questions: questions.map((q) => ({
        id: q.id,
        text: q.text,
        type: q.type as 'technical',
        skill: q.skill,
        timeLimitSeconds: q.timeLimitSeconds,
        rubric: q.rubric,
      })),
      mode: 'text',
      startedAt: new Date(Date.now() - 30 * 60_000),
      completedAt: new Date(),
      expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
    })
    .returning();
  interviewId = interview!.id;
  for (const [position, question] of questions.entries()) {
    await db.insert(interviewAnswers).values({
      organisationId,
      jobCandidateId: interviewId,
      questionId: question.id,
      position,
      text: 'I measured the render time with the React Profiler before and after, and kept the trade-off in mind.',
      timeTakenSeconds: 90,
      integrity: { tab_hidden: 0, focus_lost: 0, paste: 0, pasted_chars: 0 },
    });
  }
}, 120_000);

async function record(session: StaffSession = member): Promise<OversightRecordEntry[]> {
  const res = await session.api(`/api/job-candidates/${interviewId}/oversight`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: OversightRecordEntry[] }).items;
}

async function decide(decision: string) {
  const res = await member.api(`/api/job-candidates/${interviewId}`, { method: 'PATCH', json: { decision } });
  expect(res.status).toBe(200);
}

describe('oversight record', () => {
  it('oversight record: the AI evaluation and every decision on it are kept with who, when and whether the person agreed', async () => {
    expect(await record()).toEqual([]);
    expect((await admin.api(`/api/job-candidates/${interviewId}/evaluate`, { method: 'POST' })).status).toBe(
      200,
    );
    await evaluationsSettled(t.app.ctx);
    const [evaluation] = await record();
    const ai = (await (await member.api(`/api/job-candidates/${interviewId}`)).json()) as {
      score: number;
      recommendation: 'strong_yes' | 'yes' | 'maybe' | 'no';
    };
    expect(evaluation).toMatchObject({
      kind: 'ai_evaluation',
      actor: null,
      engine: 'local',
      score: ai.score,
      recommendation: ai.recommendation,
      decision: null,
    });

    await decide('shortlisted');
    await decide('rejected');
    await decide('rejected'); // no change: nothing recorded
    const entries = await record();
    expect(entries.map((entry) => [entry.kind, entry.previous_decision, entry.decision])).toEqual([
      ['ai_evaluation', null, null],
      ['human_decision', 'none', 'shortlisted'],
      ['human_decision', 'shortlisted', 'rejected'],
    ]);
    const positive = ai.recommendation === 'strong_yes' || ai.recommendation === 'yes';
    const negative = ai.recommendation === 'no';
    expect(entries[1]).toMatchObject({
      actor: { id: member.id, name: 'Mina Member' },
      score: ai.score,
      recommendation: ai.recommendation,
      agreement: positive ? 'agreed' : negative ? 'overrode' : 'neither',
    });
    expect(entries[2]!.agreement).toBe(positive ? 'overrode' : negative ? 'agreed' : 'neither');
  });

  it('oversight record: entries are append-only — the database refuses to change or delete one', async () => {
    const db = t.app.ctx.db;
    const [first] = await db
      .select()
      .from(oversightRecords)
      .where(eq(oversightRecords.jobCandidateId, interviewId));
    await expect(
      db.update(oversightRecords).set({ decision: 'hired' }).where(eq(oversightRecords.id, first!.id)),
    ).rejects.toThrow();
    await expect(db.delete(oversightRecords).where(eq(oversightRecords.id, first!.id))).rejects.toThrow();
    expect((await record()).length).toBe(3);
  });

  it('oversight record: the export holds the period’s entries, and outlives the candidate’s profile', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const bad = await member.api(`/api/oversight-records.csv?from=${today}&to=2020-01-01`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problem).field).toBe('to');
    const garbled = await member.api('/api/oversight-records.csv?from=yesterday&to=2020-01-01');
    expect(((await garbled.json()) as Problem).field).toBe('from');

    // Deleting the profile deletes the interview; the record of what was decided stays, without personal data.
    await t.app.ctx.db.delete(candidates).where(eq(candidates.id, candidateId));
    expect((await member.api(`/api/job-candidates/${interviewId}/oversight`)).status).toBe(404);
    const res = await member.api(`/api/oversight-records.csv?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="oversight-record-${today}-to-${today}.csv"`,
    );
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'recorded_at,job_id,interview_id,kind,actor_user_id,actor_name,engine,model,score,recommendation,decision,previous_decision,agreement',
    );
    expect(lines.filter((line) => line.includes(`,${interviewId},`))).toHaveLength(3);
    expect(text).not.toContain('Olu');
    expect(text).not.toContain('olu@example.test');

    const outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Other Oversight Org' });
    const theirs = await (await outsider.api(`/api/oversight-records.csv?from=${today}&to=${today}`)).text();
    expect(
      theirs
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});
