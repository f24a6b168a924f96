import type { SupportContact, SupportRequest, SupportRequestList } from '@talvio/contracts/support';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /support/requests: the current user's own requests, newest first. */
export const supportRequestsQuery = () =>
  queryOptions({
    queryKey: ['support', 'requests'],
    queryFn: () => apiFetch<SupportRequestList>('/support/requests'),
  });

/** POST /support/contact: the contact payload. */
export const sendSupportRequest = (input: SupportContact) =>
  apiFetch<SupportRequest>('/support/contact', { method: 'POST', json: input });
