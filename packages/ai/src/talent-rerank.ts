import { z } from 'zod';
import { locate } from './resume-structuring.ts';
import { type RankingCriterionKey, rankingCriteria } from './talent-ranking.ts';

/**
 * The openai engine's second look at the best profiles of a ranking (docs/product/find-candidates.md, **AI
 * re-rank**): a model reads the job and each profile's blind text, scores it 0–100 and quotes, per criterion, the
 * profile's own words it relied on. Only what the local ranking may see is sent; what comes back is held to it.
 */

/** The model is asked about the local ranking's own criteria. */
export const rerankCriteria = rankingCriteria;
export type RerankCriterion = RankingCriterionKey;

export interface RerankInput {
  job: {
    title: string;
    seniority: string;
    required_skills: string[];
    nice_to_have_skills: string[];
    location: string | null;
    description: string;
  };
  /** Opaque ids (never a database id or a name) and what the profile says, without who the person is. */
  profiles: { id: string; text: string }[];
}

export interface RerankReview {
  id: string;
  score: number;
  criteria: { criterion: RerankCriterion; quote: string; reason: string }[];
}

export interface RerankResult {
  engine: 'openai';
  model: string;
  /** One review per profile the model scored; empty when it failed. */
  reviews: RerankReview[];
  /** Why the endpoint gave nothing usable, or null. */
  failure: string | null;
}

export const RERANK_INSTRUCTIONS = `You help a recruiter compare candidates' profiles with one job.
For every profile, give a score from 0 to 100 for how well it fits the job, judged on these criteria: required_skills
(the job's required skills shown in the work history weigh most), title (the same line of work and level), experience
(relevant years against the seniority), nice_to_have_skills, location (the job's place or remote).
For each criterion you rely on, quote the profile's own words exactly as written (a short phrase, copied verbatim)
and give a one-sentence reason. Do not quote anything that is not in that profile. Judge only what the profile says
about work: you are never told names, ages, gender, photos or contact details, and must not guess them.
Answer with one entry per profile, using the profile's id.`;

export const rerankJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['profiles'],
  properties: {
    profiles: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'score', 'criteria'],
        properties: {
          id: { type: 'string' },
          score: { type: 'number' },
          criteria: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['criterion', 'quote', 'reason'],
              properties: {
                criterion: { type: 'string', enum: [...rerankCriteria] },
                quote: { type: 'string' },
                reason: { type: 'string' },
              },
            },
          },
        },
      },
    },
  },
} as const;

/** What a model returns before it is held to the input. */
export const modelRerankSchema = z.object({
  profiles: z.array(
    z.object({
      id: z.string(),
      score: z.number(),
      criteria: z.array(
        z.object({ criterion: z.enum(rerankCriteria), quote: z.string(), reason: z.string() }),
      ),
    }),
  ),
});

/**
 * Holds a model's reviews to the input: only profiles that were sent, each once; scores clamped to 0–100 and
 * rounded; a criterion kept only when its quote occurs in that profile's text (spacing and case aside), at most
 * one per criterion; reasons cut to one short sentence's length.
 */
export function checkRerank(answer: z.infer<typeof modelRerankSchema>, input: RerankInput): RerankReview[] {
  const texts = new Map(input.profiles.map((profile) => [profile.id, profile.text]));
  const seen = new Set<string>();
  const reviews: RerankReview[] = [];
  for (const item of answer.profiles) {
    const text = texts.get(item.id);
    if (text === undefined || seen.has(item.id) || !Number.isFinite(item.score)) continue;
    seen.add(item.id);
    const criteria: RerankReview['criteria'] = [];
    for (const criterion of item.criteria) {
      const quote = criterion.quote.trim();
      if (locate(text, quote) === null) continue;
      if (criteria.some((kept) => kept.criterion === criterion.criterion)) continue;
      criteria.push({ criterion: criterion.criterion, quote, reason: criterion.reason.trim().slice(0, 300) });
    }
    reviews.push({ id: item.id, score: Math.round(Math.min(100, Math.max(0, item.score))), criteria });
  }
  return reviews;
}
