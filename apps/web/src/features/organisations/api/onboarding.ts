import type { OnboardRequest, Organisation } from '@talvio/contracts/organisations';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /organisation/onboard (seed §7). */
export const onboardOrganisation = (input: OnboardRequest) =>
  apiFetch<Organisation>('/organisation/onboard', { method: 'PUT', json: input });
