/**
 * The talent pool at scale: 100,000 generated profiles in the demo organisation on PostgreSQL (through the same
 * trigger that keeps every profile's search vector), then the list API timed for the searches and filters people
 * use (docs/product/talent-pool.md) and the pool ranked against three jobs. The same profiles are then timed on the
 * embedded database (PGlite, in this process, without HTTP) for informational figures next to PostgreSQL's.
 */
import { createLocalEngine } from '@talvio/ai/engine';
import { type JobInput, jobInputSchema } from '@talvio/contracts/jobs';
import { talentPoolQuerySchema } from '@talvio/contracts/talent';
import { talentRankingQuerySchema } from '@talvio/contracts/talent-ranking';
import { openDatabase } from '@talvio/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createJob } from '../apps/api/src/modules/jobs/jobs.service.ts';
import { getTalentPool } from '../apps/api/src/modules/talent/talent-pool.service.ts';
import { getTalentRanking } from '../apps/api/src/modules/talent/talent-ranking.service.ts';
import { arrayLiteral, percentile } from './generated-rows.ts';
import type { Figure } from './report.ts';
import type { TalvioServerFixture } from './talvio-server.ts';

const firstNames = [
  'Asha',
  'Ben',
  'Chidi',
  'Dana',
  'Eli',
  'Farah',
  'Grace',
  'Hiro',
  'Ines',
  'Joanna',
  'Kofi',
  'Lena',
  'Marek',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tom',
];
const lastNames = [
  'Rao',
  'Castillo',
  'Umeh',
  'Kowalski',
  'Haddad',
  'Nasser',
  'Lee',
  'Tanaka',
  'Duarte',
  'Nowak',
  'Mensah',
  'Ito',
  'Novak',
  'Ali',
  'Farouk',
  'Raman',
  'Byrne',
  'Silva',
  'Berg',
  'Becker',
];
const titles = [
  'Staff Nurse',
  'Agency Nurse',
  'Backend Engineer',
  'Frontend Engineer',
  'Data Analyst',
  'Account Manager',
  'Site Engineer',
  'Warehouse Supervisor',
  'Head Chef',
  'HR Business Partner',
  'Teacher',
  'Accountant',
];
const skillSets = [
  ['Triage', 'Wound care', 'IV therapy'],
  ['Go', 'PostgreSQL', 'Kubernetes'],
  ['React', 'TypeScript', 'CSS'],
  ['SQL', 'Python', 'Tableau'],
  ['Negotiation', 'CRM', 'Forecasting'],
  ['AutoCAD', 'Site supervision', 'Surveying'],
  ['Inventory management', 'Forklift', 'WMS'],
  ['Food safety', 'Menu planning', 'Costing'],
  ['Recruitment', 'Employee relations', 'Payroll'],
  ['Lesson planning', 'Classroom management', 'Assessment'],
  ['IFRS', 'Excel', 'Audit'],
];
const employers = [
  'Harbour Logistics',
  'St Mary Hospital',
  'Brightline Software',
  'Coastline Civil',
  'Wawel Analytics',
  'Greenway Retail',
  'Monzo Bank',
  'Sky UK',
  'Northgate Freight',
  'City Council',
];
const cities = [
  'London, UK',
  'Leeds, UK',
  'Lisbon, Portugal',
  'Berlin, Germany',
  'Pune, India',
  'Lagos, Nigeria',
  'Toronto, Canada',
  'Sydney, Australia',
];

/** Runs one SQL statement on the database being seeded. */
type Run = (statement: string) => Promise<unknown>;

/** One INSERT … SELECT of profiles `from`–`to`, varied by the row number (deterministic). */
function insertStatement(organisationId: number, from: number, to: number): string {
  const skillArrays = `ARRAY[${skillSets.map((set) => `${arrayLiteral(set)}`).join(',')}]`;
  return `
    INSERT INTO candidates (organisation_id, name, email, headline, location, skills, experience, total_years, tags, source, summary, updated_at, last_activity_at)
    SELECT ${organisationId},
      (${arrayLiteral(firstNames)})[1 + i % ${firstNames.length}] || ' ' || (${arrayLiteral(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}] || ' ' || i,
      'pool' || i || '@bench.talvio.local',
      (${arrayLiteral(titles)})[1 + i % ${titles.length}],
      (${arrayLiteral(cities)})[1 + (i / 7) % ${cities.length}],
      (SELECT array_agg(s) FROM unnest((${skillArrays})[1 + i % ${skillSets.length}:1 + i % ${skillSets.length}]) AS s),
      jsonb_build_array(jsonb_build_object('title', (${arrayLiteral(titles)})[1 + i % ${titles.length}], 'company', (${arrayLiteral(employers)})[1 + (i / 3) % ${employers.length}], 'start', '2019-01', 'end', null, 'description', '')),
      (i % 25)::real,
      CASE WHEN i % 10 = 0 THEN ARRAY['referral'] ELSE ARRAY[]::text[] END,
      'upload',
      'Experienced ' || lower((${arrayLiteral(titles)})[1 + i % ${titles.length}]) || ' who has worked with ' || (${arrayLiteral(employers)})[1 + (i / 3) % ${employers.length}] || '.',
      now() - make_interval(days => i % 400),
      now() - make_interval(days => i % 400)
    FROM generate_series(${from}, ${to}) AS i`;
}

