import { Alert, Anchor, Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import type { User } from '@talvio/contracts/users';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader, pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { applyServerError, failure } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useResendUserInvitation, useSaveUser, useUser } from '../api/users.ts';
import { UserStatusBadge } from '../components/user-status-badge.tsx';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /users/new and /users/edit/{id}: one form, admins only. */
export function Component() {
  const { id } = useParams();
  const userId = id ? Number(id) : null;
  const editing = userId !== null;
  return (
    <AdminOnly what="manage users">
      <Anchor component={Link} to="/users" size="sm" underline="hover">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> All users
        </Group>
      </Anchor>
      {editing ? (
        Number.isInteger(userId) && userId > 0 ? (
          <EditUser id={userId} />
        ) : (
          <Alert color="red" mt="md" role="alert">
            This user does not exist.
          </Alert>
        )
      ) : (
        <UserForm />
      )}
    </AdminOnly>
  );
}

function EditUser({ id }: { id: number }) {
  const user = useUser(id);
  return (
    <QueryState
      query={user}
      label="the user"
      notFound={{ title: 'This user does not exist', href: '/users', label: 'Back to Users' }}
    >
      {(data) => <UserForm user={data} />}
    </QueryState>
  );
}

function UserForm({ user }: { user?: User }) {
  const navigate = useNavigate();
  const save = useSaveUser();
  const me = useCurrentUser();
  const [error, setError] = useState<string | null>(null);
  const isSelf = Boolean(user && me.data && me.data.id === user.id);
  const form = useForm({
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      is_admin: user?.is_admin ?? false,
      is_active: user?.is_active ?? true,
    },
    validate: {
      name: (v) =>
        v.trim() ? (v.trim().length > 120 ? 'Must be at most 120 characters' : null) : 'Enter a name',
      email: (v) => (user || emailPattern.test(v.trim()) ? null : 'Enter a valid e-mail address'),
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another user is loaded
  useEffect(() => {
    if (user)
      form.setValues({
        name: user.name,
        email: user.email,
        is_admin: user.is_admin,
        is_active: user.is_active,
      });
  }, [user?.id]);

  const onSubmit = form.onSubmit((values) => {
    setError(null);
    const name = values.name.trim();
    save.mutate(
      user
        ? { id: user.id, input: { name, is_admin: values.is_admin, is_active: values.is_active } }
        : { id: null, input: { name, email: values.email.trim(), is_admin: values.is_admin } },
      {
        onSuccess: (saved) => {
          notifications.show(
            user
              ? { color: 'teal', message: `Saved ${name}.` }
              : {
                  color: 'teal',
                  title: 'User added',
                  message: `${saved.name} will receive an e-mail to set a password.`,
                },
          );
          void navigate('/users');
        },
        onError: (err) => setError(applyServerError(form, err)),
      },
    );
  });

  return (
    <>
      <PageHeader
        width="form"
        title={user ? `Edit ${user.name}` : 'New user'}
        description={
          user
            ? 'Change the name, the role or whether this person can sign in.'
            : 'Add a colleague. They receive an e-mail with a link to set their password.'
        }
      />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={pageWidths.form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormError message={error} />
            {user?.invitation_pending && user.is_active && <ResendInvitation user={user} />}
            {user && (
              <Group gap="xs">
                <UserStatusBadge user={user} />
                <Text size="sm" c="dimmed">
                  Added {formatDate(user.created_date)} · last changed {formatDate(user.updated_date)}
                </Text>
              </Group>
            )}
            <TextInput label="Name" required maxLength={120} {...form.getInputProps('name')} />
            <TextInput
              label="E-mail"
              type="email"
              required={!user}
              readOnly={Boolean(user)}
              description={user ? 'The e-mail address is the sign-in name and cannot be changed.' : undefined}
              {...form.getInputProps('email')}
            />
            <Switch
              label="Admin"
              description="Admins manage users, billing and credits."
              {...form.getInputProps('is_admin', { type: 'checkbox' })}
            />
            {user && (
              <Switch
                label="Active"
                description={
                  isSelf
                    ? 'You cannot deactivate yourself.'
                    : 'Inactive users cannot sign in; they lose access at their next request.'
                }
                disabled={isSelf}
                {...form.getInputProps('is_active', { type: 'checkbox' })}
              />
            )}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" component={Link} to="/users">
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                {user ? 'Save changes' : 'Add user'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}

/** A user who has not set a password yet can get a new link (links last 1 hour). */
function ResendInvitation({ user }: { user: User }) {
  const resend = useResendUserInvitation();
  const error = failure(resend.error);
  const send = () =>
    resend.mutate(user.id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: `A new set-password link was sent to ${user.email}.` }),
    });
  return (
    <Alert color="yellow" title="Waiting for a password">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {user.name} has not set a password yet. Set-password links work once and for 1 hour.
        </Text>
        <Button size="xs" variant="white" color="dark" loading={resend.isPending} onClick={send}>
          Send a new link
        </Button>
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
