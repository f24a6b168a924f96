import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconRefresh, IconVideo } from '@tabler/icons-react';
import type { UploadStatus } from './chunk-uploader.ts';
import { CameraPreview, LevelMeter } from './device-check.tsx';
import type { RecordingMode } from './media.ts';
import { formatClock } from './timer.ts';
import type { Recorder } from './use-recorder.ts';
import type { SpeechTranscript } from './use-speech.ts';

const pulse =
  '@keyframes talvio-pulse{0%,100%{opacity:1}50%{opacity:.35}}' +
  '.talvio-recording-dot{animation:talvio-pulse 1.2s ease-in-out infinite}' +
  '@media (prefers-reduced-motion: reduce){.talvio-recording-dot{animation:none}}';

function uploadLine(
  status: UploadStatus,
  recording: boolean,
  preview: boolean,
): { text: string; tone: 'ok' | 'warn' } | null {
  if (status.state === 'retrying')
    return { text: 'Connection problem: still trying to upload…', tone: 'warn' };
  if (status.state === 'failed') return null;
  // One chunk in flight is normal while recording; only a backlog is worth a word.
  if (status.waiting > 2) return { text: 'Uploading your recording…', tone: 'ok' };
  if (status.sent === 0) return null;
  const saved = preview ? 'kept in this preview only (nothing is uploaded)' : 'saved';
  return recording
    ? { text: `Your recording so far is ${saved}.`, tone: 'ok' }
    : { text: `Your recording is ${saved}. Recording again adds to the end of it.`, tone: 'ok' };
}

/**
 * Record / Stop for a voice or video answer, with the live level meter (and camera), the upload state of the
 * chunks and the browser's live transcript when it has one.
 */
export function RecordingPanel({
  mode,
  recorder,
  upload,
  speech,
  hadRecording,
  preview,
  disabled,
  onStart,
  onStop,
  onRetryUpload,
}: {
  mode: RecordingMode;
  recorder: Recorder;
  upload: UploadStatus;
  speech: SpeechTranscript;
  /** Chunks of this answer exist already (earlier take or earlier visit). */
  hadRecording: boolean;
  preview: boolean;
  disabled: boolean;
  onStart: () => void;
  onStop: () => void;
  onRetryUpload: () => void;
}) {
  const recording = recorder.state === 'recording' || recorder.state === 'stopping';
  const line = uploadLine(upload, recording, preview);
  return (
    <Paper component="section" aria-labelledby="record-heading" withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz={{ base: 19, sm: 21 }} id="record-heading">
          {mode === 'video' ? 'Record your answer on camera' : 'Record your answer'}
        </Title>
        <Group gap="sm">
          {recording ? (
            <Button
              color="red.9"
              size="md"
              leftSection={<IconPlayerStopFilled size={18} />}
              onClick={onStop}
              loading={recorder.state === 'stopping'}
            >
              Stop recording
            </Button>
          ) : (
            <Button
              size="md"
              variant={hadRecording ? 'light' : 'filled'}
              leftSection={mode === 'video' ? <IconVideo size={18} /> : <IconMicrophone size={18} />}
              onClick={onStart}
              loading={recorder.state === 'starting'}
              disabled={disabled}
              aria-describedby={hadRecording ? 'record-again-note' : undefined}
            >
              {hadRecording ? 'Record again' : 'Start recording'}
            </Button>
          )}
          {hadRecording && !recording && (
            <Text id="record-again-note" size="sm" c="dimmed">
              Your recording is saved. Recording again replaces it.
            </Text>
          )}
          {recording && (
            <Group gap={6} aria-live="off">
              <Box
                w={12}
                h={12}
                bg="red.9"
                className="talvio-recording-dot"
                style={{ borderRadius: '50%' }}
                aria-hidden
              />
              <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                Recording {formatClock(recorder.seconds)}
              </Text>
            </Group>
          )}
        </Group>
        <style>{pulse}</style>
        {recorder.error && (
          <Alert color="red" role="alert" title="Recording did not start">
            {recorder.error}
          </Alert>
        )}
        {recorder.stream && (
          <Stack gap="sm">
            {mode === 'video' && <CameraPreview stream={recorder.stream} label="Your camera (recording)" />}
            <LevelMeter stream={recorder.stream} />
          </Stack>
        )}
        {line && (
          <Text
            fz="md"
            c={line.tone === 'warn' ? undefined : 'dimmed'}
            fw={line.tone === 'warn' ? 600 : undefined}
            role={line.tone === 'warn' ? 'status' : undefined}
          >
            {line.text}
          </Text>
        )}
        {upload.state === 'failed' && (
          <Alert color="red" role="alert" title="Part of your recording is not uploaded yet">
            <Stack gap="xs" align="flex-start">
              <Text fz="md">
                {upload.error?.message ?? 'The connection failed.'} Your recording is still on this page:
                check your connection and retry.
              </Text>
              <Button
                size="sm"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={16} />}
                onClick={onRetryUpload}
              >
                Retry upload
              </Button>
            </Stack>
          </Alert>
        )}
        {speech.available ? (
          (recording || speech.transcript) && (
            <Stack gap={4}>
              <Text fz="sm" fw={600} id="transcript-label">
                Live transcript (by your browser)
              </Text>
              <Paper
                withBorder
                p="sm"
                bg="var(--mantine-color-default-hover)"
                aria-labelledby="transcript-label"
              >
                <Text fz="md" style={{ whiteSpace: 'pre-wrap' }}>
                  {speech.transcript}
                  {speech.interim && (
                    <Text span c="dimmed">
                      {' '}
                      {speech.interim}
                    </Text>
                  )}
                  {!speech.transcript && !speech.interim && (
                    <Text span c="dimmed">
                      Listening…
                    </Text>
                  )}
                </Text>
              </Paper>
            </Stack>
          )
        ) : (
          <Text fz="sm" c="dimmed">
            This browser does not transcribe speech here: your recording is kept for the hiring team.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
