import { Group, VisuallyHidden } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { interviewLimits } from '@talvio/contracts/interviews';
import { RelativeTime } from '../../../../components/relative-time.tsx';

const soonMs = interviewLimits.reminderBeforeHours * 3600 * 1000;

/** True when a link expires within 48 hours (the reminder window) or has expired. */
export function expiresSoon(value: string, now = Date.now()): boolean {
  return new Date(value).getTime() - now < soonMs;
}

/** When a link expires, relative; red with an icon (not colour alone) when it is less than 48 hours away. */
export function ExpiryTime({ value }: { value: string }) {
  if (!expiresSoon(value)) return <RelativeTime value={value} />;
  return (
    <Group gap={4} wrap="nowrap" c="red.9" component="span" fw={600} fz="sm">
      <IconClockExclamation size={16} aria-hidden />
      <RelativeTime value={value} />
      <VisuallyHidden>(less than 48 hours)</VisuallyHidden>
    </Group>
  );
}
