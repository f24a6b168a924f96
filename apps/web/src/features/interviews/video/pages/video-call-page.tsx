import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import type { RoomState, SignalRole } from '@talvio/contracts/video';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCurrentUser } from '../../../../lib/current-user.ts';
import { hasToken } from '../../../../lib/session-storage.ts';
import { CandidateFrame, CandidateLoading, StatusMessage } from '../../candidate/candidate-frame.tsx';
import { stopStream } from '../../candidate/media.ts';
import { isRoomToken, roomStateQuery } from '../api.ts';
import { CallView } from '../components/call-view.tsx';
import { InterviewerPanel } from '../components/interviewer-panel.tsx';
import { PreJoin } from '../components/pre-join.tsx';
import {
  CancelledRoom,
  EndedRoom,
  ExpiredRoom,
  LeftCall,
  NotAllowed,
  NotOpenYet,
  RoomFull,
  UnknownRoom,
} from '../components/room-states.tsx';
import { type DeviceChoice, useLocalMedia } from '../devices.ts';
import { useCall } from '../use-call.ts';

type OpenRoom = Extract<RoomState, { state: 'scheduled' }>;

/** Which live interview the interviewer's panel shows (the scheduling card's Join link names it). */
function panelTarget(params: URLSearchParams) {
  const liveId = Number(params.get('live'));
  const candidateId = Number(params.get('candidate'));
  return Number.isInteger(liveId) && liveId > 0 && Number.isInteger(candidateId) && candidateId > 0
    ? { liveId, candidateId }
    : null;
}

/**
 * /video-call?room={token}: a live video interview (docs/product/video-interviews.md). Public — the candidate has no
 * account and is never sent to /login; staff who are signed in take the interviewer's seat.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('room') ?? '';
  const wellFormed = isRoomToken(token);
  const role: SignalRole = hasToken() ? 'interviewer' : 'candidate';
  const panel = role === 'interviewer' ? panelTarget(params) : null;
  const room = useQuery({ ...roomStateQuery(token), enabled: wellFormed });

  // A room that is not open yet lets the person in by itself when it opens.
  const opensAt = room.data?.state === 'scheduled' && !room.data.open_now ? room.data.opens_at : null;
  const { refetch } = room;
  useEffect(() => {
    if (!opensAt) return;
    const wait = Math.max(1_000, Math.min(Date.parse(opensAt) - Date.now() + 500, 2 ** 31 - 1));
    const timer = window.setTimeout(() => void refetch(), wait);
    return () => window.clearTimeout(timer);
  }, [opensAt, refetch]);

  const afterward = panel && (
    <Stack mt="xl">
      <InterviewerPanel liveId={panel.liveId} candidateId={panel.candidateId} />
    </Stack>
  );

  if (!wellFormed || (room.error instanceof ApiError && room.error.status === 404)) {
    return (
      <CandidateFrame organisation={null} title="Video interview link not found">
        <UnknownRoom />
      </CandidateFrame>
    );
  }
  if (room.isPending) {
    return (
      <CandidateFrame organisation={null} title="Video interview">
        <CandidateLoading label="Opening the video interview" />
      </CandidateFrame>
    );
  }
  if (room.isError) {
    return (
      <CandidateFrame organisation={null} title="Video interview">
        <StatusMessage
          icon={<IconWifiOff size={34} />}
          color="orange"
          title="We could not reach the video interview"
          action={
            <Button leftSection={<IconRefresh size={18} />} onClick={() => void room.refetch()}>
              Try again
            </Button>
          }
        >
          <Text fz="lg">Check your internet connection, then try again.</Text>
        </StatusMessage>
      </CandidateFrame>
    );
  }
  const state = room.data;
  if (state.state !== 'scheduled') {
    return (
      <CandidateFrame organisation={null} title="Video interview">
        {state.state === 'cancelled' && <CancelledRoom />}
        {state.state === 'ended' && <EndedRoom />}
        {state.state === 'expired' && <ExpiredRoom />}
        {afterward}
      </CandidateFrame>
    );
  }
  const subtitle = `${state.job_title}${state.interviewer_first_name ? ` · with ${state.interviewer_first_name}` : ''}`;
  if (!state.open_now) {
    return (
      <CandidateFrame
        title={`Video interview — ${state.organisation_name}`}
        organisation={{ name: state.organisation_name, logo_url: null }}
        subtitle={subtitle}
      >
        <NotOpenYet opensAt={state.opens_at} startsAt={state.starts_at} />
        {afterward}
      </CandidateFrame>
    );
  }
  return (
    <Room
      token={token}
      role={role}
      room={state}
      subtitle={subtitle}
      panel={panel}
      onClosed={() => void room.refetch()}
    />
  );
}

/** An open room: the pre-join check, then the call; the camera stays on from one to the other. */
function Room({
  token,
  role,
  room,
  subtitle,
  panel,
  onClosed,
}: {
  token: string;
  role: SignalRole;
  room: OpenRoom;
  subtitle: string;
  panel: { liveId: number; candidateId: number } | null;
  onClosed: () => void;
}) {
  const [choice, setChoice] = useState<DeviceChoice>({ cameraId: null, micId: null, speakerId: null });
  const [attempt, setAttempt] = useState(0);
  const [joined, setJoined] = useState<{ name: string; round: number } | null>(null);
  const media = useLocalMedia(choice.cameraId, choice.micId, attempt);
  // The interviewer is whoever is signed in (the scheduler or a colleague): their own first name to start with.
  const me = useCurrentUser();
  const myFirstName = me.data?.name.trim().split(/\s+/)[0];
  const defaultName = role === 'interviewer' ? myFirstName || 'Interviewer' : 'Candidate';
  const title = `Video interview — ${room.organisation_name}`;
  const frame = (children: ReactNode, below?: ReactNode, wide = false) => (
    <CandidateFrame
      title={title}
      organisation={{ name: room.organisation_name, logo_url: null }}
      subtitle={subtitle}
      wide={wide}
    >
      {children}
      {below}
    </CandidateFrame>
  );
  if (!joined) {
    return frame(
      <PreJoin
        key={defaultName}
        heading={
          role === 'interviewer'
            ? 'Get ready to interview'
            : `Get ready for your interview${room.interviewer_first_name ? ` with ${room.interviewer_first_name}` : ''}`
        }
        defaultName={defaultName}
        media={media}
        choice={choice}
        onChoice={(change) => setChoice((c) => ({ ...c, ...change }))}
        onRetry={() => setAttempt((n) => n + 1)}
        onJoin={(name) => setJoined({ name, round: 0 })}
      />,
      // The interviewer can read the result and start notes before joining.
      panel && (
        <Stack mt="xl">
          <InterviewerPanel liveId={panel.liveId} candidateId={panel.candidateId} />
        </Stack>
      ),
    );
  }
  return frame(
    <Call
      key={joined.round}
      token={token}
      role={role}
      local={media.stream}
      myName={joined.name}
      otherName={
        role === 'interviewer' ? 'The candidate' : (room.interviewer_first_name ?? 'The interviewer')
      }
      speakerId={choice.speakerId}
      title={room.job_title}
      panel={panel}
      onClosed={onClosed}
      // Leaving turns the camera and microphone off; joining again starts from the pre-join check.
      onLeft={() => stopStream(media.stream)}
      onRejoin={() => {
        setAttempt((n) => n + 1);
        setJoined(null);
      }}
    />,
    null,
    true,
  );
}

