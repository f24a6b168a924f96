import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { City } from '@talvio/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.ts';
import { cityKeys } from '../lib/query-keys.ts';

/** GET /auth/search-all-cities: searchTerm, optional countryCode. */
async function searchCities(searchTerm: string, countryCode: string | null) {
  const params = new URLSearchParams({ searchTerm });
  if (countryCode) params.set('countryCode', countryCode);
  const { cities } = await apiFetch<{ cities: City[] }>(`/auth/search-all-cities?${params}`, { auth: false });
  return cities;
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  countryCode: string | null;
  error?: React.ReactNode;
  label?: string;
  readOnly?: boolean;
  required?: boolean;
  /** Without a country, results read "City, Country" and picking one also says which country it is in. */
  onPick?: (city: City) => void;
}

/** City field backed by GET /auth/search-all-cities, debounced. */
export function CityAutocomplete({
  value,
  onChange,
  countryCode,
  error,
  label = 'City',
  readOnly = false,
  required = true,
  onPick,
}: Props) {
  const [term] = useDebouncedValue(value.trim(), 200);
  const cities = useQuery({
    queryKey: cityKeys.search(term, countryCode),
    queryFn: () => searchCities(term, countryCode),
    enabled: term.length >= 1 && !readOnly,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
  // With a country chosen the names are enough; without one, "Paris" alone cannot tell France from Texas.
  const labelled = !countryCode && onPick !== undefined;
  const options = Array.from(new Set((cities.data ?? []).map((c) => (labelled ? c.label : c.name))));
  const change = (next: string) => {
    const picked = labelled ? cities.data?.find((c) => c.label === next) : undefined;
    if (picked && onPick) onPick(picked);
    else onChange(next);
  };
  return (
    <Autocomplete
      label={label}
      required={required}
      value={value}
      onChange={change}
      readOnly={readOnly}
      data={options}
      filter={({ options }) => options}
      placeholder="Start typing a city"
      rightSection={cities.isFetching ? <Loader size="xs" /> : null}
      error={error}
      comboboxProps={{ withinPortal: true }}
      autoComplete="off"
    />
  );
}
