import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { signInWithEmail } from '../../../lib/identity-client.ts';
import { hasToken } from '../../../lib/session-storage.ts';
import { finishSignIn } from '../api/finish-sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
  if (hasToken()) return <Navigate to="/dashboard" replace />;

  const onSubmit = form.onSubmit(async ({ email, password }) => {
    setError(null);
    try {
      await signInWithEmail(email.trim(), password);
      void navigate(await finishSignIn(queryClient, email.split('@')[0] ?? ''), { replace: true });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
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
          <Button type="submit" fullWidth loading={form.submitting}>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
