import { jobActions, jobStatuses } from '@talvio/domain/job-status';
import { z } from 'zod';
import { lineText, multilineText } from './common.ts';
import { interviewModes, settingsLimits } from './settings.ts';
import { currencySchema } from './users.ts';

export { jobActions, jobStatuses };

/**
 * Job status (docs/product/jobs.md, **job status**) `draft → open ⇄ paused → closed`; the rules live in
 * @talvio/domain/job-status.
 */
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;
/** POST /jobs/{id}/{action}. */
export const jobActionSchema = z.enum(jobActions);
export type JobAction = z.infer<typeof jobActionSchema>;

export const workModes = ['onsite', 'hybrid', 'remote'] as const;
export const employmentTypes = ['full_time', 'part_time', 'contract', 'internship', 'temporary'] as const;
export const seniorities = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal'] as const;
export const salaryPeriods = ['year', 'month', 'hour'] as const;
export const questionTypes = ['technical', 'behavioural', 'situational', 'motivation'] as const;
export const questionDifficulties = ['easy', 'medium', 'hard'] as const;
export const aiEngines = ['local', 'openai'] as const;

export const workModeSchema = z.enum(workModes, { error: 'Choose onsite, hybrid or remote' });
export const employmentTypeSchema = z.enum(employmentTypes, {
  error: 'Choose full time, part time, contract, internship or temporary',
});
export const senioritySchema = z.enum(seniorities, {
  error: 'Choose intern, junior, mid, senior, lead or principal',
});
export const salaryPeriodSchema = z.enum(salaryPeriods, { error: 'Choose per year, month or hour' });
export const questionTypeSchema = z.enum(questionTypes, {
  error: 'Choose technical, behavioural, situational or motivation',
});
export const questionDifficultySchema = z.enum(questionDifficulties, {
  error: 'Choose easy, medium or hard',
});
export type WorkMode = z.infer<typeof workModeSchema>;
export type EmploymentType = z.infer<typeof employmentTypeSchema>;
export type Seniority = z.infer<typeof senioritySchema>;
export type SalaryPeriod = z.infer<typeof salaryPeriodSchema>;
export type QuestionType = z.infer<typeof questionTypeSchema>;
export type QuestionDifficulty = z.infer<typeof questionDifficultySchema>;

/** The only markup a job description keeps (the rich-text editor's subset); the server and the browser both apply it. */
export const descriptionAllowedTags = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'code',
] as const;

/** Bounds of the job editor; the web form uses the same numbers. */
export const jobLimits = {
  title: { min: 2, max: 120 },
  department: 80,
  city: 120,
  skill: 80,
  skills: 30,
  /** Characters of description HTML after sanitising (the request may carry up to twice as much). */
  descriptionHtml: 50_000,
  experienceYears: { min: 0, max: 50 },
  /** Salary in minor units (cents, paise): 0 … 10^12. */
  salaryMinor: { min: 0, max: 1_000_000_000_000 },
  questions: 30,
  questionText: { min: 10, max: 600 },
  rubric: { min: 3, max: 5 },
  rubricPoint: { min: 3, max: 200 },
  language: 35,
  questionCount: settingsLimits.questionCount,
  answerTimeLimitSeconds: settingsLimits.answerTimeLimitSeconds,
  linkExpiryDays: settingsLimits.linkExpiryDays,
} as const;

