import { describe, expect, it } from 'vitest';
import { createSignInLockout, defaultLockoutPolicy, waitText } from './sign-in-lockout.ts';

function clockAt(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('sign-in lockout', () => {
  it('sign-in lockout: five failures are free, the sixth makes the account wait a minute, doubling to at most 15 minutes', () => {
    const clock = clockAt();
    const lockout = createSignInLockout(defaultLockoutPolicy, clock.now);
    for (let i = 0; i < 5; i += 1) lockout.recordFailure('ana@example.com');
    expect(lockout.retryAfterMs('ana@example.com')).toBe(0);
    lockout.recordFailure('ana@example.com');
    expect(lockout.retryAfterMs('ANA@example.com ')).toBe(60_000);
    lockout.recordFailure('ana@example.com');
    expect(lockout.retryAfterMs('ana@example.com')).toBe(120_000);
    for (let i = 0; i < 20; i += 1) lockout.recordFailure('ana@example.com');
    expect(lockout.retryAfterMs('ana@example.com')).toBe(15 * 60_000);
    clock.advance(15 * 60_000);
    expect(lockout.retryAfterMs('ana@example.com')).toBe(0);
    expect(lockout.retryAfterMs('other@example.com')).toBe(0);
  });

  it('sign-in lockout: a success or a password reset lifts it, and an hour of quiet forgets old failures', () => {
    const clock = clockAt();
    const lockout = createSignInLockout(defaultLockoutPolicy, clock.now);
    for (let i = 0; i < 6; i += 1) lockout.recordFailure('ana@example.com');
    expect(lockout.retryAfterMs('ana@example.com')).toBeGreaterThan(0);
    lockout.clear('ana@example.com');
    expect(lockout.retryAfterMs('ana@example.com')).toBe(0);
    for (let i = 0; i < 5; i += 1) lockout.recordFailure('ana@example.com');
    clock.advance(61 * 60_000);
    lockout.recordFailure('ana@example.com');
    expect(lockout.retryAfterMs('ana@example.com')).toBe(0);
  });

  it('keeps a bounded number of accounts', () => {
    const lockout = createSignInLockout({ ...defaultLockoutPolicy, freeFailures: 0, maxTracked: 3 });
    for (const name of ['a', 'b', 'c', 'd']) lockout.recordFailure(`${name}@example.com`);
    expect(lockout.retryAfterMs('a@example.com')).toBe(0);
    expect(lockout.retryAfterMs('d@example.com')).toBeGreaterThan(0);
  });

  it('says how long to wait in words', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45_000)).toBe('45 seconds');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(61_000)).toBe('2 minutes');
  });
});
