import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type OnboardRequest, type Organisation, organisationSizes } from '@talvio/contracts/organisations';
import { CountryCityFields } from '../../../components/country-city-fields.tsx';

const industries = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Retail',
  'Manufacturing',
  'Hospitality',
  'Logistics',
  'Consulting',
  'Government',
  'Non-profit',
  'Media',
  'Other',
];

export interface OrganisationValues {
  name: string;
  industry: string;
  size: string;
  website: string;
  country: string;
  city: string;
}
export type OrganisationForm = UseFormReturnType<OrganisationValues>;

/** The onboarding details (`/onboarding`, `/organisation`): one form shape for both screens. */
export function useOrganisationForm(organisation?: Partial<Organisation>) {
  return useForm<OrganisationValues>({
    initialValues: {
      name: organisation?.name ?? '',
      industry: organisation?.industry ?? '',
      size: organisation?.size ?? '',
      website: organisation?.website ?? '',
      country: organisation?.country ?? '',
      city: organisation?.city ?? '',
    },
    validate: {
      name: (v) => (v.trim().length >= 2 ? null : 'Enter the organisation name (at least 2 characters)'),
      industry: (v) => (v ? null : 'Choose an industry'),
      size: (v) => (v ? null : 'Choose the organisation size'),
      country: (v) => (v ? null : 'Choose a country'),
      city: (v) => (v.trim() ? null : 'Choose a city'),
    },
  });
}

/** The request body for PUT /organisation/onboard and PATCH /organisation/current. */
export function toOrganisationRequest(values: OrganisationValues): OnboardRequest {
  return {
    name: values.name.trim(),
    industry: values.industry,
    size: values.size as (typeof organisationSizes)[number],
    website: values.website.trim(),
    country: values.country,
    city: values.city.trim(),
  };
}

export function OrganisationFields({
  form,
  readOnly = false,
}: {
  form: OrganisationForm;
  readOnly?: boolean;
}) {
  return (
    <Stack>
      <TextInput label="Organisation name" required readOnly={readOnly} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Industry"
          required
          data={industries}
          searchable
          readOnly={readOnly}
          {...form.getInputProps('industry')}
        />
        <Select
          label="Organisation size"
          required
          data={[...organisationSizes]}
          readOnly={readOnly}
          {...form.getInputProps('size')}
        />
      </SimpleGrid>
      <TextInput
        label="Website"
        placeholder="example.com"
        readOnly={readOnly}
        {...form.getInputProps('website')}
      />
      <CountryCityFields
        country={form.values.country}
        city={form.values.city}
        onChange={({ country, city }) => form.setValues({ country, city })}
        errors={{ country: form.errors.country, city: form.errors.city }}
        required
        readOnly={readOnly}
      />
    </Stack>
  );
}
