import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { EmailInput } from '../../../components/email-input.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { failure } from '../../../lib/form-errors.ts';
import { useRequestPasswordReset } from '../api/auth.ts';
import { AuthCard } from '../components/auth-card.tsx';

export function Component() {
  const request = useRequestPasswordReset();
  const sentTo = request.isSuccess ? request.variables : null;
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Enter a valid e-mail address') },
  });
  const onSubmit = form.onSubmit(({ email }) => request.mutate(email.trim()));
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
            <FormError message={failure(request.error)} />
            <EmailInput {...form.getInputProps('email')} />
            <Button type="submit" fullWidth loading={request.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
