import { z } from 'zod';
import { activitySchema } from './activity.ts';
import {
  answerEvaluationSchema,
  decisionSchema,
  integritySignalsSchema,
  interviewStatusSchema,
  recommendationSchema,
} from './interviews.ts';
import {
  candidateProfileSchema,
  fieldSourceSchema,
  talentFileKindSchema,
  talentOutcomeSchema,
} from './talent.ts';
import { exportedLiveInterviewSchema } from './video.ts';

/**
 * Candidate privacy (docs/product/candidate-privacy.md): erasing a person's data from the talent pool, exporting
 * everything the organisation holds about them, and the retention period that erases them when it runs out.
 */

/** The problem codes of these routes. */
export const candidatePrivacyProblemCodes = {
  /** The profile was erased already (erasing again, editing). */
  erased: 'candidate_erased',
} as const;

/** What the profile's name becomes once the person's data is erased. */
export const erasedCandidateName = 'Erased candidate';

/** One answer of an interview, as exported. */
export const exportedAnswerSchema = z.object({
  question_id: z.string(),
  text: z.string(),
  transcript: z.string().nullable(),
  time_taken_seconds: z.number().int().nullable(),
  over_time: z.boolean(),
  integrity: integritySignalsSchema,
  /** Whether a recording was kept (its bytes are not in the export; staff can play it on the result page). */
  recording: z.object({ mime_type: z.string(), bytes: z.number().int() }).nullable(),
  evaluation: answerEvaluationSchema.nullable(),
  submitted_at: z.string(),
});

/** One interview of the person for one of the organisation's jobs, as exported. */
export const exportedInterviewSchema = z.object({
  id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  source: z.enum(['invitation', 'public_link']),
  status: interviewStatusSchema,
  decision: decisionSchema,
  notes: z.string(),
  invited_at: z.string(),
  consent_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  expires_at: z.string(),
  score: z.number().int().nullable(),
  recommendation: recommendationSchema.nullable(),
  evaluation: z
    .object({ summary: z.string(), strengths: z.array(z.string()), concerns: z.array(z.string()) })
    .nullable(),
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      type: z.string(),
      skill: z.string().nullable(),
      rubric: z.array(z.string()),
      time_limit_seconds: z.number().int(),
    }),
  ),
  answers: z.array(exportedAnswerSchema),
});

/** One e-mail the organisation sent to or about the person, as exported. */
export const exportedEmailSchema = z.object({
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});

/**
 * GET /api/candidates/{id}/export: everything the organisation holds about the person, as one JSON document
 * (docs/product/candidate-privacy.md, **export**).
 */
export const candidateExportSchema = z.object({
  format: z.literal('talvio.candidate-export.v1'),
  exported_at: z.string(),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  profile: candidateProfileSchema,
  /** Every save of the profile: who, when and which fields. */
  field_history: z.array(
    z.object({
      at: z.string(),
      by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      fields: z.array(z.string()),
    }),
  ),
  resume: z
    .object({
      file_name: z.string().nullable(),
      kind: talentFileKindSchema.nullable(),
      size_bytes: z.number().int().nullable(),
      uploaded_at: z.string().nullable(),
      /** The résumé's text as it was read, and where each value came from; null when it was not read. */
      text: z.string().nullable(),
      ocr: z.boolean(),
      sources: z.array(fieldSourceSchema),
    })
    .nullable(),
  /** The uploaded files that made or updated the profile. */
  uploads: z.array(
    z.object({
      batch_id: z.number().int(),
      file_name: z.string(),
      kind: talentFileKindSchema.nullable(),
      size_bytes: z.number().int(),
      outcome: talentOutcomeSchema.nullable(),
      uploaded_at: z.string(),
    }),
  ),
  interviews: z.array(exportedInterviewSchema),
  /** Live video interviews with the interviewer's notes and scorecard (never the room's link). */
  live_interviews: z.array(exportedLiveInterviewSchema),
  emails: z.array(exportedEmailSchema),
  /** The activity feed's entries about the person: their profile, their interviews and invitations naming them. */
  activity: z.array(activitySchema),
});
export type CandidateExport = z.infer<typeof candidateExportSchema>;