/** '' and null both mean "not set"; stored and returned as null. */
const optionalLine = (max: number) =>
  lineText(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const wholeNumber = (min: number, max: number, unit: string) =>
  z
    .number({ error: `Enter a number of ${unit}` })
    .int(`Must be a whole number of ${unit}`)
    .min(min, `Must be at least ${min} ${unit}`)
    .max(max, `Must be at most ${max} ${unit}`);

/**
 * Money is an integer amount of minor units (cents, paise), never a float (docs/product/billing.md, **money in minor
 * units**).
 */
export const minorUnitsSchema = z
  .number({ error: 'Enter an amount in minor units (cents or paise)' })
  .int('Must be a whole number of minor units (cents or paise)')
  .min(jobLimits.salaryMinor.min, 'Must not be negative')
  .max(jobLimits.salaryMinor.max, 'Is too large');

const skillName = lineText(jobLimits.skill).min(1, 'Enter a skill');
const skillList = z.array(skillName).max(jobLimits.skills, `At most ${jobLimits.skills} skills`).default([]);

/** A city picked from GET /auth/search-all-cities. */
export const jobLocationSchema = z.object({
  city: lineText(jobLimits.city).min(1, 'Choose a city'),
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Must be a two-letter ISO country code')
    .transform((v) => v.toUpperCase()),
});
export type JobLocation = z.infer<typeof jobLocationSchema>;

/** Which engine produced an AI draft (docs/product/jobs.md, **AI says which engine**). */
export const aiEngineInfoSchema = z.object({
  engine: z.enum(aiEngines),
  model: lineText(120),
  /** Set when the configured openai engine failed and the local engine answered instead. */
  fallback: z.object({ from: z.literal('openai'), reason: lineText(500) }).optional(),
});
export type AiEngineInfo = z.infer<typeof aiEngineInfoSchema>;

/** Per-job interview settings; the defaults come from GET /organisation/settings. */
export const jobInterviewSettingsSchema = z.object({
  mode: z.enum(interviewModes, { error: 'Choose text, voice or video' }),
  question_count: wholeNumber(jobLimits.questionCount.min, jobLimits.questionCount.max, 'questions'),
  answer_time_limit_seconds: wholeNumber(
    jobLimits.answerTimeLimitSeconds.min,
    jobLimits.answerTimeLimitSeconds.max,
    'seconds',
  ),
  link_expiry_days: wholeNumber(jobLimits.linkExpiryDays.min, jobLimits.linkExpiryDays.max, 'days'),
  /** BCP 47 language tag of the interview, e.g. "en" or "en-IN". */
  language: z
    .string()
    .trim()
    .max(jobLimits.language)
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Must be a language code such as en or en-IN'),
  allow_extra_time: z.boolean(),
});
export type JobInterviewSettings = z.infer<typeof jobInterviewSettingsSchema>;

/** A question, as stored on a job. `position` is the 0-based order in the interview. */
export const jobQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: questionTypeSchema,
  /** The canonical skill the question assesses, if any. */
  skill: z.string().nullable(),
  difficulty: questionDifficultySchema,
  time_limit_seconds: z.number().int(),
  /** 3–5 key points a strong answer covers. */
  rubric: z.array(z.string()),
  position: z.number().int(),
});
export type JobQuestion = z.infer<typeof jobQuestionSchema>;

/**
 * A question in a create/update body; the array order is the interview order. `id` keeps an existing
 * question of this job (any other or missing id gets a new server id).
 */
export const jobQuestionInputSchema = z.object({
  id: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Must be a question id')
    .optional(),
  text: multilineText(jobLimits.questionText.max).min(
    jobLimits.questionText.min,
    `Must be at least ${jobLimits.questionText.min} characters`,
  ),
  type: questionTypeSchema,
  skill: optionalLine(jobLimits.skill),
  difficulty: questionDifficultySchema.default('medium'),
  time_limit_seconds: wholeNumber(
    jobLimits.answerTimeLimitSeconds.min,
    jobLimits.answerTimeLimitSeconds.max,
    'seconds',
  ),
  rubric: z
    .array(
      lineText(jobLimits.rubricPoint.max).min(
        jobLimits.rubricPoint.min,
        `Each rubric point needs at least ${jobLimits.rubricPoint.min} characters`,
      ),
    )
    .min(jobLimits.rubric.min, `Give ${jobLimits.rubric.min} to ${jobLimits.rubric.max} rubric points`)
    .max(jobLimits.rubric.max, `Give ${jobLimits.rubric.min} to ${jobLimits.rubric.max} rubric points`),
});
export type JobQuestionInput = z.input<typeof jobQuestionInputSchema>;

/**
 * POST /jobs (creates a draft) and PUT /jobs/{id} (the whole editable document). Status, owner, dates,
 * counts and the organisation are set by the server; such keys in the body are ignored. PUT is the whole
 * document: an omitted field takes its default (send back `description_engine` / `questions_engine` as GET
 * returned them), except `interview`, whose missing keys default from the organisation settings on create
 * and keep their value on update.
 * Cross-field rules (salary_min ≤ salary_max, experience_min_years ≤ experience_max_years) answer 422
 * naming the field; description_html is sanitised with an allow-list on the server.
 */
