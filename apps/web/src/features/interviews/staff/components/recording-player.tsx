import { Button, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormError } from '../../../../components/form-error.tsx';
import { failure } from '../../../../lib/form-errors.ts';
import { formatBytes } from '../../../../lib/format.ts';
import { useLoadRecording } from '../api.ts';

/** A WebVTT track holding the transcript, so the video has captions of a kind (WCAG 1.2.2). */
function captionsUrl(transcript: string | null): string {
  const text = (transcript?.trim() || 'No transcript is available for this recording.').replace(/-->/g, '→');
  return URL.createObjectURL(
    new Blob([`WEBVTT\n\n00:00:00.000 --> 99:59:59.000\n${text}\n`], { type: 'text/vtt' }),
  );
}

/**
 * The recording of an answer. It needs the staff token, so it is fetched into a Blob on request (recordings can
 * be large) and played from an object URL, which is released when the player goes away.
 */
export function RecordingPlayer({
  recording,
  transcript,
  label,
}: {
  recording: { mime_type: string; bytes: number; url: string };
  transcript: string | null;
  label: string;
}) {
  const [source, setSource] = useState<{ media: string; captions: string | null } | null>(null);
  const recordingLoad = useLoadRecording();
  const isVideo = recording.mime_type.startsWith('video/');

  useEffect(
    () => () => {
      if (source) {
        URL.revokeObjectURL(source.media);
        if (source.captions) URL.revokeObjectURL(source.captions);
      }
    },
    [source],
  );

  const load = () =>
    recordingLoad.mutate(recording.url, {
      onSuccess: (blob) => {
        const typed = blob.type ? blob : new Blob([blob], { type: recording.mime_type });
        setSource({ media: URL.createObjectURL(typed), captions: isVideo ? captionsUrl(transcript) : null });
      },
    });

  if (source) {
    return isVideo ? (
      // biome-ignore lint/a11y/useMediaCaption: the track below carries the transcript as captions
      <video
        controls
        src={source.media}
        aria-label={label}
        style={{ width: '100%', maxHeight: 360, borderRadius: 8 }}
      >
        {source.captions && (
          <track kind="captions" src={source.captions} srcLang="en" label="Transcript" default />
        )}
      </video>
    ) : (
      // biome-ignore lint/a11y/useMediaCaption: the transcript is shown in full next to the player
      <audio controls src={source.media} aria-label={label} style={{ width: '100%' }} />
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlayerPlay size={14} aria-hidden />}
        loading={recordingLoad.isPending}
        onClick={load}
        aria-label={`Load recording: ${label}`}
      >
        Load recording
      </Button>
      <Text size="xs" c="dimmed">
        {isVideo ? 'Video' : 'Audio'} · {formatBytes(recording.bytes)}
      </Text>
      <FormError message={failure(recordingLoad.error)} />
    </Stack>
  );
}
