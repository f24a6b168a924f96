import { completion, type FakeOpenAi, sendJson, startFakeOpenAi } from '@talvio/ai/testing/fake-openai';
import type { CandidateProfile, TalentBatch, TalentBatchDetail } from '@talvio/contracts/talent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textResume } from '../../testing/resume-files.ts';
import { newAdmin, type StaffSession, uniqueEmail } from '../../testing/staff-client.ts';
import { openAiSettings, startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * **AI structuring** with the openai engine against an OpenAI-compatible endpoint standing in for a model: what it
 * is sent, when, and what of its answer is taken.
 */
let fake: FakeOpenAi;
let answer: (text: string) => { status: number; body: unknown };
let t: TestApp;
let admin: StaffSession;

beforeAll(async () => {
  fake = await startFakeOpenAi(() => ({
    '/v1/chat/completions': (body, res) => {
      const request = JSON.parse(body.toString()) as { messages: { role: string; content: string }[] };
      const sent = JSON.parse(request.messages.at(-1)!.content) as { resume_text: string };
      const { status, body: reply } = answer(sent.resume_text);
      sendJson(res, status, reply);
    },
  }));
  t = await startTestApp({
    overrides: openAiSettings(fake.baseURL),
  });
  admin = await newAdmin(t.url, { onboarded: true });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const q = (value: string) => ({ value, quote: value });
const none = { value: '', quote: '' };

/** What a model reads from the test résumé: the work history split its own way, and an e-mail it made up. */
const modelReading = () => ({
  name: q('Ana Souza'),
  email: q('ana.souza@invented.example'),
  phone: q('+44 20 7946 0958'),
  location: q('London, United Kingdom'),
  headline: q('Senior Software Engineer'),
  summary: none,
  links: [],
  skills: [q('TypeScript'), q('Kubernetes')],
  experience: [
    {
      title: 'Senior Software Engineer',
      company: 'Monzo Bank Ltd',
      start: '2020-01',
      end: 'present',
      description: 'Led the migration of the ledger service to PostgreSQL.',
      quote: 'Senior Software Engineer, Monzo Bank Ltd',
    },
  ],
  education: [],
  languages: [],
  certifications: [],
});

async function readOne(fileName: string, content: string): Promise<CandidateProfile> {
  const batch = (await (
    await admin.api('/api/talent/batches', { method: 'POST', json: {} })
  ).json()) as TalentBatch;
  const form = new FormData();
  form.append('file', new Blob([content]), fileName);
  expect(
    (await admin.api(`/api/talent/batches/${batch.id}/files`, { method: 'POST', body: form })).status,
  ).toBe(201);
  await t.app.talentQueue.settled();
  const read = (await (await admin.api(`/api/talent/batches/${batch.id}`)).json()) as TalentBatchDetail;
  const id = read.files[0]!.candidate_id!;
  return (await (await admin.api(`/api/candidates/${id}`)).json()) as CandidateProfile;
}

const structuringRequests = () => fake.received.filter((r) => r.url === '/v1/chat/completions');

describe('AI structuring', () => {
  it('AI structuring: a résumé the parser was unsure of is read by the model from its text alone; what is not in the text is not taken', async () => {
    fake.clear();
    answer = () => ({ status: 200, body: completion(JSON.stringify(modelReading())) });
    const profile = await readOne('ana.txt', textResume({ name: 'Ana Souza', email: null }));
    expect(structuringRequests()).toHaveLength(1);
    const request = JSON.parse(structuringRequests()[0]!.body.toString()) as {
      messages: { content: string }[];
      response_format: { type: string };
    };
    expect(request.response_format.type).toBe('json_schema');
    expect(Object.keys(JSON.parse(request.messages.at(-1)!.content) as object)).toEqual(['resume_text']);
    expect(profile.experience).toEqual([
      expect.objectContaining({
        title: 'Senior Software Engineer',
        company: 'Monzo Bank Ltd',
        start: '2020-01',
        end: null,
      }),
    ]);
    // The e-mail the model made up is in no line of the résumé: the profile still has none, and says so.
    expect(profile.email).toBeNull();
    expect(profile.review.map((flag) => flag.field)).toContain('email');
    const text = (await (await admin.api(`/api/candidates/${profile.id}/resume/text`)).json()) as {
      text: string;
      sources: { field: string; start: number; end: number }[];
    };
    const entry = text.sources.find((s) => s.field === 'experience')!;
    expect(text.text.slice(entry.start, entry.end)).toBe('Senior Software Engineer, Monzo Bank Ltd');
  });

  it('AI structuring: a résumé the parser was sure of is not sent; when the endpoint fails the local reading stands', async () => {
    fake.clear();
    answer = () => ({ status: 200, body: completion(JSON.stringify(modelReading())) });
    const sure = await readOne('sure.txt', textResume({ name: 'Bo Lindqvist', email: uniqueEmail('bo') }));
    expect(structuringRequests()).toHaveLength(0);
    expect(sure.experience).toHaveLength(2);

    answer = () => ({ status: 500, body: { error: { message: 'overloaded' } } });
    const unsure = await readOne('unsure.txt', textResume({ name: 'Chidi Okafor', email: null }));
    expect(structuringRequests()).toHaveLength(1);
    expect(unsure.name).toBe('Chidi Okafor');
    expect(unsure.experience).toHaveLength(2);
  });
});
