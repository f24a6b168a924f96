import type { Database } from '@talvio/db/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const rows = new Map<string, { id: number; isActive: boolean } | null>();
let reads = 0;
let pending: (() => void) | null = null;
vi.mock('./users.repository.ts', () => ({
  findStaffByIdentity: async (_db: unknown, identityId: string) => {
    reads += 1;
    const row = rows.get(identityId) ?? null;
    if (pending === null) return row;
    await new Promise<void>((resolve) => {
      pending = resolve;
    });
    return row;
  },
}));

const { forgetStaff, lookUpStaff, staffLookupTtlMs } = await import('./staff-lookup.ts');

let db: Database;
let clock = 0;
const now = () => clock;
beforeEach(() => {
  db = {} as Database;
  rows.clear();
  reads = 0;
  clock = 1_000;
  pending = null;
});

describe('staff lookup', () => {
  it('staff lookup: a found profile is read from the database once within 5 seconds, then again', async () => {
    rows.set('a', { id: 1, isActive: true });
    await lookUpStaff(db, 'a', now);
    clock += staffLookupTtlMs - 1;
    expect(await lookUpStaff(db, 'a', now)).toEqual({ id: 1, isActive: true });
    expect(reads).toBe(1);
    clock += 1;
    await lookUpStaff(db, 'a', now);
    expect(reads).toBe(2);
    expect(staffLookupTtlMs).toBe(5_000);
  });

  it('staff lookup: a deactivation forgotten after commit is seen at the next request', async () => {
    rows.set('a', { id: 1, isActive: true });
    await lookUpStaff(db, 'a', now);
    rows.set('a', { id: 1, isActive: false });
    forgetStaff(db, 'a');
    expect(await lookUpStaff(db, 'a', now)).toEqual({ id: 1, isActive: false });
  });

  it('staff lookup: someone without a profile is never remembered', async () => {
    expect(await lookUpStaff(db, 'b', now)).toBeNull();
    rows.set('b', { id: 2, isActive: true });
    expect(await lookUpStaff(db, 'b', now)).toEqual({ id: 2, isActive: true });
  });

  it('staff lookup: a read that started before a change does not keep the old profile', async () => {
    rows.set('a', { id: 1, isActive: true });
    pending = () => {};
    const slow = lookUpStaff(db, 'a', now);
    await vi.waitFor(() => expect(reads).toBe(1));
    forgetStaff(db, 'a');
    rows.set('a', { id: 1, isActive: false });
    const release = pending;
    pending = null;
    release?.();
    expect(await slow).toEqual({ id: 1, isActive: true });
    expect(await lookUpStaff(db, 'a', now)).toEqual({ id: 1, isActive: false });
  });

  it('staff lookup: each database has its own memory', async () => {
    rows.set('a', { id: 1, isActive: true });
    await lookUpStaff(db, 'a', now);
    await lookUpStaff({} as Database, 'a', now);
    expect(reads).toBe(2);
  });
});
