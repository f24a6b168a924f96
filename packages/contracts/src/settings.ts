import { z } from 'zod';

export const interviewModes = ['text', 'voice', 'video'] as const;

/** Bounds of the organisation settings; the web forms use them too. */
export const settingsLimits = {
  questionCount: { min: 3, max: 20 },
  answerTimeLimitSeconds: { min: 30, max: 1800 },
  linkExpiryDays: { min: 1, max: 60 },
  candidateDataMonths: { min: 6, max: 60 },
} as const;

const bounded = (limits: { min: number; max: number }, unit: string) =>
  z
    .number({ error: `Enter a number of ${unit}` })
    .int(`Must be a whole number of ${unit}`)
    .min(limits.min, `Must be at least ${limits.min} ${unit}`)
    .max(limits.max, `Must be at most ${limits.max} ${unit}`);

export const notificationSettingsSchema = z.object({
  /** E-mail the job owner when a candidate completes an interview. */
  email_on_interview_completed: z.boolean(),
  /** A weekly summary e-mail of the organisation's hiring activity. */
  weekly_digest: z.boolean(),
});

export const interviewDefaultsSchema = z.object({
  mode: z.enum(interviewModes, { error: 'Choose text, voice or video' }),
  question_count: bounded(settingsLimits.questionCount, 'questions'),
  answer_time_limit_seconds: bounded(settingsLimits.answerTimeLimitSeconds, 'seconds'),
  link_expiry_days: bounded(settingsLimits.linkExpiryDays, 'days'),
  /** Candidates may take extra time without a countdown penalty. */
  allow_extra_time: z.boolean(),
  /**
   * Public-link interviews count only once the candidate opens the e-mailed link (proof of the address). Off: the
   * candidate goes straight into the interview, and it counts at once.
   */
  confirm_public_link_email: z.boolean(),
});

export const dataRetentionSchema = z.object({
  /** Candidate data older than this many months is erased. */
  candidate_data_months: bounded(settingsLimits.candidateDataMonths, 'months'),
});

export const fairnessSettingsSchema = z.object({
  /**
   * Ask candidates, after their interview, for optional self-declared demographic answers, kept apart from their
   * profile and never an input to any score (docs/product/fairness.md). Off until an admin turns it on.
   */
  collect_demographics: z.boolean(),
});

/** The organisation's preferences, always complete on the wire. */
export const organisationSettingsSchema = z.object({
  notifications: notificationSettingsSchema,
  interview_defaults: interviewDefaultsSchema,
  data_retention: dataRetentionSchema,
  fairness: fairnessSettingsSchema,
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

/** What an organisation gets until an admin changes a value. */
export const defaultOrganisationSettings: OrganisationSettings = {
  notifications: { email_on_interview_completed: true, weekly_digest: false },
  interview_defaults: {
    mode: 'text',
    question_count: 8,
    answer_time_limit_seconds: 180,
    link_expiry_days: 7,
    allow_extra_time: false,
    confirm_public_link_email: true,
  },
  data_retention: { candidate_data_months: 24 },
  fairness: { collect_demographics: false },
};

/** PATCH /organisation/settings (admins): any subset of any group; unknown keys are ignored. */
export const organisationSettingsPatchSchema = z.object({
  notifications: notificationSettingsSchema.partial().optional(),
  interview_defaults: interviewDefaultsSchema.partial().optional(),
  data_retention: dataRetentionSchema.partial().optional(),
  fairness: fairnessSettingsSchema.partial().optional(),
});
export type OrganisationSettingsPatch = z.infer<typeof organisationSettingsPatchSchema>;

/** GET and PATCH /organisation/settings: unset values come back as their defaults. */
export const organisationSettingsResponseSchema = organisationSettingsSchema.extend({
  /** When an admin last changed the settings; null while every value is a default. */
  updated_at: z.string().nullable(),
});
export type OrganisationSettingsResponse = z.infer<typeof organisationSettingsResponseSchema>;
