import { Alert, Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCamera, IconMicrophone, IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  constraintsFor,
  describeMediaError,
  mediaSupported,
  type RecordingMode,
  stopStream,
  useAudioLevel,
} from './media.ts';
import { Warning } from './warning.tsx';

/** Live camera picture (muted: a candidate should not hear themselves). */
export function CameraPreview({ stream, label }: { stream: MediaStream; label: string }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (!video) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [video, stream]);
  return (
    <Box
      component="video"
      ref={setVideo}
      muted
      playsInline
      aria-label={label}
      w="100%"
      maw={360}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: '#000',
        aspectRatio: '4 / 3',
        // A self-view reads like a mirror; the recording itself is not flipped.
        transform: 'scaleX(-1)',
      }}
    />
  );
}

/** How loud the microphone hears the candidate: a bar that moves while they speak. */
export function LevelMeter({ stream }: { stream: MediaStream }) {
  const level = useAudioLevel(stream);
  const percent = Math.round(level * 100);
  return (
    <Stack gap={4} w="100%" maw={360}>
      <Text size="sm" aria-hidden>
        Microphone level
      </Text>
      <Progress
        value={percent}
        size="lg"
        color={percent > 8 ? 'teal.8' : 'gray.6'}
        aria-label="Microphone level"
        transitionDuration={80}
      />
    </Stack>
  );
}

/**
 * The device check of a voice or video interview: the candidate sees their camera and a moving microphone level
 * before they start. When the browser refuses, they learn how to fix it, and that typing still works.
 */
export function DeviceCheck({ mode }: { mode: RecordingMode }) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [passed, setPassed] = useState(false);

  useEffect(() => () => stopStream(stream), [stream]);

  if (!mediaSupported()) {
    return (
      <Warning title="This browser cannot record here">
        You can still take the interview and type your answers. To answer out loud, open the link in a current
        version of Chrome, Edge, Firefox or Safari.
      </Warning>
    );
  }

  const check = async () => {
    setBusy(true);
    setError(null);
    // A browser API, not ours: getUserMedia rejects with DOMErrors that describeMediaError turns into advice.
    try {
      setStream(await navigator.mediaDevices.getUserMedia(constraintsFor(mode)));
      setPassed(true);
    } catch (err) {
      setError(describeMediaError(err, mode));
    } finally {
      setBusy(false);
    }
  };
  const stop = () => {
    stopStream(stream);
    setStream(null);
  };
  const what = mode === 'video' ? 'camera and microphone' : 'microphone';

  return (
    <Stack gap="sm">
      {!stream && (
        <Group>
          <Button
            variant="light"
            leftSection={mode === 'video' ? <IconCamera size={18} /> : <IconMicrophone size={18} />}
            onClick={() => void check()}
            loading={busy}
          >
            {passed ? `Check ${what} again` : `Check ${what}`}
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" role="alert" title={`The ${what} did not start`}>
          {error}
        </Alert>
      )}
      {stream && (
        <Stack gap="sm" align="flex-start">
          {mode === 'video' && <CameraPreview stream={stream} label="Your camera" />}
          <LevelMeter stream={stream} />
          <Text size="sm" c="dimmed">
            Say a few words: the bar should move. {mode === 'video' && 'Check that your face is well lit.'}
          </Text>
          <Button variant="default" leftSection={<IconPlayerStop size={18} />} onClick={stop}>
            Finish check
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
