import { z } from 'zod';

/**
 * Self-declared demographic answers and the fairness view of a job's insights (docs/product/fairness.md). The
 * categories are those a bias audit under New York City's Local Law 144 reports on (sex, race/ethnicity and their
 * intersections); every question may be left unanswered or answered "prefer not to say".
 */

export const genderGroups = ['female', 'male', 'non_binary', 'another'] as const;
export const ethnicityGroups = [
  'hispanic_latino',
  'white',
  'black',
  'asian',
  'native_hawaiian_pacific_islander',
  'american_indian_alaska_native',
  'two_or_more',
] as const;
export type GenderGroup = (typeof genderGroups)[number];
export type EthnicityGroup = (typeof ethnicityGroups)[number];

export const genderLabels: Record<GenderGroup, string> = {
  female: 'Woman / female',
  male: 'Man / male',
  non_binary: 'Non-binary',
  another: 'Another gender',
};
export const ethnicityLabels: Record<EthnicityGroup, string> = {
  hispanic_latino: 'Hispanic or Latino',
  white: 'White',
  black: 'Black or African American',
  asian: 'Asian',
  native_hawaiian_pacific_islander: 'Native Hawaiian or Pacific Islander',
  american_indian_alaska_native: 'American Indian or Alaska Native',
  two_or_more: 'Two or more races',
};

/** POST /api/interview/{token}/demographics: both optional; "prefer not to say" counts as unknown. */
export const demographicAnswersSchema = z.strictObject({
  gender: z
    .enum([...genderGroups, 'prefer_not_to_say'], { error: 'Choose one of the listed answers' })
    .nullable(),
  ethnicity: z
    .enum([...ethnicityGroups, 'prefer_not_to_say'], { error: 'Choose one of the listed answers' })
    .nullable(),
});
export type DemographicAnswers = z.infer<typeof demographicAnswersSchema>;

/** The pipeline steps a selection rate is computed for (each as a share of the group's candidates). */
export const fairnessSteps = ['started', 'completed', 'shortlisted', 'hired'] as const;

const rateSchema = z.object({
  /** Candidates of the group who reached it. */
  selected: z.number().int().nonnegative(),
  /** selected ÷ the group's candidates, 0–1; null for an excluded group or one with none. */
  rate: z.number().min(0).max(1).nullable(),
  /** rate ÷ the highest rate among the groups not excluded; null when not computed. */
  impact_ratio: z.number().min(0).nullable(),
  /** Impact ratio below 0.8: worth a review (the four-fifths rule is a flag, not a finding). */
  review: z.boolean(),
});

export const fairnessGroupSchema = z.object({
  /** A gender, an ethnicity, or "gender+ethnicity" for an intersection. */
  group: z.string(),
  label: z.string(),
  candidates: z.number().int().nonnegative(),
  /** Share of all the job's candidates, 0–1. */
  share: z.number().min(0).max(1),
  /** Under 2 % of the candidates: shown, but left out of the impact ratios. */
  excluded: z.boolean(),
  steps: z.array(rateSchema.extend({ step: z.enum(fairnessSteps) })),
  /** AI scores: the share of the group's evaluated interviews scoring above the median of all of them. */
  scoring: rateSchema.extend({ evaluated: z.number().int().nonnegative() }),
});

export const fairnessDimensionSchema = z.object({
  dimension: z.enum(['gender', 'ethnicity', 'intersection']),
  groups: z.array(fairnessGroupSchema),
  /** Candidates without an answer for this dimension (not asked, skipped or "prefer not to say"). */
  unknown: z.number().int().nonnegative(),
});

/** GET /api/jobs/{id}/insights/fairness. */
export const jobFairnessSchema = z.object({
  /** Whether the organisation asks candidates for demographic answers now. */
  collecting: z.boolean(),
  candidates: z.number().int().nonnegative(),
  /** Candidates who gave at least one answer. */
  answered: z.number().int().nonnegative(),
  median_score: z.number().nullable(),
  dimensions: z.array(fairnessDimensionSchema),
});
export type JobFairness = z.infer<typeof jobFairnessSchema>;

/** Groups smaller than this share of the candidates are left out of the impact ratios. */
export const fairnessMinShare = 0.02;
/** An impact ratio below this is flagged for review. */
export const fairnessReviewBelow = 0.8;
