import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { organisationSizes } from '@talvio/contracts/organisations';
import { useQueryClient } from '@tanstack/react-query';
import countryNames from 'countries-list/minimal/countries.en.min.json';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { currentUserQuery, useCurrentUser } from '../../../lib/current-user.ts';
import { logout } from '../../../lib/logout.ts';
import { onboardOrganisation } from '../api/onboarding.ts';
import { CityAutocomplete } from '../components/city-autocomplete.tsx';

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
const countries = Object.entries(countryNames as Record<string, string>)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', industry: '', size: '', website: '', country: '', city: '' },
    validate: {
      name: (v) => (v.trim().length >= 2 ? null : 'Enter the organisation name (at least 2 characters)'),
      industry: (v) => (v ? null : 'Choose an industry'),
      size: (v) => (v ? null : 'Choose the organisation size'),
      country: (v) => (v ? null : 'Choose a country'),
      city: (v) => (v.trim() ? null : 'Choose a city'),
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill once, when the user has loaded
  useEffect(() => {
    if (user.data && !form.isTouched('name') && !form.values.name)
      form.setFieldValue('name', user.data.organisation_name);
  }, [user.data]);

  useEffect(() => {
    if (user.data?.onboarded) void navigate('/dashboard', { replace: true });
  }, [user.data, navigate]);

  const onSubmit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await onboardOrganisation({
        name: values.name.trim(),
        industry: values.industry,
        size: values.size as (typeof organisationSizes)[number],
        website: values.website.trim(),
        country: values.country,
        city: values.city.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
      void navigate('/dashboard', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.field && err.field in values)
        form.setFieldError(err.field, err.message);
      setError(err instanceof Error ? err.message : String(err));
    }
  });

  const notAdmin = user.data && !user.data.is_admin;
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" px="lg" py="sm">
        <Text fw={700} fz="lg">
          Talvio
        </Text>
        <Anchor component="button" type="button" onClick={() => void logout(navigate)}>
          Log out
        </Anchor>
      </Group>
      <Container size={640} py="xl">
        <Stack gap={4} mb="lg">
          <Title order={1} size="h2">
            Set up your organisation
          </Title>
          <Text c="dimmed">Candidates see this on their interview pages. You can change it later.</Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          {notAdmin ? (
            <Alert color="yellow" title="Waiting for your admin">
              An admin of your organisation has not finished setting it up yet.
            </Alert>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack>
                {error && (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                )}
                <TextInput label="Organisation name" required {...form.getInputProps('name')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label="Industry"
                    required
                    data={industries}
                    searchable
                    {...form.getInputProps('industry')}
                  />
                  <Select
                    label="Organisation size"
                    required
                    data={[...organisationSizes]}
                    {...form.getInputProps('size')}
                  />
                </SimpleGrid>
                <TextInput label="Website" placeholder="example.com" {...form.getInputProps('website')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label="Country"
                    required
                    searchable
                    data={countries}
                    {...form.getInputProps('country')}
                    onChange={(v) => {
                      form.setFieldValue('country', v ?? '');
                      form.setFieldValue('city', '');
                    }}
                  />
                  <CityAutocomplete
                    value={form.values.city}
                    onChange={(v) => form.setFieldValue('city', v)}
                    countryCode={form.values.country || null}
                    error={form.errors.city}
                  />
                </SimpleGrid>
                <Group justify="flex-end" mt="sm">
                  <Button type="submit" loading={form.submitting}>
                    Finish setup
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
