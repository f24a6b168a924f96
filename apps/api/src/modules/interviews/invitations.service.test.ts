import { describe, expect, it } from 'vitest';
import { countingPeriod } from './invitations.service.ts';

describe('interview allowance: countingPeriod counts interviews per billing period', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('uses the subscription period when now is inside it', () => {
    const start = new Date('2026-11-10T00:00:00Z');
    const end = new Date('2026-12-10T00:00:00Z');
    expect(countingPeriod({ billingPeriodStart: start, billingPeriodEnd: end }, now)).toEqual({ start, end });
  });

  it('falls back to the calendar month (UTC) without a period or with one that has ended', () => {
    const month = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };
    expect(countingPeriod({ billingPeriodStart: null, billingPeriodEnd: null }, now)).toEqual(month);
    expect(
      countingPeriod(
        {
          billingPeriodStart: new Date('2026-09-01T00:00:00Z'),
          billingPeriodEnd: new Date('2026-10-01T00:00:00Z'),
        },
        now,
      ),
    ).toEqual(month);
  });
});
