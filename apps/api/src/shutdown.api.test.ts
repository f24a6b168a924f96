import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/test-app.ts';

const root = resolve(import.meta.dirname, '../../..');
const onPostgres = process.env.TEST_DB === 'postgres';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `talvio_shutdown_${process.pid}`;
let child: ChildProcess | null = null;
let dataDir = '';

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function createDatabase(): Promise<string> {
  await adminQuery(`CREATE DATABASE ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

afterAll(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (onPostgres) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

async function waitForHealth(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy');
}

describe('shutdown drain', () => {
  it('shutdown drain: on SIGTERM every request already received is answered before the database closes, and the process exits 0', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'talvio-shutdown-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // The server opens and closes its own database: a fresh PostgreSQL database, or the embedded one.
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    if (onPostgres) inherited.DATABASE_URL = await createDatabase();
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 's'.repeat(40),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let logs = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      logs += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      logs += chunk.toString();
    });
    const exited = new Promise<number | null>((done) => child?.once('exit', (code) => done(code)));
    await waitForHealth(url, 60_000);

    // Requests that each query the database, under way when the signal arrives: it is sent as soon as the first is
    // answered (so the server is reading them, however busy the machine), while the others are still outstanding.
    let settled = 0;
    const outcomes = Array.from({ length: 40 }, () =>
      fetch(`${url}/api/public/jobs/987654`)
        .then(
          (res) => String(res.status),
          (err: { cause?: { code?: string } }) => err.cause?.code ?? 'failed',
        )
        .finally(() => {
          settled += 1;
        }),
    );
    await Promise.race(outcomes);
    const outstanding = outcomes.length - settled;
    child.kill('SIGTERM');
    const results = await Promise.all(outcomes);

    // Received before the signal: answered (404: no such job). Not yet received: refused (503, or the connection
    // closed before the request was read). Never a 500, and the server logged no failed request.
    expect(outstanding).toBeGreaterThan(0);
    expect(results.filter((r) => r === '404').length).toBeGreaterThan(0);
    expect(results.filter((r) => !['404', '503', 'ECONNREFUSED', 'ECONNRESET'].includes(r))).toEqual([]);
    expect(await exited).toBe(0);
    expect(logs).not.toMatch(/"level":50|request failed|closing with requests still running/);
  }, 90_000);
});
