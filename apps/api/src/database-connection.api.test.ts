import { openDatabase } from '@talvio/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('database connections', () => {
  // PostgreSQL only: the embedded PGlite database has no server connections that could be terminated.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'a pooled connection terminated by the server is reported and replaced, not a process crash',
    async () => {
      const lost: Error[] = [];
      const handle = await openDatabase({
        databaseUrl: serverUrl,
        dataDir: '',
        poolSize: 1,
        onConnectionError: (error) => lost.push(error),
      });
      try {
        const { rows } = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await admin.end();
        await expect.poll(() => lost.length).toBe(1);
        expect(lost[0]!.message).toMatch(/terminat/i);
        const again = (await handle.db.execute(sql`select 1 as one`)) as unknown as {
          rows: { one: number }[];
        };
        expect(again.rows[0]!.one).toBe(1);
      } finally {
        await handle.close();
      }
    },
  );
});
