import { describe, expect, it } from 'vitest';
import { averageRanks, spearman } from './spearman.ts';

describe('spearman rank correlation (evaluation harness)', () => {
  it('averages the ranks of ties', () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([3, 1, 2])).toEqual([3, 1, 2]);
    expect(averageRanks([5, 5, 5])).toEqual([2, 2, 2]);
  });

  it('is 1 for any increasing relation and -1 for a decreasing one', () => {
    expect(spearman([1, 2, 3, 4, 5], [1, 4, 9, 16, 25])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4, 5], [50, 40, 30, 20, 10])).toBeCloseTo(-1, 12);
  });

  it('matches a hand-computed value with ties', () => {
    // Ranks x: 1, 2.5, 2.5, 4, 5; ranks y: 2, 1, 3, 5, 4. Pearson of the ranks = 7 / sqrt(9.5 * 10).
    expect(spearman([1, 2, 2, 3, 4], [20, 10, 30, 50, 40])).toBeCloseTo(7 / Math.sqrt(95), 12);
  });

  it('is NaN when one side is constant and rejects unequal lengths', () => {
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(spearman([1], [2])).toBeNaN();
    expect(() => spearman([1, 2], [1])).toThrow(/pairs/);
  });
});
