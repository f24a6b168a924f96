import { Box, Center, Text } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { canChooseSpeaker } from '../devices.ts';

/** One person's picture: theirs (muted, mirrored) or the other person's (with sound, on the chosen speaker). */
export function VideoTile({
  stream,
  label,
  mine = false,
  speakerId = null,
  mirrored = mine,
  placeholder,
  testId,
}: {
  stream: MediaStream | null;
  label: string;
  mine?: boolean;
  speakerId?: string | null;
  mirrored?: boolean;
  placeholder?: string;
  testId: string;
}) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [video, stream]);
  useEffect(() => {
    if (video && speakerId && canChooseSpeaker()) void video.setSinkId(speakerId).catch(() => undefined);
  }, [video, speakerId]);
  return (
    <Box
      pos="relative"
      w="100%"
      h="100%"
      bg="dark.8"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', aspectRatio: '16 / 9' }}
      data-testid={testId}
    >
      <Box
        component="video"
        ref={setVideo}
        muted={mine}
        autoPlay
        playsInline
        aria-label={label}
        w="100%"
        h="100%"
        display={stream ? 'block' : 'none'}
        style={{ objectFit: 'cover', transform: mirrored ? 'scaleX(-1)' : undefined }}
      />
      {!stream && (
        <Center pos="absolute" inset={0} c="gray.3" p="md" style={{ flexDirection: 'column', gap: 8 }}>
          <IconVideoOff size={32} aria-hidden />
          <Text c="gray.2" ta="center" size="sm">
            {placeholder}
          </Text>
        </Center>
      )}
      <Text
        pos="absolute"
        left={8}
        bottom={8}
        size="xs"
        px={8}
        py={2}
        c="white"
        bg="rgba(0,0,0,0.65)"
        style={{ borderRadius: 4, maxWidth: 'calc(100% - 16px)', overflowWrap: 'anywhere' }}
      >
        {label}
      </Text>
    </Box>
  );
}
