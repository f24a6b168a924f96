import { Alert, Button, Grid, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconRefresh, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { CameraPreview, LevelMeter } from '../../candidate/device-check.tsx';
import { canChooseSpeaker, type DeviceChoice, deviceOptions, type LocalMedia } from '../devices.ts';

/**
 * The pre-join check: the person sees themselves, watches the microphone level move, picks their camera,
 * microphone and (where the browser can) speaker, and gives the name the call shows for them.
 */
export function PreJoin({
  heading,
  defaultName,
  media,
  choice,
  onChoice,
  onRetry,
  onJoin,
}: {
  heading: string;
  defaultName: string;
  media: LocalMedia;
  choice: DeviceChoice;
  onChoice: (change: Partial<DeviceChoice>) => void;
  onRetry: () => void;
  onJoin: (name: string) => void;
}) {
  const [name, setName] = useState(defaultName);
  const cameras = deviceOptions(media.devices, 'videoinput', 'Camera');
  const mics = deviceOptions(media.devices, 'audioinput', 'Microphone');
  const speakers = canChooseSpeaker() ? deviceOptions(media.devices, 'audiooutput', 'Speaker') : [];
  const current = (kind: 'video' | 'audio') =>
    (kind === 'video' ? media.stream?.getVideoTracks() : media.stream?.getAudioTracks())?.[0]?.getSettings()
      .deviceId ?? null;

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {heading}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="sm">
            {media.stream ? (
              <>
                <CameraPreview stream={media.stream} label="Your camera" />
                <LevelMeter stream={media.stream} />
                <Text size="sm" c="dimmed">
                  Say a few words: the bar should move.
                </Text>
              </>
            ) : media.error ? (
              <Alert color="red" role="alert" title="The camera and microphone did not start">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{media.error}</Text>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconRefresh size={16} />}
                    onClick={onRetry}
                  >
                    Try again
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <Text c="dimmed" role="status">
                Starting your camera…
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="sm">
            <TextInput
              label="Your name in the call"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={60}
              autoComplete="name"
            />
            <Select
              label="Camera"
              data={cameras}
              value={current('video') ?? choice.cameraId}
              onChange={(cameraId) => onChoice({ cameraId })}
              disabled={cameras.length === 0}
              placeholder={cameras.length === 0 ? 'No camera found' : undefined}
              allowDeselect={false}
            />
            <Select
              label="Microphone"
              data={mics}
              value={current('audio') ?? choice.micId}
              onChange={(micId) => onChoice({ micId })}
              disabled={mics.length === 0}
              placeholder={mics.length === 0 ? 'No microphone found' : undefined}
              allowDeselect={false}
            />
            {speakers.length > 0 && (
              <Select
                label="Speaker"
                data={speakers}
                value={choice.speakerId ?? speakers[0]?.value ?? null}
                onChange={(speakerId) => onChoice({ speakerId })}
                allowDeselect={false}
              />
            )}
            <Button
              size="md"
              mt="sm"
              leftSection={<IconVideo size={20} />}
              disabled={!media.stream && !media.error}
              onClick={() => onJoin(name.trim() || defaultName)}
            >
              {media.stream ? 'Join' : 'Join without camera and microphone'}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
