import { settingsLimits } from '@talvio/contracts/settings';
import OpenAI from 'openai';
import { z } from 'zod';
import { type AiEngine, createLocalEngine } from './engine.ts';
import { overallScore, recommendationFor } from './evaluation.ts';
import { renderJobDescriptionHtml } from './job-description.ts';
import {
  fromModelResume,
  modelResumeSchema,
  resumeJsonSchema,
  STRUCTURE_INSTRUCTIONS,
} from './resume-structuring.ts';
import { resolveJobSkills } from './role-family.ts';
import {
  type AiResultMeta,
  type AnswerEvaluation,
  difficulties,
  draftJobDescriptionInputSchema,
  evaluateInterviewInputSchema,
  generateQuestionsInputSchema,
  type InterviewEvaluation,
  type InterviewQuestion,
  interviewQuestionSchema,
  jobDescriptionSectionsSchema,
  type ParsedEvaluateInterviewInput,
  questionTypes,
  recommendations,
} from './schemas.ts';
import { createSpeechToText, noTranscriber, type SpeechToTextConfig } from './speech-to-text.ts';
import { checkRerank, modelRerankSchema, RERANK_INSTRUCTIONS, rerankJsonSchema } from './talent-rerank.ts';
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
  /** Speech-to-text endpoint for recorded answers (AI_STT_*); without it `transcribe` answers null. */
  stt?: SpeechToTextConfig;
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

const evaluationJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answers', 'overall_score', 'recommendation', 'strengths', 'concerns', 'summary'],
  properties: {
    answers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['question_id', 'score', 'rubric_met', 'rubric_missed', 'rationale', 'quotes', 'signals'],
        properties: {
          question_id: { type: 'string' },
          score: { type: 'number' },
          rubric_met: stringArray,
          rubric_missed: stringArray,
          rationale: { type: 'string' },
          quotes: stringArray,
          signals: stringArray,
        },
      },
    },
    overall_score: { type: 'number' },
    recommendation: { type: 'string', enum: [...recommendations] },
    strengths: stringArray,
    concerns: stringArray,
    summary: { type: 'string' },
  },
} as const;

/** What a model returns before it is checked against the input: numbers unbounded, lists unlimited. */
const modelEvaluationSchema = z.object({
  answers: z.array(
    z.object({
      question_id: z.string(),
      score: z.number(),
      rubric_met: z.array(z.string()),
      rubric_missed: z.array(z.string()),
      rationale: z.string(),
      quotes: z.array(z.string()),
      signals: z.array(z.string()),
    }),
  ),
  overall_score: z.number(),
  recommendation: z.enum(recommendations),
  strengths: z.array(z.string()),
  concerns: z.array(z.string()),
  summary: z.string(),
});

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

/**
 * The evaluation prompt. Its rules are the local engine's (docs/product/interview-scoring.md) said in words, and
 * its anchors are three answers to one made-up question with the scores a careful interviewer gives them.
 */
