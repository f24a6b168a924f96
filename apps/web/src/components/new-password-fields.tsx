import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { passwordError } from '@talvio/domain/password';

/** Validation of a "new password + repeat it" pair, for `useForm({ validate })`. */
export const newPasswordRules = {
  password: (value: string) => passwordError(value),
  confirm: (value: string, values: { password: string }) =>
    value === values.password ? null : 'The passwords do not match',
};

/** The "new password" and "repeat" inputs, wired to a form that has `password` and `confirm`. */
export function NewPasswordFields({
  form,
}: {
  form: { getInputProps: (path: 'password' | 'confirm') => GetInputPropsReturnType };
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        description="8 to 128 characters"
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Repeat the new password"
        autoComplete="new-password"
        required
        {...form.getInputProps('confirm')}
      />
    </>
  );
}
