import {
  type createSavedSearchSchema,
  type PoolFilters,
  type poolFiltersSchema,
  type SavedSearch,
  type SavedSearchList,
  savedSearchProblemCodes,
  talentPoolBulkLimits,
  type updateSavedSearchSchema,
} from '@talvio/contracts/talent-pool';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, isUniqueViolation, notFound } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import {
  countOwnSavedSearches,
  deleteSavedSearch as deleteRow,
  insertSavedSearch,
  listSavedSearches,
  lockOwnSavedSearches,
  ownerName,
  type SavedSearchRow,
  type StoredPoolFilters,
  updateSavedSearch as updateRow,
} from './saved-searches.repository.ts';

/**
 * Saved talent-pool searches (docs/product/talent-pool.md, **saved searches**): a person keeps the list's search,
 * filters and sort under a name, private unless they share it with the organisation; only they change or delete
 * it. Names are unique per person (without case), at most 50 each.
 */

/** Only what narrows or orders the list: empty values are left out, so a saved search reads as it was meant. */
export function storedFilters(filters: z.output<typeof poolFiltersSchema>): StoredPoolFilters {
  const kept: StoredPoolFilters = {};
  if (filters.q) kept.q = filters.q;
  if (filters.skill?.length) kept.skill = filters.skill;
  if (filters.tag?.length) kept.tag = filters.tag;
  if (filters.location) kept.location = filters.location;
  if (filters.min_years !== undefined) kept.min_years = filters.min_years;
  if (filters.source) kept.source = filters.source;
  if (filters.interviewed) kept.interviewed = filters.interviewed;
  if (filters.active_within) kept.active_within = filters.active_within;
  if (filters.inactive_for) kept.inactive_for = filters.inactive_for;
  if (filters.sort) kept.sort = filters.sort;
  if (filters.order) kept.order = filters.order;
  return kept;
}

function toSavedSearch(row: SavedSearchRow, owner: string | null, userId: number): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters as PoolFilters,
    shared: row.shared,
    mine: row.userId === userId,
    owner_name: owner,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const nameTaken = (name: string) =>
  new AppError(
    savedSearchProblemCodes.nameTaken,
    409,
    `name: You already have a saved search called "${name}". Choose another name.`,
    'name',
  );

/** The write, with a name already taken answered as such. */
async function naming<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (name !== undefined && isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

/** GET /talent/saved-searches. */
export async function getSavedSearches(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
): Promise<SavedSearchList> {
  const rows = await listSavedSearches(deps.db, staff.organisationId, staff.id);
  return {
    items: rows.map((r) => toSavedSearch(r.search, r.ownerName, staff.id)),
    limit: talentPoolBulkLimits.savedSearches,
  };
}

/** POST /talent/saved-searches. */
export async function createSavedSearch(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  input: z.output<typeof createSavedSearchSchema>,
): Promise<SavedSearch> {
  const row = await naming(input.name, () =>
    deps.db.transaction(async (tx) => {
      await lockOwnSavedSearches(tx, staff.id);
      if ((await countOwnSavedSearches(tx, staff.id)) >= talentPoolBulkLimits.savedSearches)
        throw new AppError(
          savedSearchProblemCodes.limitReached,
          409,
          `You have ${talentPoolBulkLimits.savedSearches} saved searches, the most one person keeps. Delete one you no longer use first.`,
        );
      return insertSavedSearch(tx, {
        organisationId: staff.organisationId,
        userId: staff.id,
        name: input.name,
        filters: storedFilters(input.filters),
        shared: input.shared,
      });
    }),
  );
  return toSavedSearch(row, await ownerName(deps.db, staff.id), staff.id);
}

/** PATCH /talent/saved-searches/{id}: only its owner; anyone else is told it does not exist. */
export async function updateSavedSearch(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  id: number,
  input: z.output<typeof updateSavedSearchSchema>,
): Promise<SavedSearch> {
  const row = await naming(input.name, () =>
    updateRow(deps.db, staff.organisationId, staff.id, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.filters !== undefined ? { filters: storedFilters(input.filters) } : {}),
      ...(input.shared !== undefined ? { shared: input.shared } : {}),
    }),
  );
  if (!row) throw notFound('The saved search');
  return toSavedSearch(row, await ownerName(deps.db, staff.id), staff.id);
}

/** DELETE /talent/saved-searches/{id}: only its owner. */
export async function deleteSavedSearch(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  id: number,
): Promise<void> {
  if (!(await deleteRow(deps.db, staff.organisationId, staff.id, id))) throw notFound('The saved search');
}
