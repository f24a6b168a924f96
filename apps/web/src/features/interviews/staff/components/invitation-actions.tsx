import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconMailForward, IconX } from '@tabler/icons-react';
import { interviewLimits, type JobCandidateSummary } from '@talvio/contracts/interviews';
import { useState } from 'react';
import { FormError } from '../../../../components/form-error.tsx';
import { WholeNumberInput } from '../../../../components/whole-number-input.tsx';
import { errorMessage, failure, notifyFailure } from '../../../../lib/form-errors.ts';
import { formatDateTime, formatRelative } from '../../../../lib/format.ts';
import { useCancelInvitation, useExtendInvitation, useResendInvitation } from '../api.ts';

type Candidate = Pick<JobCandidateSummary, 'id' | 'status' | 'expires_at'> & {
  job: { id: number; title: string };
  candidate: { name: string; email: string };
};

/** Resend, extend or cancel a pending invitation (`/pending-interviews`). */
export function InvitationActions({
  candidate,
  compact = false,
}: {
  candidate: Candidate;
  compact?: boolean;
}) {
  const resendInvitation = useResendInvitation();
  const [open, setOpen] = useState<'extend' | 'cancel' | null>(null);
  const name = candidate.candidate.name;
  const size = compact ? 'compact-sm' : 'sm';

  const resend = () =>
    resendInvitation.mutate(
      { id: candidate.id, jobId: candidate.job.id },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: `Invitation sent again to ${candidate.candidate.email}.`,
          }),
        onError: (err) => notifyFailure(`Could not resend to ${name}`, err),
      },
    );

  return (
    <>
      <Group gap={6} wrap="nowrap">
        <Button
          size={size}
          variant="light"
          leftSection={<IconMailForward size={14} aria-hidden />}
          loading={resendInvitation.isPending}
          onClick={resend}
          aria-label={`Resend invitation to ${name}`}
          disabled={candidate.status === 'expired'}
        >
          Resend
        </Button>
        <Button
          size={size}
          variant="default"
          leftSection={<IconCalendarPlus size={14} aria-hidden />}
          onClick={() => setOpen('extend')}
          aria-label={`Extend invitation of ${name}`}
        >
          Extend
        </Button>
        <Button
          size={size}
          variant="subtle"
          color="red"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => setOpen('cancel')}
          aria-label={`Cancel invitation of ${name}`}
        >
          Cancel
        </Button>
      </Group>
      <Modal
        opened={open === 'extend'}
        onClose={() => setOpen(null)}
        title={`Extend ${name}’s invitation`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <ExtendForm candidate={candidate} onDone={() => setOpen(null)} />
      </Modal>
      <Modal
        opened={open === 'cancel'}
        onClose={() => setOpen(null)}
        title="Cancel this invitation?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <CancelForm candidate={candidate} onDone={() => setOpen(null)} />
      </Modal>
    </>
  );
}

function ExtendForm({ candidate, onDone }: { candidate: Candidate; onDone: () => void }) {
  const extend = useExtendInvitation();
  const [days, setDays] = useState<number | string>(7);
  const [error, setError] = useState<string | null>(null);
  const { min, max } = interviewLimits.extendDays;
  const valid = typeof days === 'number' && Number.isInteger(days) && days >= min && days <= max;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return setError(`Choose between ${min} and ${max} days.`);
    setError(null);
    extend.mutate(
      { id: candidate.id, jobId: candidate.job.id, days },
      {
        onSuccess: (updated) => {
          notifications.show({
            color: 'teal',
            message: `${candidate.candidate.name}’s link now expires ${formatRelative(updated.expires_at)} (${formatDateTime(updated.expires_at)}).`,
          });
          onDone();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          The link to the interview for {candidate.job.title}{' '}
          {candidate.status === 'expired' ? 'expired' : 'expires'} {formatRelative(candidate.expires_at)} (
          {formatDateTime(candidate.expires_at)}).
        </Text>
        <WholeNumberInput
          label="Extend by (days)"
          description={`${min} to ${max} days`}
          limits={interviewLimits.extendDays}
          value={days}
          onChange={setDays}
          error={!valid ? `Choose between ${min} and ${max} days` : undefined}
          data-autofocus
        />
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Keep as is
          </Button>
          <Button type="submit" loading={extend.isPending || extend.isSuccess}>
            Extend
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CancelForm({ candidate, onDone }: { candidate: Candidate; onDone: () => void }) {
  const cancel = useCancelInvitation();
  const error = failure(cancel.error);
  // Not mutate()'s own callbacks: the refresh drops the cancelled row (and this form with it) before they would
  // run, and the confirmation must still show. A failure shows through `cancel.error`.
  const confirm = () =>
    cancel.mutateAsync({ id: candidate.id, jobId: candidate.job.id }).then(
      () => {
        notifications.show({
          color: 'teal',
          message: `Cancelled ${candidate.candidate.name}’s invitation: the link no longer works.`,
        });
        onDone();
      },
      () => undefined,
    );
  return (
    <Stack>
      <Text size="sm">
        {candidate.candidate.name} ({candidate.candidate.email}) can no longer take the interview for{' '}
        {candidate.job.title}; the link stops working at once. This cannot be undone, but you can invite them
        again later.
      </Text>
      <FormError message={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} data-autofocus>
          Keep the invitation
        </Button>
        <Button color="red" loading={cancel.isPending || cancel.isSuccess} onClick={() => void confirm()}>
          Cancel invitation
        </Button>
      </Group>
    </Stack>
  );
}
