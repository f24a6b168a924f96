import { resolveSkill } from '@talvio/ai/taxonomy';
import type { TalentPoolList, talentPoolQuerySchema } from '@talvio/contracts/talent';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { pageWindow } from '../../pagination.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { listTalentPool } from './talent-pool.repository.ts';
import { toSearchQuery } from './talent-search.ts';

/**
 * GET /candidates: the organisation's talent pool (docs/product/talent-pool.md), searched, filtered, sorted and a
 * page at a time. A skill filter takes the taxonomy's name for an alias ("postgres" finds PostgreSQL).
 */
export async function getTalentPool(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  query: z.output<typeof talentPoolQuerySchema>,
): Promise<TalentPoolList> {
  const search = toSearchQuery(query.q);
  const sort =
    query.sort === 'relevance' && !search
      ? 'updated_at'
      : (query.sort ?? (search ? 'relevance' : 'updated_at'));
  const order = query.order ?? (sort === 'name' ? 'asc' : 'desc');
  const { rows, total, capped } = await listTalentPool(deps.db, staff.organisationId, {
    search,
    skills: [...new Set((query.skill ?? []).map((skill) => resolveSkill(skill)?.name ?? skill))],
    tags: query.tag ?? [],
    location: query.location || undefined,
    minYears: query.min_years,
    source: query.source,
    interviewed: query.interviewed === undefined ? undefined : query.interviewed === 'yes',
    sort,
    order,
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
    })),
    total,
    total_capped: capped,
    page: query.page,
    page_size: query.page_size,
  };
}
