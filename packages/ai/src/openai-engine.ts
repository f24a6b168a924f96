import { settingsLimits } from '@talvio/contracts/settings';
import OpenAI from 'openai';
import { z } from 'zod';
import { type AiEngine, createLocalEngine } from './engine.ts';
import { renderJobDescriptionHtml } from './job-description.ts';
import { resolveJobSkills } from './role-family.ts';
import {
  type AiResultMeta,
  difficulties,
  draftJobDescriptionInputSchema,
  generateQuestionsInputSchema,
  type InterviewQuestion,
  interviewQuestionSchema,
  jobDescriptionSectionsSchema,
  questionTypes,
} from './schemas.ts';
import { hashString } from './text.ts';

export interface OpenAiEngineConfig {
  /** Any OpenAI-compatible endpoint: OpenAI, Azure OpenAI, Ollama, vLLM… */
  baseURL: string;
  apiKey: string;
  model: string;
  /** Per request; on expiry the local engine answers instead. */
  timeoutMs?: number;
  /** The engine that answers when the endpoint fails; the local engine by default. */
  fallback?: AiEngine;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** JSON schemas for structured output (strict mode: every property required, no extra properties). */
const stringArray = { type: 'array', items: { type: 'string' } } as const;
const draftJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['about_the_role', 'responsibilities', 'requirements', 'nice_to_have', 'benefits'],
  properties: {
    about_the_role: { type: 'string' },
    responsibilities: stringArray,
    requirements: stringArray,
    nice_to_have: stringArray,
    benefits: stringArray,
  },
} as const;
const questionsJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['questions'],
  properties: {
    questions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'type', 'skill', 'difficulty', 'time_limit_seconds', 'rubric'],
        properties: {
          text: { type: 'string' },
          type: { type: 'string', enum: [...questionTypes] },
          skill: { type: ['string', 'null'] },
          difficulty: { type: 'string', enum: [...difficulties] },
          time_limit_seconds: { type: 'integer' },
          rubric: stringArray,
        },
      },
    },
  },
} as const;

const modelQuestionsSchema = z.object({
  questions: z.array(interviewQuestionSchema.omit({ id: true })),
});

const DRAFT_INSTRUCTIONS = `You write job descriptions for Talvio, a hiring platform.
Write clear, specific, inclusive copy in plain English. Do not invent salaries, company facts or legal claims.
Never ask for age, gender, nationality, health or other protected characteristics.
Use the seniority for experience and leadership expectations, the skills for requirements, and the work mode
and location where relevant. Sections: about_the_role (one or two short paragraphs separated by a blank line),
3-10 responsibilities, 3-12 requirements, 0-8 nice_to_have, 1-8 benefits. Plain text only, no HTML or Markdown.`;

const QUESTIONS_INSTRUCTIONS = `You write structured interview questions for Talvio, a hiring platform.
Return exactly the requested number of distinct questions. Mix: technical questions on each required skill
(type "technical", skill set to the skill's name), behavioural questions in STAR style, situational questions
for the role and one motivation question (skill null for non-technical types). Match difficulty and wording to
the seniority (leadership and mentoring for senior, lead and principal roles). Each rubric has 3-5 short,
checkable statements of what a good answer contains. Never ask about protected characteristics.
time_limit_seconds is between 60 and 600.`;

class EngineFailure extends Error {}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return `timed out after ${timeoutMs} ms`;
  if (error instanceof OpenAI.APIConnectionError) return `could not reach the AI endpoint (${error.message})`;
  if (error instanceof OpenAI.APIError) return `the AI endpoint answered HTTP ${error.status ?? 'error'}`;
  if (error instanceof EngineFailure) return error.message;
  if (error instanceof Error) return error.message;
  return 'unknown error';
}

function schemaMismatch(error: z.ZodError): EngineFailure {
  const issue = error.issues[0];
  const where = issue?.path.join('.') || 'answer';
  return new EngineFailure(`the answer did not match the schema (${where}: ${issue?.message ?? 'invalid'})`);
}

/**
 * The openai engine: chat completions with JSON-schema structured output on any OpenAI-compatible endpoint,
 * every answer validated with zod. On any failure (network, timeout, HTTP error, refusal, invalid JSON, schema
 * mismatch) the local engine answers and the result says so in `fallback`. Skill extraction always uses the
 * taxonomy, whose spans explain every match.
 */
