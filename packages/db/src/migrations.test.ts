import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

async function apply(db: PGlite, tag: string): Promise<void> {
  const sql = readFileSync(join(folder, `${tag}.sql`), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

describe('migration 0002: organisations.credits moves into the credit ledger (job credits)', () => {
  let db: PGlite;
  const tags = journal.entries.map((e) => e.tag);
  const ledgerTag = tags.find((tag) => tag.startsWith('0002_'));

  beforeAll(async () => {
    db = await PGlite.create('memory://');
    for (const tag of tags.slice(0, tags.indexOf(ledgerTag ?? ''))) await apply(db, tag);
    // Balances as the app left them before the ledger: a sign-up (1), the demo (5), a spent-out one (0).
    await db.exec(`
      INSERT INTO organisations (name, credits) VALUES ('Signed up', 1), ('Demo', 5), ('Spent', 0);
    `);
    await apply(db, ledgerTag ?? '');
  });
  afterAll(async () => db?.close());

  it('writes one ledger row per organisation with a balance, so each ledger sum equals the old balance', async () => {
    const { rows } = await db.query<{ name: string; reason: string; delta: number }>(
      `SELECT o.name, l.reason, l.delta FROM credit_ledger l JOIN organisations o ON o.id = l.organisation_id
       ORDER BY o.id`,
    );
    expect(rows).toEqual([
      { name: 'Signed up', reason: 'welcome', delta: 1 },
      { name: 'Demo', reason: 'adjustment', delta: 5 },
    ]);
  });

  it('drops organisations.credits, so nothing can read the old balance any more', async () => {
    const { rows } = await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'organisations' AND column_name = 'credits'`,
    );
    expect(rows).toEqual([]);
  });

  it('a job can spend its publish credit only once (unique index), and a zero delta is refused', async () => {
    const org = (await db.query<{ id: number }>(`SELECT id FROM organisations WHERE name = 'Demo'`)).rows[0]!
      .id;
    await db.exec(`INSERT INTO jobs (organisation_id, title, work_mode, employment_type, seniority, interview)
      VALUES (${org}, 'Job', 'onsite', 'full_time', 'mid', '{}'::jsonb)`);
    const job = (await db.query<{ id: number }>('SELECT id FROM jobs')).rows[0]!.id;
    const spend = `INSERT INTO credit_ledger (organisation_id, delta, reason, job_id) VALUES (${org}, -1, 'job_publish', ${job})`;
    await db.exec(spend);
    await expect(db.exec(spend)).rejects.toThrow(/credit_ledger_job_publish_once/);
    await expect(
      db.exec(`INSERT INTO credit_ledger (organisation_id, delta, reason) VALUES (${org}, 0, 'adjustment')`),
    ).rejects.toThrow(/credit_ledger_delta_check/);
  });
});
