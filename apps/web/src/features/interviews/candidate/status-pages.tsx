import { Button, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconClockX,
  IconHourglassEmpty,
  IconLinkOff,
  IconRefresh,
  IconWifiOff,
} from '@tabler/icons-react';
import { interviewProblemCodes } from '@talvio/contracts/interviews';
import { ApiError } from '../../../lib/api-client.ts';
import { StatusMessage } from './candidate-frame.tsx';

/** The link leads nowhere (unknown or malformed token). */
export function UnknownLink() {
  return (
    <StatusMessage icon={<IconLinkOff size={34} />} color="gray" title="This interview link does not work">
      <Text fz="lg">
        We could not find an interview for this link. Check that you opened the whole link from your
        invitation e-mail, or ask the recruiter who invited you to send it again.
      </Text>
    </StatusMessage>
  );
}

export function ExpiredLink() {
  return (
    <StatusMessage
      icon={<IconHourglassEmpty size={34} />}
      color="orange"
      title="This interview link has expired"
    >
      <Text fz="lg">
        The time to take this interview has run out. If you would still like to take it, ask the recruiter for
        a new link.
      </Text>
    </StatusMessage>
  );
}

export function CancelledLink() {
  return (
    <StatusMessage icon={<IconClockX size={34} />} color="gray" title="This interview was cancelled">
      <Text fz="lg">
        The organisation cancelled this interview, so it can no longer be taken. If you think this is a
        mistake, reply to your invitation e-mail to ask the recruiter.
      </Text>
    </StatusMessage>
  );
}

/** The job is paused or closed: the server's sentence says which and what to do. */
export function JobNotAccepting({ detail }: { detail: string }) {
  return (
    <StatusMessage
      icon={<IconHourglassEmpty size={34} />}
      color="gray"
      title="This interview is not open right now"
    >
      <Text fz="lg">{detail}</Text>
    </StatusMessage>
  );
}

export function AlreadyCompleted({ organisation }: { organisation: string }) {
  return (
    <StatusMessage
      icon={<IconCircleCheck size={34} />}
      color="teal"
      title="You have already completed this interview"
    >
      <Text fz="lg">
        Your answers were sent to {organisation}, and an interview can be taken only once. {organisation} will
        be in touch.
      </Text>
    </StatusMessage>
  );
}

export function ThankYou({ organisation }: { organisation: string }) {
  return (
    <StatusMessage
      icon={<IconCircleCheck size={34} />}
      color="teal"
      title="Thank you — your interview is complete"
    >
      <Text fz="lg">{organisation} will be in touch.</Text>
      <Text fz="md" c="dimmed">
        Your answers are saved. You can close this page.
      </Text>
    </StatusMessage>
  );
}

/** The server could not be reached (or failed): nothing is lost, try again. */
export function ConnectionProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatusMessage
      icon={<IconWifiOff size={34} />}
      color="red"
      title="We could not load your interview"
      action={
        <Button size="lg" leftSection={<IconRefresh size={20} />} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <Text fz="lg">
        {message} Check your internet connection and try again. Anything you already submitted is saved.
      </Text>
    </StatusMessage>
  );
}

/** Which page a failed GET /interview/{token} gets. */
export function linkProblem(error: unknown): 'unknown' | 'expired' | 'cancelled' | 'not_open' | 'network' {
  if (!(error instanceof ApiError)) return 'network';
  const code = error.problem?.code;
  if (code === interviewProblemCodes.jobNotOpen) return 'not_open';
  if (code === interviewProblemCodes.tokenExpired) return 'expired';
  if (code === interviewProblemCodes.tokenCancelled) return 'cancelled';
  if (error.status === 404 || code === interviewProblemCodes.tokenUnknown) return 'unknown';
  if (error.status === 410) return 'expired';
  if (error.status === 400 || error.status === 422) return 'unknown';
  return 'network';
}
