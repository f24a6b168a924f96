import type { JobCandidateDetail } from '@talvio/contracts/interviews';
import type { TalentBatch, TalentPoolList } from '@talvio/contracts/talent';
import type { TalentRanking } from '@talvio/contracts/talent-ranking';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidate, interviewToken, invite, openJob, subscribe } from '../../testing/interview-fixtures.ts';
import { createJob, publishableJob } from '../../testing/job-fixtures.ts';
import { newAdmin, type StaffSession, uniqueEmail } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { evaluationsSettled } from '../interviews/evaluation.service.ts';

/** docs/product/find-candidates.md: earlier interviews beside the ranking, through real HTTP on a real database. */
const t = useTestApp();
let admin: StaffSession;
const ana = { name: 'Ana Souza', email: uniqueEmail('ana') };
const ben = { name: 'Ben Okafor', email: uniqueEmail('ben') };

async function body<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

const backendProfile = {
  headline: 'Backend engineer',
  location: 'Berlin, Germany',
  skills: ['PostgreSQL', 'Go'],
  experience: [
    {
      title: 'Senior Backend Engineer',
      company: 'Payly',
      start: '2018-01',
      end: null,
      description: 'Payment services in Go on PostgreSQL, deployed on Kubernetes.',
    },
  ],
  summary: null,
};

/** Both people read into the pool from a CSV, then given the same backend profile as a person would. */
async function addPeople() {
  const batch = await body<TalentBatch>(
    await admin.api('/api/talent/batches', { method: 'POST', json: {} }),
    201,
  );
  const form = new FormData();
  form.append(
    'file',
    new Blob([`name,email\n"${ana.name}",${ana.email}\n"${ben.name}",${ben.email}`]),
    'people.csv',
  );
  await body(await admin.api(`/api/talent/batches/${batch.id}/files`, { method: 'POST', body: form }), 201);
  await t.app.talentQueue.settled();
  const list = await body<TalentPoolList>(await admin.api('/api/candidates?page_size=100'));
  for (const item of list.items)
    await body(await admin.api(`/api/candidates/${item.id}`, { method: 'PATCH', json: backendProfile }));
}

const ranking = async (jobId: number) =>
  body<TalentRanking>(await admin.api(`/api/talent/ranking?job_id=${jobId}`));

/** Ana takes the earlier job's interview to the end; it is evaluated and a person shortlists her. */
async function interviewAna(jobId: number): Promise<JobCandidateDetail> {
  await body(await invite(admin, jobId, [ana]), 201);
  const c = candidate(t.url, await interviewToken(t.url, ana.email));
  let current = (await body<{ current: { id: string } | null }>(await c.start({ consent: true }))).current;
  while (current) {
    const next = await body<{ current: { id: string } | null }>(
      await c.answer(current.id, {
        text: 'I moved our payments to PostgreSQL with zero downtime, validating every boundary and measuring the result.',
      }),
    );
    current = next.current;
  }
  await evaluationsSettled(t.app.ctx);
  const list = await body<{ items: { id: number }[] }>(
    await admin.api(`/api/job-candidates?job_id=${jobId}`),
  );
  const id = list.items[0]!.id;
  return body<JobCandidateDetail>(
    await admin.api(`/api/job-candidates/${id}`, { method: 'PATCH', json: { decision: 'shortlisted' } }),
  );
}

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true });
  await subscribe(t.url, admin, 'starter');
  await addPeople();
}, 120_000);

describe('find candidates', () => {
  it('earlier interviews shown, not scored: the best evaluated interview for another job, the score unchanged', async () => {
    const earlierJob = await openJob(admin, {
      title: 'Platform Engineer',
      required_skills: ['Go', 'PostgreSQL'],
      nice_to_have_skills: [],
    });
    const job = await createJob(
      admin,
      publishableJob({
        title: 'Senior Backend Engineer',
        location: { city: 'Berlin', country_code: 'DE' },
        required_skills: ['PostgreSQL', 'Go', 'Kubernetes'],
        nice_to_have_skills: [],
      }),
    );
    const before = await ranking(job.id);
    expect(before.items.map((item) => item.earlier_interview)).toEqual([null, null]);

    const interview = await interviewAna(earlierJob.id);
    expect(interview.status).toBe('evaluated');
    expect(interview.score).not.toBeNull();

    const after = await ranking(job.id);
    const anaAfter = after.items.find((item) => item.name === ana.name);
    expect(anaAfter?.earlier_interview).toEqual({
      job_id: earlierJob.id,
      job_title: 'Platform Engineer',
      score: interview.score,
      decision: 'shortlisted',
      completed_at: expect.any(String),
    });
    expect(after.items.find((item) => item.name === ben.name)?.earlier_interview).toBeNull();
    // The same scores and order as before the interview: it is shown, never scored.
    expect(after.items.map((item) => [item.name, item.score, item.criteria])).toEqual(
      before.items.map((item) => [item.name, item.score, item.criteria]),
    );

    // Ranked against the job she was interviewed for, that interview is not an earlier one.
    const same = await ranking(earlierJob.id);
    expect(same.items.find((item) => item.name === ana.name)).toMatchObject({
      earlier_interview: null,
      invitation: { status: 'evaluated' },
    });

    // Another organisation's ranking never shows it.
    const other = await newAdmin(t.url, { onboarded: true });
    expect((await other.api(`/api/talent/ranking?job_id=${job.id}`)).status).toBe(404);
  });
});
