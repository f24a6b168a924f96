import type { OnboardRequest, Organisation } from '@talvio/contracts/organisations';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /organisation/onboard. */
export const onboardOrganisation = (input: OnboardRequest) =>
  apiFetch<Organisation>('/organisation/onboard', { method: 'PUT', json: input });
