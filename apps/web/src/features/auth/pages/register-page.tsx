import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordError } from '@talvio/domain/password';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { EmailInput } from '../../../components/email-input.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { failure } from '../../../lib/form-errors.ts';
import { hasToken } from '../../../lib/session-storage.ts';
import { useSignUp } from '../api/auth.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CheckYourInbox } from '../components/check-your-inbox.tsx';
import { GoogleButton } from '../components/google-button.tsx';

export function Component() {
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', organisation_name: '', email: '', password: '' },
    validate: {
      name: (v) =>
        v.trim().length >= 1 && v.trim().length <= 120 ? null : 'Enter your name (up to 120 characters)',
      organisation_name: (v) =>
        v.trim().length >= 2 && v.trim().length <= 160
          ? null
          : 'Enter your organisation name (at least 2 characters)',
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Enter a valid e-mail address'),
      password: passwordError,
    },
  });
  if (hasToken()) return <Navigate to="/dashboard" replace />;

  const onSubmit = form.onSubmit((values) => {
    const email = values.email.trim();
    signUp.mutate(
      {
        email,
        password: values.password,
        name: values.name.trim(),
        organisation_name: values.organisation_name.trim(),
      },
      { onSuccess: () => setSentTo(email) },
    );
  });

  if (sentTo) return <CheckYourInbox email={sentTo} onChangeEmail={() => setSentTo(null)} />;

  return (
    <AuthCard
      title="Create your Talvio account"
      subtitle="Start hiring with AI interviews in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Log in
          </Anchor>
        </>
      }
    >
      <GoogleButton />
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError message={failure(signUp.error)} />
          <TextInput label="Your name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label="Organisation name"
            autoComplete="organization"
            required
            {...form.getInputProps('organisation_name')}
          />
          <EmailInput label="Work e-mail" {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            description="8 to 128 characters; avoid common passwords."
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={signUp.isPending}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
