import type { OrganisationSettingsPatch, OrganisationSettingsResponse } from '@talvio/contracts/settings';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /organisation/settings: notification preferences, interview defaults, candidate-data retention. */
export const organisationSettingsQuery = () =>
  queryOptions({
    queryKey: ['organisation', 'settings'],
    queryFn: () => apiFetch<OrganisationSettingsResponse>('/organisation/settings'),
  });

/** PATCH /organisation/settings (admins): any subset of any group. */
export const updateOrganisationSettings = (changes: OrganisationSettingsPatch) =>
  apiFetch<OrganisationSettingsResponse>('/organisation/settings', { method: 'PATCH', json: changes });
