import { Button, Text } from '@mantine/core';
import {
  IconCalendarTime,
  IconCircleCheck,
  IconClockX,
  IconDoorExit,
  IconHourglassEmpty,
  IconLinkOff,
  IconLock,
  IconUsers,
} from '@tabler/icons-react';
import { StatusMessage } from '../../candidate/candidate-frame.tsx';
import { browserTimeZone, formatInZone } from '../time-zones.ts';

/** The pages of a room that cannot be joined (docs/product/video-interviews.md, **room state**). */

export function UnknownRoom() {
  return (
    <StatusMessage
      icon={<IconLinkOff size={34} />}
      color="gray"
      title="This video interview link does not work"
    >
      <Text fz="lg">
        We could not find a video interview for this link. Check that you opened the whole link from your
        invitation e-mail, or ask the person who invited you to send it again.
      </Text>
    </StatusMessage>
  );
}

export function CancelledRoom() {
  return (
    <StatusMessage icon={<IconClockX size={34} />} color="gray" title="This video interview was cancelled">
      <Text fz="lg">
        The organisation cancelled this video interview. If they arrange a new time, you will get a new
        invitation by e-mail.
      </Text>
    </StatusMessage>
  );
}

export function EndedRoom() {
  return (
    <StatusMessage icon={<IconCircleCheck size={34} />} color="teal" title="This video interview has ended">
      <Text fz="lg">Thank you for your time. The organisation will be in touch about the next steps.</Text>
    </StatusMessage>
  );
}

export function ExpiredRoom() {
  return (
    <StatusMessage
      icon={<IconHourglassEmpty size={34} />}
      color="orange"
      title="This video interview is over"
    >
      <Text fz="lg">
        Its scheduled time has passed. If you missed it, reply to your invitation e-mail to ask for a new
        time.
      </Text>
    </StatusMessage>
  );
}

/** Scheduled, but the room opens only 10 minutes before the start (**join window**). */
export function NotOpenYet({ opensAt, startsAt }: { opensAt: string; startsAt: string }) {
  const zone = browserTimeZone();
  return (
    <StatusMessage icon={<IconCalendarTime size={34} />} title="The room is not open yet">
      <Text fz="lg">
        Your interview starts on <strong>{formatInZone(startsAt, zone)}</strong>.
      </Text>
      <Text fz="lg">
        The room opens 10 minutes before, at {formatInZone(opensAt, zone, false)}. Keep this page open: it
        lets you in by itself.
      </Text>
    </StatusMessage>
  );
}

export function RoomFull({ message }: { message: string }) {
  return (
    <StatusMessage icon={<IconUsers size={34} />} color="orange" title="This room is full">
      <Text fz="lg">{message}</Text>
      <Text fz="lg">The two people in the call carry on. If you should be in it, ask the organisation.</Text>
    </StatusMessage>
  );
}

export function NotAllowed({ message }: { message: string }) {
  return (
    <StatusMessage icon={<IconLock size={34} />} color="gray" title="You cannot join this room">
      <Text fz="lg">{message}</Text>
    </StatusMessage>
  );
}

export function LeftCall({ onRejoin }: { onRejoin: () => void }) {
  return (
    <StatusMessage
      icon={<IconDoorExit size={34} />}
      color="gray"
      title="You left the call"
      action={
        <Button size="md" onClick={onRejoin}>
          Join again
        </Button>
      }
    >
      <Text fz="lg">You can join again while the room is open.</Text>
    </StatusMessage>
  );
}