export const jobInputSchema = z.object({
  title: lineText(jobLimits.title.max).min(
    jobLimits.title.min,
    `Enter a title of at least ${jobLimits.title.min} characters`,
  ),
  department: optionalLine(jobLimits.department),
  location: jobLocationSchema.nullable().default(null),
  work_mode: workModeSchema.default('onsite'),
  employment_type: employmentTypeSchema.default('full_time'),
  seniority: senioritySchema.default('mid'),
  experience_min_years: wholeNumber(jobLimits.experienceYears.min, jobLimits.experienceYears.max, 'years')
    .nullable()
    .default(null),
  experience_max_years: wholeNumber(jobLimits.experienceYears.min, jobLimits.experienceYears.max, 'years')
    .nullable()
    .default(null),
  salary_min: minorUnitsSchema.nullable().default(null),
  salary_max: minorUnitsSchema.nullable().default(null),
  salary_currency: currencySchema.default('USD'),
  salary_period: salaryPeriodSchema.default('year'),
  description_html: z
    .string()
    .max(jobLimits.descriptionHtml * 2, `Must be at most ${jobLimits.descriptionHtml} characters`)
    .default(''),
  required_skills: skillList,
  nice_to_have_skills: skillList,
  interview: jobInterviewSettingsSchema.partial().default({}),
  questions: z
    .array(jobQuestionInputSchema)
    .max(jobLimits.questions, `At most ${jobLimits.questions} questions`)
    .default([]),
  /** From the AI draft response that produced the description / questions; null when written by hand. */
  description_engine: aiEngineInfoSchema.nullable().default(null),
  questions_engine: aiEngineInfoSchema.nullable().default(null),
});
/** What the web sends (defaults applied by the server). */
export type JobInput = z.input<typeof jobInputSchema>;
export type JobInputParsed = z.output<typeof jobInputSchema>;

const personRef = z.object({ id: z.number().int(), name: z.string() });

/** Candidates of the job; 0 / null until the interviews issue adds invitations. */
export const jobCountsSchema = z.object({
  invited: z.number().int(),
  completed: z.number().int(),
});

/** GET /jobs/{id}, and the answer of every job write. */
export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string().nullable(),
  location: z.object({ city: z.string(), country_code: z.string() }).nullable(),
  work_mode: workModeSchema,
  employment_type: employmentTypeSchema,
  seniority: senioritySchema,
  experience_min_years: z.number().int().nullable(),
  experience_max_years: z.number().int().nullable(),
  /** Minor units (cents, paise) of salary_currency per salary_period. */
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: currencySchema,
  salary_period: salaryPeriodSchema,
  /** Sanitised HTML (allow-list: p, br, strong, em, u, s, h2, h3, ul, ol, li, blockquote, a, code). */
  description_html: z.string(),
  required_skills: z.array(z.string()),
  nice_to_have_skills: z.array(z.string()),
  interview: jobInterviewSettingsSchema,
  questions: z.array(jobQuestionSchema),
  status: jobStatusSchema,
  /** The actions the job accepts now (publish / pause / reopen / close). */
  allowed_actions: z.array(jobActionSchema),
  /** Closed jobs are read-only. */
  editable: z.boolean(),
  /** The staff user who created the job; null if that user was removed. */
  owner: personRef.nullable(),
  description_engine: z
    .object({
      engine: z.enum(aiEngines),
      model: z.string(),
      fallback: z.object({ from: z.literal('openai'), reason: z.string() }).optional(),
    })
    .nullable(),
  questions_engine: z
    .object({
      engine: z.enum(aiEngines),
      model: z.string(),
      fallback: z.object({ from: z.literal('openai'), reason: z.string() }).optional(),
    })
    .nullable(),
  counts: jobCountsSchema,
  /** Average interview score 0–100 of the job's evaluated candidates; null while there are none. */
  average_score: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** A row of /jobs-list. */
