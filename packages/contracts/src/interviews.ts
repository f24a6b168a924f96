import { z } from 'zod';
import { emailAddress, lineText, maxId, multilineText } from './common.ts';
import { aiEngineInfoSchema, questionTypeSchema } from './jobs.ts';
import { interviewModes } from './settings.ts';

/**
 * AI interviews (docs/product/interviews.md): invitations, the candidate's interview on a public link,
 * evaluation and results. Staff calls live under /api/job-candidates and /api/jobs/{id}/candidates; the
 * candidate's calls under /api/interview/{token} (the link token is the only credential).
 */

/** invited → started → completed → evaluated, or expired / cancelled. */
export const interviewStatuses = [
  'invited',
  'started',
  'completed',
  'evaluated',
  'expired',
  'cancelled',
] as const;
export const interviewStatusSchema = z.enum(interviewStatuses);
export type InterviewStatus = z.infer<typeof interviewStatusSchema>;
/** Invitations still waiting for the candidate (/pending-interviews). */
export const pendingStatuses = ['invited', 'started'] as const;

export const decisions = ['none', 'shortlisted', 'rejected', 'hired'] as const;
export const decisionSchema = z.enum(decisions, { error: 'Choose none, shortlisted, rejected or hired' });
export type Decision = z.infer<typeof decisionSchema>;

export const recommendations = ['strong_yes', 'yes', 'maybe', 'no'] as const;
export const recommendationSchema = z.enum(recommendations);
export type Recommendation = z.infer<typeof recommendationSchema>;

export const candidateSources = ['upload', 'invitation', 'public_link', 'manual'] as const;
export const candidateSourceSchema = z.enum(candidateSources);

export const evaluationStatuses = ['none', 'pending', 'done', 'failed'] as const;

export const interviewLimits = {
  /** Candidates per invitation request (a CSV is sent in batches of this size). */
  invitationsPerRequest: 200,
  name: 120,
  /** Typed answer, in characters. */
  answerText: 20_000,
  transcript: 20_000,
  notes: 5_000,
  /** One recording chunk (the browser sends about one per second). */
  chunkBytes: 5 * 1024 * 1024,
  /** Recordings up to 200 MB (docs/product/interviews.md, **recordings**). */
  recordingBytes: 200 * 1024 * 1024,
  maxChunks: 4_000,
  extendDays: { min: 1, max: 60 },
  /** Extra time multiplies every question's time limit (docs/product/interviews.md, **extra time**). */
  extraTimeFactor: 1.5,
  /** A reminder goes out this long before the link expires (docs/product/interviews.md, **interview e-mails**). */
  reminderBeforeHours: 48,
} as const;

export const interviewProblemCodes = {
  allowanceExhausted: 'interview_allowance_exhausted',
  jobNotOpen: 'job_not_open',
  noQuestions: 'job_has_no_questions',
  tokenUnknown: 'interview_link_unknown',
  tokenExpired: 'interview_link_expired',
  tokenCancelled: 'interview_link_cancelled',
  interviewCompleted: 'interview_completed',
  consentRequired: 'consent_required',
  notStarted: 'interview_not_started',
  wrongQuestion: 'not_the_current_question',
  notPending: 'invitation_not_pending',
  recordingTooLarge: 'recording_too_large',
  recordingIncomplete: 'recording_incomplete',
  alreadySent: 'interview_already_sent',
  notAccepting: 'not_accepting_interviews',
  tooManyPublicStarts: 'too_many_interview_requests',
} as const;

// ---------------------------------------------------------------------------------------------- allowance

/** GET /job-candidates/invitations/current/count: interviews used and the plan total this period. */
export const invitationCountSchema = z.object({
  used: z.number().int(),
  total: z.number().int(),
  remaining: z.number().int(),
  plan: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** Interviews finished in the period (shown on the dashboard). */
  completed: z.number().int(),
  /** Average overall score (0–100) of the interviews evaluated in the period; null when none. */
  average_score: z.number().nullable(),
});
export type InvitationCount = z.infer<typeof invitationCountSchema>;

// ---------------------------------------------------------------------------------------------- staff: invite

