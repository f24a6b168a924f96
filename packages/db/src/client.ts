import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface DbHandle {
  db: Database;
  driver: DbDriver;
  /** Applies the committed SQL migrations. */
  migrate(): Promise<void>;
  /** The embedded database's files as one uncompressed archive, to start another from (tests); PGlite only. */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; otherwise the embedded PGlite database in dataDir is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  statementTimeoutMs?: number;
  poolSize?: number;
  /**
   * An idle pooled connection failed (the server restarted, an administrator terminated it). The pool drops that
   * connection and opens a new one on next use; without a listener the error would crash the process.
   */
  onConnectionError?: (error: Error) => void;
  /** How long a request waits for a PostgreSQL connection before failing (default 3 s). */
  connectTimeoutMs?: number;
  /**
   * Starts the embedded database from another one's `snapshot()` instead of creating an empty one: the test suites
   * migrate one database and start each test file's from it (creating a database costs seconds, loading one less).
   */
  embeddedSnapshot?: Blob;
}

/** The embedded database's own buffer cache (see openDatabase). */
export const embeddedSharedBuffers = '32MB';

/**
 * The planner's cost of reading a page out of order. PostgreSQL's default (4) assumes spinning disks; on SSDs and
 * with the data in memory an index read costs little more than a sequential one (1.1 is the usual setting there).
 * With the default the planner read all 100,000 profiles of a pool to find the 9,000 a search matched, because it
 * judged the full-text index dearer than it is (docs/decisions/0018-planner-cost-setting.md).
 */
export const randomPageCost = '1.1';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** Getting a pooled connection failed (refused, timed out): the database, not the query, is the problem. */
export class DatabaseConnectionError extends Error {
  constructor(cause: unknown) {
    super(`No database connection: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseConnectionError';
  }
}

/** After a connection attempt failed, how long further attempts fail at once instead of waiting again. */
const refuseAfterFailureMs = 1_000;

/**
 * A pool whose failure to hand out a connection says so. A transaction takes its connection with connect()
 * outside any query, so without this a refused connection surfaced as a bare socket error (a 500). Once an attempt
 * has failed, attempts in the next second fail at once: a request that touches the database several times then
 * fails within one connection timeout, not one per query, while the database is down.
 */
class Pool extends pg.Pool {
  /** Connections lent out (transactions) that already report their errors. */
  private readonly watched = new WeakSet<pg.PoolClient>();
  /** When the last connection attempt failed. */
  private failedAt = Number.NEGATIVE_INFINITY;
  private lastFailure: unknown = null;
  /** A lent-out connection failed between two queries (the server went away). */
  onLentConnectionError: (error: Error) => void = () => undefined;

  private recentFailure(): DatabaseConnectionError | null {
    return Date.now() - this.failedAt < refuseAfterFailureMs
      ? new DatabaseConnectionError(this.lastFailure)
      : null;
  }

  private noteFailure(error: unknown): void {
    this.failedAt = Date.now();
    this.lastFailure = error;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Parameters<pg.Pool['connect']>[0]): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | undefined {
    const refused = this.recentFailure();
    if (callback) {
      // pool.query() takes its connection this way.
      if (refused) {
        queueMicrotask(() => callback(refused, undefined as unknown as pg.PoolClient, () => undefined));
        return undefined;
      }
      super.connect((error, client, done) => {
        if (error) this.noteFailure(error);
        callback(error, client, done);
      });
      return undefined;
    }
    if (refused) return Promise.reject(refused);
    return super.connect().then(
      (client) => {
        // While a transaction holds it, the pool does not listen to its errors: a connection cut between two of
        // the transaction's queries emitted an unhandled 'error' and crashed the process. The next query fails
        // anyway (and the transaction rolls back), so reporting it is enough.
        if (!this.watched.has(client)) {
          this.watched.add(client);
          client.on('error', (error) => this.onLentConnectionError(error));
        }
        return client;
      },
      (error: unknown) => {
        this.noteFailure(error);
        throw new DatabaseConnectionError(error);
      },
    );
  }
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  const statementTimeout = options.statementTimeoutMs ?? 15_000;
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: `-c statement_timeout=${statementTimeout} -c random_page_cost=${randomPageCost}`,
      // While the server is unreachable a request fails within seconds instead of waiting for a connection forever.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    pool.onLentConnectionError = (error) => options.onConnectionError?.(error);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // The embedded database is loaded only when used: on PostgreSQL its WebAssembly build would cost memory for nothing.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    ...(options.embeddedSnapshot ? { loadDataDir: options.embeddedSnapshot } : {}),
    // PostgreSQL's default 128 MB buffer cache lives in the process's memory here; the operating system's file
    // cache already holds the data files, so 32 MB keeps a small deployment fast for about 80 MB less memory.
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${embeddedSharedBuffers}`,
      '-c',
      `random_page_cost=${randomPageCost}`,
    ],
  });
  await client.exec(`SET statement_timeout = ${statementTimeout}`);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Socket errors that, inside a failed query, mean the server cannot be reached. */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/**
 * True when a failed query (or what caused it) says the database is unreachable rather than the query wrong. Socket
 * errors count only inside a failed query, so an unreachable mail or AI server is not mistaken for the database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let inQuery = false;
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DatabaseConnectionError) return true;
    if (current instanceof DrizzleQueryError) inQuery = true;
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string') {
      // SQLSTATE 08xxx (connection exception) and 57P0x (shutdown, cannot connect now) come only from PostgreSQL.
      if (/^(08|57P0)/.test(e.code)) return true;
      if (inQuery && unreachableCodes.has(e.code)) return true;
    }
    if (inQuery && typeof e.message === 'string' && unreachableMessages.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}
