import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatRelative } from './format.ts';

describe('date formatting', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('relative dates: list dates read relatively', () => {
    expect(formatRelative('2026-11-23T11:59:40Z', now)).toBe('just now');
    expect(formatRelative('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-11-20T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelative('2026-11-22T10:00:00Z', now)).toBe('yesterday');
    // Rounded, not cut: a 7-day link a minute after it was sent still expires "in 7 days".
    expect(formatRelative('2026-11-30T11:59:00Z', now)).toBe('in 7 days');
    expect(formatRelative('2025-11-01T12:00:00Z', now)).toBe('last year');
  });
  it('missing or invalid dates render as nothing rather than "Invalid Date"', () => {
    expect(formatRelative(null)).toBe('');
    expect(formatRelative('not a date')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('file sizes', () => {
  it('read in KB below a megabyte and in MB with one decimal above', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB');
  });
});