export const invitationCandidateSchema = z.object({
  name: lineText(interviewLimits.name).pipe(z.string().min(1, 'Enter the candidate’s name')),
  email: emailAddress,
});

/** POST /api/jobs/{id}/candidates/invitations: invite one or many (typed, from a CSV, or from the talent pool). */
export const invitationRequestSchema = z
  .object({
    candidates: z
      .array(invitationCandidateSchema)
      .min(1, 'Add at least one candidate')
      .max(
        interviewLimits.invitationsPerRequest,
        `At most ${interviewLimits.invitationsPerRequest} candidates at a time`,
      ),
    /** Optional personal note added to the invitation e-mail. */
    message: multilineText(1_000).optional(),
  })
  .strict();
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

export const invitationOutcomeSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** invited: new link sent; already_invited: a pending invitation to this job exists (nothing sent, not counted). */
  outcome: z.enum(['invited', 'already_invited']),
  job_candidate_id: z.number().int(),
  candidate_id: z.number().int(),
});

export const invitationResultSchema = z.object({
  invited: z.number().int(),
  already_invited: z.number().int(),
  results: z.array(invitationOutcomeSchema),
  allowance: invitationCountSchema,
});
export type InvitationResult = z.infer<typeof invitationResultSchema>;

// ---------------------------------------------------------------------------------------------- staff: lists

export const integritySignalsSchema = z.object({
  tab_hidden: z.number().int().min(0),
  focus_lost: z.number().int().min(0),
  paste: z.number().int().min(0),
  pasted_chars: z.number().int().min(0),
});
export type IntegritySignals = z.infer<typeof integritySignalsSchema>;

