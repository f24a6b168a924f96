/**
 * Duplicate suggestions at scale (docs/product/candidate-duplicates.md): 100,000 generated profiles in the demo
 * organisation on PostgreSQL — common names repeated as in a real pool, phones, LinkedIn links and work histories,
 * with planted duplicates — then `GET /api/candidates/{id}/duplicates` timed for random profiles. The profiles are
 * removed afterwards, so the sections after this one see the database as before. The same suggestions are then
 * timed on the embedded database (PGlite, in this process, without HTTP) for an informational figure.
 */
import { openDatabase } from '@talvio/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { getDuplicateSuggestions } from '../apps/api/src/modules/talent/candidate-duplicates.service.ts';
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
  'Uma',
  'Victor',
  'Wanjiru',
  'Xavier',
  'Yusuf',
  'Zofia',
  'Ahmed',
  'Bianca',
  'Carlos',
  'Deepa',
  'Emma',
  'Felix',
  'Gabriela',
  'Hannah',
  'Ivan',
  'Julia',
  'Karim',
  'Laura',
  'Mohammed',
  'Nina',
  'Oliver',
  'Paula',
  'Ravi',
  'Sara',
  'Thomas',
  'Ursula',
  'Vera',
  'William',
  'Yara',
  'Zainab',
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
  'Smith',
  'Jones',
  'Garcia',
  'Müller',
  'Kim',
  'Nguyen',
  'Patel',
  'Khan',
  'Okafor',
  'Rossi',
  'Dubois',
  'Jansen',
  'Larsen',
  'Popescu',
  'Horvath',
  'Petrov',
  'Yilmaz',
  'Cohen',
  'Murphy',
  'Walsh',
  'Schmidt',
  'Fischer',
  'Weber',
  'Moreau',
  'Ferrari',
  'Santos',
  'Costa',
  'Pereira',
  'Andersen',
  'Nielsen',
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
  'Aurora Health',
  'Bluefin Media',
  'Cedar Schools',
  'Delta Foods',
  'Evergreen Energy',
  'Falcon Airways',
  'Granite Insurance',
  'Helix Pharma',
  'Ironbridge Construction',
  'Juniper Telecom',
  'Keystone Legal',
  'Lumen Labs',
  'Meridian Hotels',
  'Nimbus Cloud',
  'Orbit Games',
  'Pinnacle Consulting',
  'Quartz Security',
  'Riverside Care',
  'Summit Outdoor',
  'Tidal Water',
];
const titles = [
  'Staff Nurse',
  'Backend Engineer',
  'Data Analyst',
  'Account Manager',
  'Site Engineer',
  'Teacher',
];

/** Marks the generated profiles, so they can be removed afterwards. */
const emailDomain = 'dups.bench.talvio.local';

/**
 * One INSERT … SELECT of profiles `from`–`to` (deterministic by the row number): a name of 50 × 50 (so ~40
 * profiles share each name at 100,000), a unique phone, a LinkedIn link on every third, two jobs. Every 50th
 * profile repeats the previous one's phone and every 50th (offset 2) the LinkedIn link of the one two before.
 */
function insertStatement(organisationId: number, from: number, to: number): string {
  const first = `(${arrayLiteral(firstNames)})[1 + i % ${firstNames.length}]`;
  const last = `(${arrayLiteral(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}]`;
  const employer = (offset: number) =>
    `(${arrayLiteral(employers)})[1 + ((i / 7) + ${offset}) % ${employers.length}]`;
  const phoneOf = (n: string) => `'+447' || lpad((${n})::text, 9, '0')`;
  const linkOf = (n: string) => `'https://www.linkedin.com/in/member-' || (${n})`;
  return `
    INSERT INTO candidates (organisation_id, name, email, phone, links, headline, experience, total_years, source)
    SELECT ${organisationId},
      ${first} || ' ' || ${last},
      'dup' || i || '@${emailDomain}',
      CASE WHEN i % 50 = 1 THEN ${phoneOf('i - 1')} ELSE ${phoneOf('i')} END,
      CASE WHEN i % 50 = 2 THEN jsonb_build_array(${linkOf('i - 2')})
           WHEN i % 3 = 0 THEN jsonb_build_array(${linkOf('i')})
           ELSE '[]'::jsonb END,
      (${arrayLiteral(titles)})[1 + i % ${titles.length}],
      jsonb_build_array(
        jsonb_build_object('title', (${arrayLiteral(titles)})[1 + i % ${titles.length}], 'company', ${employer(0)}, 'start', '2020-01', 'end', null, 'description', ''),
        jsonb_build_object('title', 'Assistant', 'company', ${employer(11)}, 'start', '2015-01', 'end', '2019-12', 'description', '')),
      (i % 25)::real,
      'upload'
    FROM generate_series(${from}, ${to}) AS i`;
}

