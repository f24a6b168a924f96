import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEngine, speechToTextConfig } from './create-engine.ts';
import { LOCAL_EVALUATOR_MODEL } from './engine.ts';
import { createOpenAiEngine, EVALUATION_INSTRUCTIONS } from './openai-engine.ts';
import { type EvaluateInterviewInput, evaluationResultSchema } from './schemas.ts';
import { completion, type FakeOpenAi, sendJson, startFakeOpenAi } from './testing/fake-openai.ts';

let fake: FakeOpenAi;
let baseURL: string;
let chat: (body: Record<string, unknown>, res: ServerResponse) => void;
let audio: (body: Buffer, res: ServerResponse) => void;
/** Every request the fake server received, oldest first. */
let received: FakeOpenAi['received'];

beforeAll(async () => {
  fake = await startFakeOpenAi(() => ({
    '/v1/chat/completions': (body, res) => chat(JSON.parse(body.toString()) as Record<string, unknown>, res),
    '/v1/audio/transcriptions': (body, res) => audio(body, res),
  }));
  baseURL = fake.baseURL;
  received = fake.received;
});
afterAll(async () => fake.close());
beforeEach(() => fake.clear());

const ANSWER =
  'I would ask for the invoice first. If it is still wrong I explain the cut-off rule, escalate to the controller, and I would not post it.';

const input: EvaluateInterviewInput = {
  job_title: 'Accountant',
  seniority: 'mid',
  required_skills: ['Financial reporting'],
  answers: [
    {
      question_id: 'q1',
      question_text:
        'At month end, a manager asks you to post an entry that you believe is wrong. What do you do?',
      question_type: 'situational',
      skill: null,
      rubric: [
        'Asks for the supporting evidence',
        'Explains the accounting concern',
        'Escalates if pressure continues',
        'Never posts entries they believe are incorrect',
      ],
      answer_text: ANSWER,
      time_taken_seconds: 60,
      time_limit_seconds: 150,
    },
    {
      question_id: 'q2',
      question_text: 'Why are you interested in this Accountant role?',
      question_type: 'motivation',
      skill: null,
      rubric: ['Gives specific, genuine reasons'],
      answer_text: '',
      time_taken_seconds: null,
      time_limit_seconds: 90,
    },
  ],
};

const modelAnswer = {
  answers: [
    {
      question_id: 'q1',
      score: 13.37,
      rubric_met: [
        'Asks for the supporting evidence',
        'escalates if pressure continues ',
        'Knows IFRS 15 by heart',
      ],
      rubric_missed: [],
      rationale: 'It says "ask for the invoice first" and "escalate to the controller".',
      quotes: [
        'ask for the invoice first',
        'escalate to the controller',
        'a sentence the candidate never wrote',
      ],
      signals: ['Concrete_Numbers', 'not a signal!'],
    },
    {
      question_id: 'q2',
      score: 6,
      rubric_met: ['Gives specific, genuine reasons'],
      rubric_missed: [],
      rationale: 'Invented.',
      quotes: ['invented'],
      signals: [],
    },
  ],
  overall_score: 250,
  recommendation: 'strong_yes',
  strengths: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'],
  concerns: [],
  summary: 'A clear answer on the ethics question.',
};

const engine = () => createOpenAiEngine({ baseURL, apiKey: 'k', model: 'fake-model', timeoutMs: 500 });

