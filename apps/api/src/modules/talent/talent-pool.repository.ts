import type { Database } from '@talvio/db/client';
import { candidates, jobCandidates } from '@talvio/db/schema';
import { and, asc, count, desc, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
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

/** The search and filters as one condition, and the search's tsquery (for ranking). */
function poolWhere(organisationId: number, filter: Omit<TalentPoolFilter, 'limit' | 'offset'>) {
  // Erased profiles are placeholders, never listed or found (docs/product/candidate-privacy.md).
  const conditions: SQL[] = [eq(candidates.organisationId, organisationId), isNull(candidates.erasedAt)];
  const query = filter.search ? tsQuery(filter.search) : null;
  if (query && filter.search) {
    // A name matches anywhere in it too ("ann" finds "Joanna"), through its trigram index.
    const byName = sql`lower(${candidates.name}) like ${`%${escapeLike(filter.search.raw.toLowerCase())}%`}`;
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

export async function listTalentPool(db: Database, organisationId: number, filter: TalentPoolFilter) {
  const { where, query } = poolWhere(organisationId, filter);
  const [rows, totals] = await Promise.all([
    db
      .select({
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
      })
      .from(candidates)
      .where(where)
      .orderBy(...poolOrder(filter, query))
      .limit(filter.limit)
      .offset(filter.offset),
    // Counted up to a cap: past it the list says "more than", rather than read every matching row.
    db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(candidates)
        .where(where)
        .limit(countCap + 1)
        .as('matching'),
    ),
  ]);
  const total = totals[0]?.total ?? 0;
  return { rows, total: Math.min(total, countCap), capped: total > countCap };
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
