import { z } from 'zod';
import { decisionSchema, recommendationSchema } from './interviews.ts';

/**
 * GET /api/jobs/{id}/insights: how a job's AI interviews went (docs/product/job-insights.md). Every figure is
 * computed from the job's interviews as they are now; nothing is sampled.
 */

export const funnelSteps = ['invited', 'started', 'completed', 'evaluated', 'shortlisted', 'hired'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const funnelStepSchema = z.object({
  step: z.enum(funnelSteps),
  count: z.number().int().nonnegative(),
  /** Share of the step before that reached this one, 0–1; null for the first step or when the step before is 0. */
  conversion: z.number().min(0).max(1).nullable(),
  /** How many of the step before did not reach this one (0 for the first step). */
  drop_off: z.number().int().nonnegative(),
});
export type FunnelStepFigures = z.infer<typeof funnelStepSchema>;

export const questionInsightSchema = z.object({
  id: z.string(),
  position: z.number().int().positive(),
  text: z.string(),
  skill: z.string().nullable(),
  /** Whether the question is still one of the job's (false: removed after some candidates answered it). */
  current: z.boolean(),
  answered: z.number().int().nonnegative(),
  /** Candidates who started and stopped at this question: it was the next one when they left. */
  left_here: z.number().int().nonnegative(),
  evaluated: z.number().int().nonnegative(),
  /** Mean answer score 0–10 of the evaluated answers; null without any. */
  average_score: z.number().min(0).max(10).nullable(),
  /** Standard deviation of those scores; null with fewer than two. */
  spread: z.number().nonnegative().nullable(),
  /** Whether the scores tell candidates apart (docs/product/job-insights.md, **questions that separate**). */
  separates: z.enum(['yes', 'no', 'too_few']),
  /** Median seconds taken on the answers that say; null without any. */
  median_seconds: z.number().nonnegative().nullable(),
  rubric: z.array(
    z.object({
      point: z.string(),
      /** Share of the evaluated answers that met the point, 0–1; null without evaluated answers. */
      met_share: z.number().min(0).max(1).nullable(),
    }),
  ),
});
export type QuestionInsight = z.infer<typeof questionInsightSchema>;

export const skillInsightSchema = z.object({
  skill: z.string(),
  questions: z.number().int().positive(),
  evaluated: z.number().int().nonnegative(),
  average_score: z.number().min(0).max(10).nullable(),
});

export const histogramBucketSchema = z.object({
  /** Inclusive lower bound of the overall score; buckets 0–9, 10–19, …, 90–100. */
  from: z.number().int().min(0).max(90),
  to: z.number().int().min(9).max(100),
  count: z.number().int().nonnegative(),
});

export const rankedInterviewSchema = z.object({
  job_candidate_id: z.number().int().positive(),
  candidate_id: z.number().int().positive(),
  name: z.string(),
  score: z.number().int().min(0).max(100),
  recommendation: recommendationSchema.nullable(),
  decision: decisionSchema,
  completed_at: z.string().nullable(),
});
export type RankedInterview = z.infer<typeof rankedInterviewSchema>;

export const jobInsightsSchema = z.object({
  job: z.object({ id: z.number().int().positive(), title: z.string(), status: z.string() }),
  funnel: z.array(funnelStepSchema),
  /** Interviews that ended without being finished: the link expired, or staff cancelled it. */
  ended: z.object({ expired: z.number().int().nonnegative(), cancelled: z.number().int().nonnegative() }),
  time_to_complete: z.object({
    /** Minutes from starting to finishing the interview, over the finished ones. */
    median_minutes: z.number().nonnegative().nullable(),
    p90_minutes: z.number().nonnegative().nullable(),
    /** Days from the invitation to the finished interview. */
    median_days_from_invitation: z.number().nonnegative().nullable(),
  }),
  score_histogram: z.array(histogramBucketSchema),
  /** Mean overall score 0–100 of the evaluated interviews. */
  average_score: z.number().min(0).max(100).nullable(),
  questions: z.array(questionInsightSchema),
  skills: z.array(skillInsightSchema),
  /** The evaluated interviews, best first: the first `rankingLimit`; the CSV export has them all. */
  ranking: z.array(rankedInterviewSchema),
  ranking_total: z.number().int().nonnegative(),
});
export type JobInsights = z.infer<typeof jobInsightsSchema>;

/** How many evaluated interviews the insights page lists (all of them are in the CSV export). */
export const rankingLimit = 50;
