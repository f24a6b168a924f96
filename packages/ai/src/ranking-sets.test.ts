import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRankingSet, ndcgAt, type RankingSplit, rankingSetPath } from '../eval/ranking-data.ts';

describe('ranking sets', () => {
  it('the held-out split is frozen: its file is byte for byte the one committed when it was written', () => {
    const bytes = readFileSync(rankingSetPath('holdout'));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      '3d18d58bf3f5ab0a16fa285348d1ec1821afae0e7ee9aae29291d78dc503a816',
    );
  });

  it('the splits share no job title and no profile id, and every job has decoys and people worth an interview', () => {
    const dev = ['dev', 'dev-2', 'dev-3', 'dev-4', 'dev-5', 'dev-6', 'dev-7', 'dev-8'].flatMap((split) =>
      loadRankingSet(split as RankingSplit),
    );
    const holdout = loadRankingSet('holdout');
    const devTitles = new Set(dev.map((job) => job.title));
    for (const job of holdout) expect(devTitles.has(job.title)).toBe(false);
    const devIds = new Set(dev.flatMap((job) => job.profiles.map((profile) => profile.id)));
    for (const job of holdout) for (const profile of job.profiles) expect(devIds.has(profile.id)).toBe(false);
    for (const job of [...dev, ...holdout]) {
      expect(job.profiles.filter((profile) => profile.kind.startsWith('decoy')).length).toBeGreaterThan(0);
      expect(job.profiles.filter((profile) => profile.relevance === 3).length).toBeGreaterThan(0);
    }
  });

  it('NDCG@5 is 1 for the ideal order, lower when a relevant profile is pushed down, 1 when nothing is relevant', () => {
    expect(ndcgAt(5, [3, 2, 1, 0, 0, 0])).toBe(1);
    expect(ndcgAt(5, [0, 0, 0, 0, 0, 3])).toBe(0);
    expect(ndcgAt(5, [2, 3, 1, 0, 0])).toBeLessThan(1);
    expect(ndcgAt(5, [0, 0, 0])).toBe(1);
  });
});
