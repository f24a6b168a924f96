import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from './create-engine.ts';
import { createLocalEngine, LOCAL_MODEL } from './engine.ts';
import { createOpenAiEngine } from './openai-engine.ts';
import { readTextResume } from './resume-document.ts';
import { parseResumeDocument } from './resume-parser.ts';
import type { DraftJobDescriptionInput } from './schemas.ts';
import { completion, type FakeOpenAi, sendJson, startFakeOpenAi } from './testing/fake-openai.ts';

type Handler = (body: Record<string, unknown>, res: ServerResponse) => void;

let fake: FakeOpenAi;
let baseURL: string;
let handler: Handler;
/** The chat completion requests the fake server received, parsed. */
const requests = () =>
  fake.received
    .filter((r) => r.url === '/v1/chat/completions')
    .map((r) => JSON.parse(r.body.toString()) as Record<string, unknown>);

beforeAll(async () => {
  fake = await startFakeOpenAi(() => ({
    '/v1/chat/completions': (body, res) =>
      handler(JSON.parse(body.toString()) as Record<string, unknown>, res),
  }));
  baseURL = fake.baseURL;
});
afterAll(async () => fake.close());
beforeEach(() => fake.clear());

const engine = () => createOpenAiEngine({ baseURL, apiKey: 'test-key', model: 'fake-model', timeoutMs: 500 });

const draftInput: DraftJobDescriptionInput = {
  title: 'Backend Engineer',
  seniority: 'mid',
  required_skills: ['Go', 'PostgreSQL'],
  work_mode: 'remote',
};

const sections = {
  about_the_role: 'Build our payments backend.\n\nRemote within Europe.',
  responsibilities: ['Design APIs', 'Run services', 'Review code'],
  requirements: ['Go in production', 'PostgreSQL schema design', 'Testing habits'],
  nice_to_have: ['Kafka'],
  benefits: ['Remote budget <script>alert(1)</script>'],
};

function questionsOf(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    text: `Question number ${index + 1} about Go services?`,
    type: index === 0 ? 'motivation' : 'technical',
    skill: index === 0 ? null : 'Go',
    difficulty: 'medium',
    time_limit_seconds: index === 1 ? 5 : 180,
    rubric: ['Point one', 'Point two', 'Point three'],
  }));
}

