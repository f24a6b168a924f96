import type { OrganisationSettingsPatch, OrganisationSettingsResponse } from '@talvio/contracts/settings';
import { apiFetch } from '../../../lib/api-client.ts';

/** PATCH /organisation/settings (admins): any subset of any group. */
export const updateOrganisationSettings = (changes: OrganisationSettingsPatch) =>
  apiFetch<OrganisationSettingsResponse>('/organisation/settings', { method: 'PATCH', json: changes });
