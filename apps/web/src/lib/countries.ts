import countryNames from 'countries-list/minimal/countries.en.min.json';

/** Every country as a select option (ISO 3166 alpha-2 code → English name), sorted by name. */
export const countryOptions = Object.entries(countryNames as Record<string, string>)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

export function countryName(code: string | null | undefined): string {
  return (code && (countryNames as Record<string, string>)[code.toUpperCase()]) || code || '';
}