describe('openai engine: interview evaluation (blind scoring)', () => {
  it('evaluates with a strict JSON schema and holds the answer to the input', async () => {
    chat = (_body, res) => sendJson(res, 200, completion(JSON.stringify(modelAnswer)));
    const result = await engine().evaluateInterview(input);
    expect(evaluationResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ engine: 'openai', model: 'fake-model' });
    expect(result.fallback).toBeUndefined();
    const [first, second] = result.answers;
    expect(first).toMatchObject({
      question_id: 'q1',
      score: 10,
      rubric_met: ['Asks for the supporting evidence', 'Escalates if pressure continues'],
      rubric_missed: ['Explains the accounting concern', 'Never posts entries they believe are incorrect'],
      quotes: ['ask for the invoice first', 'escalate to the controller'],
      signals: ['concrete_numbers'],
    });
    // The empty answer is 0 whatever the model said, and the overall is recomputed from the checked scores.
    expect(second).toMatchObject({ score: 0, rubric_met: [], quotes: [], signals: ['empty'] });
    expect(result.overall_score).toBe(67);
    expect(result.recommendation).toBe('yes');
    expect(result.strengths).toHaveLength(6);

    const request = JSON.parse(received[0]!.body.toString()) as Record<string, unknown>;
    expect(request.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'interview_evaluation', strict: true },
    });
    const messages = request.messages as { role: string; content: string }[];
    // The scoring rules and the anchors go as the system prompt; the interview as the user message.
    const system = messages.find((m) => m.role === 'system')!;
    expect(system.content).toBe(EVALUATION_INSTRUCTIONS);
    expect(system.content).toContain('Judge meaning, not wording');
    expect(system.content).toMatch(/Anchors[\s\S]*\n- 9\.5: [\s\S]*\n- 5\.0: [\s\S]*\n- 1\.0: /);
    const user = messages.find((m) => m.role === 'user')!;
    const payload = JSON.parse(user.content) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['answers', 'job_title', 'required_skills', 'seniority']);
    expect(Object.keys((payload.answers as object[])[0]!).sort()).toEqual([
      'answer_text',
      'question_id',
      'question_text',
      'question_type',
      'rubric',
      'skill',
      'time_limit_seconds',
      'time_taken_seconds',
    ]);
  });

  it('refuses input that carries personal data before anything is sent', async () => {
    chat = (_body, res) => sendJson(res, 200, completion(JSON.stringify(modelAnswer)));
    const withName = { ...input, candidate_name: 'Alex Example' } as EvaluateInterviewInput;
    await expect(engine().evaluateInterview(withName)).rejects.toThrow();
    expect(received).toHaveLength(0);
  });

  it('caps the recommendation at maybe when the model flags unsafe advice', async () => {
    const unsafe = structuredClone(modelAnswer);
    unsafe.answers[0]!.signals = ['unsafe_advice'];
    unsafe.answers[0]!.score = 10;
    chat = (_body, res) => sendJson(res, 200, completion(JSON.stringify(unsafe)));
    const result = await engine().evaluateInterview({ ...input, answers: [input.answers[0]!] });
    expect(result.overall_score).toBe(100);
    expect(result.recommendation).toBe('maybe');
  });

  it('falls back to the local evaluator on invalid JSON, a schema mismatch or a missing question', async () => {
    chat = (_body, res) => sendJson(res, 200, completion('{"answers": ['));
    const invalid = await engine().evaluateInterview(input);
    expect(invalid).toMatchObject({
      engine: 'local',
      model: LOCAL_EVALUATOR_MODEL,
      fallback: { from: 'openai', reason: 'the answer was not valid JSON' },
    });
    expect(invalid.answers.map((answer) => answer.question_id)).toEqual(['q1', 'q2']);

    chat = (_body, res) => sendJson(res, 200, completion(JSON.stringify({ ...modelAnswer, summary: 42 })));
    const mismatch = await engine().evaluateInterview(input);
    expect(mismatch.fallback?.reason).toMatch(/did not match the schema \(summary/);

    const missing = { ...modelAnswer, answers: [modelAnswer.answers[0]] };
    chat = (_body, res) => sendJson(res, 200, completion(JSON.stringify(missing)));
    const partial = await engine().evaluateInterview(input);
    expect(partial.fallback?.reason).toBe('the answer did not evaluate question q2');
    expect(evaluationResultSchema.parse(partial)).toEqual(partial);
  });

  it('falls back when the endpoint fails', async () => {
    chat = (_body, res) => sendJson(res, 503, { error: { message: 'busy' } });
    const result = await engine().evaluateInterview(input);
    expect(result.engine).toBe('local');
    expect(result.fallback?.reason).toBe('the AI endpoint answered HTTP 503');
  });
});

describe('speech-to-text through AI_STT_* (either engine)', () => {
  const recording = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);

  it('transcribes through audio.transcriptions when configured, on the openai engine', async () => {
    audio = (_body, res) => sendJson(res, 200, { text: '  I would escalate using SBAR.  ' });
    const configured = createOpenAiEngine({
      baseURL,
      apiKey: 'k',
      model: 'fake-model',
      stt: { baseURL, model: 'whisper-test', apiKey: 'stt-key' },
    });
    const result = await configured.transcribe(recording, 'audio/webm;codecs=opus');
    expect(result).toEqual({ engine: 'openai', model: 'whisper-test', text: 'I would escalate using SBAR.' });
    const request = received.find((entry) => entry.url === '/v1/audio/transcriptions')!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request.headers.authorization).toBe('Bearer stt-key');
    const body = request.body.toString('latin1');
    expect(body).toContain('name="model"');
    expect(body).toContain('whisper-test');
    expect(body).toContain('filename="answer.webm"');
  });

  it('answers null without a configuration, on failure and for empty text', async () => {
    expect(await engine().transcribe(recording, 'audio/webm')).toBeNull();
    const configured = await createEngine({ AI_STT_BASE_URL: baseURL, AI_STT_MODEL: 'whisper-test' });
    audio = (_body, res) => sendJson(res, 500, { error: { message: 'boom' } });
    expect(await configured.transcribe(recording, 'audio/ogg')).toBeNull();
    audio = (_body, res) => sendJson(res, 200, { text: '   ' });
    expect(await configured.transcribe(recording, 'audio/ogg')).toBeNull();
    expect(await configured.transcribe(new Uint8Array(), 'audio/ogg')).toBeNull();
  });

  it('lets the local engine transcribe when only AI_STT_* is set', async () => {
    audio = (_body, res) => sendJson(res, 200, { text: 'hello' });
    const local = await createEngine({ AI_STT_BASE_URL: baseURL, AI_STT_MODEL: 'whisper-test' });
    expect(local.name).toBe('local');
    expect(await local.transcribe(recording, 'audio/mp4')).toEqual({
      engine: 'openai',
      model: 'whisper-test',
      text: 'hello',
    });
    expect(received.at(-1)!.body.toString('latin1')).toContain('filename="answer.m4a"');
  });

  it('reads the AI_STT_* settings, reusing AI_API_KEY only for the same endpoint', () => {
    expect(speechToTextConfig({})).toBeUndefined();
    expect(speechToTextConfig({ AI_STT_BASE_URL: baseURL })).toBeUndefined();
    expect(
      speechToTextConfig({ AI_STT_BASE_URL: ` ${baseURL} `, AI_STT_MODEL: 'w', AI_STT_API_KEY: 's' }),
    ).toEqual({
      baseURL,
      model: 'w',
      apiKey: 's',
    });
    const shared = { AI_BASE_URL: baseURL, AI_API_KEY: 'chat-key', AI_STT_MODEL: 'w' };
    expect(speechToTextConfig({ ...shared, AI_STT_BASE_URL: baseURL })?.apiKey).toBe('chat-key');
    expect(
      speechToTextConfig({ ...shared, AI_STT_BASE_URL: 'http://127.0.0.1:1/v1' })?.apiKey,
    ).toBeUndefined();
  });
});