export const jobSummarySchema = jobSchema.pick({
  id: true,
  title: true,
  department: true,
  location: true,
  work_mode: true,
  employment_type: true,
  seniority: true,
  required_skills: true,
  status: true,
  allowed_actions: true,
  editable: true,
  owner: true,
  counts: true,
  average_score: true,
  created_at: true,
  updated_at: true,
  published_at: true,
  closed_at: true,
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobSortFields = ['updated_at', 'created_at', 'title', 'status'] as const;

/** GET /jobs: search over title, department and skills; status filter; sort; pages. */
export const jobListQuerySchema = z.object({
  search: lineText(100).optional(),
  status: z.enum(['all', ...jobStatuses]).default('all'),
  sort: z.enum(jobSortFields).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

export const jobListSchema = z.object({
  items: z.array(jobSummarySchema.extend({ question_count: z.number().int() })),
  /** Jobs matching search and status, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Jobs of the organisation per status, ignoring search and status filter (for the filter tabs). */
  status_counts: z.object({
    draft: z.number().int(),
    open: z.number().int(),
    paused: z.number().int(),
    closed: z.number().int(),
  }),
});
export type JobList = z.infer<typeof jobListSchema>;
export type JobListItem = JobList['items'][number];

/** Problem `code` values the job routes answer with, besides invalid_input / not_found. */
export const jobProblemCodes = {
  /** 402: publishing needs a job credit and the balance is 0. */
  noCredits: 'no_credits',
  /** 409: the action is not allowed from the job's current status. */
  invalidTransition: 'invalid_transition',
  /** 409: the job is closed (read-only) or not a draft (delete). */
  jobNotEditable: 'job_not_editable',
  jobNotDeletable: 'job_not_deletable',
  /** 422: a field publishing needs is missing (field names it: title, description_html, questions). */
  notReadyToPublish: 'job_incomplete',
  /** 422: a cross-field rule (salary_min > salary_max …), field names it. */
  invalidRange: 'invalid_range',
} as const;

const aiSkillList = z
  .array(skillName)
  .max(jobLimits.skills, `At most ${jobLimits.skills} skills`)
  .default([]);

/** POST /jobs/ai/description: draft a description from what the editor has so far. */
export const jobDescriptionDraftRequestSchema = z.object({
  title: lineText(jobLimits.title.max).min(
    jobLimits.title.min,
    `Enter a title of at least ${jobLimits.title.min} characters`,
  ),
  seniority: senioritySchema.default('mid'),
  department: optionalLine(jobLimits.department),
  required_skills: aiSkillList,
  nice_to_have_skills: aiSkillList,
  /** Free text, e.g. the city label ("Pune, India"). */
  location: optionalLine(120),
  work_mode: workModeSchema.default('onsite'),
  employment_type: employmentTypeSchema.optional(),
});
export type JobDescriptionDraftRequest = z.input<typeof jobDescriptionDraftRequestSchema>;

export const jobDescriptionSectionsSchema = z.object({
  about_the_role: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  nice_to_have: z.array(z.string()),
  benefits: z.array(z.string()),
});
export type JobDescriptionSections = z.infer<typeof jobDescriptionSectionsSchema>;

export const jobDescriptionDraftSchema = z.object({
  sections: jobDescriptionSectionsSchema,
  /** The sections as sanitised HTML, ready for the editor and for `description_html`. */
  description_html: z.string(),
  /** Send it back as `description_engine` when saving the job. */
  engine: jobSchema.shape.description_engine.unwrap(),
});
export type JobDescriptionDraft = z.infer<typeof jobDescriptionDraftSchema>;

/** POST /jobs/ai/questions: generate `count` questions (default: the organisation's question count). */
export const jobQuestionsDraftRequestSchema = z.object({
  title: lineText(jobLimits.title.max).min(
    jobLimits.title.min,
    `Enter a title of at least ${jobLimits.title.min} characters`,
  ),
  seniority: senioritySchema.default('mid'),
  required_skills: aiSkillList,
  nice_to_have_skills: aiSkillList,
  /** The description (HTML or text) so far; tags are stripped before use. */
  description: z
    .string()
    .max(jobLimits.descriptionHtml * 2, `Must be at most ${jobLimits.descriptionHtml} characters`)
    .optional(),
  count: wholeNumber(jobLimits.questionCount.min, jobLimits.questionCount.max, 'questions').optional(),
  mode: z.enum(interviewModes).optional(),
});
export type JobQuestionsDraftRequest = z.input<typeof jobQuestionsDraftRequestSchema>;

export const jobQuestionsDraftSchema = z.object({
  /** New questions with fresh ids and positions 0…n-1; send them in `questions` when saving. */
  questions: z.array(jobQuestionSchema),
  /** Send it back as `questions_engine` when saving the job. */
  engine: jobSchema.shape.questions_engine.unwrap(),
  /**
   * What the questions' skills came from: the skills entered (`given`), else the title, the description, the
   * role family's core skills, or `too_little` when title and description say nothing of the role.
   */
  skills_basis: z.enum(['given', 'title', 'description', 'role_family', 'too_little']),
  /** The skills the questions ask about when none were entered (empty for `given` and `too_little`). */
  derived_skills: z.array(z.string()),
});
export type JobQuestionsDraft = z.infer<typeof jobQuestionsDraftSchema>;

/** GET /skills?search=: taxonomy prefix search for the skills input. */
export const skillSearchQuerySchema = z.object({
  search: lineText(80).min(1, 'Type at least one letter'),
  limit: z.coerce.number().int().min(1).max(20).default(20),
});
export type SkillSearchQuery = z.input<typeof skillSearchQuerySchema>;

export const skillSearchResultSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      /** Canonical name: what the job stores. */
      name: z.string(),
      category: z.string(),
      category_label: z.string(),
    }),
  ),
});
export type SkillSearchResult = z.infer<typeof skillSearchResultSchema>;
