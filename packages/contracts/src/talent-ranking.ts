import { z } from 'zod';
import { decisionSchema } from './interviews.ts';

/**
 * GET /api/talent/ranking?job_id=: the talent pool ranked against one job (docs/product/find-candidates.md). Each
 * profile's score (0–100) is the sum of six criteria, each with its share, a sentence and the profile's lines it
 * came from.
 */
export const talentRankingQuerySchema = z.object({
  job_id: z.coerce.number({ error: 'Choose a job' }).int('Choose a job').positive('Choose a job'),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
  /** `ai`: the openai engine takes a second look at the best {@link aiRerankCap} (docs/product/find-candidates.md). */
  rerank: z.enum(['ai'], { error: 'rerank is "ai" or absent' }).optional(),
});

/** How many of the best profiles the AI re-rank reads. */
export const aiRerankCap = 50;
export type TalentRankingQuery = z.input<typeof talentRankingQuerySchema>;

export const rankingCriterionKeys = [
  'required_skills',
  'title',
  'experience',
  'work_history',
  'nice_to_have_skills',
  'location',
] as const;
export const rankingCriterionKeySchema = z.enum(rankingCriterionKeys);
export type RankingCriterionKey = z.infer<typeof rankingCriterionKeySchema>;

export const rankingCriterionLabels: Record<RankingCriterionKey, string> = {
  required_skills: 'Required skills',
  title: 'Role',
  experience: 'Experience',
  work_history: 'Work history like the ad',
  nice_to_have_skills: 'Nice-to-have skills',
  location: 'Location',
};

export const rankingEvidenceSchema = z.object({
  field: z.enum(['skills', 'experience', 'headline', 'summary', 'certifications', 'location']),
  /** The work-history entry's index for `experience`, else null. */
  entry: z.number().int().nullable(),
  text: z.string(),
});
export type RankingEvidence = z.infer<typeof rankingEvidenceSchema>;

/** How a job's skill shows in the profile, strongest first. */
export const skillFitStatuses = ['used', 'mentioned', 'listed', 'related', 'missing'] as const;
export const skillFitLabels: Record<(typeof skillFitStatuses)[number], string> = {
  used: 'used in a role',
  mentioned: 'in headline or summary',
  listed: 'only listed',
  related: 'related skill',
  missing: 'missing',
};

export const skillFitSchema = z.object({
  skill: z.string(),
  status: z.enum(skillFitStatuses),
  via: z.string().nullable(),
  evidence: rankingEvidenceSchema.nullable(),
});
export type SkillFit = z.infer<typeof skillFitSchema>;

export const rankingCriterionSchema = z.object({
  key: rankingCriterionKeySchema,
  weight: z.number(),
  points: z.number(),
  summary: z.string(),
  skills: z.array(skillFitSchema),
  evidence: z.array(rankingEvidenceSchema),
});
export type RankingCriterion = z.infer<typeof rankingCriterionSchema>;

/**
 * The best evaluated interview the candidate had for another job of the organisation (docs/product/find-candidates.md,
 * **earlier interviews shown, not scored**): shown to the recruiter, never an input to the ranking's score.
 */
export const earlierInterviewSchema = z.object({
  job_id: z.number().int(),
  job_title: z.string(),
  /** The interview's overall evaluated score, 0–100. */
  score: z.number().int(),
  decision: decisionSchema,
  completed_at: z.string().nullable(),
});
export type EarlierInterview = z.infer<typeof earlierInterviewSchema>;

/** The openai engine's review of one profile: its score and, per criterion, the profile's words it relied on. */
export const aiReviewSchema = z.object({
  score: z.number().int(),
  criteria: z.array(z.object({ key: rankingCriterionKeySchema, quote: z.string(), reason: z.string() })),
});
export type AiReview = z.infer<typeof aiReviewSchema>;

export const rankedCandidateSchema = z.object({
  candidate_id: z.number().int(),
  name: z.string(),
  /** Needed to invite; a profile without one cannot be invited until a person adds it. */
  email: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  total_years: z.number().nullable(),
  score: z.number().int(),
  criteria: z.array(rankingCriterionSchema),
  /** This candidate's invitation to the job, if any. */
  invitation: z.object({ job_candidate_id: z.number().int(), status: z.string() }).nullable(),
  /** The best evaluated interview for another of the organisation's jobs, if any; not part of `score`. */
  earlier_interview: earlierInterviewSchema.nullable(),
  /** The AI re-rank's review, when one was asked for and this profile was among those it read. */
  ai_review: aiReviewSchema.nullable(),
});
export type RankedCandidate = z.infer<typeof rankedCandidateSchema>;

export const talentRankingSchema = z.object({
  job: z.object({ id: z.number().int(), title: z.string(), status: z.string() }),
  items: z.array(rankedCandidateSchema),
  /** Profiles scored: those sharing words with the job, the closest first, up to `considered_cap`. */
  considered: z.number().int(),
  considered_cap: z.number().int(),
  /** Profiles in the organisation's pool. */
  pool_size: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Whether the configured engine can re-rank (the openai engine). */
  ai_rerank_available: z.boolean(),
  /** The AI re-rank, when asked for: who read how many, or why it gave nothing (the local order then stands). */
  ai_rerank: z
    .object({ model: z.string(), reviewed: z.number().int(), failure: z.string().nullable() })
    .nullable(),
});
export type TalentRanking = z.infer<typeof talentRankingSchema>;
