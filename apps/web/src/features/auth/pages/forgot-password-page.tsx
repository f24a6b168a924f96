import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { requestPasswordReset } from '../../../lib/identity-client.ts';
import { AuthCard } from '../components/auth-card.tsx';

export function Component() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Enter a valid e-mail address') },
  });
  const onSubmit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  });
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We will e-mail you a link to choose a new one."
      footer={
        <Anchor component={Link} to="/login">
          Back to log in
        </Anchor>
      }
    >
      {sentTo ? (
        <Alert color="teal" role="status" title="Check your e-mail">
          If an account exists for {sentTo}, a reset link is on its way. It works once and expires in 1 hour.
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormError message={error} />
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={form.submitting}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
