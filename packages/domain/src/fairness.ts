/**
 * The fairness view's arithmetic (docs/product/fairness.md): selection rates per group at each pipeline step, the
 * AI's scoring rate (the share above the median score), impact ratios against the highest group, the four-fifths
 * flag, the 2 % exclusion and the unknown count — the tables of a bias audit under New York City's Local Law 144.
 */
import { FUNNEL_STEPS, type FunnelStepName, quantile, roundTo } from './job-insights.ts';

export const FAIRNESS_STEPS = ['started', 'completed', 'shortlisted', 'hired'] as const;
export type FairnessStep = (typeof FAIRNESS_STEPS)[number];
export type FairnessDimension = 'gender' | 'ethnicity' | 'intersection';

/** Groups under this share of all candidates are shown but left out of the impact ratios. */
export const MIN_GROUP_SHARE = 0.02;
/** Impact ratios under this are flagged for review (a flag, not a finding). */
export const REVIEW_BELOW = 0.8;

export interface FairnessCandidate {
  gender: string | null;
  ethnicity: string | null;
  /** The furthest funnel step the interview reached (see stepReached). */
  reached: FunnelStepName;
  /** The overall AI score when evaluated. */
  score: number | null;
}

export interface Rate {
  selected: number;
  rate: number | null;
  impact_ratio: number | null;
  review: boolean;
}

export interface GroupFigures {
  group: string;
  candidates: number;
  share: number;
  excluded: boolean;
  steps: (Rate & { step: FairnessStep })[];
  scoring: Rate & { evaluated: number };
}

export interface DimensionFigures {
  dimension: FairnessDimension;
  groups: GroupFigures[];
  unknown: number;
}

const groupOf: Record<FairnessDimension, (candidate: FairnessCandidate) => string | null> = {
  gender: (c) => c.gender,
  ethnicity: (c) => c.ethnicity,
  intersection: (c) => (c.gender && c.ethnicity ? `${c.gender}+${c.ethnicity}` : null),
};

const reachedAtLeast = (candidate: FairnessCandidate, step: FunnelStepName) =>
  FUNNEL_STEPS.indexOf(candidate.reached) >= FUNNEL_STEPS.indexOf(step);

/** Impact ratios against the highest rate of the groups that are not excluded. */
function withImpact<T extends { excluded: boolean }>(groups: T[], rateOf: (group: T) => Rate): void {
  const rates = groups.filter((g) => !g.excluded).map((g) => rateOf(g).rate ?? 0);
  const highest = Math.max(0, ...rates);
  for (const group of groups) {
    const rate = rateOf(group);
    if (group.excluded || rate.rate === null || highest === 0) continue;
    rate.impact_ratio = roundTo(rate.rate / highest, 4);
    rate.review = rate.impact_ratio < REVIEW_BELOW;
  }
}

/** The median of every evaluated interview's score: the line the scoring rate is drawn at. */
export function medianScore(candidates: readonly FairnessCandidate[]): number | null {
  return quantile(
    candidates.flatMap((c) => (c.score === null ? [] : [c.score])),
    0.5,
  );
}

/** One dimension's table: every group with candidates, ordered by size, and how many are unknown. */
export function fairnessTable(
  candidates: readonly FairnessCandidate[],
  dimension: FairnessDimension,
): DimensionFigures {
  const total = candidates.length;
  const median = medianScore(candidates);
  const members = new Map<string, FairnessCandidate[]>();
  let unknown = 0;
  for (const candidate of candidates) {
    const group = groupOf[dimension](candidate);
    if (group === null) unknown += 1;
    else members.set(group, [...(members.get(group) ?? []), candidate]);
  }
  const groups: GroupFigures[] = [...members]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([group, people]) => {
      const share = total === 0 ? 0 : people.length / total;
      const excluded = share < MIN_GROUP_SHARE;
      const rate = (selected: number, of: number): Rate => ({
        selected,
        rate: excluded || of === 0 ? null : roundTo(selected / of, 4),
        impact_ratio: null,
        review: false,
      });
      const evaluated = people.filter((c) => c.score !== null);
      const above = median === null ? 0 : evaluated.filter((c) => c.score! > median).length;
      return {
        group,
        candidates: people.length,
        share: roundTo(share, 4),
        excluded,
        steps: FAIRNESS_STEPS.map((step) => ({
          step,
          ...rate(people.filter((c) => reachedAtLeast(c, step)).length, people.length),
        })),
        scoring: { evaluated: evaluated.length, ...rate(above, evaluated.length) },
      };
    });
  FAIRNESS_STEPS.forEach((_, index) => {
    withImpact(groups, (g) => g.steps[index]!);
  });
  withImpact(groups, (g) => g.scoring);
  return { dimension, groups, unknown };
}
