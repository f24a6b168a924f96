import type { OnboardRequest, Organisation } from '@talvio/contracts/organisations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';

/** PUT /organisation/onboard. */
export const onboardOrganisation = (input: OnboardRequest) =>
  apiFetch<Organisation>('/organisation/onboard', { method: 'PUT', json: input });

/** Finishes the setup; done once the current user (now onboarded) has been fetched again. */
export function useOnboardOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: onboardOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current() }),
  });
}
