import { defaultPlanIds } from '@talvio/domain/plans';
import { describe, expect, it } from 'vitest';
import type { RzpSubscription } from '../../adapters/payments/razorpay-types.ts';
import type { SubscriptionRow } from './billing.repository.ts';
import { subscriptionChangeActivities, subscriptionUpdateFrom } from './subscription-sync.ts';

const planIds = defaultPlanIds.production;
const unix = (iso: string) => Date.parse(iso) / 1000;

const row = (over: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  id: 5,
  organisationId: 2,
  providerSubscriptionId: 'sub_1',
  providerPlanId: planIds.starter.USD,
  plan: 'starter',
  currency: 'USD',
  status: 'active',
  currentStart: new Date('2025-01-01T00:00:00Z'),
  currentEnd: new Date('2025-02-01T00:00:00Z'),
  cancelAtCycleEnd: false,
  endedAt: null,
  createdBy: 9,
  createdAt: new Date('2025-01-01T00:00:00Z'),
  updatedAt: new Date('2025-01-01T00:00:00Z'),
  ...over,
});

type Remote = Pick<RzpSubscription, 'status' | 'plan_id' | 'current_start' | 'current_end' | 'ended_at'>;
const remote = (over: Partial<Remote> = {}): Remote => ({
  status: 'active',
  plan_id: planIds.starter.USD,
  current_start: unix('2025-02-01T00:00:00Z'),
  current_end: unix('2025-03-01T00:00:00Z'),
  ended_at: null,
  ...over,
});

describe('applying the provider’s view of a subscription', () => {
  it('interview allowance: a renewal starts the new billing period the provider reports', () => {
    expect(subscriptionUpdateFrom(row(), remote(), planIds)).toEqual({
      status: 'active',
      plan: 'starter',
      providerPlanId: planIds.starter.USD,
      currentStart: new Date('2025-02-01T00:00:00Z'),
      currentEnd: new Date('2025-03-01T00:00:00Z'),
      cancelAtCycleEnd: false,
      endedAt: null,
    });
  });

  it('plan change: the provider’s new plan id becomes the subscription’s plan', () => {
    const update = subscriptionUpdateFrom(row(), remote({ plan_id: planIds.business.USD }), planIds);
    expect(update).toMatchObject({ plan: 'business', providerPlanId: planIds.business.USD });
  });

  it('plan ids: a plan id Talvio does not know leaves the organisation on free', () => {
    expect(subscriptionUpdateFrom(row(), remote({ plan_id: 'plan_someone_else' }), planIds)?.plan).toBe(
      'free',
    );
  });

  it('a view of an older billing period is stale and changes nothing, so events may arrive in any order', () => {
    const older = remote({
      current_start: unix('2024-12-01T00:00:00Z'),
      current_end: unix('2025-01-01T00:00:00Z'),
    });
    expect(subscriptionUpdateFrom(row(), older, planIds)).toBeNull();
  });

  it('an ended subscription is never revived by a late active view, but a halted one may come back', () => {
    expect(subscriptionUpdateFrom(row({ status: 'cancelled' }), remote(), planIds)).toBeNull();
    expect(subscriptionUpdateFrom(row({ status: 'halted' }), remote(), planIds)?.status).toBe('active');
  });

  it('cancelling: a cancellation at the cycle end is kept until the subscription ends', () => {
    expect(subscriptionUpdateFrom(row(), remote(), planIds, true)?.cancelAtCycleEnd).toBe(true);
    expect(subscriptionUpdateFrom(row({ cancelAtCycleEnd: true }), remote(), planIds)?.cancelAtCycleEnd).toBe(
      true,
    );
    const ended = subscriptionUpdateFrom(
      row({ cancelAtCycleEnd: true }),
      remote({ status: 'cancelled', ended_at: unix('2025-03-01T00:00:00Z') }),
      planIds,
      true,
    );
    expect(ended).toMatchObject({
      status: 'cancelled',
      cancelAtCycleEnd: false,
      endedAt: new Date('2025-03-01T00:00:00Z'),
    });
  });

  it('an ended subscription without an end time from the provider ends now; a paused one counts as pending', () => {
    const before = Date.now();
    const ended = subscriptionUpdateFrom(row(), remote({ status: 'halted' }), planIds);
    expect(ended?.endedAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect(subscriptionUpdateFrom(row(), remote({ status: 'paused' }), planIds)?.status).toBe('pending');
  });

  it('a view without period times keeps the period the subscription had', () => {
    const update = subscriptionUpdateFrom(row(), remote({ current_start: null, current_end: null }), planIds);
    expect(update).toMatchObject({ currentStart: row().currentStart, currentEnd: row().currentEnd });
  });
});

describe('the audit trail of a subscription', () => {
  const verbs = (before: SubscriptionRow, after: SubscriptionRow, actor: number | null = 4) =>
    subscriptionChangeActivities(before, after, actor).map((a) => a.verb);

  it('plan change: a first activation is recorded as subscribing, by whoever subscribed when no one acted', () => {
    const [activated] = subscriptionChangeActivities(row({ status: 'created' }), row(), null);
    expect(activated).toMatchObject({
      verb: 'subscription.activated',
      actorUserId: 9,
      organisationId: 2,
      subjectType: 'subscription',
      subjectId: 5,
      summary: 'Subscribed to the Starter plan (USD); the billing period runs until 2025-02-01.',
      details: { subscription_id: 'sub_1', plan: 'starter', status: 'active' },
    });
  });

  it('plan change: a change of plan while active is recorded with both plans', () => {
    const [changed] = subscriptionChangeActivities(row(), row({ plan: 'business' }), 4);
    expect(changed).toMatchObject({
      verb: 'subscription.plan_changed',
      actorUserId: 4,
      summary: 'Changed the plan from Starter to Business.',
      details: { from: 'starter', to: 'business' },
    });
  });

  it('cancelling: scheduling the end of the cycle is recorded once, with the day it ends', () => {
    const [scheduled] = subscriptionChangeActivities(row(), row({ cancelAtCycleEnd: true }), 4);
    expect(scheduled).toMatchObject({
      verb: 'subscription.cancel_scheduled',
      summary: 'Cancelled the Starter plan at the end of the billing period (2025-02-01).',
    });
    expect(verbs(row({ cancelAtCycleEnd: true }), row({ cancelAtCycleEnd: true }))).toEqual([]);
  });

  it('an ending or a halt is recorded as the provider’s doing, putting the organisation on free', () => {
    const [ended] = subscriptionChangeActivities(row(), row({ status: 'completed', currentEnd: null }), 4);
    expect(ended).toMatchObject({ verb: 'subscription.cancelled', actorUserId: null });
    expect(ended?.summary).toContain('on the free plan');
    expect(verbs(row(), row({ status: 'halted' }))).toEqual(['subscription.halted']);
    expect(verbs(row({ status: 'halted' }), row({ status: 'halted' }))).toEqual([]);
  });

  it('nothing is recorded when nothing a person would notice changed', () => {
    expect(verbs(row(), row())).toEqual([]);
    expect(verbs(row({ status: 'pending' }), row())).toEqual([]);
  });
});
