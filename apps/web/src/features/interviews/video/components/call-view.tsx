import { Alert, Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconCheck,
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconScreenShare,
  IconScreenShareOff,
  IconVideo,
  IconVideoOff,
  IconWifiOff,
} from '@tabler/icons-react';
import type { SignalRole } from '@talvio/contracts/video';
import { type ReactNode, useMemo } from 'react';
import type { CallSession, CallState } from '../call-session.ts';
import { peerPlaceholder, statusText } from '../call-status.ts';
import { ChatPanel } from './chat-panel.tsx';
import { VideoTile } from './video-tile.tsx';

const canShareScreen = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getDisplayMedia);

/** The call: both pictures, the controls, the chat; and the interviewer's panel beside it. */
export function CallView({
  role,
  state,
  session,
  local,
  myName,
  otherName,
  speakerId,
  title,
  panel,
}: {
  role: SignalRole;
  state: CallState;
  session: CallSession | null;
  local: MediaStream | null;
  myName: string;
  otherName: string;
  speakerId: string | null;
  title: string;
  panel?: ReactNode;
}) {
  const screen = state.sharing ? session?.screen() : null;
  const myPicture = useMemo(() => (screen ? new MediaStream([screen]) : local), [screen, local]);
  const connected = state.phase === 'joined' && state.network !== 'reconnecting';
  return (
    <Stack gap="md" data-testid="call" data-role={role}>
      <Group justify="space-between" gap="xs">
        <Title order={1} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" role="status" data-testid="call-status">
          {statusText(state, otherName)}
        </Text>
      </Group>
      {state.network === 'reconnecting' && (
        <Alert color="orange" icon={<IconWifiOff size={18} />} title="Reconnecting…">
          Your connection dropped. The call comes back by itself when the network does.
        </Alert>
      )}
      {state.network === 'reconnected' && (
        <Alert color="teal" icon={<IconCheck size={18} />} title="Reconnected">
          You are back in the call.
        </Alert>
      )}
      {state.peer === 'left' && (
        <Alert color="gray" title={`${otherName} left the call`} data-testid="peer-left">
          You can stay until they come back, or leave.
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: panel ? 7 : 8 }}>
          <Stack gap="sm">
            <Box pos="relative">
              <VideoTile
                stream={state.remoteStream}
                label={otherName}
                speakerId={speakerId}
                placeholder={peerPlaceholder(state, otherName)}
                testId="remote-video"
              />
              <Box
                pos="absolute"
                right={8}
                top={8}
                w={{ base: 110, sm: 200 }}
                style={{
                  border: '2px solid white',
                  borderRadius: 'var(--mantine-radius-md)',
                  boxShadow: 'var(--mantine-shadow-md)',
                }}
              >
                <VideoTile
                  stream={state.cameraOff && !screen ? null : myPicture}
                  label={screen ? `${myName} (your screen)` : `${myName} (you)`}
                  mine
                  mirrored={!screen}
                  placeholder={state.cameraOff ? 'Camera off' : 'No camera'}
                  testId="local-video"
                />
              </Box>
            </Box>
            <Group gap="xs" justify="center" role="toolbar" aria-label="Call controls">
              <Button
                variant={state.muted ? 'filled' : 'default'}
                color={state.muted ? 'red.8' : undefined}
                leftSection={state.muted ? <IconMicrophoneOff size={18} /> : <IconMicrophone size={18} />}
                onClick={() => session?.toggleMute()}
                aria-pressed={state.muted}
                disabled={!local?.getAudioTracks().length}
              >
                {state.muted ? 'Unmute' : 'Mute'}
              </Button>
              <Button
                variant={state.cameraOff ? 'filled' : 'default'}
                color={state.cameraOff ? 'red.8' : undefined}
                leftSection={state.cameraOff ? <IconVideoOff size={18} /> : <IconVideo size={18} />}
                onClick={() => session?.toggleCamera()}
                aria-pressed={state.cameraOff}
                disabled={!local?.getVideoTracks().length}
              >
                {state.cameraOff ? 'Turn camera on' : 'Turn camera off'}
              </Button>
              {canShareScreen() && (
                <Button
                  variant={state.sharing ? 'filled' : 'default'}
                  leftSection={
                    state.sharing ? <IconScreenShareOff size={18} /> : <IconScreenShare size={18} />
                  }
                  onClick={() => void session?.toggleShare()}
                  aria-pressed={state.sharing}
                  disabled={state.phase !== 'joined'}
                >
                  {state.sharing ? 'Stop sharing' : 'Share screen'}
                </Button>
              )}
              <Button color="red.8" leftSection={<IconPhoneOff size={18} />} onClick={() => session?.leave()}>
                Leave
              </Button>
            </Group>
            {state.shareError && (
              <Text size="sm" c="red.8" role="alert" ta="center">
                {state.shareError}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: panel ? 5 : 4 }}>
          <Stack gap="md">
            {panel}
            <Paper withBorder p="md" component="section" aria-labelledby="chat-title">
              <Title order={2} size="h5" id="chat-title" mb="xs">
                Chat
              </Title>
              <ChatPanel
                lines={state.chat}
                otherName={otherName}
                onSend={(text) => session?.sendChat(text) ?? false}
                disabled={!connected}
              />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
