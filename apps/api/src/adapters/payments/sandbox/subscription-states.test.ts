import { describe, expect, it } from 'vitest';
import type { SandboxSubscription } from './entities.ts';
import { SandboxError } from './errors.ts';
import {
  addOneMonth,
  cancelledAtCycleEnd,
  cancelledNow,
  cancelMode,
  completedAtCycleEnd,
  cycleEndStep,
  endedAtCycleEnd,
  firstCycleActive,
  monthFrom,
  newSubscription,
  planChangedNow,
  planChangeScheduled,
  renewalFailed,
  renewalPlanId,
  renewedCycle,
} from './subscription-states.ts';

const utc = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

const subscription = (overrides: Partial<SandboxSubscription> = {}): SandboxSubscription => ({
  ...newSubscription({ total_count: 12 }, 'plan_A', { id: 'sub_1', createdAt: utc('2025-01-01T00:00:00Z') }),
  ...overrides,
});

const active = (overrides: Partial<SandboxSubscription> = {}) =>
  subscription({
    status: 'active',
    current_start: utc('2025-01-15T10:00:00Z'),
    current_end: utc('2025-02-15T10:00:00Z'),
    charge_at: utc('2025-02-15T10:00:00Z'),
    paid_count: 1,
    remaining_count: 11,
    ...overrides,
  });

describe('the next charge date', () => {
  it('is the same day and time one month later', () => {
    expect(iso(addOneMonth(utc('2025-01-15T10:30:45Z')))).toBe('2025-02-15T10:30:45.000Z');
  });

  it('is clamped to the last day of a shorter month', () => {
    expect(iso(addOneMonth(utc('2025-01-31T08:00:00Z')))).toBe('2025-02-28T08:00:00.000Z');
    expect(iso(addOneMonth(utc('2024-01-31T08:00:00Z')))).toBe('2024-02-29T08:00:00.000Z');
    expect(iso(addOneMonth(utc('2025-03-31T00:00:00Z')))).toBe('2025-04-30T00:00:00.000Z');
  });

  it('rolls December over into January of the next year', () => {
    expect(iso(addOneMonth(utc('2025-12-20T23:59:59Z')))).toBe('2026-01-20T23:59:59.000Z');
  });

  it('makes a cycle run from its start to one month later', () => {
    const start = utc('2025-05-31T12:00:00Z');
    expect(monthFrom(start)).toEqual({ start, end: utc('2025-06-30T12:00:00Z') });
  });
});

describe('creating a subscription', () => {
  it('starts created and unpaid, with every cycle remaining and a quantity of one', () => {
    const sub = newSubscription({ total_count: 6, notes: { orgId: 7 } }, 'plan_A', {
      id: 'sub_1',
      createdAt: 100,
    });
    expect(sub).toMatchObject({
      id: 'sub_1',
      entity: 'subscription',
      plan_id: 'plan_A',
      status: 'created',
      quantity: 1,
      total_count: 6,
      paid_count: 0,
      remaining_count: 6,
      current_start: null,
      current_end: null,
      customer_notify: true,
      notes: { orgId: '7' },
      cancel_at_cycle_end: false,
      created_at: 100,
    });
  });

  it('refuses a missing total_count before looking at the quantity', () => {
    expect(() => newSubscription({ quantity: 0 }, 'plan_A', { id: 'sub_1', createdAt: 1 })).toThrow(
      'The total_count must be an integer.',
    );
  });

  it('refuses a quantity below one', () => {
    expect(() =>
      newSubscription({ total_count: 1, quantity: 0 }, 'plan_A', { id: 'sub_1', createdAt: 1 }),
    ).toThrow('The quantity must be atleast 1.');
  });
});

describe('the first charge', () => {
  it('activates the subscription for one month with one cycle paid and a card saved', () => {
    const start = utc('2025-01-15T10:00:00Z');
    const next = firstCycleActive(subscription(), monthFrom(start));
    expect(next).toMatchObject({
      status: 'active',
      current_start: start,
      current_end: utc('2025-02-15T10:00:00Z'),
      start_at: start,
      charge_at: utc('2025-02-15T10:00:00Z'),
      auth_attempts: 1,
      paid_count: 1,
      remaining_count: 11,
      payment_method: 'card',
    });
  });
});

