import { Alert, Button, Divider, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useAuthProviders, useGoogleSignIn } from '../api/auth.ts';

/** "Continue with Google" in a popup. In development a local provider plays Google, and says so. */
export function GoogleButton() {
  const providers = useAuthProviders();
  const navigate = useNavigate();
  const signIn = useGoogleSignIn();
  const google = providers.data?.google;
  if (!google?.enabled) return null;

  const onClick = () => signIn.mutate(undefined, { onSuccess: (next) => void navigate(next) });

  return (
    <>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} />}
        onClick={onClick}
        loading={signIn.isPending}
      >
        Continue with Google
      </Button>
      {google.isLocal && (
        <Text size="xs" c="dimmed" ta="center" mt={4}>
          Local Google sign-in (development): no real Google account is used.
        </Text>
      )}
      {signIn.isError && (
        <Alert color="red" mt="sm" role="alert">
          {errorMessage(signIn.error)}
        </Alert>
      )}
      <Divider label="or with e-mail" labelPosition="center" my="md" />
    </>
  );
}
