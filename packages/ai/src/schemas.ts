import { answerEvaluationSchema as contractAnswerEvaluationSchema } from '@talvio/contracts/interviews';
import { interviewModes, settingsLimits } from '@talvio/contracts/settings';
import { z } from 'zod';
import { extractedSkillSchema } from './skill-extractor.ts';

/** Inputs and outputs of the AI capabilities, snake_case like the rest of the wire format. */

export const seniorities = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal'] as const;
export const senioritySchema = z.enum(seniorities);
export type Seniority = z.infer<typeof senioritySchema>;

export const workModes = ['onsite', 'hybrid', 'remote'] as const;
export const employmentTypes = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;

const skillList = z.array(z.string().trim().min(1).max(80)).max(30);
const shortText = (max: number) => z.string().trim().min(1).max(max);

export const draftJobDescriptionInputSchema = z.object({
  title: shortText(120),
  seniority: senioritySchema,
  department: shortText(80).optional(),
  required_skills: skillList.default([]),
  nice_to_have_skills: skillList.default([]),
  location: shortText(120).optional(),
  work_mode: z.enum(workModes),
  employment_type: z.enum(employmentTypes).optional(),
  organisation_name: shortText(120).optional(),
});
export type DraftJobDescriptionInput = z.input<typeof draftJobDescriptionInputSchema>;

export const jobDescriptionSectionsSchema = z.object({
  about_the_role: z.string().min(1).max(2000),
  responsibilities: z.array(z.string().min(1).max(300)).min(3).max(12),
  requirements: z.array(z.string().min(1).max(300)).min(3).max(12),
  nice_to_have: z.array(z.string().min(1).max(300)).max(10),
  benefits: z.array(z.string().min(1).max(300)).min(1).max(10),
});
export type JobDescriptionSections = z.infer<typeof jobDescriptionSectionsSchema>;

export const jobDescriptionDraftSchema = jobDescriptionSectionsSchema.extend({
  /** The sections as HTML using only h2, p, ul, li and strong; the server sanitises it again. */
  html: z.string(),
});
export type JobDescriptionDraft = z.infer<typeof jobDescriptionDraftSchema>;

export const questionTypes = ['technical', 'behavioural', 'situational', 'motivation'] as const;
export const difficulties = ['easy', 'medium', 'hard'] as const;
export const questionCountLimits = settingsLimits.questionCount;

export const generateQuestionsInputSchema = z.object({
  job_title: shortText(120),
  seniority: senioritySchema,
  required_skills: skillList.default([]),
  nice_to_have_skills: skillList.default([]),
  description: z.string().max(20_000).optional(),
  count: z.number().int().min(questionCountLimits.min).max(questionCountLimits.max).default(8),
  mode: z.enum(interviewModes).default('text'),
  organisation_name: shortText(120).optional(),
});
export type GenerateQuestionsInput = z.input<typeof generateQuestionsInputSchema>;

export const interviewQuestionSchema = z.object({
  id: z.string(),
  text: z.string().min(10).max(600),
  type: z.enum(questionTypes),
  /** The canonical skill the question assesses, if any. */
  skill: z.string().nullable(),
  difficulty: z.enum(difficulties),
  time_limit_seconds: z
    .number()
    .int()
    .min(settingsLimits.answerTimeLimitSeconds.min)
    .max(settingsLimits.answerTimeLimitSeconds.max),
  /** 3–5 short, checkable statements of what a good answer contains. */
  rubric: z.array(z.string().min(3).max(200)).min(3).max(5),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

export const engineNames = ['local', 'openai'] as const;
export type EngineName = (typeof engineNames)[number];

export const aiResultMetaSchema = z.object({
  engine: z.enum(engineNames),
  model: z.string(),
  /** Set when the configured openai engine failed and the local engine answered instead. */
  fallback: z.object({ from: z.literal('openai'), reason: z.string() }).optional(),
});
export type AiResultMeta = z.infer<typeof aiResultMetaSchema>;

export const draftResultSchema = aiResultMetaSchema.extend({ draft: jobDescriptionDraftSchema });
export type DraftResult = z.infer<typeof draftResultSchema>;

export const questionsResultSchema = aiResultMetaSchema.extend({
  questions: z.array(interviewQuestionSchema),
});
export type QuestionsResult = z.infer<typeof questionsResultSchema>;

export const skillsResultSchema = aiResultMetaSchema.extend({ skills: z.array(extractedSkillSchema) });
export type SkillsResult = z.infer<typeof skillsResultSchema>;

export const recommendations = ['strong_yes', 'yes', 'maybe', 'no'] as const;
export type Recommendation = (typeof recommendations)[number];

/**
 * One interview to evaluate. Blind by construction (docs/product/interviews.md, **blind evaluation**): the object is
 * strict, so a name, e-mail, photo, age, gender or any other field about the person is rejected rather than passed on
 * to an engine.
 */
export const evaluateInterviewInputSchema = z
  .object({
    job_title: z.string().trim().min(1).max(120),
    seniority: senioritySchema,
    required_skills: z.array(z.string()).max(30).default([]),
    answers: z
      .array(
        z.object({
          question_id: z.string(),
          question_text: z.string(),
          question_type: z.enum(questionTypes),
          skill: z.string().nullable(),
          rubric: z.array(z.string()).min(1).max(8),
          /** The typed answer and/or the transcript of a recording; '' when the candidate gave none. */
          answer_text: z.string().max(20_000),
          time_taken_seconds: z.number().min(0).nullable(),
          time_limit_seconds: z.number().int().positive(),
        }),
      )
      .min(1)
      .max(30),
  })
  .strict();
export type EvaluateInterviewInput = z.input<typeof evaluateInterviewInputSchema>;
export type ParsedEvaluateInterviewInput = z.output<typeof evaluateInterviewInputSchema>;

/** The contract's answer evaluation, with the question it belongs to. */
export const answerEvaluationSchema = contractAnswerEvaluationSchema.extend({ question_id: z.string() });
export type AnswerEvaluation = z.infer<typeof answerEvaluationSchema>;

export const interviewEvaluationSchema = z.object({
  answers: z.array(answerEvaluationSchema),
  overall_score: z.number().int().min(0).max(100),
  recommendation: z.enum(recommendations),
  strengths: z.array(z.string()).max(6),
  concerns: z.array(z.string()).max(6),
  summary: z.string(),
});
export type InterviewEvaluation = z.infer<typeof interviewEvaluationSchema>;

/** engine, model and fallback, plus the evaluation. */
export const evaluationResultSchema = aiResultMetaSchema.extend(interviewEvaluationSchema.shape);
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;

export const transcriptionResultSchema = z.object({
  engine: z.enum(engineNames),
  model: z.string(),
  text: z.string(),
});
export type TranscriptionResult = z.infer<typeof transcriptionResultSchema>;