function Call({
  token,
  role,
  local,
  myName,
  otherName,
  speakerId,
  title,
  panel,
  onClosed,
  onLeft,
  onRejoin,
}: {
  token: string;
  role: SignalRole;
  local: MediaStream | null;
  myName: string;
  otherName: string;
  speakerId: string | null;
  title: string;
  panel: { liveId: number; candidateId: number } | null;
  onClosed: () => void;
  onLeft: () => void;
  onRejoin: () => void;
}) {
  const { state, session } = useCall(token, role, local, myName);
  const closed = state.phase === 'closed';
  useEffect(() => {
    if (closed) onClosed();
  }, [closed, onClosed]);
  const left = state.phase === 'left';
  useEffect(() => {
    if (left) onLeft();
  }, [left, onLeft]);
  if (state.phase === 'unknown') return <UnknownRoom />;
  if (state.phase === 'full') return <RoomFull message={state.message ?? 'This room is full.'} />;
  if (state.phase === 'unauthorized')
    return (
      <NotAllowed
        message={
          role === 'interviewer'
            ? 'Only staff of the organisation that scheduled this interview can join as the interviewer. Sign out to join as the candidate.'
            : (state.message ?? 'You cannot join this room.')
        }
      />
    );
  if (state.phase === 'left') return <LeftCall onRejoin={onRejoin} />;
  if (closed) return <CandidateLoading label="The room has closed" />;
  return (
    <CallView
      role={role}
      state={state}
      session={session}
      local={local}
      myName={myName}
      otherName={state.peerName ?? otherName}
      speakerId={speakerId}
      title={title}
      panel={panel && <InterviewerPanel liveId={panel.liveId} candidateId={panel.candidateId} />}
    />
  );
}
