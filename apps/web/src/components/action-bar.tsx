import { Paper, type PaperProps } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/** The CSS variable the toasts read to rise above an action bar (app/notifications.module.css). */
const ACTION_BAR_LIFT = '--action-bar-lift';
/** The height a toast of up to three lines needs at the bottom of the window, with its margins (px). */
const ROOM_FOR_A_MESSAGE = 160;

/**
 * A bar of actions pinned to the bottom of the page while it scrolls (a form's Save, a selection's bulk actions).
 * While it is on screen near the bottom of the window, it tells the toasts how far its top is from that bottom, so a
 * message shows above it instead of over its buttons, whether the bar is pinned or still in the page's flow.
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
    let frame = 0;
    const lift = () => {
      frame = 0;
      const { top, bottom } = bar.getBoundingClientRect();
      const below = window.innerHeight - bottom;
      // Off screen, or with room for a message under it: the toasts stay at the bottom of the window.
      const clear = top >= window.innerHeight || bottom <= 0 || below >= ROOM_FOR_A_MESSAGE;
      root.setProperty(ACTION_BAR_LIFT, `${clear ? 0 : Math.round(window.innerHeight - top)}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(lift);
    };
    lift();
    // The bar moves when the page scrolls, the window changes size, or the content above it grows or shrinks.
    const observer = new ResizeObserver(schedule);
    observer.observe(bar);
    observer.observe(document.body);
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      root.removeProperty(ACTION_BAR_LIFT);
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
