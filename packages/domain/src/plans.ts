import type { Currency } from './currency.ts';

/**
 * Plans and interview allowances (docs/product/billing.md, **plans and prices**). The plan prices (whole major units)
 * are the one source of truth; every amount that is computed with, stored or sent to the payment provider is the
 * minor-unit value derived from them (`priceMinor`, `planPriceMinor`), never a float.
 */
export const planNames = ['free', 'starter', 'business', 'enterprise'] as const;
export type PlanName = (typeof planNames)[number];
export const paidPlanNames = ['starter', 'business', 'enterprise'] as const;
export type PaidPlanName = (typeof paidPlanNames)[number];

export interface Plan {
  name: PlanName;
  /** Whole major units exactly as the plans list them (display only; compute with priceMinor). */
  price: Record<Currency, number>;
  /** Integer minor units (cents, paise), before GST. */
  priceMinor: Record<Currency, number>;
  /** Interviews per billing period. */
  interviewAllowance: number;
}

/** Whole major units → minor units; the plan prices are whole numbers, so this is exact. */
export function majorToMinor(major: number): number {
  if (!Number.isSafeInteger(major) || major < 0)
    throw new RangeError('a price is a whole, non-negative number');
  return major * 100;
}

function plan(name: PlanName, usd: number, inr: number, interviews: number): Plan {
  return {
    name,
    price: { USD: usd, INR: inr },
    priceMinor: { USD: majorToMinor(usd), INR: majorToMinor(inr) },
    interviewAllowance: interviews,
  };
}

export const plans: Record<PlanName, Plan> = {
  free: plan('free', 0, 0, 0),
  starter: plan('starter', 49, 4250, 10),
  business: plan('business', 149, 13000, 50),
  enterprise: plan('enterprise', 999, 87000, 100),
};

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (planNames as readonly string[]).includes(value);
}

export function isPaidPlanName(value: unknown): value is PaidPlanName {
  return typeof value === 'string' && (paidPlanNames as readonly string[]).includes(value);
}

/** Interview allowance: starter 10, business 50, enterprise 100; any other plan 0. */
export function interviewAllowance(plan: string | null | undefined): number {
  return isPlanName(plan) ? plans[plan].interviewAllowance : 0;
}

/** The plan's price before GST, in minor units. */
export function planPriceMinor(name: PlanName, currency: Currency): number {
  return plans[name].priceMinor[currency];
}

/** Plans in upgrade order: a higher rank is a bigger plan. */
export function planRank(name: PlanName): number {
  return planNames.indexOf(name);
}

/** A job credit costs USD 25 / INR 2,000 (whole major units); 1–100 per purchase. */
export const jobCreditPrice: Record<Currency, number> = { USD: 25, INR: 2000 };
/** The job-credit price in minor units (cents, paise), before GST. */
export const jobCreditPriceMinor: Record<Currency, number> = {
  USD: majorToMinor(jobCreditPrice.USD),
  INR: majorToMinor(jobCreditPrice.INR),
};
export const jobCreditQuantity = { min: 1, max: 100 } as const;

/**
 * Two sets of plan ids exist, one for production and one for testing; the production set is used.
 * One payment-provider plan per paid plan and currency (a provider plan has a single currency).
 */
export type PlanIdSet = Record<PaidPlanName, Record<Currency, string>>;
export interface PlanIdSets {
  production: PlanIdSet;
  test: PlanIdSet;
}

function idSet(prefix: string): PlanIdSet {
  const ids = (name: PaidPlanName) => ({
    USD: `${prefix}${name}_usd`,
    INR: `${prefix}${name}_inr`,
  });
  return { starter: ids('starter'), business: ids('business'), enterprise: ids('enterprise') };
}

/** The ids used when configuration names none (the local Razorpay sandbox knows these plans). */
export const defaultPlanIds: PlanIdSets = { production: idSet('plan_'), test: idSet('plan_test_') };

/** The production set is the one used. */
export function activePlanIds(sets: PlanIdSets): PlanIdSet {
  return sets.production;
}

/** The provider plan id of a paid plan in a currency. */
export function planIdFor(set: PlanIdSet, name: PaidPlanName, currency: Currency): string {
  return set[name][currency];
}

/** Each paid plan id maps to its plan name; an unknown id maps to free. */
export function planNameForId(set: PlanIdSet, planId: string | null | undefined): PlanName {
  if (!planId) return 'free';
  for (const name of paidPlanNames) {
    if (set[name].USD === planId || set[name].INR === planId) return name;
  }
  return 'free';
}

/** The currency of a plan id of the set, or null when the id is unknown. */
export function currencyForPlanId(set: PlanIdSet, planId: string): Currency | null {
  for (const name of paidPlanNames) {
    if (set[name].USD === planId) return 'USD';
    if (set[name].INR === planId) return 'INR';
  }
  return null;
}
