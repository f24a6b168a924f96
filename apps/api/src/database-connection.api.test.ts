import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, type DbHandle, isDatabaseUnavailable, openDatabase } from '@talvio/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { freePort } from './testing/test-app.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs a test on a pool of one server connection, with the connection errors the pool reported; closes it after. */
async function withOneConnection(test: (handle: DbHandle, lost: Error[]) => Promise<void>): Promise<void> {
  const lost: Error[] = [];
  const handle = await openDatabase({
    databaseUrl: serverUrl,
    dataDir: '',
    poolSize: 1,
    onConnectionError: (error) => lost.push(error),
  });
  try {
    await test(handle, lost);
  } finally {
    await handle.close();
  }
}

/** Terminates the server connection behind `db` from another connection, as an administrator or a restart would. */
async function terminateConnection(db: Database): Promise<void> {
  const { rows } = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[];
  };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
  await admin.end();
}

async function expectAnswers(db: Database): Promise<void> {
  const again = (await db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
  expect(again.rows[0]!.one).toBe(1);
}

describe('planner costs on PostgreSQL', () => {
  it('every connection costs an index read for SSDs and memory (random_page_cost 1.1)', async () => {
    await withOneConnection(async (handle) => {
      const result = await handle.db.execute(sql`show random_page_cost`);
      expect(JSON.stringify(result)).toContain('"random_page_cost":"1.1"');
    });
  });
});

describe('database connections', () => {
  // PostgreSQL only: the embedded PGlite database has no server connections that could be terminated.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'a pooled connection terminated by the server is reported and replaced, not a process crash',
    () =>
      withOneConnection(async (handle, lost) => {
        await terminateConnection(handle.db);
        await expect.poll(() => lost.length).toBe(1);
        expect(lost[0]!.message).toMatch(/terminat/i);
        await expectAnswers(handle.db);
      }),
  );
});

/** A TCP relay to PostgreSQL that a test can cut and restore, as if the server restarted. */
async function relayTo(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const port = await freePort();
  const open = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = createServer((client) => {
        const upstream = connect(target);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await open();
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: open,
  };
}

describe('database connections', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'a transaction whose connection is terminated between two queries fails (and is reported), not a process crash',
    () =>
      withOneConnection(async (handle, lost) => {
        const outcome = await handle.db
          .transaction(async (tx) => {
            await terminateConnection(tx);
            // Between two queries: the connection's error arrives while nothing is waiting on it.
            await expect.poll(() => lost.length).toBe(1);
            await tx.execute(sql`select 1`);
          })
          .then(
            () => 'committed',
            () => 'failed',
          );
        expect(outcome).toBe('failed');
        await expectAnswers(handle.db);
      }),
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'a transaction that cannot get a connection fails as "database unavailable" (a 503), not as a bare socket error',
    async () => {
      const closed = new URL(serverUrl);
      closed.port = String(await freePort());
      const handle = await openDatabase({ databaseUrl: closed.toString(), dataDir: '', poolSize: 1 });
      try {
        const failure = await handle.db
          .transaction(async () => undefined)
          .then(
            () => null,
            (err: unknown) => err,
          );
        expect(failure).not.toBeNull();
        expect(isDatabaseUnavailable(failure)).toBe(true);
      } finally {
        await handle.close();
      }
    },
  );
});

describe('database outage', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'database outage: while PostgreSQL is unreachable requests fail within seconds with 503, and the API recovers by itself',
    async () => {
      const target = new URL(serverUrl);
      const relay = await relayTo({ host: target.hostname, port: Number(target.port || 5432) });
      const name = `talvio_outage_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const viaRelay = new URL(serverUrl);
      viaRelay.port = String(relay.port);
      viaRelay.pathname = `/${name}`;
      const database = await openDatabase({
        databaseUrl: viaRelay.toString(),
        dataDir: '',
        poolSize: 3,
        onConnectionError: () => undefined,
      });
      await database.migrate();
      const dataDir = await mkdtemp(join(tmpdir(), 'talvio-outage-'));
      const port = await freePort();
      const config = loadConfig(
        { NODE_ENV: 'test', PORT: String(port), LOG_LEVEL: 'silent', AUTH_SECRET: 'o'.repeat(40) },
        { dataDir, publicUrl: `http://127.0.0.1:${port}` },
      );
      const app = await buildApp(config, { database, identityRateLimit: false });
      await app.listen({ port, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${port}/api/public/jobs/987654`;
      try {
        expect((await fetch(url)).status).toBe(404);

        await relay.cut();
        const began = Date.now();
        const down = await fetch(url);
        expect(Date.now() - began).toBeLessThan(5_000);
        expect(down.status).toBe(503);
        expect(down.headers.get('content-type')).toMatch(/application\/problem\+json/);
        expect(((await down.json()) as { code: string }).code).toBe('database_unavailable');
        // Sign-in (the identity provider, not a 500 of its own) answers the same way.
        const signIn = await fetch(`http://127.0.0.1:${port}/api/identity/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'someone@example.test', password: 'Whatever-123' }),
        });
        expect(signIn.status).toBe(503);
        expect(((await signIn.json()) as { code: string }).code).toBe('database_unavailable');

        await relay.restore();
        const back = Date.now();
        await expect.poll(async () => (await fetch(url)).status, { timeout: 5_000 }).toBe(404);
        expect(Date.now() - back).toBeLessThan(5_000);
      } finally {
        await relay.restore();
        await app.close();
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