export const EVALUATION_INSTRUCTIONS = `You evaluate written or transcribed interview answers for Talvio, a hiring platform.
You see the job, each question with its rubric, and the answers; nothing about the person. Never guess who the
candidate is and never comment on personal traits, accent, grammar or the writing of non-native speakers:
judge what the answer says. For every answer return:
- question_id as given; score 0-10 with one decimal, against the rubric;
- rubric_met and rubric_missed: rubric points copied exactly from the input;
- quotes: short passages copied exactly, character for character, from answer_text, that support the score;
- rationale: one to three plain sentences that quote the answer in double quotes and name the points met and missed,
  and name any error with its quote;
- signals, from: empty, very_short, vague, off_topic, keyword_stuffing, unsafe_advice, contradicts_rubric,
  dismisses_checks, possible_paste, concrete_numbers, named_tools, star_structure.
Rules:
- Judge meaning, not wording: a point is met when the answer describes the same action in its own everyday words;
  naming the rubric's words without saying what is done does not meet it.
- A step the candidate says they did not do, or calls unnecessary, is not met; when the answer contradicts a rubric
  point, lower the score and set contradicts_rubric.
- Errors count more than vocabulary: confidently wrong content scores 1-3 however fluent; waving a check or a step
  away as a waste of time sets dismisses_checks and lowers the score; unsafe, unethical or illegal advice (skipping a
  safety check, falsifying or hiding records, discriminating, sharing credentials, lying) scores at most 1.5 and
  sets unsafe_advice, even when the rest of the answer is good.
- An empty answer or "I don't know" scores 0. A fluent answer to a different question scores at most 1.5 and sets
  off_topic. A list of keywords without explanation scores low. A short answer that covers the rubric precisely can
  score high. Do not reward length or fluency themselves. Answer length against time_taken_seconds is only a signal.
Anchors (question: "A customer says they were charged twice. What do you do?"; rubric: "Checks the account and the
payment records", "Refunds or escalates the duplicate charge", "Tells the customer what happens next and when"):
- 9.5: "I'd look at their account and the payments log to confirm both charges went through. If it's a duplicate
  I refund it myself, or pass it to billing if it's over my limit, and I tell them the refund takes three to five
  days and that I'll email when it's done."
- 5.0: "I'd check their account to see what happened and then sort out a refund for them."
- 1.0: "It's usually the bank showing a pending charge, so I tell them to wait a week. Checking the logs for every
  one of these is a waste of time."
overall_score is the weighted mean of the scores times 10 (motivation questions count half); recommendation is
strong_yes from 80, yes from 65, maybe from 45, otherwise no, and at most maybe when any answer has
unsafe_advice. strengths and concerns: at most 6 short items each, about the answers. summary: two or three
neutral sentences about the answers; the hiring team makes the decision.`;

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
  const local = config.fallback ?? createLocalEngine({ stt: config.stt });
  const transcriber = config.stt ? createSpeechToText(config.stt) : noTranscriber;
  const meta: AiResultMeta = { engine: 'openai', model: config.model };

  async function complete(
    instructions: string,
    payload: unknown,
    name: string,
    schema: object,
    temperature = 0.4,
  ): Promise<unknown> {
    const completion = await client.chat.completions.create({
      model: config.model,
      temperature,
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

    async evaluateInterview(rawInput) {
      const input = evaluateInterviewInputSchema.parse(rawInput);
      try {
        const answer = await complete(
          EVALUATION_INSTRUCTIONS,
          blindPayload(input),
          'interview_evaluation',
          evaluationJsonSchema,
          0.2,
        );
        const parsed = modelEvaluationSchema.safeParse(answer);
        if (!parsed.success) throw schemaMismatch(parsed.error);
        return { ...meta, ...checkEvaluation(parsed.data, input) };
      } catch (error) {
        const result = await local.evaluateInterview(input);
        return { ...result, fallback: { from: 'openai', reason: describeFailure(error, timeoutMs) } };
      }
    },

    async structureResume({ resume, defaultCountry, now }) {
      try {
        // Only the text: the model needs nothing else to read it.
        const answer = await complete(
          STRUCTURE_INSTRUCTIONS,
          { resume_text: resume.text.slice(0, maxResumeChars) },
          'resume_fields',
          resumeJsonSchema,
          0,
        );
        const parsed = modelResumeSchema.safeParse(answer);
        if (!parsed.success) throw schemaMismatch(parsed.error);
        return { resume: fromModelResume(parsed.data, resume, { defaultCountry, now }), failure: null };
      } catch (error) {
        return { resume: null, failure: describeFailure(error, timeoutMs) };
      }
    },

    async rerankProfiles(input) {
      const meta = { engine: 'openai', model: config.model } as const;
      try {
        const answer = await complete(RERANK_INSTRUCTIONS, input, 'profile_reviews', rerankJsonSchema, 0);
        const parsed = modelRerankSchema.safeParse(answer);
        if (!parsed.success) throw schemaMismatch(parsed.error);
        return { ...meta, reviews: checkRerank(parsed.data, input), failure: null };
      } catch (error) {
        return { ...meta, reviews: [], failure: describeFailure(error, timeoutMs) };
      }
    },

    transcribe: (audio, mimeType) => transcriber(audio, mimeType),
  };
}

/** A résumé's text sent for structuring is cut here: far beyond a long résumé, well within a model's context. */
const maxResumeChars = 40_000;

/**
 * Exactly the fields an evaluation may see, listed one by one so that nothing else can reach the endpoint
 * even if the input type grows (blind scoring: the evaluator never sees who the candidate is).
 */
function blindPayload(input: ParsedEvaluateInterviewInput) {
  return {
    job_title: input.job_title,
    seniority: input.seniority,
    required_skills: input.required_skills,
    answers: input.answers.map((answer) => ({
      question_id: answer.question_id,
      question_text: answer.question_text,
      question_type: answer.question_type,
      skill: answer.skill,
      rubric: answer.rubric,
      answer_text: answer.answer_text,
      time_taken_seconds: answer.time_taken_seconds,
      time_limit_seconds: answer.time_limit_seconds,
    })),
  };
}

const SIGNAL_NAME = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * Holds a model's evaluation to the input: one result per question, scores clamped to 0–10 with one decimal,
 * rubric points only as written in the input, quotes only when they occur verbatim in the answer, an empty
 * answer always 0. The overall score and recommendation are recomputed from the checked scores with the same
 * rule as the local engine, so both engines mean the same by them.
 */
function checkEvaluation(
  model: z.infer<typeof modelEvaluationSchema>,
  input: ParsedEvaluateInterviewInput,
): InterviewEvaluation {
  const byId = new Map<string, (typeof model.answers)[number]>();
  for (const answer of model.answers) {
    if (byId.has(answer.question_id))
      throw new EngineFailure(`the answer repeated question ${answer.question_id}`);
    byId.set(answer.question_id, answer);
  }
  const answers: AnswerEvaluation[] = input.answers.map((question) => {
    const evaluated = byId.get(question.question_id);
    if (!evaluated) throw new EngineFailure(`the answer did not evaluate question ${question.question_id}`);
    const empty = question.answer_text.trim() === '';
    const rubricKey = (point: string) => point.trim().toLowerCase();
    const metKeys = new Set(evaluated.rubric_met.map(rubricKey));
    const rubricMet = question.rubric.filter((point) => metKeys.has(rubricKey(point)));
    const signals = [...new Set(evaluated.signals.map((signal) => signal.trim().toLowerCase()))].filter(
      (signal) => SIGNAL_NAME.test(signal),
    );
    if (empty && !signals.includes('empty')) signals.unshift('empty');
    const score = Number.isFinite(evaluated.score) ? Math.min(10, Math.max(0, evaluated.score)) : 0;
    return {
      question_id: question.question_id,
      score: empty ? 0 : Math.round(score * 10) / 10,
      rubric_met: empty ? [] : rubricMet,
      rubric_missed: question.rubric.filter((point) => empty || !rubricMet.includes(point)),
      rationale: evaluated.rationale.trim(),
      quotes: empty
        ? []
        : [...new Set(evaluated.quotes)].filter(
            (quote) => quote.trim() !== '' && question.answer_text.includes(quote),
          ),
      signals,
    };
  });
  const overall = overallScore(input.answers, answers);
  const unsafe = answers.some((answer) => answer.signals.includes('unsafe_advice'));
  return {
    answers,
    overall_score: overall,
    recommendation: recommendationFor(overall, unsafe),
    strengths: model.strengths
      .map((item) => item.trim())
      .filter(Boolean)
      .slice(0, 6),
    concerns: model.concerns
      .map((item) => item.trim())
      .filter(Boolean)
      .slice(0, 6),
    summary: model.summary.trim(),
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
