import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { confirmEmailAndSignIn } from '../../../lib/identity-client.ts';
import { hasToken } from '../../../lib/session-storage.ts';
import { useSignIn } from '../api/auth.ts';
import { finishSignIn, pendingRegistration } from '../api/finish-sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';

/** A link is used once per page load, even when React runs the effect twice (development). */
const confirmations = new Map<string, Promise<string>>();

function confirmOnce(token: string, queryClient: QueryClient): Promise<string> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = (async () => {
      await confirmEmailAndSignIn(token);
      const pending = pendingRegistration.take();
      return finishSignIn(queryClient, {
        name: pending?.name ?? '',
        ...(pending?.organisation_name ? { organisation_name: pending.organisation_name } : {}),
      });
    })();
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
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
  useEffect(() => {
    if (!verifyToken) return;
    let cancelled = false;
    void (async () => {
      try {
        const next = await confirmOnce(verifyToken, queryClient);
        if (!cancelled) void navigate(next, { replace: true });
      } catch (err) {
        if (cancelled) return;
        setError(errorMessage(err));
        setConfirming(false);
        setParams({}, { replace: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [verifyToken, navigate, queryClient, setParams]);

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
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : (
            reason && (
              <Alert color="yellow" role="alert" title="You have been signed out">
                {reason}
              </Alert>
            )
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
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
