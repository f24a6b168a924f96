import { prepareRankingJob, type RankingProfile, rankProfile } from '@talvio/ai/talent-ranking';
import { plainText } from '@talvio/ai/text';
import { jobInputSchema } from '@talvio/contracts/jobs';
import { describe, expect, it } from 'vitest';
import { demoJobs } from './catalogue.ts';
import { type PoolProfile, planDemo } from './plan.ts';
import { resumeMonth } from './resume.ts';

const NOW = '2026-11';

/** A planned profile as the ranking reads it once its résumé is parsed: blind, months counted back from now. */
function asRanked(profile: PoolProfile): RankingProfile {
  const month = (monthsAgo: number) => resumeMonth(new Date(`${NOW}-01T00:00:00Z`), monthsAgo);
  return {
    headline: profile.headline,
    summary: null,
    location: profile.location,
    skills: profile.skills,
    experience: profile.experience.map((role) => ({
      title: role.title,
      company: role.company,
      start: month(role.startMonthsAgo),
      end: role.endMonthsAgo === null ? null : month(role.endMonthsAgo),
      description: role.duties.join('\n'),
    })),
    certifications: [],
    total_years: null,
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('demo plan', () => {
  it('histories follow interviews: ranked against their own job, people who interview well score above those who interview poorly', () => {
    const plan = planDemo(1, 600);
    const candidateOf = new Map(plan.candidates.map((c) => [c.email, c]));
    const scores: Record<string, number[]> = { good: [], medium: [], poor: [] };
    for (const job of demoJobs) {
      const input = jobInputSchema.parse(job.input);
      const prepared = prepareRankingJob({ ...input, description: plainText(input.description_html) });
      for (const profile of plan.pool) {
        const candidate = candidateOf.get(profile.email)!;
        if (candidate.jobKey !== job.key) continue;
        const ranking = rankProfile(prepared, asRanked(profile), NOW);
        scores[candidate.level]!.push(ranking.criteria.reduce((sum, criterion) => sum + criterion.points, 0));
      }
    }
    for (const level of ['good', 'medium', 'poor']) expect(scores[level]!.length).toBeGreaterThan(20);
    const [good, medium, poor] = [mean(scores.good!), mean(scores.medium!), mean(scores.poor!)];
    expect(good).toBeGreaterThan(medium);
    expect(medium).toBeGreaterThan(poor);
    expect(good - poor).toBeGreaterThanOrEqual(10);
  });
});
