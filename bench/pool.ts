/**
 * The talent pool at scale: 100,000 generated profiles in the demo organisation on PostgreSQL (through the same
 * trigger that keeps every profile's search vector), then the list API timed for the searches and filters people
 * use (docs/product/talent-pool.md).
 */
import pg from 'pg';
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

/** Inserts `count` profiles in one statement per 10,000, varied by the row number (deterministic). */
async function seedProfiles(
  databaseUrl: string,
  count: number,
): Promise<{ seconds: number; organisationId: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ organisation_id: number }>(
      `SELECT organisation_id FROM users WHERE email = 'admin@demo.talvio.local'`,
    );
    const organisationId = rows[0]?.organisation_id;
    if (!organisationId) throw new Error('The demo admin has no organisation.');
    const started = performance.now();
    const skillArrays = `ARRAY[${skillSets.map((set) => `${arrayLiteral(set)}`).join(',')}]`;
    for (let from = 0; from < count; from += 10_000) {
      const to = Math.min(count, from + 10_000) - 1;
      await client.query(`
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
        FROM generate_series(${from}, ${to}) AS i`);
    }
    // As autovacuum leaves a table within a minute of a bulk insert: the full-text index's pending list (thousands of
    // entries after 100,000 inserts) merged, statistics current.
    await client.query('VACUUM ANALYZE candidates');
    return { seconds: (performance.now() - started) / 1000, organisationId };
  } finally {
    await client.end();
  }
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
const rankedJobs = [
  {
    title: 'Senior Backend Engineer',
    seniority: 'senior',
    required_skills: ['Go', 'PostgreSQL', 'Kubernetes'],
  },
  { title: 'Staff Nurse', seniority: 'mid', required_skills: ['Triage', 'Wound care'] },
  { title: 'Data Analyst', seniority: 'junior', required_skills: ['SQL', 'Python', 'Tableau'] },
];

/** Times the ranking of the pool against each job: p95 over `rounds` (after two warm-up rounds). */
async function measureRanking(url: string, idToken: string, rounds: number) {
  const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  const jobIds: number[] = [];
  for (const job of rankedJobs) {
    const res = await fetch(`${url}/api/jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...job, location: { city: 'London', country_code: 'GB' }, work_mode: 'hybrid' }),
    });
    if (res.status !== 201) throw new Error(`POST /api/jobs: HTTP ${res.status} ${await res.text()}`);
    jobIds.push(((await res.json()) as { id: number }).id);
  }
  const timings: number[] = [];
  let considered = 0;
  for (let round = 0; round < rounds + 2; round++) {
    for (const id of jobIds) {
      const started = performance.now();
      const res = await fetch(`${url}/api/talent/ranking?job_id=${id}`, { headers });
      const body = (await res.json()) as { considered?: number };
      if (!res.ok) throw new Error(`GET /api/talent/ranking: HTTP ${res.status} ${JSON.stringify(body)}`);
      if (round >= 2) timings.push(performance.now() - started);
      considered = Math.max(considered, body.considered ?? 0);
    }
  }
  return { p95: percentile(timings, 95), considered };
}

export async function measurePool(
  server: TalvioServerFixture,
  quick: boolean,
): Promise<{ figures: Figure[]; details: unknown }> {
  const { url, databaseUrl, session } = await server.get();
  const count = quick ? 20_000 : 100_000;
  const seeded = await seedProfiles(databaseUrl, count);
  const rounds = quick ? 5 : 20;
  const timings: Record<string, number[]> = {};
  const totals: Record<string, number> = {};
  for (let round = 0; round < rounds + 2; round++) {
    for (const query of queries) {
      const started = performance.now();
      const res = await fetch(`${url}/api/candidates?${query}`, {
        headers: { authorization: `Bearer ${session.idToken}` },
      });
      const body = (await res.json()) as { total?: number };
      if (!res.ok)
        throw new Error(`GET /api/candidates?${query}: HTTP ${res.status} ${JSON.stringify(body)}`);
      // The first two rounds warm the caches and are not counted.
      if (round >= 2) {
        timings[query] ??= [];
        timings[query].push(performance.now() - started);
      }
      totals[query] = body.total ?? 0;
    }
  }
  const ranking = await measureRanking(url, session.idToken, rounds);
  const all = Object.values(timings).flat();
  const slowest = Object.entries(timings)
    .map(([query, values]) => ({
      query: decodeURIComponent(query) || '(no search)',
      p95: percentile(values, 95),
    }))
    .sort((a, b) => b.p95 - a.p95);
  return {
    figures: [
      {
        name: `Talent pool list, p95 over ${queries.length} searches and filters (${count.toLocaleString('en-GB')} profiles, PostgreSQL)`,
        value: percentile(all, 95),
        unit: 'ms',
        digits: 1,
        budget: quick ? undefined : { kind: 'max', limit: 30 },
        note: `slowest: ${slowest[0]?.query} at ${slowest[0]?.p95.toFixed(1)} ms; seeded in ${seeded.seconds.toFixed(1)} s`,
      },
      {
        name: `Rank the pool against a job, p95 over ${rankedJobs.length} jobs (${count.toLocaleString('en-GB')} profiles, PostgreSQL)`,
        value: ranking.p95,
        unit: 'ms',
        digits: 1,
        budget: quick ? undefined : { kind: 'max', limit: 300 },
        note: `${ranking.considered} closest profiles scored per job`,
      },
    ],
    details: { count, seededSeconds: seeded.seconds, totals, p95ByQuery: slowest, ranking },
  };
}
