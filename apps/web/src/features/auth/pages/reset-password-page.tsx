import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { NewPasswordFields, newPasswordRules } from '../../../components/new-password-fields.tsx';
import { failure } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/auth.ts';
import { AuthCard } from '../components/auth-card.tsx';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: newPasswordRules,
  });
  const onSubmit = form.onSubmit(({ password }) => reset.mutate({ token: token ?? '', password }));

  const invalid = !token || linkError;
  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Anchor component={Link} to="/login">
          Back to log in
        </Anchor>
      }
    >
      {reset.isSuccess ? (
        <Stack>
          <Alert color="teal" role="status" title="Password changed">
            Your password has been changed. Log in with the new one.
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            Log in
          </Button>
        </Stack>
      ) : invalid ? (
        <Stack>
          <Alert color="red" role="alert" title="This reset link does not work">
            It is invalid, expired (links last 1 hour) or has already been used.
          </Alert>
          <Button component={Link} to="/forgot-password" fullWidth>
            Send a new link
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormError message={failure(reset.error)} />
            <NewPasswordFields form={form} />
            <Button type="submit" fullWidth loading={reset.isPending}>
              Change password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