describe('AI says which engine: openai engine against a fake OpenAI-compatible server', () => {
  it('drafts a job description through chat completions with a strict JSON schema', async () => {
    handler = (_body, res) => sendJson(res, 200, completion(JSON.stringify(sections)));
    const result = await engine().draftJobDescription(draftInput);
    expect(result).toMatchObject({ engine: 'openai', model: 'fake-model' });
    expect(result.fallback).toBeUndefined();
    expect(result.draft.responsibilities).toEqual(sections.responsibilities);
    expect(result.draft.html).toContain('<h2>About the role</h2><p>Build our payments backend.</p>');
    expect(result.draft.html).toContain('&lt;script&gt;');
    expect(result.draft.html).not.toContain('<script>');
    const request = requests()[0]!;
    expect(request.model).toBe('fake-model');
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
  });

  it('generates questions, assigns ids and keeps time limits within the settings bounds', async () => {
    handler = (_body, res) => sendJson(res, 200, completion(JSON.stringify({ questions: questionsOf(4) })));
    const result = await engine().generateQuestions({
      job_title: 'Backend Engineer',
      seniority: 'mid',
      required_skills: ['golang'],
      count: 4,
    });
    expect(result.engine).toBe('openai');
    expect(result.fallback).toBeUndefined();
    expect(result.questions).toHaveLength(4);
    expect(new Set(result.questions.map((question) => question.id)).size).toBe(4);
    expect(result.questions[1]?.time_limit_seconds).toBe(30);
    const payload = JSON.parse(
      (requests()[0]!.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!
        .content,
    );
    expect(payload.required_skills).toEqual(['Go']);
  });

  it('falls back to the local engine on malformed JSON and says why', async () => {
    handler = (_body, res) => sendJson(res, 200, completion('{"about_the_role": "unterminated'));
    const result = await engine().draftJobDescription(draftInput);
    expect(result).toMatchObject({
      engine: 'local',
      model: LOCAL_MODEL,
      fallback: { from: 'openai', reason: 'the answer was not valid JSON' },
    });
    expect(result.draft.requirements.join(' ')).toContain('Go');
  });

  it('falls back when the answer does not match the schema', async () => {
    handler = (_body, res) =>
      sendJson(res, 200, completion(JSON.stringify({ ...sections, responsibilities: 'not a list' })));
    const result = await engine().draftJobDescription(draftInput);
    expect(result.engine).toBe('local');
    expect(result.fallback?.reason).toMatch(/did not match the schema \(responsibilities/);
  });

  it('falls back when the model returns the wrong number of questions or repeats one', async () => {
    handler = (_body, res) => sendJson(res, 200, completion(JSON.stringify({ questions: questionsOf(3) })));
    const short = await engine().generateQuestions({ job_title: 'Go developer', seniority: 'mid', count: 5 });
    expect(short.engine).toBe('local');
    expect(short.fallback?.reason).toBe('asked for 5 questions, got 3');
    expect(short.questions).toHaveLength(5);

    const repeated = questionsOf(3).map((question) => ({
      ...question,
      text: 'The same question every time?',
    }));
    handler = (_body, res) => sendJson(res, 200, completion(JSON.stringify({ questions: repeated })));
    const duplicate = await engine().generateQuestions({
      job_title: 'Go developer',
      seniority: 'mid',
      count: 3,
    });
    expect(duplicate.fallback?.reason).toBe('the answer repeated a question');
  });

  it('falls back on an HTTP error, a refusal and a timeout', async () => {
    handler = (_body, res) => sendJson(res, 500, { error: { message: 'boom' } });
    const failed = await engine().draftJobDescription(draftInput);
    expect(failed.fallback?.reason).toBe('the AI endpoint answered HTTP 500');

    handler = (_body, res) =>
      sendJson(res, 200, completion(null, { message: { role: 'assistant', content: null, refusal: 'no' } }));
    const refused = await engine().draftJobDescription(draftInput);
    expect(refused.fallback?.reason).toBe('the model refused: no');

    handler = (_body, res) => {
      setTimeout(() => sendJson(res, 200, completion(JSON.stringify(sections))), 1500);
    };
    const startedAt = Date.now();
    const slow = await engine().draftJobDescription(draftInput);
    expect(slow.fallback?.reason).toBe('timed out after 500 ms');
    expect(Date.now() - startedAt).toBeLessThan(1400);
  });

  it('falls back when the endpoint cannot be reached', async () => {
    const unreachable = createOpenAiEngine({
      baseURL: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 500,
    });
    const result = await unreachable.generateQuestions({
      job_title: 'Registered Nurse',
      seniority: 'mid',
      count: 3,
    });
    expect(result.engine).toBe('local');
    expect(result.fallback?.reason).toMatch(/could not reach the AI endpoint|timed out/);
  });

  it('AI structuring: a résumé is sent as its text alone with a strict schema; a bad answer gives nothing and says why', async () => {
    const text = 'Ana Souza\nWard Sister\nana@example.com';
    const resume = parseResumeDocument(readTextResume(new TextEncoder().encode(text)), {
      defaultCountry: 'GB',
      now: '2026-11',
    });
    handler = (_body, res) => sendJson(res, 200, completion('{"name": '));
    const failed = await engine().structureResume({ resume, defaultCountry: 'GB', now: '2026-11' });
    expect(failed).toEqual({ resume: null, failure: 'the answer was not valid JSON' });
    const [request] = requests();
    const messages = request!.messages as { content: string }[];
    expect(JSON.parse(messages[1]!.content)).toEqual({ resume_text: resume.text });
    expect(request!.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    expect(
      await createLocalEngine().structureResume({ resume, defaultCountry: 'GB', now: '2026-11' }),
    ).toEqual({
      resume: null,
      failure: null,
    });
  });

  it('AI re-rank: profiles are sent as given with a strict schema; quotes not in the profile, unknown ids and repeats are dropped', async () => {
    const input = {
      job: {
        title: 'Staff Nurse',
        seniority: 'mid',
        required_skills: ['Triage'],
        nice_to_have_skills: [],
        location: null,
        description: '',
      },
      profiles: [
        {
          id: 'p1',
          text: 'Headline: Staff nurse\nRole: Staff Nurse at St Mary (2019-01 – present)\nTriage on A&E.',
        },
        { id: 'p2', text: 'Headline: Cashier' },
      ],
    };
    const answer = {
      profiles: [
        {
          id: 'p1',
          score: 140,
          criteria: [
            { criterion: 'required_skills', quote: 'triage on  A&E', reason: 'Triage in a role.' },
            { criterion: 'required_skills', quote: 'Triage', reason: 'Again.' },
            { criterion: 'location', quote: 'Lives in Leeds', reason: 'Not in the profile.' },
          ],
        },
        { id: 'p1', score: 10, criteria: [] },
        { id: 'p9', score: 90, criteria: [] },
        { id: 'p2', score: 12.4, criteria: [] },
      ],
    };
    handler = (_body, res) => sendJson(res, 200, completion(JSON.stringify(answer)));
    const result = await engine().rerankProfiles(input);
    expect(result).toEqual({
      engine: 'openai',
      model: 'fake-model',
      failure: null,
      reviews: [
        {
          id: 'p1',
          score: 100,
          criteria: [{ criterion: 'required_skills', quote: 'triage on  A&E', reason: 'Triage in a role.' }],
        },
        { id: 'p2', score: 12, criteria: [] },
      ],
    });
    const [request] = requests();
    expect(JSON.parse((request!.messages as { content: string }[])[1]!.content)).toEqual(input);
    expect(request!.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });

    handler = (_body, res) => sendJson(res, 200, completion('{"profiles": [{"id": "p1"}]}'));
    const bad = await engine().rerankProfiles(input);
    expect(bad?.reviews).toEqual([]);
    expect(bad?.failure).toMatch(/schema/);
    expect(await createLocalEngine().rerankProfiles(input)).toBeNull();
  });

  it('extracts skills with the taxonomy whatever the engine', async () => {
    const result = await engine().extractSkills('Go and PostgreSQL on Kubernetes');
    expect(result.engine).toBe('local');
    expect(result.skills.map((skill) => skill.name)).toEqual(['Go', 'PostgreSQL', 'Kubernetes']);
    expect(requests()).toHaveLength(0);
  });
});

describe('createEngine picks the engine from AI_* settings', () => {
  it('uses the local engine without AI_BASE_URL or AI_MODEL', async () => {
    expect((await createEngine({})).name).toBe('local');
    expect((await createEngine({ AI_BASE_URL: baseURL })).name).toBe('local');
    expect((await createEngine({ AI_MODEL: 'x' })).name).toBe('local');
  });

  it('uses the openai engine when the endpoint and model are configured', async () => {
    const configured = await createEngine({
      AI_BASE_URL: baseURL,
      AI_API_KEY: 'k',
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '500',
    });
    expect(configured).toMatchObject({ name: 'openai', model: 'fake-model' });
    handler = (_body, res) => sendJson(res, 200, completion(JSON.stringify(sections)));
    expect((await configured.draftJobDescription(draftInput)).engine).toBe('openai');
  });
});
