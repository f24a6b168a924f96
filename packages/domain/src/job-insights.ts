/**
 * The arithmetic of a job's insights (docs/product/job-insights.md): the funnel's conversions, the score
 * histogram, medians and whether a question's scores tell candidates apart. Pure, so the figures can be checked
 * by hand on a small fixture.
 */

/** The funnel's steps in order; each counts the interviews that reached it. */
export const FUNNEL_STEPS = ['invited', 'started', 'completed', 'evaluated', 'shortlisted', 'hired'] as const;
export type FunnelStepName = (typeof FUNNEL_STEPS)[number];

export interface FunnelFigures {
  step: FunnelStepName;
  count: number;
  /** Share of the step before that reached this one; null for the first step or when the step before is 0. */
  conversion: number | null;
  drop_off: number;
}

export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The step an interview has reached: each step includes every one before it, so a hire counts as shortlisted,
 * evaluated, completed, started and invited, and a decision taken before an evaluation does not count.
 */
export function stepReached(interview: {
  started: boolean;
  completed: boolean;
  evaluated: boolean;
  decision: 'none' | 'shortlisted' | 'rejected' | 'hired';
}): FunnelStepName {
  if (!interview.started) return 'invited';
  if (!interview.completed) return 'started';
  if (!interview.evaluated) return 'completed';
  if (interview.decision === 'hired') return 'hired';
  return interview.decision === 'shortlisted' ? 'shortlisted' : 'evaluated';
}

/** Counts per step (an interview counts at its step and every step before it), with conversion and drop-off. */
export function funnelOf(reached: readonly FunnelStepName[]): FunnelFigures[] {
  const out: FunnelFigures[] = [];
  let before: number | null = null;
  for (const [index, step] of FUNNEL_STEPS.entries()) {
    const count = reached.filter((at) => FUNNEL_STEPS.indexOf(at) >= index).length;
    out.push({
      step,
      count,
      conversion: before === null || before === 0 ? null : roundTo(count / before, 4),
      drop_off: before === null ? 0 : before - count,
    });
    before = count;
  }
  return out;
}

/** Overall scores 0–100 in ten buckets: 0–9, 10–19, …, 90–100 (100 joins the last). */
export function scoreHistogram(scores: readonly number[]): { from: number; to: number; count: number }[] {
  const buckets = Array.from({ length: 10 }, (_, index) => ({
    from: index * 10,
    to: index === 9 ? 100 : index * 10 + 9,
    count: 0,
  }));
  for (const score of scores) {
    const index = Math.min(9, Math.max(0, Math.floor(score / 10)));
    buckets[index]!.count += 1;
  }
  return buckets;
}

/** The value below which `share` (0–1) of the sorted values lie, by linear interpolation; null for none. */
export function quantile(values: readonly number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * share;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Evaluated answers a question needs before its spread says anything. */
export const SEPARATION_MIN_ANSWERS = 5;
/** Spread of answer scores (0–10) from which a question tells candidates apart. */
export const SEPARATION_MIN_SPREAD = 1.5;

/**
 * Whether a question's answer scores tell candidates apart (**questions that separate**): with at least
 * SEPARATION_MIN_ANSWERS evaluated answers, yes when their standard deviation reaches SEPARATION_MIN_SPREAD
 * points of 10 — everyone scoring alike, high or low, says little about who is better.
 */
export function separation(evaluated: number, spread: number | null): 'yes' | 'no' | 'too_few' {
  if (evaluated < SEPARATION_MIN_ANSWERS) return 'too_few';
  return (spread ?? 0) >= SEPARATION_MIN_SPREAD ? 'yes' : 'no';
}