export function createOpenAiEngine(config: OpenAiEngineConfig): AiEngine {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    timeout: timeoutMs,
    maxRetries: 0,
  });
  const local = config.fallback ?? createLocalEngine();
  const meta: AiResultMeta = { engine: 'openai', model: config.model };

  async function complete(
    instructions: string,
    payload: unknown,
    name: string,
    schema: object,
  ): Promise<unknown> {
    const completion = await client.chat.completions.create({
      model: config.model,
      temperature: 0.4,
      messages: [
        { role: 'system', content: instructions },
        { role: 'user', content: JSON.stringify(payload) },
      ],
      response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: { ...schema } } },
    });
    const choice = completion.choices?.[0];
    if (!choice) throw new EngineFailure('the AI endpoint returned no choices');
    if (choice.message.refusal) throw new EngineFailure(`the model refused: ${choice.message.refusal}`);
    if (choice.finish_reason === 'length') throw new EngineFailure('the answer was cut off (length limit)');
    const content = choice.message.content;
    if (!content) throw new EngineFailure('the AI endpoint returned an empty answer');
    try {
      return JSON.parse(content);
    } catch {
      throw new EngineFailure('the answer was not valid JSON');
    }
  }

  return {
    name: 'openai',
    model: config.model,

    async draftJobDescription(rawInput) {
      const input = draftJobDescriptionInputSchema.parse(rawInput);
      try {
        const answer = await complete(DRAFT_INSTRUCTIONS, input, 'job_description', draftJsonSchema);
        const parsed = jobDescriptionSectionsSchema.safeParse(answer);
        if (!parsed.success) throw schemaMismatch(parsed.error);
        return { ...meta, draft: { ...parsed.data, html: renderJobDescriptionHtml(parsed.data) } };
      } catch (error) {
        const result = await local.draftJobDescription(input);
        return { ...result, fallback: { from: 'openai', reason: describeFailure(error, timeoutMs) } };
      }
    },

    async generateQuestions(rawInput) {
      const input = generateQuestionsInputSchema.parse(rawInput);
      try {
        const skills = resolveJobSkills(input.job_title, input.required_skills, input.nice_to_have_skills);
        const payload = {
          ...input,
          required_skills: [...skills.required.map((skill) => skill.name), ...skills.unknownRequired],
        };
        const answer = await complete(
          QUESTIONS_INSTRUCTIONS,
          payload,
          'interview_questions',
          questionsJsonSchema,
        );
        const parsed = modelQuestionsSchema.safeParse(clampTimes(answer));
        if (!parsed.success) throw schemaMismatch(parsed.error);
        const questions = parsed.data.questions;
        if (questions.length !== input.count) {
          throw new EngineFailure(`asked for ${input.count} questions, got ${questions.length}`);
        }
        const texts = new Set(questions.map((question) => question.text.trim().toLowerCase()));
        if (texts.size !== questions.length) throw new EngineFailure('the answer repeated a question');
        const withIds: InterviewQuestion[] = questions.map((question, index) => ({
          ...question,
          id: `q${index + 1}-${hashString(`${index}:${question.text}`).toString(36)}`,
        }));
        return { ...meta, questions: withIds };
      } catch (error) {
        const result = await local.generateQuestions(input);
        return { ...result, fallback: { from: 'openai', reason: describeFailure(error, timeoutMs) } };
      }
    },

    extractSkills: (text) => local.extractSkills(text),
  };
}

/** Models are loose with time limits; keep them inside the bounds the interview settings allow. */
function clampTimes(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || !('questions' in answer)) return answer;
  const { questions } = answer as { questions: unknown };
  if (!Array.isArray(questions)) return answer;
  return {
    questions: questions.map((question: unknown) => {
      if (typeof question !== 'object' || question === null) return question;
      const seconds = (question as { time_limit_seconds?: unknown }).time_limit_seconds;
      if (typeof seconds !== 'number') return question;
      const { min, max } = settingsLimits.answerTimeLimitSeconds;
      return { ...question, time_limit_seconds: Math.min(max, Math.max(min, Math.round(seconds))) };
    }),
  };
}