/** Inserts `count` profiles in one statement per 10,000 (so the trigger keeps each one's search vector); seconds. */
async function seedProfiles(run: Run, organisationId: number, count: number): Promise<number> {
  const started = performance.now();
  for (let from = 0; from < count; from += 10_000)
    await run(insertStatement(organisationId, from, Math.min(count, from + 10_000) - 1));
  // As autovacuum leaves a table within a minute of a bulk insert: the full-text index's pending list (thousands of
  // entries after 100,000 inserts) merged, statistics current.
  await run('VACUUM ANALYZE candidates, candidate_search');
  return (performance.now() - started) / 1000;
}

/** The searches and filters timed, as the page sends them. */
const queries = [
  'q=nurse',
  'q=kuber',
  `q=${encodeURIComponent('"staff nurse" -agency')}`,
  `q=${encodeURIComponent('react OR kubernetes')}`,
  'q=joanna%20now',
  'skill=postgres&min_years=5',
  'location=leeds&tag=referral',
  'sort=name&page=40',
  'inactive_for=90d',
  'active_within=30d&q=nurse',
  '',
];

/** Jobs the pool is ranked against (docs/product/find-candidates.md), as staff would write them. */
const rankedJobs: JobInput[] = [
  {
    title: 'Senior Backend Engineer',
    seniority: 'senior',
    required_skills: ['Go', 'PostgreSQL', 'Kubernetes'],
  },
  { title: 'Staff Nurse', seniority: 'mid', required_skills: ['Triage', 'Wound care'] },
  { title: 'Data Analyst', seniority: 'junior', required_skills: ['SQL', 'Python', 'Tableau'] },
];

/** The pool as each database answers it: over HTTP (PostgreSQL) or by calling the services (PGlite). */
interface PoolApi {
  /** The list's total for one of `queries`. */
  list(query: string): Promise<number>;
  /** Creates a job as staff would (POST /api/jobs); its id. */
  createJob(job: JobInput): Promise<number>;
  /** Ranks the pool against a job; how many profiles were scored. */
  rank(jobId: number): Promise<number>;
}

/** Asks for every key in turn for `rounds` rounds after two warm-up rounds (not counted); the timings per key. */
async function timeRounds<K>(keys: K[], rounds: number, ask: (key: K) => Promise<void>) {
  const timings = new Map<K, number[]>(keys.map((key) => [key, []]));
  for (let round = 0; round < rounds + 2; round++) {
    for (const key of keys) {
      const started = performance.now();
      await ask(key);
      if (round >= 2) timings.get(key)!.push(performance.now() - started);
    }
  }
  return timings;
}

/** Times the list for every query, then the ranking of the pool against each of `rankedJobs`: p95 over all. */
async function timePool(api: PoolApi, rounds: number) {
  const totals: Record<string, number> = {};
  const list = await timeRounds(queries, rounds, async (query) => {
    totals[query] = await api.list(query);
  });
  const jobIds: number[] = [];
  for (const job of rankedJobs)
    jobIds.push(
      await api.createJob({ ...job, location: { city: 'London', country_code: 'GB' }, work_mode: 'hybrid' }),
    );
  let considered = 0;
  const ranking = await timeRounds(jobIds, rounds, async (id) => {
    considered = Math.max(considered, await api.rank(id));
  });
  const byQuery = [...list]
    .map(([query, values]) => ({
      query: decodeURIComponent(query) || '(no search)',
      p95: percentile(values, 95),
    }))
    .sort((a, b) => b.p95 - a.p95);
  return {
    listP95: percentile([...list.values()].flat(), 95),
    byQuery,
    totals,
    ranking: { p95: percentile([...ranking.values()].flat(), 95), considered },
  };
}

