import { Group, Text } from '@mantine/core';

export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#3b3a9e" />
      <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="#fff" />
      <circle cx="23.5" cy="22.5" r="2.5" fill="#2bb3a3" />
    </svg>
  );
}

export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <BrandMark />
      <Text fw={700} fz="lg" c="var(--mantine-color-text)">
        Talvio
      </Text>
    </Group>
  );
}
