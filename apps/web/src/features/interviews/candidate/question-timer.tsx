import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { announcementFor, announcementText, formatClock, secondsLeft, spokenDuration } from './timer.ts';

/** Seconds left until `deadlineAt` on the server-corrected clock, re-read twice a second. */
export function useSecondsLeft(deadlineAt: string, offsetMs: number): number {
  const [left, setLeft] = useState(() => secondsLeft(deadlineAt, Date.now(), offsetMs));
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(deadlineAt, Date.now(), offsetMs));
    tick();
    const timer = window.setInterval(tick, 500);
    return () => window.clearInterval(timer);
  }, [deadlineAt, offsetMs]);
  return left;
}

/**
 * The visible countdown. Screen readers are told only at 1 minute, 10 seconds and zero (a polite live region),
 * never every second; the clock itself is a `timer` that is not read out on its own.
 */
export function QuestionTimer({ left, extraTime }: { left: number; extraTime: boolean }) {
  const previous = useRef<number | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const due = announcementFor(previous.current, left);
    previous.current = left;
    if (due) setMessage(announcementText[due]);
  }, [left]);
  const urgent = left <= 60;
  return (
    <Group gap="xs" wrap="nowrap">
      <IconClock size={22} aria-hidden color={urgent ? 'var(--mantine-color-red-9)' : undefined} />
      <Text
        role="timer"
        aria-label={left > 0 ? `${spokenDuration(left)} left` : 'Time is up'}
        fz={{ base: 20, sm: 22 }}
        fw={700}
        c={urgent ? 'red.9' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {left > 0 ? `${formatClock(left)} left` : '0:00'}
      </Text>
      {extraTime && (
        <Badge variant="light" color="teal" size="lg">
          Extra time
        </Badge>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {message}
      </VisuallyHidden>
    </Group>
  );
}
