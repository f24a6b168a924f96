import type { Problem } from '@talvio/contracts/common';
import type { TalentPoolList } from '@talvio/contracts/talent';
import type { TalentRanking } from '@talvio/contracts/talent-ranking';
import { beforeAll, describe, expect, it } from 'vitest';
import { invite, subscribe } from '../../testing/interview-fixtures.ts';
import { createJob, publishableJob } from '../../testing/job-fixtures.ts';
import { addPeople, backendJob, people } from '../../testing/ranking-fixtures.ts';
import { newAdmin, newMember, type StaffSession } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let admin: StaffSession;
let jobId: number;

async function ranking(query: string, staff: StaffSession = admin): Promise<TalentRanking> {
  const res = await staff.api(`/api/talent/ranking?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TalentRanking;
}

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true });
  await addPeople(t.app, admin);
  jobId = (await createJob(admin, backendJob())).id;
});

describe('find candidates', () => {
  it('ranked against a job: the best fit first, a keyword-stuffed profile below real experience, no stranger', async () => {
    const result = await ranking(`job_id=${jobId}`);
    expect(result.job).toMatchObject({ id: jobId, title: 'Senior Backend Engineer' });
    expect(result.items.map((item) => item.name)).toEqual(['Ana Souza', 'Chen Li', 'Ben Okafor']);
    expect(result.pool_size).toBe(4);
    expect(result.considered).toBe(3);
    const [first] = result.items;
    expect(first?.score).toBeGreaterThan(85);
    expect(first?.criteria.reduce((sum, criterion) => sum + criterion.weight, 0)).toBe(100);
  });

  it('every point explained: skills with how they show and the line they came from', async () => {
    const [ana, chen] = (await ranking(`job_id=${jobId}`)).items;
    const skills = ana?.criteria.find((criterion) => criterion.key === 'required_skills')?.skills;
    expect(skills?.[0]).toEqual({
      skill: 'PostgreSQL',
      status: 'used',
      via: null,
      evidence: {
        field: 'experience',
        entry: 0,
        text: 'Payment services in Go on PostgreSQL, deployed on Kubernetes.',
      },
    });
    const related = chen?.criteria.find((criterion) => criterion.key === 'required_skills')?.skills[0];
    expect(related).toMatchObject({ skill: 'PostgreSQL', status: 'related', via: 'MySQL' });
  });

  it('invite from the ranking: an invited profile shows its invitation; one without an e-mail has none to use', async () => {
    await subscribe(t.url, admin, 'starter');
    const open = await createJob(
      admin,
      publishableJob({ title: 'Backend Engineer', required_skills: ['Go', 'PostgreSQL'] }),
    );
    expect((await admin.api(`/api/jobs/${open.id}/publish`, { method: 'POST' })).status).toBe(200);
    const before = await ranking(`job_id=${open.id}`);
    const ana = before.items.find((item) => item.name === 'Ana Souza');
    expect(before.items.find((item) => item.name === 'Chen Li')?.email).toBeNull();
    expect((await invite(admin, open.id, [{ name: ana!.name, email: ana!.email! }])).status).toBe(201);
    const after = await ranking(`job_id=${open.id}`);
    expect(after.items.find((item) => item.name === 'Ana Souza')?.invitation).toMatchObject({
      status: 'invited',
    });
  });

  it('AI re-rank: the local engine does not offer it, and asking for it is refused naming rerank', async () => {
    expect((await ranking(`job_id=${jobId}`)).ai_rerank_available).toBe(false);
    const res = await admin.api(`/api/talent/ranking?job_id=${jobId}&rerank=ai`);
    expect(res.status).toBe(409);
    expect((await res.json()) as Problem).toMatchObject({ code: 'ai_rerank_unavailable', field: 'rerank' });
  });

  it('who may see what: members rank too; another organisation finds no such job; bad job_id named', async () => {
    const member = await newMember(t.url, admin);
    expect((await ranking(`job_id=${jobId}`, member)).items.length).toBe(3);
    const other = await newAdmin(t.url, { onboarded: true });
    expect((await other.api(`/api/talent/ranking?job_id=${jobId}`)).status).toBe(404);
    for (const query of ['', 'job_id=abc', 'job_id=-1', `job_id=${jobId}&page_size=500`]) {
      const res = await admin.api(`/api/talent/ranking?${query}`);
      expect(res.status, query).toBe(400);
      const problem = (await res.json()) as Problem;
      expect(JSON.stringify(problem), query).toMatch(/job_id|page_size/);
    }
    expect((await fetch(`${t.url}/api/talent/ranking?job_id=${jobId}`)).status).toBe(401);
  });

  it('years follow the work history: saving the work history counts its years again', async () => {
    const list = (await (await admin.api('/api/candidates?q=souza')).json()) as TalentPoolList;
    const ana = list.items[0]!;
    const now = new Date();
    const expected = Math.round(((now.getUTCFullYear() - 2018) * 12 + now.getUTCMonth() + 1) / 1.2) / 10;
    expect(ana.total_years).toBe(expected);
    const res = await admin.api(`/api/candidates/${ana.id}`, { method: 'PATCH', json: { experience: [] } });
    expect(((await res.json()) as { total_years: number | null }).total_years).toBeNull();
    await admin.api(`/api/candidates/${ana.id}`, {
      method: 'PATCH',
      json: { experience: people[0]!.experience },
    });
  });

  it('who is scored: only the profiles sharing a word with the job, and pages of them', async () => {
    const first = await ranking(`job_id=${jobId}&page_size=2`);
    const second = await ranking(`job_id=${jobId}&page_size=2&page=2`);
    expect(first.total).toBe(3);
    expect([...first.items, ...second.items].map((item) => item.name)).toEqual([
      'Ana Souza',
      'Chen Li',
      'Ben Okafor',
    ]);
  });

  it('who is scored: an erased profile is neither scored nor counted in the pool', async () => {
    const other = await newAdmin(t.url, { onboarded: true });
    await addPeople(t.app, other);
    const job = (await createJob(other, backendJob())).id;
    const before = await ranking(`job_id=${job}`, other);
    expect([before.considered, before.pool_size]).toEqual([3, 4]);
    const chen = before.items.find((item) => item.name === 'Chen Li');
    expect(chen).toBeDefined();
    expect((await other.api(`/api/candidates/${chen?.candidate_id}/erase`, { method: 'POST' })).status).toBe(
      204,
    );
    const after = await ranking(`job_id=${job}`, other);
    expect(after.items.map((item) => item.name)).toEqual(['Ana Souza', 'Ben Okafor']);
    expect([after.considered, after.pool_size]).toEqual([2, 3]);
  });
});
