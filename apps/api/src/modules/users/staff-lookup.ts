import type { Database } from '@talvio/db/client';
import { findStaffByIdentity } from './users.repository.ts';

type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffByIdentity>>>;

/** How long this process may answer a staff lookup from memory (other API processes see a change within it). */
export const staffLookupTtlMs = 5_000;
const maxEntries = 10_000;

interface Lookup {
  entries: Map<string, { row: StaffRow; expiresAt: number }>;
  /** Bumped by every forget: a read that started before it must not store what it read. */
  generation: number;
}

const lookups = new WeakMap<Database, Lookup>();

function lookupFor(db: Database): Lookup {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = { entries: new Map(), generation: 0 };
    lookups.set(db, lookup);
  }
  return lookup;
}

/**
 * Who a verified identity is on staff (organisation, admin flag, active state): read on every signed-in request,
 * so a found profile is kept for a few seconds. Someone without a profile is never remembered (they may be
 * registering right now). Changes to the admin flag or active state call `forgetStaff` once committed.
 */
export async function lookUpStaff(
  db: Database,
  identityId: string,
  now: () => number = Date.now,
): Promise<StaffRow | null> {
  const lookup = lookupFor(db);
  const cached = lookup.entries.get(identityId);
  if (cached && cached.expiresAt > now()) return cached.row;
  const generation = lookup.generation;
  const row = await findStaffByIdentity(db, identityId);
  if (row && generation === lookup.generation) {
    lookup.entries.delete(identityId);
    if (lookup.entries.size >= maxEntries)
      lookup.entries.delete(lookup.entries.keys().next().value as string);
    lookup.entries.set(identityId, { row, expiresAt: now() + staffLookupTtlMs });
  } else if (!row) {
    lookup.entries.delete(identityId);
  }
  return row;
}

/** Forgets what this process remembers of a staff profile; call it after the change has committed. */
export function forgetStaff(db: Database, identityId: string): void {
  const lookup = lookupFor(db);
  lookup.generation += 1;
  lookup.entries.delete(identityId);
}
