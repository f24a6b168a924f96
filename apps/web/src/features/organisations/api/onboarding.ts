import type { City, CitySearchQuery } from '@talvio/contracts/auth';
import type { OnboardRequest, Organisation } from '@talvio/contracts/organisations';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /organisation/onboard (seed §7). */
export const onboardOrganisation = (input: OnboardRequest) =>
  apiFetch<Organisation>('/organisation/onboard', { method: 'PUT', json: input });

/** GET /auth/search-all-cities (seed §7): searchTerm, optional countryCode. */
export async function searchCities({
  searchTerm,
  countryCode,
}: Pick<CitySearchQuery, 'searchTerm' | 'countryCode'>) {
  const params = new URLSearchParams({ searchTerm });
  if (countryCode) params.set('countryCode', countryCode);
  const { cities } = await apiFetch<{ cities: City[] }>(`/auth/search-all-cities?${params}`, { auth: false });
  return cities;
}
