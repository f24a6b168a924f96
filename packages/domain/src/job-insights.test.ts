import { describe, expect, it } from 'vitest';
import { funnelOf, quantile, scoreHistogram, separation, stepReached } from './job-insights.ts';

describe('job insights', () => {
  it('funnel: an interview counts at the step it reached and every step before; a decision without an evaluation does not count', () => {
    const reached = [
      stepReached({ started: false, completed: false, evaluated: false, decision: 'none' }),
      stepReached({ started: true, completed: true, evaluated: false, decision: 'shortlisted' }),
      stepReached({ started: true, completed: true, evaluated: true, decision: 'rejected' }),
      stepReached({ started: true, completed: true, evaluated: true, decision: 'hired' }),
    ];
    expect(reached).toEqual(['invited', 'completed', 'evaluated', 'hired']);
    expect(funnelOf(reached).map((step) => [step.step, step.count, step.conversion, step.drop_off])).toEqual([
      ['invited', 4, null, 0],
      ['started', 3, 0.75, 1],
      ['completed', 3, 1, 0],
      ['evaluated', 2, 0.6667, 1],
      ['shortlisted', 1, 0.5, 1],
      ['hired', 1, 1, 0],
    ]);
    // A step after an empty one has no conversion rather than a division by zero.
    expect(funnelOf([]).every((step) => step.count === 0 && step.conversion === null)).toBe(true);
  });

  it('score distribution: ten buckets, 100 in the last one', () => {
    const buckets = scoreHistogram([0, 9, 10, 99, 100]);
    expect(buckets.map((bucket) => bucket.count)).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(buckets[0]).toMatchObject({ from: 0, to: 9 });
    expect(buckets[9]).toMatchObject({ from: 90, to: 100 });
  });

  it('time to complete: quantiles interpolate between neighbours; none without values', () => {
    expect(quantile([40, 10, 30, 20], 0.5)).toBe(25);
    expect(quantile([40, 10, 30, 20], 0.9)).toBeCloseTo(37);
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([], 0.5)).toBeNull();
  });

  it('questions that separate: at least 5 evaluated answers with a spread of at least 1.5 points', () => {
    expect(separation(4, 3)).toBe('too_few');
    expect(separation(5, 1.5)).toBe('yes');
    expect(separation(5, 1.49)).toBe('no');
    expect(separation(12, null)).toBe('no');
  });
});
