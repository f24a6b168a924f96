import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { failure } from '../../../lib/form-errors.ts';
import { useResendConfirmation } from '../api/auth.ts';
import { AuthCard } from './auth-card.tsx';

const resendCooldownSeconds = 30;

/** After sign-up: the account is used once the address is confirmed from the e-mailed link. */
export function CheckYourInbox({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const [wait, setWait] = useState(resendCooldownSeconds);
  const send = useResendConfirmation();
  const [resent, setResent] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const resend = () =>
    send.mutate(email, {
      onSuccess: () => {
        setResent(true);
        setWait(resendCooldownSeconds);
      },
    });

  return (
    <AuthCard
      title="Check your inbox"
      subtitle={
        <>
          We sent a link to <strong>{email}</strong>.
        </>
      }
      footer={
        <>
          Wrong address?{' '}
          <Anchor component="button" type="button" onClick={onChangeEmail}>
            Use a different e-mail
          </Anchor>{' '}
          ·{' '}
          <Anchor component={Link} to="/login">
            Log in
          </Anchor>
        </>
      }
    >
      <Stack>
        <Text>
          Open the link to confirm your address and finish creating your account. It works for 24 hours.
        </Text>
        <Text c="dimmed" size="sm">
          If this address already has a Talvio account, the e-mail says so and how to log in instead.
        </Text>
        <FormError message={failure(send.error)} />
        {resent && (
          <Alert color="green" role="status">
            We sent the link again.
          </Alert>
        )}
        <Button variant="default" onClick={resend} loading={send.isPending} disabled={wait > 0}>
          {wait > 0 ? `Send the link again (in ${wait} s)` : 'Send the link again'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
