/**
 * The question timer. The server says when a question's time runs out (`deadline_at`) and what its clock read when
 * it answered (`server_time`); the page corrects its own clock by the difference, so a wrong computer clock does
 * not change anyone's time.
 */

/** Milliseconds to add to this computer's clock to read the server's clock. */
export function clockOffset(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
}

/** Whole seconds left until `deadlineAt` (rounded up, never below 0), on the corrected clock. */
export function secondsLeft(deadlineAt: string, nowMs: number, offsetMs: number): number {
  const deadline = Date.parse(deadlineAt);
  if (Number.isNaN(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - (nowMs + offsetMs)) / 1000));
}

/** "4:05", "0:09", "1:02:03". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** How a duration reads aloud: "4 minutes 5 seconds", "1 minute", "10 seconds". */
export function spokenDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (seconds > 0 || minutes === 0) parts.push(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

export type TimerAnnouncement = 'one-minute' | 'ten-seconds' | 'time-up';

export const announcementText: Record<TimerAnnouncement, string> = {
  'one-minute': 'One minute left for this question.',
  'ten-seconds': 'Ten seconds left for this question.',
  'time-up': 'Time is up. Your answer is kept: submit what you have.',
};

/**
 * What a screen reader hears as the time runs down: only when the remaining time crosses 1 minute, 10 seconds and
 * zero, never every second. `previous` is null on the first reading (nothing was crossed yet).
 */
export function announcementFor(previous: number | null, current: number): TimerAnnouncement | null {
  if (previous === null || current >= previous) return null;
  if (current === 0) return 'time-up';
  if (previous > 10 && current <= 10) return 'ten-seconds';
  if (previous > 60 && current <= 60) return 'one-minute';
  return null;
}

/**
 * The time a candidate gets with extra time chosen (docs/product/interviews.md, **extra time**: ×1.5, no countdown
 * penalty).
 */
export function withExtraTime(minutes: number, factor: number): number {
  return Math.ceil(minutes * factor);
}
