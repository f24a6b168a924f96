import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../lib/format.ts';
import { RelativeTime } from './relative-time.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const value = '2026-03-02T09:30:00.000Z';
const renderTime = () =>
  render(
    <MantineProvider>
      <RelativeTime value={value} />
    </MantineProvider>,
  );

describe('relative dates', () => {
  it('reads relatively and carries the exact time for assistive technology', () => {
    renderTime();
    const time = screen.getByText(/ago|in |yesterday|tomorrow|last|next/i);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', value);
    expect(time).toHaveAttribute('title', formatDateTime(value));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the exact time on hover after a short delay, and hides it when the pointer leaves', () => {
    vi.useFakeTimers();
    renderTime();
    const time = screen.getByText(/ago|in |yesterday|tomorrow|last|next/i);
    fireEvent.mouseEnter(time);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(350));
    act(() => vi.advanceTimersByTime(350)); // the tooltip's own fade-in
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toBeVisible();
    expect(tooltip).toHaveTextContent(formatDateTime(value));
    fireEvent.mouseLeave(screen.getByText(/ago|in |yesterday|tomorrow|last|next/i));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
