import { Alert, Anchor, Button, Group, List, Modal, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { interviewProblemCodes } from '@talvio/contracts/interviews';
import { useState } from 'react';
import { Link } from 'react-router';
import { problemCodeOf } from '../../../lib/form-errors.ts';
import { useInvitationCount } from '../../../lib/shared-queries.ts';
import { type InviteOutcome, InviteStopped, useInviteRanked } from '../api/ranking.ts';
import { plural } from '../labels.ts';

export interface InviteChoice {
  candidate_id: number;
  name: string;
  email: string;
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Why a send stopped, and whether it was the interview allowance (the same words as inviting by hand). */
function stoppedMessage(error: Error): { message: string; allowance: boolean } {
  const stopped = error instanceof InviteStopped ? error : null;
  const sent = stopped?.sent.results.length ?? 0;
  const sentBefore = sent
    ? ` ${plural(sent, 'candidate', 'candidates')} of this list had already been sent before it stopped.`
    : '';
  return {
    message: `${error.message}${sentBefore}`,
    allowance: problemCodeOf(stopped?.reason ?? error) === interviewProblemCodes.allowanceExhausted,
  };
}

/**
 * "Invite N to the interview" from /find-candidates (docs/product/find-candidates.md, **invite from the ranking**):
 * the chosen profiles, an optional personal note, the allowance they use, then what was sent.
 */
export function RankedCandidateInvite({
  opened,
  onClose,
  job,
  candidates,
  onInvited,
}: {
  opened: boolean;
  onClose: () => void;
  job: { id: number; title: string };
  candidates: InviteChoice[];
  /** The profiles sent (invited now or already invited): the page stops choosing them. */
  onInvited: (outcome: InviteOutcome) => void;
}) {
  const narrow = useMediaQuery('(max-width: 40em)');
  const invite = useInviteRanked();
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<InviteOutcome | null>(null);
  const error = invite.error && stoppedMessage(invite.error);

  const close = () => {
    invite.reset();
    setOutcome(null);
    setNote('');
    onClose();
  };

  const report = (sent: InviteOutcome) => {
    setOutcome(sent);
    onInvited(sent);
    notifications.show({
      color: 'teal',
      message: `Invited ${plural(sent.invited, 'candidate', 'candidates')}${sent.already_invited ? `; ${sent.already_invited} already invited` : ''}.`,
    });
  };

  const send = () => {
    setOutcome(null);
    // Not mutate()'s own callbacks: closing the dialog while it sends must still report what was sent.
    invite
      .mutateAsync({
        jobId: job.id,
        candidates: candidates.map(({ name, email }) => ({ name, email })),
        ...(note.trim() ? { message: note.trim() } : {}),
      })
      .then(report, (err: unknown) => {
        if (err instanceof InviteStopped && err.sent.results.length > 0) report(err.sent);
      });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Invite ${plural(candidates.length, 'candidate', 'candidates')} to “${job.title}”`}
      size="lg"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        {outcome ? (
          <OutcomeAlert outcome={outcome} />
        ) : (
          <>
            <Text size="sm">
              Each receives an e-mail with a link to this job’s AI interview, as when inviting by hand.
            </Text>
            <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
              <List size="sm" spacing={2} aria-label="Candidates to invite">
                {candidates.map((c) => (
                  <List.Item key={c.candidate_id}>
                    <Text span size="sm" fw={600}>
                      {c.name}
                    </Text>{' '}
                    <Text span size="sm" c="dimmed">
                      ({c.email})
                    </Text>
                  </List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
            <Textarea
              label="Personal message (optional)"
              description="Added to the invitation e-mail."
              autosize
              minRows={2}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <AllowanceLine count={candidates.length} />
          </>
        )}

        {error && (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertTriangle size={18} />}
            title={error.allowance ? 'No interviews left this period' : 'Not sent'}
          >
            <Stack gap={6} align="flex-start">
              <Text size="sm">{error.message}</Text>
              {error.allowance && (
                <Anchor component={Link} to="/change-plan" fw={600} size="sm">
                  Upgrade plan
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}

        <Group justify="flex-end">
          {outcome ? (
            <Button onClick={close}>Done</Button>
          ) : (
            <>
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={send} loading={invite.isPending} disabled={candidates.length === 0}>
                {`Send ${plural(candidates.length, 'invitation', 'invitations')}`}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** "Uses N of your remaining R interviews this period (plan)": the allowance before sending. */
function AllowanceLine({ count }: { count: number }) {
  const allowance = useInvitationCount();
  if (allowance.isPending) {
    return (
      <Text size="sm" c="dimmed">
        Checking your interview allowance…
      </Text>
    );
  }
  if (allowance.isError) {
    return (
      <Text size="sm" c="dimmed">
        Could not check your interview allowance; the server checks it when you send.
      </Text>
    );
  }
  const { remaining, plan } = allowance.data;
  const over = count > remaining;
  return (
    <Text size="sm" c={over ? 'red.9' : undefined} role={over ? 'alert' : undefined}>
      Uses {count} of your remaining {remaining} interview{remaining === 1 ? '' : 's'} this period (
      {capitalise(plan)} plan).
      {over && (
        <>
          {' '}
          That is more than you have left: invite fewer candidates or{' '}
          <Anchor component={Link} to="/change-plan" size="sm">
            upgrade your plan
          </Anchor>
          .
        </>
      )}
    </Text>
  );
}

function OutcomeAlert({ outcome }: { outcome: InviteOutcome }) {
  const already = outcome.results.filter((r) => r.outcome === 'already_invited');
  return (
    <Alert color="teal" role="status" title="Invitations sent" icon={<IconCheck size={18} />}>
      <Text size="sm">
        Invited {plural(outcome.invited, 'candidate', 'candidates')}.
        {outcome.already_invited > 0 &&
          ` ${plural(outcome.already_invited, 'candidate', 'candidates')} already had a pending invitation to this job and ${outcome.already_invited === 1 ? 'was' : 'were'} not invited again:`}
      </Text>
      {already.length > 0 && (
        <List size="sm" mt={4}>
          {already.map((r) => (
            <List.Item key={r.job_candidate_id}>
              <Anchor component={Link} to={`/candidate-profile/${r.job_candidate_id}`} size="sm">
                {r.name}
              </Anchor>{' '}
              ({r.email})
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
