import type { SupportContact, SupportRequest, SupportRequestList } from '@talvio/contracts/support';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Keys only this feature reads. */
export const supportKeys = {
  all: ['support'] as const,
  requests: () => [...supportKeys.all, 'requests'] as const,
};

/** GET /support/requests: the current user's own requests, newest first. */
export const getSupportRequests = () => apiFetch<SupportRequestList>('/support/requests');

/** POST /support/contact: the contact payload. */
export const sendSupportRequest = (input: SupportContact) =>
  apiFetch<SupportRequest>('/support/contact', { method: 'POST', json: input });

export const supportRequestsQuery = () =>
  queryOptions({ queryKey: supportKeys.requests(), queryFn: getSupportRequests });
export const useSupportRequests = () => useQuery(supportRequestsQuery());

/** Sends a request; the list of the user's requests then shows it. */
export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.requests() }),
  });
}
