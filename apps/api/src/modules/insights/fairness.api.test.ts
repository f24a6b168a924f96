import type { Problem } from '@talvio/contracts/common';
import type { JobFairness } from '@talvio/contracts/fairness';
import type { CandidateInterview } from '@talvio/contracts/interviews';
import { candidates, demographicAnswers, jobCandidates } from '@talvio/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidate, interviewToken, invite, openJob, subscribe } from '../../testing/interview-fixtures.ts';
import { newAdmin, type StaffSession, uniqueEmail } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let admin: StaffSession;
let jobId: number;

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Fairness Ltd' });
  await subscribe(t.url, admin, 'starter');
  jobId = (await openJob(admin)).id;
}, 120_000);

const collect = (on: boolean) =>
  admin.api('/api/organisation/settings', {
    method: 'PATCH',
    json: { fairness: { collect_demographics: on } },
  });

async function fairness(): Promise<JobFairness> {
  const res = await admin.api(`/api/jobs/${jobId}/insights/fairness`);
  expect(res.status).toBe(200);
  return (await res.json()) as JobFairness;
}

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Invites someone and takes the whole interview as them; their candidate calls. */
async function finishedInterview(name: string) {
  const email = uniqueEmail(name.toLowerCase());
  expect((await invite(admin, jobId, [{ name, email }])).status).toBe(201);
  const token = await interviewToken(t.url, email);
  const c = candidate(t.url, token);
  let state = (await (await c.start()).json()) as CandidateInterview;
  while (state.current) {
    state = (await (await c.answer(state.current.id, { text: 'An answer.' })).json()) as CandidateInterview;
  }
  return {
    c,
    state,
    answer: (body: unknown) => postJson(`${t.url}/api/interview/${token}/demographics`, body),
  };
}

describe('fairness view', () => {
  it('demographic questions: off by default; when on, asked after the interview, optional, and stored apart', async () => {
    const { c, state, answer } = await finishedInterview('Ada');
    expect(state).toMatchObject({ status: 'completed', demographics: 'off' });
    const refused = await c.state();
    expect(((await refused.json()) as CandidateInterview).demographics).toBe('off');
    expect(((await (await answer({ gender: 'female', ethnicity: null })).json()) as Problem).code).toBe(
      'demographics_not_collected',
    );

    expect((await collect(true)).status).toBe(200);
    expect(((await (await c.state()).json()) as CandidateInterview).demographics).toBe('ask');
    const bad = await answer({ gender: 'robot', ethnicity: null });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problem).field).toBe('gender');
    const saved = await answer({ gender: 'female', ethnicity: 'prefer_not_to_say' });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as CandidateInterview).demographics).toBe('answered');

    // Stored apart from the profile: the profile and the interview result carry none of it.
    const [row] = await t.app.ctx.db.select().from(demographicAnswers);
    expect(row).toMatchObject({ gender: 'female', ethnicity: null });
    const interview = await t.app.ctx.db
      .select()
      .from(jobCandidates)
      .where(eq(jobCandidates.id, row!.jobCandidateId));
    const result = await (await admin.api(`/api/job-candidates/${interview[0]!.id}`)).text();
    expect(result).not.toContain('female');
    const profile = await (await admin.api(`/api/candidates/${interview[0]!.candidateId}`)).text();
    expect(profile).not.toContain('female');

    const figures = await fairness();
    expect(figures).toMatchObject({ collecting: true, candidates: 1, answered: 1 });
    const gender = figures.dimensions.find((d) => d.dimension === 'gender')!;
    expect(gender.groups.map((g) => [g.group, g.label, g.candidates])).toEqual([
      ['female', 'Woman / female', 1],
    ]);
    expect(figures.dimensions.find((d) => d.dimension === 'ethnicity')!.unknown).toBe(1);
  });

  it('fairness view: unanswered candidates count as unknown, the CSV has every table, and erasing a candidate removes their answers', async () => {
    const ben = await finishedInterview('Ben');
    expect((await ben.answer({ gender: 'male', ethnicity: 'asian' })).status).toBe(200);
    await finishedInterview('Cy'); // asked, never answers
    const figures = await fairness();
    expect(figures).toMatchObject({ candidates: 3, answered: 2 });
    const intersection = figures.dimensions.find((d) => d.dimension === 'intersection')!;
    expect(intersection.groups.map((g) => g.label)).toEqual(['Man / male · Asian']);
    expect(intersection.unknown).toBe(2);

    const csv = await admin.api(`/api/jobs/${jobId}/insights/fairness.csv`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'dimension,group,candidates,share,excluded,measure,selected,of,rate,impact_ratio,review',
    );
    expect(lines.some((line) => line.startsWith('intersection,Man / male · Asian,1,'))).toBe(true);
    expect(lines.filter((line) => line.includes(',Unknown,'))).toHaveLength(3);

    const [profile] = await t.app.ctx.db.select().from(candidates).where(eq(candidates.name, 'Ben'));
    expect((await admin.api(`/api/candidates/${profile!.id}/erase`, { method: 'POST' })).status).toBe(204);
    expect((await fairness()).answered).toBe(1);

    const outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Other Fairness Org' });
    expect((await outsider.api(`/api/jobs/${jobId}/insights/fairness`)).status).toBe(404);
  });
});
