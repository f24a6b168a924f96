import { Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime, formatRelative } from '../lib/format.ts';

const openDelayMs = 300;

/**
 * docs/product/look-and-feel.md, **relative dates**: a relative date ("3 days ago") with the exact time on hover and
 * for assistive technology. A list shows dozens of them, so the tooltip is only built for the one the pointer
 * rests on.
 */
export function RelativeTime({ value }: { value: string }) {
  const exact = formatDateTime(value);
  const [opened, setOpened] = useState(false);
  const [hovered, setHovered] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const time = (
    <time
      dateTime={value}
      title={exact}
      onMouseEnter={() => {
        setHovered(true);
        timer.current = window.setTimeout(() => setOpened(true), openDelayMs);
      }}
      onMouseLeave={() => {
        window.clearTimeout(timer.current);
        setOpened(false);
      }}
    >
      {formatRelative(value)}
    </time>
  );
  if (!hovered) return time;
  return (
    <Tooltip label={exact} opened={opened}>
      {time}
    </Tooltip>
  );
}
