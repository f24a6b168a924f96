import type { OnboardRequest, Organisation, ProfileImageResponse } from '@talvio/contracts/organisations';
import { profileImageField } from '@talvio/contracts/organisations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { organisationKeys, userKeys } from '../../../lib/query-keys.ts';

// Fetchers.

/** GET /organisation/current. */
export const getOrganisation = () => apiFetch<Organisation>('/organisation/current');

/** PATCH /organisation/current: admins change the onboarding details. */
export const updateOrganisation = (changes: Partial<OnboardRequest>) =>
  apiFetch<Organisation>('/organisation/current', { method: 'PATCH', json: changes });

/** POST /company/profile-image: multipart, field `file`. */
export function uploadLogo(file: File) {
  const body = new FormData();
  body.append(profileImageField, file);
  return apiFetch<ProfileImageResponse>('/company/profile-image', { method: 'POST', body });
}

// Queries.

export const organisationQuery = () =>
  queryOptions({ queryKey: organisationKeys.current(), queryFn: getOrganisation });
export const useOrganisation = () => useQuery(organisationQuery());

// Mutations.

/** Saves the details: the organisation is cached as saved and the current user (its organisation name) refreshes. */
export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: (updated) => {
      queryClient.setQueryData(organisationKeys.current(), updated);
      return queryClient.invalidateQueries({ queryKey: userKeys.current() });
    },
  });
}

/** Uploads a new logo; the current user (the sidebar shows the logo) and the organisation refresh. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.current() }),
        queryClient.invalidateQueries({ queryKey: organisationKeys.current() }),
      ]),
  });
}
