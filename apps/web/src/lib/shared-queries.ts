import type { ActiveSubscriptionResponse } from '@talvio/contracts/billing';
import type { InvitationCount } from '@talvio/contracts/interviews';
import type { OrganisationSettingsResponse } from '@talvio/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { invitationCountPath } from './api-paths.ts';
import { fromEarly } from './early-requests.ts';
import { billingKeys, jobCandidateKeys, organisationKeys } from './query-keys.ts';

/**
 * Server state read by more than one feature, defined once so every screen shares one cache entry and one fetch.
 */

/** GET /organisation/settings: notifications, interview defaults (new jobs start from them), retention. */
export const organisationSettingsQuery = () =>
  queryOptions({
    queryKey: organisationKeys.settings(),
    queryFn: () => apiFetch<OrganisationSettingsResponse>('/organisation/settings'),
  });

/** GET /razorpay/subscription/active: the plan, its interview allowance and the billing period. */
export const activeSubscriptionQuery = () =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: () => apiFetch<ActiveSubscriptionResponse>('/razorpay/subscription/active'),
  });

/**
 * GET /job-candidates/invitations/current/count: interviews used and the plan's total this billing
 * period. Under `jobCandidateKeys.all`, so anything that changes invitations refreshes it too.
 */
export const invitationCountQuery = () =>
  queryOptions({
    queryKey: jobCandidateKeys.invitationCount(),
    queryFn: () => fromEarly(invitationCountPath, () => apiFetch<InvitationCount>(invitationCountPath)),
  });

export const useOrganisationSettings = () => useQuery(organisationSettingsQuery());
export const useActiveSubscription = () => useQuery(activeSubscriptionQuery());
export const useInvitationCount = () => useQuery(invitationCountQuery());
