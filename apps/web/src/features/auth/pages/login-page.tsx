import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmailInput } from '../../../components/email-input.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { hasToken } from '../../../lib/session-storage.ts';
import { useConfirmEmail, useSignIn } from '../api/auth.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';

export function Component() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { mutate: confirmEmail } = useConfirmEmail();
  const [error, setError] = useState<string | null>(null);
  /** Why the previous session ended (a deactivated account, an expired session), from the API's answer. */
  const reason = (useLocation().state as { reason?: string | null } | null)?.reason ?? null;
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Enter your e-mail address'),
      password: (v) => (v ? null : 'Enter your password'),
    },
  });
  const [params, setParams] = useSearchParams();
  const verifyToken = params.get('verify');
  const [confirming, setConfirming] = useState(Boolean(verifyToken));

  // An e-mailed confirmation link (/login?verify=…): confirm, sign in, and create the organisation named at sign-up.
  // Only the latest call's callbacks run, and none after the page is left (TanStack Query's mutate).
  useEffect(() => {
    if (!verifyToken) return;
    confirmEmail(verifyToken, {
      onSuccess: (next) => void navigate(next, { replace: true }),
      onError: (err) => {
        setError(errorMessage(err));
        setConfirming(false);
        setParams({}, { replace: true });
      },
    });
  }, [verifyToken, confirmEmail, navigate, setParams]);

  if (hasToken() && !confirming) return <Navigate to="/dashboard" replace />;
  if (confirming) {
    return (
      <AuthCard title="Confirming your e-mail" subtitle="One moment while we sign you in.">
        <Group justify="center" py="md">
          <Loader aria-label="Confirming your e-mail" />
        </Group>
      </AuthCard>
    );
  }

  const onSubmit = form.onSubmit(({ email, password }) => {
    setError(null);
    signIn.mutate(
      { email, password },
      {
        onSuccess: (next) => void navigate(next, { replace: true }),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  });

  return (
    <AuthCard
      title="Log in to Talvio"
      subtitle="Welcome back."
      footer={
        <>
          New to Talvio?{' '}
          <Anchor component={Link} to="/register">
            Create an account
          </Anchor>
        </>
      }
    >
      <GoogleButton />
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {error ? (
            <FormError message={error} />
          ) : (
            reason && (
              <Alert color="yellow" role="alert" title="You have been signed out">
                {reason}
              </Alert>
            )
          )}
          <EmailInput {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending}>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
