import { defaultPlanIds } from '@talvio/domain/plans';
import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from './billing.repository.ts';
import { planCheckoutDescription, resolvePlan, subscriptionCycles, toSubscription } from './subscriptions.ts';

const planIds = defaultPlanIds.production;
const payments = { planIds };

describe('choosing a plan to subscribe to', () => {
  it('plan ids: a paid plan id maps to its plan and currency', () => {
    expect(resolvePlan(payments, { plan_id: planIds.business.INR }, 'USD')).toEqual({
      plan: 'business',
      currency: 'INR',
      planId: planIds.business.INR,
    });
  });

  it('plan ids: an id Talvio does not know maps to free and is refused when subscribing', () => {
    expect(() => resolvePlan(payments, { plan_id: 'plan_unknown' }, 'USD')).toThrow(
      expect.objectContaining({ status: 422, code: 'unknown_plan', field: 'plan_id' }),
    );
  });

  it('a plan id that contradicts the plan or currency sent with it is refused, naming that field', () => {
    expect(() => resolvePlan(payments, { plan_id: planIds.starter.USD, plan: 'business' }, 'USD')).toThrow(
      expect.objectContaining({ field: 'plan', detail: 'plan_id is the starter plan, not business.' }),
    );
    expect(() => resolvePlan(payments, { plan_id: planIds.starter.USD, currency: 'INR' }, 'USD')).toThrow(
      expect.objectContaining({ field: 'currency', detail: 'plan_id is priced in USD, not INR.' }),
    );
  });

  it('plans and prices: a plan name is priced in the currency asked for, else the payer’s currency', () => {
    expect(resolvePlan(payments, { plan: 'starter', currency: 'INR' }, 'USD').planId).toBe(
      planIds.starter.INR,
    );
    expect(resolvePlan(payments, { plan: 'enterprise' }, 'INR')).toEqual({
      plan: 'enterprise',
      currency: 'INR',
      planId: planIds.enterprise.INR,
    });
  });

  it('plan change: the checkout shows the monthly price, GST included where it applies', () => {
    expect(planCheckoutDescription('starter', 'USD')).toBe('Talvio Starter plan, $49 per month');
    expect(planCheckoutDescription('business', 'INR')).toBe(
      'Talvio Business plan, ₹15,340 per month incl. 18% GST',
    );
  });

  it('a subscription renews monthly for ten years', () => {
    expect(subscriptionCycles).toBe(120);
  });
});

describe('a stored subscription', () => {
  const row: SubscriptionRow = {
    id: 1,
    organisationId: 2,
    providerSubscriptionId: 'sub_1',
    providerPlanId: planIds.business.INR,
    plan: 'business',
    currency: 'INR',
    status: 'active',
    currentStart: new Date('2025-01-01T00:00:00Z'),
    currentEnd: new Date('2025-02-01T00:00:00Z'),
    cancelAtCycleEnd: true,
    endedAt: null,
    createdBy: 3,
    createdAt: new Date('2024-12-31T00:00:00Z'),
    updatedAt: new Date('2025-01-01T00:00:00Z'),
  };

  it('plan change: is shown in its own currency with its plan’s monthly quote', () => {
    expect(toSubscription(row)).toEqual({
      id: 'sub_1',
      plan: 'business',
      plan_id: planIds.business.INR,
      currency: 'INR',
      status: 'active',
      current_start: '2025-01-01T00:00:00.000Z',
      current_end: '2025-02-01T00:00:00.000Z',
      cancel_at_cycle_end: true,
      ended_at: null,
      quote: {
        currency: 'INR',
        taxable_amount: 1_300_000,
        gst_applicable: true,
        gst_amount: 234_000,
        total_amount: 1_534_000,
      },
      created_at: '2024-12-31T00:00:00.000Z',
    });
  });

  it('plan ids: an unknown plan reads as free, and a status Talvio does not know as expired', () => {
    const shown = toSubscription({ ...row, plan: 'platinum', status: 'paused' });
    expect(shown).toMatchObject({ plan: 'free', status: 'expired', quote: { total_amount: 0 } });
  });
});