/** Batches of 10,000 rows, so the trigger keeps each profile's search vector as in use. */
async function seed(run: (statement: string) => Promise<unknown>, organisationId: number, count: number) {
  const started = performance.now();
  for (let from = 0; from < count; from += 10_000)
    await run(insertStatement(organisationId, from, Math.min(count, from + 10_000) - 1));
  // As autovacuum leaves a table soon after a bulk insert: the GIN indexes' pending lists merged in.
  await run('VACUUM ANALYZE candidates');
  return (performance.now() - started) / 1000;
}

/** A deterministic sequence of row numbers (so two runs ask for the same profiles). */
function sampleRows(count: number, size: number): number[] {
  let state = 20_240_601;
  return Array.from({ length: size }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % count;
  });
}

interface Timing {
  p50: number;
  p95: number;
  meanFound: number;
}

/** Times `ask` for each sampled profile after `warmup` untimed asks. */
async function timeSuggestions(
  ids: number[],
  warmup: number,
  ask: (id: number) => Promise<number>,
): Promise<Timing> {
  const timings: number[] = [];
  let found = 0;
  for (const [index, id] of ids.entries()) {
    const started = performance.now();
    const count = await ask(id);
    if (index >= warmup) {
      timings.push(performance.now() - started);
      found += count;
    }
  }
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    meanFound: found / timings.length,
  };
}

async function measurePostgres(server: TalvioServerFixture, count: number, asks: number) {
  const { url, databaseUrl, session } = await server.get();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ organisation_id: number }>(
      `SELECT organisation_id FROM users WHERE email = 'admin@demo.talvio.local'`,
    );
    const organisationId = rows[0]?.organisation_id;
    if (!organisationId) throw new Error('The demo admin has no organisation.');
    const seconds = await seed((statement) => client.query(statement), organisationId, count);
    try {
      const { rows: first } = await client.query<{ id: number }>(
        `SELECT min(id)::int AS id FROM candidates WHERE email LIKE '%@${emailDomain}'`,
      );
      const firstId = first[0]!.id;
      const timing = await timeSuggestions(
        sampleRows(count, asks + 20).map((row) => firstId + row),
        20,
        async (id) => {
          const res = await fetch(`${url}/api/candidates/${id}/duplicates`, {
            headers: { authorization: `Bearer ${session.idToken}` },
          });
          const body = (await res.json()) as { items?: unknown[] };
          if (!res.ok) throw new Error(`GET /api/candidates/${id}/duplicates: HTTP ${res.status}`);
          return body.items?.length ?? 0;
        },
      );
      return { ...timing, seconds };
    } finally {
      await client.query(`DELETE FROM candidates WHERE email LIKE '%@${emailDomain}'`);
      await client.query('ANALYZE candidates');
    }
  } finally {
    await client.end();
  }
}

async function measurePglite(count: number, asks: number) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await handle.migrate();
    const run = (statement: string) => handle.db.execute(sql.raw(statement));
    const inserted = (await run(
      `INSERT INTO organisations (name) VALUES ('Bench') RETURNING id`,
    )) as unknown as {
      rows: { id: number }[];
    };
    const organisationId = inserted.rows[0]!.id;
    const seconds = await seed(run, organisationId, count);
    const staff = { id: 0, identityId: 'bench', organisationId, email: 'bench@example.test', isAdmin: true };
    const timing = await timeSuggestions(
      sampleRows(count, asks + 20).map((row) => 1 + row),
      20,
      async (id) => (await getDuplicateSuggestions({ db: handle.db }, staff, id)).items.length,
    );
    return { ...timing, seconds };
  } finally {
    await handle.close();
  }
}

export async function measureDuplicates(
  server: TalvioServerFixture,
  quick: boolean,
): Promise<{ figures: Figure[]; details: unknown }> {
  const count = quick ? 20_000 : 100_000;
  const asks = quick ? 50 : 200;
  const profiles = count.toLocaleString('en-GB');
  const postgres = await measurePostgres(server, count, asks);
  const pglite = await measurePglite(count, asks);
  return {
    figures: [
      {
        name: `Duplicate suggestions, p95 of ${asks} profiles (${profiles}, PostgreSQL)`,
        value: postgres.p95,
        unit: 'ms',
        digits: 1,
        budget: quick ? undefined : { kind: 'max', limit: 50 },
        note: `p50 ${postgres.p50.toFixed(1)} ms; ${postgres.meanFound.toFixed(2)} suggestions a profile; seeded in ${postgres.seconds.toFixed(1)} s`,
      },
      {
        name: `Duplicate suggestions, p95 of ${asks} profiles (${profiles}, PGlite, no HTTP)`,
        value: pglite.p95,
        unit: 'ms',
        digits: 1,
        note: `p50 ${pglite.p50.toFixed(1)} ms; seeded in ${pglite.seconds.toFixed(1)} s`,
      },
    ],
    details: { count, asks, postgres, pglite },
  };
}
