import { Select, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { countryOptions } from '../lib/countries.ts';
import { CityAutocomplete } from './city-autocomplete.tsx';

/** A country, then a city searched within it (GET /auth/search-all-cities); changing the country clears the city. */
export function CountryCityFields({
  country,
  city,
  onChange,
  errors,
  required,
  readOnly = false,
}: {
  country: string;
  city: string;
  onChange: (value: { country: string; city: string }) => void;
  errors: { country?: ReactNode; city?: ReactNode };
  required: boolean;
  readOnly?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label="Country"
        required={required}
        clearable={!required}
        clearButtonProps={{ 'aria-label': 'Clear country' }}
        searchable
        data={countryOptions}
        readOnly={readOnly}
        value={country || null}
        error={errors.country}
        onChange={(v) => onChange({ country: v ?? '', city: '' })}
      />
      <CityAutocomplete
        value={city}
        onChange={(v) => onChange({ country, city: v })}
        onPick={(picked) => onChange({ country: picked.countryCode, city: picked.name })}
        countryCode={country || null}
        error={errors.city}
        readOnly={readOnly || (!required && !country)}
        required={required}
      />
    </SimpleGrid>
  );
}