async function measurePostgres(server: TalvioServerFixture, count: number, rounds: number) {
  const { url, databaseUrl, session } = await server.get();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let seconds: number;
  try {
    const { rows } = await client.query<{ organisation_id: number }>(
      `SELECT organisation_id FROM users WHERE email = 'admin@demo.talvio.local'`,
    );
    const organisationId = rows[0]?.organisation_id;
    if (!organisationId) throw new Error('The demo admin has no organisation.');
    seconds = await seedProfiles((statement) => client.query(statement), organisationId, count);
  } finally {
    await client.end();
  }
  const headers = { authorization: `Bearer ${session.idToken}`, 'content-type': 'application/json' };
  const ask = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const res = await fetch(`${url}${path}`, { headers, ...init });
    const body = (await res.json()) as T;
    if (!res.ok)
      throw new Error(`${init?.method ?? 'GET'} ${path}: HTTP ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const timed = await timePool(
    {
      list: async (query) => (await ask<{ total: number }>(`/api/candidates?${query}`)).total,
      createJob: async (job) =>
        (await ask<{ id: number }>('/api/jobs', { method: 'POST', body: JSON.stringify(job) })).id,
      rank: async (id) => (await ask<{ considered: number }>(`/api/talent/ranking?job_id=${id}`)).considered,
    },
    rounds,
  );
  return { ...timed, seconds };
}

/** The query string's parameters as the API's query-string parser gives them (a repeated one as a list). */
function queryParams(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query);
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length > 1 ? values : values[0]!];
    }),
  );
}

async function measurePglite(count: number, rounds: number) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await handle.migrate();
    const run = (statement: string) => handle.db.execute(sql.raw(statement));
    const first = async (statement: string) =>
      ((await run(statement)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const organisationId = await first(`INSERT INTO organisations (name) VALUES ('Bench') RETURNING id`);
    // Jobs and their activity name the staff member who created them: a real staff profile, not a made-up id.
    await run(`INSERT INTO identity_users (id, name, email) VALUES ('bench', 'Bench', 'bench@example.test')`);
    const userId = await first(
      `INSERT INTO users (identity_id, organisation_id, name, email, is_admin) VALUES ('bench', ${organisationId}, 'Bench', 'bench@example.test', true) RETURNING id`,
    );
    const seconds = await seedProfiles(run, organisationId, count);
    const deps = { db: handle.db, ai: createLocalEngine() };
    const staff = {
      id: userId,
      identityId: 'bench',
      organisationId,
      email: 'bench@example.test',
      isAdmin: true,
    };
    const timed = await timePool(
      {
        list: async (query) =>
          (await getTalentPool(deps, staff, talentPoolQuerySchema.parse(queryParams(query)))).total,
        createJob: async (job) => (await createJob(deps, staff, jobInputSchema.parse(job))).id,
        rank: async (id) =>
          (await getTalentRanking(deps, staff, talentRankingQuerySchema.parse({ job_id: id }))).considered,
      },
      rounds,
    );
    return { ...timed, seconds };
  } finally {
    await handle.close();
  }
}

export async function measurePool(
  server: TalvioServerFixture,
  quick: boolean,
): Promise<{ figures: Figure[]; details: unknown }> {
  const count = quick ? 20_000 : 100_000;
  const rounds = quick ? 5 : 20;
  const profiles = count.toLocaleString('en-GB');
  const postgres = await measurePostgres(server, count, rounds);
  const pglite = await measurePglite(count, rounds);
  const slowest = (byQuery: { query: string; p95: number }[]) =>
    `slowest: ${byQuery[0]?.query} at ${byQuery[0]?.p95.toFixed(1)} ms`;
  const ratio = (value: number, of: number) => `${(value / of).toFixed(1)}× PostgreSQL`;
  return {
    figures: [
      {
        name: `Talent pool list, p95 over ${queries.length} searches and filters (${profiles} profiles, PostgreSQL)`,
        value: postgres.listP95,
        unit: 'ms',
        digits: 1,
        budget: quick ? undefined : { kind: 'max', limit: 30 },
        note: `${slowest(postgres.byQuery)}; seeded in ${postgres.seconds.toFixed(1)} s`,
      },
      {
        name: `Rank the pool against a job, p95 over ${rankedJobs.length} jobs (${profiles} profiles, PostgreSQL)`,
        value: postgres.ranking.p95,
        unit: 'ms',
        digits: 1,
        budget: quick ? undefined : { kind: 'max', limit: 300 },
        note: `${postgres.ranking.considered} closest profiles scored per job`,
      },
      {
        name: `Talent pool list, p95 over ${queries.length} searches and filters (${profiles} profiles, PGlite, no HTTP)`,
        value: pglite.listP95,
        unit: 'ms',
        digits: 1,
        note: `${ratio(pglite.listP95, postgres.listP95)}; ${slowest(pglite.byQuery)}; seeded in ${pglite.seconds.toFixed(1)} s`,
      },
      {
        name: `Rank the pool against a job, p95 over ${rankedJobs.length} jobs (${profiles} profiles, PGlite, no HTTP)`,
        value: pglite.ranking.p95,
        unit: 'ms',
        digits: 1,
        note: `${ratio(pglite.ranking.p95, postgres.ranking.p95)}; ${pglite.ranking.considered} closest profiles scored per job`,
      },
    ],
    details: { count, rounds, postgres, pglite },
  };
}
