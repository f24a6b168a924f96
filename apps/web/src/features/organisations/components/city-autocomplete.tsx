import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { searchCities } from '../api/onboarding.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  countryCode: string | null;
  error?: React.ReactNode;
  label?: string;
  readOnly?: boolean;
}

/** City field backed by GET /auth/search-all-cities, debounced. */
export function CityAutocomplete({
  value,
  onChange,
  countryCode,
  error,
  label = 'City',
  readOnly = false,
}: Props) {
  const [term] = useDebouncedValue(value.trim(), 200);
  const cities = useQuery({
    queryKey: ['cities', term, countryCode],
    queryFn: () => searchCities({ searchTerm: term, countryCode: countryCode ?? undefined }),
    enabled: term.length >= 1 && !readOnly,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
  const names = Array.from(new Set((cities.data ?? []).map((c) => c.name)));
  return (
    <Autocomplete
      label={label}
      required
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      data={names}
      filter={({ options }) => options}
      placeholder="Start typing a city"
      rightSection={cities.isFetching ? <Loader size="xs" /> : null}
      error={error}
      comboboxProps={{ withinPortal: true }}
      autoComplete="off"
    />
  );
}
