import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CurrentUser } from '@talvio/contracts/users';
import { useState } from 'react';
import { CurrencyPicker } from '../../../components/currency-picker.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { NewPasswordFields, newPasswordRules } from '../../../components/new-password-fields.tsx';
import { PageHeader, pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { applyServerError, errorMessage } from '../../../lib/form-errors.ts';
import { IdentityError } from '../../../lib/identity-client.ts';
import { useChangePassword, useUpdateProfile } from '../api/profile.ts';

/** /profile: own name, e-mail (read-only), password change, preferred currency. */
export function Component() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader width="form" title="Profile" description="Your own details. Only you can change them." />
      <QueryState query={user} label="your profile">
        {(data) => (
          <Stack maw={pageWidths.form}>
            <DetailsForm user={data} />
            <SectionCard
              title="Preferred currency"
              description="Prices and payments are shown in this currency. Saved on this device and on your account."
            >
              <CurrencyPicker />
            </SectionCard>
            <PasswordForm />
          </Stack>
        )}
      </QueryState>
    </>
  );
}

function DetailsForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: user.name },
    validate: {
      name: (v) =>
        v.trim() ? (v.trim().length > 120 ? 'Must be at most 120 characters' : null) : 'Enter your name',
    },
  });
  const onSubmit = form.onSubmit(({ name }) => {
    setError(null);
    update.mutate(
      { name: name.trim() },
      {
        onSuccess: (updated) => {
          form.resetDirty({ name: updated.name });
          notifications.show({ color: 'teal', message: 'Your name is saved.' });
        },
        onError: (err) => setError(applyServerError(form, err)),
      },
    );
  });
  return (
    <SectionCard title="Your details">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError message={error} />
          <TextInput label="Name" required maxLength={120} {...form.getInputProps('name')} />
          <TextInput
            label="E-mail"
            value={user.email}
            readOnly
            description="Your sign-in name. Ask an admin if it must change."
          />
          <Group gap="xs">
            <Text size="sm">Role</Text>
            <Badge variant="light" color={user.is_admin ? undefined : 'gray'}>
              {user.is_admin ? 'Admin' : 'Member'}
            </Badge>
            <Text size="sm" c="dimmed">
              at {user.organisation_name}
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

function PasswordForm() {
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { current: '', password: '', confirm: '' },
    validate: {
      current: (v) => (v ? null : 'Enter your current password'),
      password: (v, values) =>
        newPasswordRules.password(v) ??
        (v === values.current ? 'Choose a password different from the current one' : null),
      confirm: newPasswordRules.confirm,
    },
  });
  const onSubmit = form.onSubmit(({ current, password }) => {
    setError(null);
    change.mutate(
      { current, password },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({
            color: 'teal',
            title: 'Password changed',
            message: 'Other devices have been signed out.',
          });
        },
        onError: (err) => {
          const message = errorMessage(err);
          if (err instanceof IdentityError && err.code === 'invalid_password')
            form.setFieldError('current', message);
          setError(message);
        },
      },
    );
  });
  return (
    <SectionCard
      title="Password"
      description="8 to 128 characters. Changing it signs you out on other devices."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError message={error} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('current')}
          />
          <NewPasswordFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
