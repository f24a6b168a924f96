import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, openDatabase } from '@talvio/db/client';
import pg from 'pg';

/** TEST_DB=postgres runs the API tests on the PostgreSQL service, otherwise on in-memory PGlite. */
export const testDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Where the migrated database every test file starts from is (vitest's global setup makes it once per run,
 * `prepareMigratedDatabase`): an embedded database's snapshot file, or a PostgreSQL template database. Empty when
 * there is none (a test file run on its own outside the API project), and each file then migrates its own.
 */
export interface MigratedDatabase {
  pgliteSnapshot: string;
  postgresTemplate: string;
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates one database for the whole run: creating an embedded database and applying the migrations took about
 * 8 s of every test file's start on a 2-core machine; loading a migrated one takes about 2 s.
 */
export async function prepareMigratedDatabase(): Promise<{
  migrated: MigratedDatabase;
  dispose(): Promise<void>;
}> {
  if (testDriver === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    const snapshot = await handle.snapshot!();
    await handle.close();
    const dir = await mkdtemp(join(tmpdir(), 'talvio-test-db-'));
    const file = join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
    return {
      migrated: { pgliteSnapshot: file, postgresTemplate: '' },
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `talvio_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), dataDir: '', poolSize: 1 });
  await handle.migrate();
  await handle.close();
  return {
    migrated: { pgliteSnapshot: '', postgresTemplate: name },
    dispose: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A fresh database per test file: an in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function openTestDatabase(
  migrated: MigratedDatabase | undefined,
): Promise<DbHandle & { dispose(): Promise<void> }> {
  if (testDriver === 'pglite') {
    const snapshot = migrated?.pgliteSnapshot
      ? new Blob([await readFile(migrated.pgliteSnapshot)])
      : undefined;
    const handle = await openDatabase({
      dataDir: 'memory://',
      ...(snapshot ? { embeddedSnapshot: snapshot } : {}),
    });
    // Applies nothing when started from the migrated snapshot.
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `talvio_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    migrated?.postgresTemplate
      ? `CREATE DATABASE ${name} TEMPLATE ${migrated.postgresTemplate}`
      : `CREATE DATABASE ${name}`,
  );
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), dataDir: '', poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
