import { completion, type FakeOpenAi, sendJson, startFakeOpenAi } from '@talvio/ai/testing/fake-openai';
import type { TalentRanking } from '@talvio/contracts/talent-ranking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../testing/job-fixtures.ts';
import { addPeople, backendJob } from '../../testing/ranking-fixtures.ts';
import { newAdmin, type StaffSession } from '../../testing/staff-client.ts';
import { openAiSettings, startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * **AI re-rank** (docs/product/find-candidates.md) with the openai engine against an OpenAI-compatible endpoint
 * standing in for a model: what it is sent, and what of its answer is taken.
 */
interface SentProfiles {
  job: { title: string };
  profiles: { id: string; text: string }[];
}

let fake: FakeOpenAi;
let reply: (sent: SentProfiles) => { status: number; body: unknown } = () => ({
  status: 500,
  body: { error: { message: 'not this test' } },
});
const sent: SentProfiles[] = [];
let t: TestApp;
let admin: StaffSession;
let jobId: number;

beforeAll(async () => {
  fake = await startFakeOpenAi(() => ({
    '/v1/chat/completions': (body, res) => {
      const request = JSON.parse(body.toString()) as { messages: { role: string; content: string }[] };
      const payload = JSON.parse(request.messages.at(-1)!.content) as SentProfiles;
      if (!('profiles' in payload)) return sendJson(res, 500, { error: { message: 'not this test' } });
      sent.push(payload);
      const { status, body: answer } = reply(payload);
      sendJson(res, status, answer);
    },
  }));
  t = await startTestApp({
    // Résumés are not structured by the model here: the fake endpoint answers re-ranks only.
    overrides: { ...openAiSettings(fake.baseURL), resumeStructuring: 'off' },
  });
  admin = await newAdmin(t.url, { onboarded: true });
  await addPeople(t.app, admin);
  jobId = (await createJob(admin, backendJob())).id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function ranking(query: string): Promise<TalentRanking> {
  const res = await admin.api(`/api/talent/ranking?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TalentRanking;
}

/** The model's answer: the profiles in reverse, each quoting its first line, and one quote it made up. */
function reversedReviews(payload: SentProfiles) {
  const profiles = payload.profiles.map((profile, index) => ({
    id: profile.id,
    score: 50 + index * 10,
    criteria: [
      { criterion: 'title', quote: profile.text.split('\n')[0]!, reason: 'Its headline.' },
      { criterion: 'location', quote: 'Lives next to the office', reason: 'Invented.' },
    ],
  }));
  return { status: 200, body: completion(JSON.stringify({ profiles })) };
}

describe('AI re-rank', () => {
  it('AI re-rank: the best profiles are read under opaque ids without names or contact details, reordered by the model, each quote checked against the profile', async () => {
    reply = reversedReviews;
    const local = await ranking(`job_id=${jobId}`);
    expect(local.ai_rerank_available).toBe(true);
    expect(local.ai_rerank).toBeNull();
    expect(local.items.every((item) => item.ai_review === null)).toBe(true);

    sent.length = 0;
    const reranked = await ranking(`job_id=${jobId}&rerank=ai`);
    expect(sent).toHaveLength(1);
    const payload = JSON.stringify(sent[0]);
    for (const item of local.items) {
      expect(payload).not.toContain(item.name);
      if (item.email) expect(payload).not.toContain(item.email);
      expect(payload).not.toContain(`"${item.candidate_id}"`);
    }
    expect(sent[0]!.profiles.map((profile) => profile.id)).toEqual(local.items.map((_, i) => `p${i + 1}`));

    expect(reranked.ai_rerank).toEqual({ model: 'fake-model', reviewed: local.items.length, failure: null });
    expect(reranked.items.map((item) => item.candidate_id)).toEqual(
      [...local.items].reverse().map((item) => item.candidate_id),
    );
    // The local score and its explanation stay as they were; the review stands beside them.
    for (const item of reranked.items) {
      const before = local.items.find((other) => other.candidate_id === item.candidate_id)!;
      expect(item.score).toBe(before.score);
      expect(item.criteria).toEqual(before.criteria);
      expect(item.ai_review?.criteria).toEqual([
        { key: 'title', quote: expect.stringContaining('Headline: '), reason: 'Its headline.' },
      ]);
    }
  });

  it('AI re-rank: one re-rank serves every page of the ranking, read from the model once', async () => {
    reply = reversedReviews;
    const local = await ranking(`job_id=${jobId}`);
    sent.length = 0;
    const first = await ranking(`job_id=${jobId}&rerank=ai&page_size=2`);
    const second = await ranking(`job_id=${jobId}&rerank=ai&page_size=2&page=2`);
    expect(sent).toHaveLength(0);
    expect([...first.items, ...second.items].map((item) => item.candidate_id)).toEqual(
      [...local.items].reverse().map((item) => item.candidate_id),
    );
    expect(second.ai_rerank).toEqual(first.ai_rerank);
  });

  it('AI re-rank: when the endpoint fails the local order stands and the answer says why', async () => {
    reply = () => ({ status: 500, body: { error: { message: 'overloaded' } } });
    // Another job, so the model is asked again rather than the kept answer for the job above reused.
    const otherJob = (await createJob(admin, { ...backendJob(), title: 'Senior Backend Engineer, Payments' }))
      .id;
    const local = await ranking(`job_id=${otherJob}`);
    const reranked = await ranking(`job_id=${otherJob}&rerank=ai`);
    expect(reranked.items.map((item) => item.candidate_id)).toEqual(
      local.items.map((item) => item.candidate_id),
    );
    expect(reranked.items.every((item) => item.ai_review === null)).toBe(true);
    expect(reranked.ai_rerank?.reviewed).toBe(0);
    expect(reranked.ai_rerank?.failure).toBeTruthy();
  });

  it('AI re-rank: a rerank value other than "ai" is refused naming the parameter', async () => {
    const res = await admin.api(`/api/talent/ranking?job_id=${jobId}&rerank=gpt`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('rerank');
  });
});
