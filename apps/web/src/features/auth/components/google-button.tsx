import { Alert, Button, Divider, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import type { AuthProviders } from '@talvio/contracts/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../../lib/api-client.ts';
import { signInWithGooglePopup } from '../../../lib/identity-client.ts';
import { finishSignIn } from '../api/finish-sign-in.ts';

/** Keys only this feature reads. */
const authKeys = { providers: () => ['auth', 'providers'] as const };

const providersQuery = {
  queryKey: authKeys.providers(),
  queryFn: () => apiFetch<AuthProviders>('/auth/providers', { auth: false }),
  staleTime: Number.POSITIVE_INFINITY,
};

/** "Continue with Google" in a popup. In development a local provider plays Google, and says so. */
export function GoogleButton() {
  const providers = useQuery(providersQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const google = providers.data?.google;
  if (!google?.enabled) return null;

  const onClick = async () => {
    setError(null);
    setPending(true);
    try {
      const { name } = await signInWithGooglePopup();
      void navigate(await finishSignIn(queryClient, { name }));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} />}
        onClick={() => void onClick()}
        loading={pending}
      >
        Continue with Google
      </Button>
      {google.isLocal && (
        <Text size="xs" c="dimmed" ta="center" mt={4}>
          Local Google sign-in (development): no real Google account is used.
        </Text>
      )}
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
      <Divider label="or with e-mail" labelPosition="center" my="md" />
    </>
  );
}
