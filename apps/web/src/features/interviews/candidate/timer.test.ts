import { describe, expect, it } from 'vitest';
import {
  announcementFor,
  clockOffset,
  formatClock,
  secondsLeft,
  spokenDuration,
  withExtraTime,
} from './timer.ts';

describe('question timer', () => {
  const deadline = '2026-03-01T10:05:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('corrects a computer clock that is behind or ahead of the server', () => {
    // The server said 10:00:00 when the local clock read 09:58:00: the local clock is 2 minutes behind.
    const behind = clockOffset('2026-03-01T10:00:00.000Z', at('2026-03-01T09:58:00.000Z'));
    expect(behind).toBe(120_000);
    expect(secondsLeft(deadline, at('2026-03-01T09:58:00.000Z'), behind)).toBe(300);
    const ahead = clockOffset('2026-03-01T10:00:00.000Z', at('2026-03-01T10:03:00.000Z'));
    expect(secondsLeft(deadline, at('2026-03-01T10:04:00.000Z'), ahead)).toBe(240);
  });

  it('rounds up partial seconds and never goes below zero', () => {
    expect(secondsLeft(deadline, at('2026-03-01T10:04:59.100Z'), 0)).toBe(1);
    expect(secondsLeft(deadline, at('2026-03-01T10:05:00.000Z'), 0)).toBe(0);
    expect(secondsLeft(deadline, at('2026-03-01T11:00:00.000Z'), 0)).toBe(0);
  });

  it('treats unreadable times safely', () => {
    expect(clockOffset('not a date', 1000)).toBe(0);
    expect(secondsLeft('nope', Date.now(), 0)).toBe(0);
  });

  it('formats the clock and reads it aloud', () => {
    expect(formatClock(245)).toBe('4:05');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-5)).toBe('0:00');
    expect(spokenDuration(245)).toBe('4 minutes 5 seconds');
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(1)).toBe('1 second');
    expect(spokenDuration(0)).toBe('0 seconds');
  });

  it('announces only when 1 minute, 10 seconds and zero are crossed, not every second', () => {
    const said: string[] = [];
    let previous: number | null = null;
    for (let left = 125; left >= 0; left--) {
      const due = announcementFor(previous, left);
      if (due) said.push(`${left}:${due}`);
      previous = left;
    }
    expect(said).toEqual(['60:one-minute', '10:ten-seconds', '0:time-up']);
  });

  it('announces a crossing even when ticks skip seconds, and nothing on the first reading', () => {
    expect(announcementFor(null, 30)).toBeNull();
    expect(announcementFor(null, 0)).toBeNull();
    expect(announcementFor(63, 58)).toBe('one-minute');
    expect(announcementFor(12, 0)).toBe('time-up');
    expect(announcementFor(0, 0)).toBeNull();
    // A short question never crosses one minute.
    expect(announcementFor(30, 29)).toBeNull();
  });

  it('extra time multiplies the total by the factor, rounded up', () => {
    expect(withExtraTime(24, 1.5)).toBe(36);
    expect(withExtraTime(5, 1.5)).toBe(8);
  });
});
