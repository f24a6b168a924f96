import { resolveSkill } from '@talvio/ai/taxonomy';
import {
  activityPeriodDays,
  type TalentPoolList,
  type talentPoolQuerySchema,
} from '@talvio/contracts/talent';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { pageWindow } from '../../pagination.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { listTalentPool, type TalentPoolFilter } from './talent-pool.repository.ts';
import { toSearchQuery } from './talent-search.ts';

/** The list's search, filters and sort (a page's query without its page) as the repository's filter. */
export function toPoolFilter(
  query: Omit<z.output<typeof talentPoolQuerySchema>, 'page' | 'page_size'>,
): Omit<TalentPoolFilter, 'limit' | 'offset'> {
  const search = toSearchQuery(query.q);
  const sort =
    query.sort === 'relevance' && !search
      ? 'updated_at'
      : (query.sort ?? (search ? 'relevance' : 'updated_at'));
  return {
    search,
    skills: [...new Set((query.skill ?? []).map((skill) => resolveSkill(skill)?.name ?? skill))],
    tags: query.tag ?? [],
    location: query.location || undefined,
    minYears: query.min_years,
    source: query.source,
    interviewed: query.interviewed === undefined ? undefined : query.interviewed === 'yes',
    activeWithinDays: query.active_within ? activityPeriodDays[query.active_within] : undefined,
    inactiveForDays: query.inactive_for ? activityPeriodDays[query.inactive_for] : undefined,
    sort,
    order: query.order ?? (sort === 'name' ? 'asc' : 'desc'),
  };
}

/**
 * GET /candidates: the organisation's talent pool (docs/product/talent-pool.md), searched, filtered, sorted and a
 * page at a time. A skill filter takes the taxonomy's name for an alias ("postgres" finds PostgreSQL).
 */
export async function getTalentPool(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  query: z.output<typeof talentPoolQuerySchema>,
): Promise<TalentPoolList> {
  const { rows, total, capped } = await listTalentPool(deps.db, staff.organisationId, {
    ...toPoolFilter(query),
    ...pageWindow({ page: query.page, pageSize: query.page_size }),
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      headline: row.headline,
      location: row.location,
      total_years: row.totalYears === null ? null : Math.round(row.totalYears * 10) / 10,
      skills: row.skills,
      tags: row.tags,
      source: row.source,
      review_count: row.reviewCount,
      interviews: row.interviews,
      updated_at: row.updatedAt.toISOString(),
      last_activity_at: row.lastActivityAt.toISOString(),
    })),
    total,
    total_capped: capped,
    page: query.page,
    page_size: query.page_size,
  };
}
