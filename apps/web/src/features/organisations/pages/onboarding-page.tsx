import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  FileInput,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { profileImageTypes } from '@talvio/contracts/organisations';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { applyServerError, errorMessage } from '../../../lib/form-errors.ts';
import { logout } from '../../../lib/logout.ts';
import { useOnboardOrganisation } from '../api/onboarding.ts';
import { useUploadLogo } from '../api/organisation.ts';
import {
  OrganisationFields,
  toOrganisationRequest,
  useOrganisationForm,
} from '../components/organisation-fields.tsx';

export function Component() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const upload = useUploadLogo();
  const onboard = useOnboardOrganisation();
  const [error, setError] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useOrganisationForm();

  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill once, when the user has loaded
  useEffect(() => {
    if (user.data && !form.isTouched('name') && !form.values.name)
      form.setFieldValue('name', user.data.organisation_name);
  }, [user.data]);

  useEffect(() => {
    if (user.data?.onboarded) void navigate('/dashboard', { replace: true });
  }, [user.data, navigate]);

  const onSubmit = form.onSubmit((values) => {
    setError(null);
    setLogoError(null);
    // Saving the details refreshes the current user, now onboarded, which leaves this page: hence mutateAsync.
    const finish = () =>
      onboard.mutateAsync(toOrganisationRequest(values)).then(
        () => void navigate('/dashboard', { replace: true }),
        (err: unknown) => setError(applyServerError(form, err)),
      );
    // The logo first: a file the server refuses stops here, with nothing else saved yet.
    if (logo)
      upload.mutate(logo, {
        onSuccess: () => void finish(),
        onError: (err) => setLogoError(errorMessage(err)),
      });
    else void finish();
  });

  const notAdmin = user.data && !user.data.is_admin;
  return (
    <Box mih="100vh" bg="var(--mantine-color-default-hover)">
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
                <FormError message={error} />
                <OrganisationFields form={form} />
                <FileInput
                  label="Logo (optional)"
                  description="PNG, JPEG or WebP. Candidates see it on their interview pages; you can add it later."
                  accept={profileImageTypes.join(',')}
                  clearable
                  value={logo}
                  onChange={(file) => {
                    setLogo(file);
                    setLogoError(null);
                  }}
                  error={logoError}
                />
                <Group justify="flex-end" mt="sm">
                  <Button type="submit" loading={upload.isPending || onboard.isPending}>
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
