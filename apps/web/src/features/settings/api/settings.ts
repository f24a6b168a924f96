import type { OrganisationSettingsPatch, OrganisationSettingsResponse } from '@talvio/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { organisationKeys } from '../../../lib/query-keys.ts';

/** PATCH /organisation/settings (admins): any subset of any group. */
export const updateOrganisationSettings = (changes: OrganisationSettingsPatch) =>
  apiFetch<OrganisationSettingsResponse>('/organisation/settings', { method: 'PATCH', json: changes });

/** Saves the settings; every screen reading them (the job editor's defaults too) gets the saved ones. */
export function useUpdateOrganisationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisationSettings,
    onSuccess: (saved) => queryClient.setQueryData(organisationKeys.settings(), saved),
  });
}