export const jobCandidateSummarySchema = z.object({
  id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  candidate: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  source: z.enum(['invitation', 'public_link']),
  status: interviewStatusSchema,
  decision: decisionSchema,
  score: z.number().int().nullable(),
  recommendation: recommendationSchema.nullable(),
  answered: z.number().int(),
  question_count: z.number().int(),
  invited_at: z.string(),
  last_sent_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  expires_at: z.string(),
  reminders_sent: z.number().int(),
  invited_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type JobCandidateSummary = z.infer<typeof jobCandidateSummarySchema>;

export const jobCandidateSortFields = ['invited_at', 'expires_at', 'score', 'name', 'status'] as const;

export const jobCandidateListQuerySchema = z.object({
  job_id: z.coerce.number().int().positive().max(maxId).optional(),
  /** The interviews of one talent-pool profile, across jobs. */
  candidate_id: z.coerce.number().int().positive().max(maxId).optional(),
  /** `pending` = invited or started. */
  status: z.enum([...interviewStatuses, 'pending']).optional(),
  decision: decisionSchema.optional(),
  search: lineText(120).optional(),
  sort: z.enum(jobCandidateSortFields).default('invited_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type JobCandidateListQuery = z.infer<typeof jobCandidateListQuerySchema>;

export const jobCandidateListSchema = z.object({
  items: z.array(jobCandidateSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  status_counts: z.record(z.string(), z.number().int()),
});
export type JobCandidateList = z.infer<typeof jobCandidateListSchema>;

// ---------------------------------------------------------------------------------------------- staff: result

/** The evaluation of one answer, as the engines give it and staff read it. */
export const answerEvaluationSchema = z.object({
  /** 0–10, one decimal. */
  score: z.number().min(0).max(10),
  /** The rubric points (verbatim from the question) the answer covers. */
  rubric_met: z.array(z.string()),
  rubric_missed: z.array(z.string()),
  /** Plain sentences that quote the answer as evidence. */
  rationale: z.string(),
  /** The exact substrings of the answer quoted as evidence; each occurs verbatim in it. */
  quotes: z.array(z.string()),
  /** Machine-readable observations: 'empty', 'very_short', 'off_topic', 'keyword_stuffing', 'unsafe_advice'… */
  signals: z.array(z.string()),
});
export type AnswerEvaluation = z.infer<typeof answerEvaluationSchema>;

export const resultAnswerSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  type: questionTypeSchema,
  skill: z.string().nullable(),
  rubric: z.array(z.string()),
  time_limit_seconds: z.number().int(),
  answered: z.boolean(),
  text: z.string().nullable(),
  transcript: z.string().nullable(),
  transcript_source: z.enum(['browser', 'engine']).nullable(),
  recording: z.object({ mime_type: z.string(), bytes: z.number().int(), url: z.string() }).nullable(),
  time_taken_seconds: z.number().int().nullable(),
  over_time: z.boolean(),
  integrity: integritySignalsSchema,
  evaluation: answerEvaluationSchema.nullable(),
});
export type ResultAnswer = z.infer<typeof resultAnswerSchema>;

export const interviewEvaluationSummarySchema = z.object({
  strengths: z.array(z.string()),
  concerns: z.array(z.string()),
  summary: z.string(),
  engine: aiEngineInfoSchema,
  evaluated_at: z.string(),
});

export const jobCandidateDetailSchema = jobCandidateSummarySchema.extend({
  notes: z.string(),
  extra_time: z.boolean(),
  consent_at: z.string().nullable(),
  evaluation_status: z.enum(evaluationStatuses),
  evaluation: interviewEvaluationSummarySchema.nullable(),
  answers: z.array(resultAnswerSchema),
  integrity: integritySignalsSchema,
  decided_at: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type JobCandidateDetail = z.infer<typeof jobCandidateDetailSchema>;

/** PATCH /api/job-candidates/{id}: the staff decision and notes (AI never decides). */
export const jobCandidateUpdateSchema = z
  .object({
    decision: decisionSchema.optional(),
    notes: multilineText(interviewLimits.notes).optional(),
  })
  .strict()
  .refine((v) => v.decision !== undefined || v.notes !== undefined, 'Send a decision or notes');
export type JobCandidateUpdate = z.infer<typeof jobCandidateUpdateSchema>;

export const extendRequestSchema = z
  .object({
    days: z.coerce
      .number()
      .int('Whole days only')
      .min(interviewLimits.extendDays.min, `At least ${interviewLimits.extendDays.min} day`)
      .max(interviewLimits.extendDays.max, `At most ${interviewLimits.extendDays.max} days`),
  })
  .strict();

// ---------------------------------------------------------------------------------------------- candidate

/** The link token: 43 base64url characters (256 bits). */
export const interviewTokenPattern = /^[A-Za-z0-9_-]{43}$/;
/** Any other text is an unknown link (404 like a wrong token, so a garbage link gets the same clear page). */
export const interviewTokenSchema = z.object({ token: z.string().max(200) });

export const candidateQuestionSchema = z.object({
  id: z.string(),
  /** 0-based position; the page shows "Question {index + 1} of {question_count}". */
  index: z.number().int(),
  text: z.string(),
  type: questionTypeSchema,
  time_limit_seconds: z.number().int(),
  /** When the question was first shown; the timer runs from here (a reload continues, it does not restart). */
  opened_at: z.string(),
  /** opened_at + time limit (× extra-time factor when chosen). */
  deadline_at: z.string(),
  /** Recording chunks already received for this question (an interrupted upload resumes after them). */
  received_chunks: z.array(z.number().int()),
});
export type CandidateQuestion = z.infer<typeof candidateQuestionSchema>;

/** GET /api/interview/{token}: everything the candidate page needs; no staff data, no rubric. */
export const candidateInterviewSchema = z.object({
  status: z.enum(['invited', 'started', 'completed']),
  organisation: z.object({ name: z.string(), logo_url: z.string().nullable() }),
  job: z.object({ title: z.string(), location: z.string().nullable(), work_mode: z.string() }),
  candidate_name: z.string(),
  mode: z.enum(interviewModes),
  language: z.string(),
  question_count: z.number().int(),
  answered: z.number().int(),
  total_minutes: z.number().int(),
  allow_extra_time: z.boolean(),
  extra_time: z.boolean(),
  expires_at: z.string(),
  current: candidateQuestionSchema.nullable(),
  server_time: z.string(),
  /**
   * Optional demographic questions after a finished interview (docs/product/fairness.md): `ask` when the
   * organisation collects them and the candidate has not answered yet, `answered` after, `off` otherwise.
   */
  demographics: z.enum(['off', 'ask', 'answered']),
});
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>;

export const startInterviewSchema = z
  .object({
    consent: z.literal(true, { error: 'Please accept to start the interview' }),
    extra_time: z.boolean().default(false),
  })
  .strict();

export const answerQuestionParamsSchema = interviewTokenSchema.extend({
  questionId: z.string().uuid('Unknown question'),
});

export const submitAnswerSchema = z
  .object({
    text: multilineText(interviewLimits.answerText).default(''),
    /** From the browser's speech recognition, when it ran. */
    transcript: multilineText(interviewLimits.transcript).optional(),
    /** Number of recording chunks sent (0 = no recording); all must have arrived. */
    recording_chunks: z.number().int().min(0).max(interviewLimits.maxChunks).default(0),
    recording_mime_type: z
      .string()
      .regex(/^(audio|video)\/(webm|ogg|mp4)(;[ \w=.,-]*)?$/, 'Unsupported recording type')
      .max(100)
      .optional(),
    integrity: integritySignalsSchema.default({ tab_hidden: 0, focus_lost: 0, paste: 0, pasted_chars: 0 }),
  })
  .strict();
export type SubmitAnswer = z.infer<typeof submitAnswerSchema>;

export const chunkParamsSchema = answerQuestionParamsSchema.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(interviewLimits.maxChunks - 1),
});

export const chunkReceiptSchema = z.object({
  received_chunks: z.array(z.number().int()),
  bytes: z.number().int(),
});

/** POST /api/public/jobs/{id}/interviews: a candidate starts the public interview of an open job. */
export const publicInterviewRequestSchema = z
  .object({
    name: lineText(interviewLimits.name).pipe(z.string().min(1, 'Enter your name')),
    email: emailAddress,
  })
  .strict();

/**
 * 202: the interview link was e-mailed to `sent_to` (the same answer whether or not that address had one already);
 * the interview counts against the allowance when the candidate opens the link and starts. `token` is set only
 * when the organisation turned e-mail confirmation off and this is a new interview: the candidate goes straight in.
 */
export const publicInterviewStartSchema = z.object({ sent_to: z.string(), token: z.string().nullable() });

/** GET /api/public/jobs/{id}: what the public link page shows before the candidate starts. */
export const publicJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  organisation: z.object({ name: z.string(), logo_url: z.string().nullable() }),
  location: z.string().nullable(),
  work_mode: z.string(),
  mode: z.enum(interviewModes),
  question_count: z.number().int(),
  total_minutes: z.number().int(),
  accepting: z.boolean(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/** Staff preview of the public link: the questions without storing anything. */
export const interviewPreviewSchema = z.object({
  job_id: z.number().int(),
  title: z.string(),
  mode: z.enum(interviewModes),
  language: z.string(),
  allow_extra_time: z.boolean(),
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      type: questionTypeSchema,
      time_limit_seconds: z.number().int(),
    }),
  ),
});
export type InterviewPreview = z.infer<typeof interviewPreviewSchema>;

/** One entry of an interview's oversight record (docs/product/interview-results.md, **oversight record**). */
export const oversightRecordSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['ai_evaluation', 'human_decision']),
  recorded_at: z.string(),
  /** The staff member who decided; null for the AI. */
  actor: z.object({ id: z.number().int().positive(), name: z.string().nullable() }).nullable(),
  engine: z.string().nullable(),
  model: z.string().nullable(),
  /** The AI's overall score and recommendation: its own for an evaluation, the one in force for a decision. */
  score: z.number().int().min(0).max(100).nullable(),
  recommendation: recommendationSchema.nullable(),
  decision: decisionSchema.nullable(),
  previous_decision: decisionSchema.nullable(),
  agreement: z.enum(['agreed', 'overrode', 'neither']).nullable(),
});
export type OversightRecordEntry = z.infer<typeof oversightRecordSchema>;

export const oversightRecordListSchema = z.object({ items: z.array(oversightRecordSchema) });

/** GET /api/oversight-records.csv: the organisation's record over a period (UTC days, `to` included). */
export const oversightExportQuerySchema = z
  .object({
    from: z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' }),
    to: z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' }),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after from' });
  });
