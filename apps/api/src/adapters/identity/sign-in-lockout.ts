/**
 * Per-account lockout after repeated failed sign-ins (docs/product/deployment-safety.md "sign-in lockout"): counted per
 * e-mail whatever address the attempts come from, so spreading guesses over many addresses does not help. It
 * locks for a short time that doubles with each further failure and is capped, so a stranger who knows an
 * address cannot lock its owner out for long, and a password reset lifts it at once. Addresses without an
 * account are counted the same way, so the lockout never tells whether an account exists.
 *
 * Kept in memory: each API process counts on its own (N replicas allow at most N times the attempts).
 */
export interface LockoutPolicy {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  /** Length of the first lock; each further failure doubles it. */
  baseLockMs: number;
  maxLockMs: number;
  /** A quiet spell this long forgets earlier failures. */
  forgetAfterMs: number;
  /** Accounts tracked at most (the oldest are forgotten first). */
  maxTracked: number;
}

export const defaultLockoutPolicy: LockoutPolicy = {
  freeFailures: 5,
  baseLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  maxTracked: 50_000,
};

interface Entry {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export function createSignInLockout(policy: LockoutPolicy = defaultLockoutPolicy, now = () => Date.now()) {
  const entries = new Map<string, Entry>();
  const key = (email: string) => email.trim().toLowerCase();

  function current(email: string): Entry | undefined {
    const entry = entries.get(key(email));
    if (entry && now() - entry.lastFailureAt > policy.forgetAfterMs && entry.lockedUntil <= now()) {
      entries.delete(key(email));
      return undefined;
    }
    return entry;
  }

  return {
    /** Milliseconds until this account may try again; 0 when it may try now. */
    retryAfterMs(email: string): number {
      const entry = current(email);
      return entry ? Math.max(0, entry.lockedUntil - now()) : 0;
    },
    recordFailure(email: string): void {
      const k = key(email);
      const entry = current(email) ?? { failures: 0, lastFailureAt: 0, lockedUntil: 0 };
      entry.failures += 1;
      entry.lastFailureAt = now();
      const over = entry.failures - policy.freeFailures;
      if (over > 0) {
        entry.lockedUntil = now() + Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** (over - 1));
      }
      entries.delete(k);
      entries.set(k, entry);
      if (entries.size > policy.maxTracked) entries.delete(entries.keys().next().value as string);
    },
    /** A successful sign-in or password reset. */
    clear(email: string): void {
      entries.delete(key(email));
    },
  };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;

/** "2 minutes", "45 seconds": how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
