/**
 * The labelled ranking sets (packages/ai/eval/ranking): jobs, each with a pool of profiles labelled 0–3 by how
 * much a recruiter would want to interview them (3 first, 0 not at all). Written by helpers who never saw the
 * ranking engine; `holdout.json` is frozen (its checksum is tested) and never used to tune anything.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const entrySchema = z.object({
  title: z.string(),
  company: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  description: z.string(),
});

export const labelledProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  summary: z.string().nullable(),
  skills: z.array(z.string()),
  experience: z.array(entrySchema),
  education: z.array(z.object({ institution: z.string(), degree: z.string(), end: z.string().nullable() })),
  languages: z.array(z.string()),
  certifications: z.array(z.string()),
  total_years: z.number().nullable(),
  /** What the writer meant the profile to be (strong, decoy_keyword_stuffed, …); never an input. */
  kind: z.string(),
  relevance: z.number().int().min(0).max(3),
});
export type LabelledProfile = z.infer<typeof labelledProfileSchema>;

export const labelledJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  seniority: z.enum(['intern', 'junior', 'mid', 'senior', 'lead', 'principal']),
  experience_min_years: z.number().int().nullable(),
  experience_max_years: z.number().int().nullable(),
  work_mode: z.enum(['onsite', 'hybrid', 'remote']),
  location: z.object({ city: z.string(), country_code: z.string() }).nullable(),
  required_skills: z.array(z.string()),
  nice_to_have_skills: z.array(z.string()),
  profiles: z.array(labelledProfileSchema),
});
export type LabelledJob = z.infer<typeof labelledJobSchema>;

const rankingSetSchema = z.object({ split: z.enum(['dev', 'holdout']), jobs: z.array(labelledJobSchema) });

export const rankingSplits = [
  'dev',
  'dev-2',
  'dev-3',
  'dev-4',
  'dev-5',
  'dev-6',
  'dev-7',
  'dev-8',
  'holdout',
] as const;
export type RankingSplit = (typeof rankingSplits)[number];

export const rankingDataDir = join(fileURLToPath(new URL('.', import.meta.url)), 'ranking');

export function rankingSetPath(split: RankingSplit): string {
  return join(rankingDataDir, `${split}.json`);
}

export function loadRankingSet(split: RankingSplit): LabelledJob[] {
  return rankingSetSchema.parse(JSON.parse(readFileSync(rankingSetPath(split), 'utf8'))).jobs;
}

/** Normalised discounted cumulative gain of the first `k` of `ranked` (gains 2^relevance − 1). */
export function ndcgAt(k: number, ranked: readonly number[]): number {
  const dcg = (relevances: readonly number[]) =>
    relevances
      .slice(0, k)
      .reduce((sum, relevance, index) => sum + (2 ** relevance - 1) / Math.log2(index + 2), 0);
  const ideal = dcg([...ranked].sort((a, b) => b - a));
  return ideal === 0 ? 1 : dcg(ranked) / ideal;
}
