import type { Database } from '@talvio/db/client';
import { candidateSearch, candidates, jobCandidates } from '@talvio/db/schema';
import { and, asc, count, desc, eq, gte, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { type PgSelect, unionAll } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../sql-like.ts';
import type { SearchQuery } from './talent-search.ts';

/** The talent pool's list (docs/product/talent-pool.md): one organisation's profiles, searched and filtered. */

export interface TalentPoolFilter {
  search: SearchQuery | null;
  /** Every one of these skills, compared without case. */
  skills: string[];
  tags: string[];
  location: string | undefined;
  minYears: number | undefined;
  source: 'upload' | 'invitation' | 'public_link' | 'manual' | undefined;
  interviewed: boolean | undefined;
  /** Last activity within so many days, or none for at least so many (through the index of migration 0015). */
  activeWithinDays: number | undefined;
  inactiveForDays: number | undefined;
  sort: 'relevance' | 'updated_at' | 'name' | 'total_years';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The search as a tsquery: words all present, the last one also as the start of a word; or the web syntax. */
function tsQuery(search: SearchQuery): SQL {
  if (search.kind === 'websearch') return sql`websearch_to_tsquery('simple', ${search.text})`;
  const last = sql`to_tsquery('simple', ${search.prefix})`;
  return search.words ? sql`(plainto_tsquery('simple', ${search.words}) && ${last})` : last;
}

/**
 * The listed profile's id, qualified: inside a subquery over job_candidates an unqualified "id" would be the
 * subquery's own.
 */
const profileId = sql.raw('"candidates"."id"');
const interviewsOf = sql<number>`(select count(*) from ${jobCandidates} where ${jobCandidates.candidateId} = ${profileId})`;

/** Matching profiles are counted up to this many. */
export const countCap = 10_000;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A name matches anywhere in it too ("ann" finds "Joanna"), through its trigram index. */
const nameContains = (search: SearchQuery) =>
  sql`lower(${candidates.name}) like ${`%${escapeLike(search.raw.toLowerCase())}%`}`;

/** The search and filters as one condition, and the search's tsquery (for ranking). */
function poolWhere(organisationId: number, filter: Omit<TalentPoolFilter, 'limit' | 'offset'>) {
  // Erased profiles are placeholders, never listed or found (docs/product/candidate-privacy.md).
  const conditions: SQL[] = [eq(candidates.organisationId, organisationId), isNull(candidates.erasedAt)];
  const query = filter.search ? tsQuery(filter.search) : null;
  if (query && filter.search) {
    const byName = nameContains(filter.search);
    conditions.push(
      filter.search.kind === 'websearch'
        ? sql`${candidates.search} @@ ${query}`
        : or(sql`${candidates.search} @@ ${query}`, byName)!,
    );
  }
  // Compared in lower case through the index on talvio_lower_array(skills) (migration 0011).
  if (filter.skills.length > 0)
    conditions.push(
      sql`talvio_lower_array(${candidates.skills}) @> ${textArray(filter.skills.map((skill) => skill.toLowerCase()))}`,
    );
  if (filter.tags.length > 0) conditions.push(sql`${candidates.tags} @> ${textArray(filter.tags)}`);
  if (filter.location)
    conditions.push(
      sql`lower(${candidates.location}) like ${`%${escapeLike(filter.location.toLowerCase())}%`}`,
    );
  if (filter.minYears !== undefined) conditions.push(gte(candidates.totalYears, filter.minYears));
  if (filter.source) conditions.push(eq(candidates.source, filter.source));
  if (filter.interviewed !== undefined)
    conditions.push(
      sql`${filter.interviewed ? sql`` : sql`not `}exists (select 1 from ${jobCandidates} where ${jobCandidates.candidateId} = ${profileId})`,
    );
  if (filter.activeWithinDays !== undefined)
    conditions.push(
      sql`${candidates.lastActivityAt} >= now() - make_interval(days => ${filter.activeWithinDays})`,
    );
  if (filter.inactiveForDays !== undefined) {
    const since = sql`now() - make_interval(days => ${filter.inactiveForDays})`;
    conditions.push(sql`${candidates.lastActivityAt} < ${since}`);
    // Implied, as last activity is never before the last change (the database keeps it so on every write): lets
    // the newest-first list start at that date instead of reading past every recently changed profile.
    conditions.push(sql`${candidates.updatedAt} < ${since}`);
  }
  return { where: and(...conditions), query };
}

function poolOrder(filter: Pick<TalentPoolFilter, 'sort' | 'order'>, query: SQL | null) {
  const direction = filter.order === 'asc' ? asc : desc;
  const order =
    filter.sort === 'relevance' && query
      ? [desc(sql`ts_rank(${candidates.search}, ${query})`), desc(candidates.updatedAt)]
      : filter.sort === 'name'
        ? [direction(sql`lower(${candidates.name})`)]
        : filter.sort === 'total_years'
          ? [direction(sql`coalesce(${candidates.totalYears}, -1)`)]
          : [direction(candidates.updatedAt)];
  return [...order, desc(candidates.id)];
}

/** The columns of a listed profile. */
const listed = {
  id: candidates.id,
  name: candidates.name,
  email: candidates.email,
  headline: candidates.headline,
  location: candidates.location,
  totalYears: candidates.totalYears,
  skills: candidates.skills,
  tags: candidates.tags,
  source: candidates.source,
  reviewCount: sql<number>`jsonb_array_length(${candidates.review})`.mapWith(Number),
  interviews: interviewsOf.mapWith(Number),
  updatedAt: candidates.updatedAt,
  lastActivityAt: candidates.lastActivityAt,
};

/**
 * How many rows `matching` selects, counted up to the cap: past it the list says "more than", rather than read every
 * matching row.
 */
async function countUpToCap(db: Database, matching: PgSelect): Promise<number> {
  const [row] = await db.select({ total: count() }).from(matching.limit(countCap + 1).as('matching'));
  return row?.total ?? 0;
}

const counted = (total: number) => ({ total: Math.min(total, countCap), capped: total > countCap });

/**
 * A search and nothing else, best matches first: what the search vectors' own table answers alone. Every field of
 * the filter besides the search, the order and the page counts as a filter, so one added later is never ignored.
 */
function searchAlone(filter: TalentPoolFilter): SearchQuery | null {
  const { search, sort, order: _order, limit: _limit, offset: _offset, ...filters } = filter;
  const unset = (value: unknown) =>
    value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  return sort === 'relevance' && Object.values(filters).every(unset) ? search : null;
}

/**
 * The profiles a search finds, with their rank: from the narrow table of search vectors (docs/decisions/0024-search-
 * vectors-apart.md), plus the names that contain the words without the vectors matching them.
 */
function searchHits(db: Database, organisationId: number, search: SearchQuery, query: SQL) {
  const byVector = db
    .select({
      id: candidateSearch.candidateId,
      rank: sql<number>`ts_rank(${candidateSearch.search}, ${query})`.as('rank'),
      updatedAt: candidateSearch.updatedAt,
    })
    .from(candidateSearch)
    .where(
      and(eq(candidateSearch.organisationId, organisationId), sql`${candidateSearch.search} @@ ${query}`),
    );
  if (search.kind === 'websearch') return byVector.as('hits');
  const byName = db
    .select({ id: candidates.id, rank: sql<number>`0::real`.as('rank'), updatedAt: candidates.updatedAt })
    .from(candidates)
    .where(
      and(
        eq(candidates.organisationId, organisationId),
        isNull(candidates.erasedAt),
        nameContains(search),
        not(sql`${candidates.search} @@ ${query}`),
      ),
    );
  return unionAll(byVector, byName).as('hits');
}

async function listSearchAlone(
  db: Database,
  organisationId: number,
  search: SearchQuery,
  filter: TalentPoolFilter,
) {
  const hits = searchHits(db, organisationId, search, tsQuery(search));
  const [page, totals] = await Promise.all([
    db
      .select({ id: hits.id })
      .from(hits)
      .orderBy(desc(hits.rank), desc(hits.updatedAt), desc(hits.id))
      .limit(filter.limit)
      .offset(filter.offset),
    countUpToCap(db, db.select({ one: sql`1` }).from(hits).$dynamic()),
  ]);
  const ids = page.map((hit) => hit.id);
  // Read again with the organisation and erasure checked: a profile erased since the page was ranked is left out.
  const found =
    ids.length > 0
      ? await db
          .select(listed)
          .from(candidates)
          .where(
            and(
              inArray(candidates.id, ids),
              eq(candidates.organisationId, organisationId),
              isNull(candidates.erasedAt),
            ),
          )
      : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, ...counted(totals) };
}

export async function listTalentPool(db: Database, organisationId: number, filter: TalentPoolFilter) {
  const alone = searchAlone(filter);
  if (alone) return listSearchAlone(db, organisationId, alone, filter);
  const { where, query } = poolWhere(organisationId, filter);
  const [rows, totals] = await Promise.all([
    db
      .select(listed)
      .from(candidates)
      .where(where)
      .orderBy(...poolOrder(filter, query))
      .limit(filter.limit)
      .offset(filter.offset),
    countUpToCap(db, db.select({ one: sql`1` }).from(candidates).where(where).$dynamic()),
  ]);
  return { rows, ...counted(totals) };
}

/** The ids of the profiles matching the search and filters, in the list's order; at most `limit`. */
export async function matchingIds(
  db: Database,
  organisationId: number,
  filter: Omit<TalentPoolFilter, 'limit' | 'offset'>,
  limit: number,
): Promise<number[]> {
  const { where, query } = poolWhere(organisationId, filter);
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(where)
    .orderBy(...poolOrder(filter, query))
    .limit(limit);
  return rows.map((row) => row.id);
}
