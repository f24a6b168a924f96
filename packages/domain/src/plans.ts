import type { Currency } from './currency.ts';

/** Seed §3 plans and §9 interview allowances. Prices in major units as the seed lists them. */
export const planNames = ['free', 'starter', 'business', 'enterprise'] as const;
export type PlanName = (typeof planNames)[number];

export interface Plan {
  name: PlanName;
  price: Record<Currency, number>;
  /** Seed §9: interviews per billing period. */
  interviewAllowance: number;
}

export const plans: Record<PlanName, Plan> = {
  free: { name: 'free', price: { USD: 0, INR: 0 }, interviewAllowance: 0 },
  starter: { name: 'starter', price: { USD: 49, INR: 4250 }, interviewAllowance: 10 },
  business: { name: 'business', price: { USD: 149, INR: 13000 }, interviewAllowance: 50 },
  enterprise: { name: 'enterprise', price: { USD: 999, INR: 87000 }, interviewAllowance: 100 },
};

/** Seed §9: starter 10, business 50, enterprise 100; any other plan 0. */
export function interviewAllowance(plan: string | null | undefined): number {
  return plan && plan in plans ? plans[plan as PlanName].interviewAllowance : 0;
}

/** PRODUCT.md §4: a job credit costs USD 25 / INR 2,000; 1–100 per purchase. */
export const jobCreditPrice: Record<Currency, number> = { USD: 25, INR: 2000 };
