/**
 * The real API as the bench sees it: on a fresh PostgreSQL database, in production mode, serving a snapshot of
 * the web build, with the demo admin signed in. Started once and shared by the API, RSS and Lighthouse sections.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Session, signInDemoAdmin } from './auth.ts';
import { createScratchDatabase, type ScratchDatabase } from './postgres.ts';
import {
  type ChildServer,
  freePort,
  readCommandLine,
  readRssBytes,
  sleepMs,
  startNodeServer,
} from './processes.ts';

const serverScript = 'apps/api/src/server.ts';
const settleMs = 5_000;

export interface TalvioServer {
  url: string;
  pid: number;
  databaseName: string;
  /** The same database, for the same-query baseline. */
  databaseUrl: string;
  /** RSS after startup and a 5 s settle, before any load. */
  idleRssBytes: number;
  session: Session;
}

/** The real server in production mode on `port`, with the demo data; `env` says where its data lives. */
function startTalvioServer(root: string, port: number, env: Record<string, string>): Promise<ChildServer> {
  const publicUrl = `http://127.0.0.1:${port}`;
  return startNodeServer({
    root,
    script: serverScript,
    port,
    readyPath: '/api/health',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      // A local measurement over plain http; production otherwise requires an https PUBLIC_URL.
      ALLOW_INSECURE_PUBLIC_URL: '1',
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      ...env,
    },
  });
}

/**
 * Idle RSS of the server on its embedded database (PGlite: PostgreSQL compiled to WebAssembly, running inside
 * the API process), after the same settle as the PostgreSQL server. Measured at the second start on the same data
 * directory, as a deployed instance restarts: the first start also creates the database (initdb), whose memory
 * the WebAssembly heap keeps.
 */
export async function measureEmbeddedIdleRss(root: string): Promise<number> {
  const tempDir = mkdtempSync(join(tmpdir(), 'talvio-bench-embedded-'));
  const env = { DATA_DIR: join(tempDir, 'data') };
  try {
    await (await startTalvioServer(root, await freePort(), env)).stop();
    const child = await startTalvioServer(root, await freePort(), env);
    try {
      await sleepMs(settleMs);
      return readRssBytes(child.pid);
    } finally {
      await child.stop();
    }
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}

export class TalvioServerFixture {
  private started: Promise<TalvioServer> | undefined;
  private child: ChildServer | undefined;
  private database: ScratchDatabase | undefined;
  private tempDir: string | undefined;

  constructor(
    private readonly root: string,
    private readonly webDist: string,
  ) {}

  /** Starts the server on first use; later calls share it (or its failure). */
  get(): Promise<TalvioServer> {
    this.started ??= this.start();
    return this.started;
  }

  private async start(): Promise<TalvioServer> {
    this.tempDir = mkdtempSync(join(tmpdir(), 'talvio-bench-'));
    // A copy of the build, so a rebuild elsewhere during the run cannot change what Lighthouse measures; sections
    // that only call the API run without one.
    const dist = join(this.tempDir, 'web-dist');
    if (existsSync(this.webDist)) cpSync(this.webDist, dist, { recursive: true });
    this.database = await createScratchDatabase();
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    this.child = await startTalvioServer(this.root, port, {
      DATABASE_URL: this.database.url,
      DATA_DIR: join(this.tempDir, 'data'),
      WEB_DIST: dist,
    });
    const { pid } = this.child;
    if (!readCommandLine(pid).includes(serverScript)) {
      throw new Error(`Process ${pid} is not the API server: ${readCommandLine(pid)}`);
    }
    await sleepMs(settleMs);
    const idleRssBytes = readRssBytes(pid);
    const session = await signInDemoAdmin(publicUrl);
    return {
      url: publicUrl,
      pid,
      databaseName: this.database.name,
      databaseUrl: this.database.url,
      idleRssBytes,
      session,
    };
  }

  async dispose(): Promise<void> {
    await this.child?.stop();
    await this.database?.drop();
    if (this.tempDir) rmSync(this.tempDir, { recursive: true, force: true });
  }
}
