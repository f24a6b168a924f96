import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context.ts';
import { monthsBefore, startCandidateRetention } from './candidate-privacy.service.ts';

type Deps = Pick<AppContext, 'db' | 'storage' | 'config' | 'log'>;
const deps = { log: { warn: vi.fn() } as unknown as FastifyBaseLogger } as Deps;
const dayMs = 24 * 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('retention: the period in calendar months', () => {
  it('retention: the cut-off is the same day so many months earlier, or the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2026-07-15T10:00:00Z'), 6).toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-10T00:00:00Z'), 24).toISOString()).toBe('2024-01-10T00:00:00.000Z');
  });
});

describe('retention: the daily sweep', () => {
  it('retention: the sweep runs a while after the start, then once a day, and stops when the app closes', async () => {
    vi.useFakeTimers();
    const sweep = vi.fn(async () => 0);
    const retention = startCandidateRetention(deps, { everyMs: dayMs, firstAfterMs: 60_000 }, sweep);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(dayMs);
    expect(sweep).toHaveBeenCalledTimes(2);
    await retention.stop();
    await vi.advanceTimersByTimeAsync(3 * dayMs);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('retention: a sweep run by hand takes its "now", never overlaps another, and stop waits for it', async () => {
    let release: () => void = () => undefined;
    const nows: Date[] = [];
    let active = 0;
    let overlapped = false;
    const sweep = vi.fn(async (_deps: Deps, now?: Date) => {
      active += 1;
      if (active > 1) overlapped = true;
      nows.push(now!);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      active -= 1;
      return 1;
    });
    const retention = startCandidateRetention(deps, { everyMs: dayMs, firstAfterMs: null }, sweep);
    const fake = new Date('2030-01-01T00:00:00Z');
    const first = retention.runNow(fake);
    const second = retention.runNow(fake);
    await vi.waitFor(() => expect(sweep).toHaveBeenCalledTimes(1));
    release();
    await vi.waitFor(() => expect(sweep).toHaveBeenCalledTimes(2));
    let stopped = false;
    const stopping = retention.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await Promise.all([first, second, stopping]);
    expect(stopped).toBe(true);
    expect(overlapped).toBe(false);
    expect(nows).toEqual([fake, fake]);
  });

  it('retention: a failed sweep is logged and the next one still runs', async () => {
    vi.useFakeTimers();
    const sweep = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(0);
    const retention = startCandidateRetention(deps, { everyMs: dayMs, firstAfterMs: null }, sweep);
    await vi.advanceTimersByTimeAsync(dayMs);
    expect(deps.log.warn).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(dayMs);
    expect(sweep).toHaveBeenCalledTimes(2);
    await retention.stop();
  });
});