describe('the end of a cycle', () => {
  const end = utc('2025-02-15T10:00:00Z');

  it('changes nothing before the cycle has ended', () => {
    expect(cycleEndStep(active(), end - 1)).toBeNull();
  });

  it('changes nothing for a subscription that is not active or pending', () => {
    expect(cycleEndStep(active({ status: 'halted' }), end)).toBeNull();
    expect(cycleEndStep(subscription(), end)).toBeNull();
  });

  it('charges an active or pending subscription for a new cycle once its cycle has ended', () => {
    expect(cycleEndStep(active(), end)).toEqual({ step: 'charge', cycleEnd: end });
    expect(cycleEndStep(active({ status: 'pending' }), end + 60)).toEqual({ step: 'charge', cycleEnd: end });
  });

  it('cancels a subscription marked to cancel at the cycle end, rather than charging it', () => {
    expect(cycleEndStep(active({ cancel_at_cycle_end: true }), end)?.step).toBe('cancel');
    expect(endedAtCycleEnd(active({ cancel_at_cycle_end: true }))).toMatchObject({
      status: 'cancelled',
      ended_at: end,
      charge_at: null,
      cancel_at_cycle_end: false,
    });
  });

  it('completes a subscription whose cycles are all paid', () => {
    const last = active({ paid_count: 12, remaining_count: 0 });
    expect(cycleEndStep(last, end)?.step).toBe('complete');
    expect(completedAtCycleEnd(last)).toMatchObject({ status: 'completed', ended_at: end, charge_at: null });
  });

  it('renews from the end of the last cycle, one more cycle paid', () => {
    const renewed = renewedCycle(active(), 'plan_A', monthFrom(end));
    expect(renewed).toMatchObject({
      status: 'active',
      plan_id: 'plan_A',
      current_start: end,
      current_end: utc('2025-03-15T10:00:00Z'),
      charge_at: utc('2025-03-15T10:00:00Z'),
      paid_count: 2,
      remaining_count: 10,
      has_scheduled_changes: false,
      change_scheduled_at: null,
    });
  });

  it('renews a pending subscription as active again', () => {
    expect(renewedCycle(active({ status: 'pending' }), 'plan_A', monthFrom(end)).status).toBe('active');
  });

  it('charges the next cycle at the scheduled plan when a plan change is scheduled', () => {
    const scheduled = planChangeScheduled(active(), 'plan_B');
    expect(renewalPlanId(scheduled)).toBe('plan_B');
    expect(renewalPlanId(active())).toBe('plan_A');
  });

  it('puts an active subscription whose renewal is declined in pending, still to be charged', () => {
    const next = renewalFailed(active());
    expect(next.status).toBe('pending');
    expect(next.charge_at).toBe(end);
  });

  it('halts a pending subscription whose retried renewal is declined, with no further charge', () => {
    const next = renewalFailed(active({ status: 'pending' }));
    expect(next).toMatchObject({ status: 'halted', charge_at: null });
  });
});

describe('cancelling', () => {
  it('cancels at the cycle end when asked and a paid cycle is running, keeping the status', () => {
    const sub = active();
    expect(cancelMode(sub, true)).toBe('cycle_end');
    expect(cancelledAtCycleEnd(sub)).toMatchObject({
      status: 'active',
      cancel_at_cycle_end: true,
      end_at: sub.current_end,
      charge_at: null,
    });
  });

  it('cancels at once when not asked to wait, or when no cycle is running', () => {
    expect(cancelMode(active(), false)).toBe('now');
    expect(cancelMode(subscription(), true)).toBe('now');
    expect(cancelledNow(active(), 500)).toMatchObject({
      status: 'cancelled',
      ended_at: 500,
      charge_at: null,
      cancel_at_cycle_end: false,
    });
  });

  it('refuses to cancel a subscription that has already ended', () => {
    for (const status of ['cancelled', 'completed', 'expired'] as const)
      expect(() => cancelMode(active({ status }), false)).toThrow(SandboxError);
  });
});

describe('changing plan', () => {
  it('schedules a change for the cycle end without touching the current cycle', () => {
    const sub = active();
    expect(planChangeScheduled(sub, 'plan_B')).toMatchObject({
      plan_id: 'plan_A',
      has_scheduled_changes: true,
      change_scheduled_at: sub.current_end,
      scheduled_plan_id: 'plan_B',
    });
  });

  it('starts a new paid cycle at the new plan when the change takes effect now', () => {
    const start = utc('2025-01-20T00:00:00Z');
    const next = planChangedNow(active({ cancel_at_cycle_end: true }), 'plan_B', monthFrom(start));
    expect(next).toMatchObject({
      plan_id: 'plan_B',
      status: 'active',
      current_start: start,
      current_end: utc('2025-02-20T00:00:00Z'),
      charge_at: utc('2025-02-20T00:00:00Z'),
      end_at: null,
      cancel_at_cycle_end: false,
      paid_count: 2,
      remaining_count: 10,
    });
  });
});
