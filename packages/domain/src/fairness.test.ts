import { describe, expect, it } from 'vitest';
import { type FairnessCandidate, fairnessTable, medianScore } from './fairness.ts';
import type { FunnelStepName } from './job-insights.ts';

const people = (
  count: number,
  gender: string | null,
  ethnicity: string | null,
  reached: FunnelStepName,
  scores: number[] = [],
): FairnessCandidate[] =>
  Array.from({ length: count }, (_, i) => ({ gender, ethnicity, reached, score: scores[i] ?? null }));

/**
 * 51 candidates worked by hand: 20 women (16 finished unscored, 3 shortlisted at 50, 60 and 70, one hired at 80;
 * half Asian, half not answering), 25 men (all White: 15 finished, 8 shortlisted, 2 hired; scores 30–95), one
 * non-binary White candidate (1 of 51 = 1.96 %, under 2 %) and 5 who did not answer.
 */
const candidates: FairnessCandidate[] = [
  ...people(10, 'female', 'asian', 'completed'),
  ...people(6, 'female', null, 'completed'),
  ...people(3, 'female', null, 'shortlisted', [50, 60, 70]),
  ...people(1, 'female', null, 'hired', [80]),
  ...people(15, 'male', 'white', 'completed'),
  ...people(8, 'male', 'white', 'shortlisted', [55, 65, 75, 85, 45, 40, 35, 30]),
  ...people(2, 'male', 'white', 'hired', [90, 95]),
  ...people(1, 'non_binary', 'white', 'completed'),
  ...people(5, null, null, 'completed'),
];

describe('fairness view', () => {
  it('selection rates: per group and step, impact ratios against the highest group, under 0.8 flagged for review', () => {
    const { groups, unknown } = fairnessTable(candidates, 'gender');
    expect(unknown).toBe(5);
    expect(groups.map((g) => [g.group, g.candidates, g.share, g.excluded])).toEqual([
      ['male', 25, 0.4902, false],
      ['female', 20, 0.3922, false],
      ['non_binary', 1, 0.0196, true],
    ]);
    const [male, female, nonBinary] = groups;
    // Shortlisted (hires included): women 4 / 20 = 0.2, men 10 / 25 = 0.4 → 0.2 / 0.4 = 0.5.
    expect(female!.steps.find((s) => s.step === 'shortlisted')).toEqual({
      step: 'shortlisted',
      selected: 4,
      rate: 0.2,
      impact_ratio: 0.5,
      review: true,
    });
    expect(male!.steps.find((s) => s.step === 'shortlisted')).toMatchObject({ rate: 0.4, impact_ratio: 1 });
    // Hired: 1 / 20 = 0.05 against 2 / 25 = 0.08 → 0.625.
    expect(female!.steps.find((s) => s.step === 'hired')).toMatchObject({ rate: 0.05, impact_ratio: 0.625 });
    // Everyone finished: rate 1, ratio 1, nothing to review.
    expect(female!.steps.find((s) => s.step === 'completed')).toMatchObject({ rate: 1, review: false });
    // Under 2 %: shown with its count, no rate and no ratio.
    expect(nonBinary!.steps.every((s) => s.rate === null && s.impact_ratio === null && !s.review)).toBe(true);
  });

  it('scoring rate: the share of a group’s evaluated interviews above the median of all of them', () => {
    // Scores 30 35 40 45 50 55 60 65 70 75 80 85 90 95 → median (60 + 65) / 2 = 62.5.
    expect(medianScore(candidates)).toBe(62.5);
    const [male, female] = fairnessTable(candidates, 'gender').groups;
    expect(female!.scoring).toEqual({ evaluated: 4, selected: 2, rate: 0.5, impact_ratio: 1, review: false });
    expect(male!.scoring).toEqual({ evaluated: 10, selected: 5, rate: 0.5, impact_ratio: 1, review: false });
  });

  it('intersections: a group for each gender and ethnicity both answered; the rest are unknown', () => {
    const { groups, unknown } = fairnessTable(candidates, 'intersection');
    expect(groups.map((g) => [g.group, g.candidates, g.excluded])).toEqual([
      ['male+white', 25, false],
      ['female+asian', 10, false],
      ['non_binary+white', 1, true],
    ]);
    expect(unknown).toBe(15); // 10 women and 5 others without both answers
    // Shortlisted: Asian women 0 / 10 against White men 0.4 → 0.
    expect(groups[1]!.steps.find((s) => s.step === 'shortlisted')).toMatchObject({
      rate: 0,
      impact_ratio: 0,
    });
  });

  it('no candidates, or nobody shortlisted: no ratios rather than a division by zero', () => {
    expect(fairnessTable([], 'gender')).toEqual({ dimension: 'gender', groups: [], unknown: 0 });
    const none = fairnessTable(people(5, 'female', null, 'completed'), 'gender');
    expect(none.groups[0]!.steps.find((s) => s.step === 'hired')).toMatchObject({
      rate: 0,
      impact_ratio: null,
    });
  });
});
