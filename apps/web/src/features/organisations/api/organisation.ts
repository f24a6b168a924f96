import type { OnboardRequest, Organisation, ProfileImageResponse } from '@talvio/contracts/organisations';
import { profileImageField } from '@talvio/contracts/organisations';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { organisationKeys } from '../../../lib/query-keys.ts';

/** GET /organisation/current. */
export const organisationQuery = () =>
  queryOptions({
    queryKey: organisationKeys.current(),
    queryFn: () => apiFetch<Organisation>('/organisation/current'),
  });

/** PATCH /organisation/current: admins change the onboarding details. */
export const updateOrganisation = (changes: Partial<OnboardRequest>) =>
  apiFetch<Organisation>('/organisation/current', { method: 'PATCH', json: changes });

/** POST /company/profile-image: multipart, field `file`. */
export function uploadLogo(file: File) {
  const body = new FormData();
  body.append(profileImageField, file);
  return apiFetch<ProfileImageResponse>('/company/profile-image', { method: 'POST', body });
}
