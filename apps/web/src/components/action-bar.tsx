import { Paper, type PaperProps } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/** The CSS variable the toasts read to rise above an action bar (app/notifications.module.css). */
const ACTION_BAR_HEIGHT = '--action-bar-height';

/**
 * A bar of actions pinned to the bottom of the page while it scrolls (a form's Save, a selection's bulk actions).
 * While it is on screen it tells the toasts its height, so a message lifts above it instead of covering its buttons.
 */
export function ActionBar({
  label,
  children,
  ...props
}: PaperProps & { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement.style;
    // Its height and the gap it keeps below itself.
    const lift = () =>
      root.setProperty(
        ACTION_BAR_HEIGHT,
        `${bar.offsetHeight + (Number.parseFloat(getComputedStyle(bar).bottom) || 0)}px`,
      );
    const observer = new ResizeObserver(lift);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty(ACTION_BAR_HEIGHT);
    };
  }, []);
  return (
    <Paper
      ref={ref}
      withBorder
      shadow="sm"
      p="sm"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 5 }}
      role="region"
      aria-label={label}
      {...props}
    >
      {children}
    </Paper>
  );
}
