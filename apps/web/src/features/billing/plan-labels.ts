import type { PlanName } from '@talvio/domain/plans';

const labels: Record<PlanName, string> = {
  free: 'Free',
  starter: 'Starter',
  business: 'Business',
  enterprise: 'Enterprise',
};

export const planLabel = (plan: PlanName) => labels[plan];
