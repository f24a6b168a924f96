/**
 * API throughput (authenticated GET /api/users/current against a bare Fastify "hello" baseline) and the API
 * process's memory, idle and under that load.
 */
import { type LoadResult, runLoad } from './load.ts';
import { freePort, sampleRssPeak, startNodeServer } from './processes.ts';
import type { Figure } from './report.ts';
import { measureEmbeddedIdleRss, type TalvioServer, type TalvioServerFixture } from './talvio-server.ts';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

const currentUserPath = '/api/users/current';
const rssSampleIntervalMs = 250;
const MB = 1024 * 1024;

export interface CurrentUserLoad {
  result: LoadResult;
  peakRssBytes: number;
  /** Rate-limit headers seen on users/current (it must not be rate limited). */
  rateLimitHeaders: Record<string, string>;
}

async function probeCurrentUser(server: TalvioServer): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}${currentUserPath}`, {
    headers: { authorization: `Bearer ${server.session.idToken}` },
  });
  if (res.status !== 200)
    throw new Error(`GET ${currentUserPath} answered ${res.status}: ${await res.text()}`);
  await res.body?.cancel();
  return Object.fromEntries([...res.headers].filter(([name]) => name.includes('ratelimit')));
}

/** The load on users/current, run once and shared by the API and RSS sections. */
export class CurrentUserLoadRun {
  private run: Promise<CurrentUserLoad> | undefined;

  constructor(
    private readonly fixture: TalvioServerFixture,
    private readonly settings: LoadSettings,
  ) {}

  get(): Promise<CurrentUserLoad> {
    this.run ??= this.measure();
    return this.run;
  }

  private async measure(): Promise<CurrentUserLoad> {
    const server = await this.fixture.get();
    const rateLimitHeaders = await probeCurrentUser(server);
    const sampler = sampleRssPeak(server.pid, rssSampleIntervalMs);
    try {
      const result = await runLoad({
        url: `${server.url}${currentUserPath}`,
        headers: { authorization: `Bearer ${server.session.idToken}` },
        ...this.settings,
      });
      return { result, peakRssBytes: sampler.stop(), rateLimitHeaders };
    } catch (err) {
      sampler.stop();
      throw err;
    }
  }
}

async function measureBaseline(root: string, settings: LoadSettings): Promise<LoadResult> {
  const server = await startNodeServer({
    root,
    script: 'bench/hello-server.ts',
    port: await freePort(),
    env: { NODE_ENV: 'production' },
    readyPath: '/hello',
  });
  try {
    return await runLoad({ url: `${server.url}/hello`, ...settings });
  } finally {
    await server.stop();
  }
}

/** The same two queries with `pg` on the same database, for the demo admin (the route's floor). */
async function measurePgBaseline(
  root: string,
  settings: LoadSettings,
  server: TalvioServer,
): Promise<LoadResult> {
  const claims = JSON.parse(
    Buffer.from(server.session.idToken.split('.')[1] ?? '', 'base64url').toString(),
  ) as {
    sub: string;
  };
  const baseline = await startNodeServer({
    root,
    script: 'bench/pg-baseline-server.ts',
    port: await freePort(),
    env: { NODE_ENV: 'production', DATABASE_URL: server.databaseUrl, BENCH_IDENTITY_ID: claims.sub },
    readyPath: '/current',
  });
  try {
    return await runLoad({ url: `${baseline.url}/current`, ...settings });
  } finally {
    await baseline.stop();
  }
}

export interface ApiDetails {
  settings: LoadSettings;
  baseline: LoadResult;
  pgBaseline: LoadResult;
  currentUser: LoadResult;
  rateLimitHeaders: Record<string, string>;
}

export async function measureApi(
  root: string,
  settings: LoadSettings,
  load: CurrentUserLoadRun,
  fixture: TalvioServerFixture,
): Promise<{ figures: Figure[]; details: ApiDetails }> {
  // The baseline runs first, alone; then the API (its server starts after the baseline server has stopped).
  const baseline = await measureBaseline(root, settings);
  const { result: currentUser, rateLimitHeaders } = await load.get();
  // The same-query floor runs after the API's load, on the same database (the API server stays idle meanwhile).
  const pgBaseline = await measurePgBaseline(root, settings, await fixture.get());
  const rateLimited = Object.keys(rateLimitHeaders).length > 0;
  const figures: Figure[] = [
    {
      name: 'baseline: bare Fastify GET /hello',
      value: baseline.requestsPerSecond,
      unit: 'req/s',
      digits: 0,
    },
    {
      name: 'GET /api/users/current (PostgreSQL, bearer)',
      value: currentUser.requestsPerSecond,
      unit: 'req/s',
      digits: 0,
      note: rateLimited
        ? `RATE LIMITED: ${JSON.stringify(rateLimitHeaders)} (it must not be)`
        : 'not rate limited',
    },
    {
      name: 'baseline: the same two queries with pg (the floor)',
      value: pgBaseline.requestsPerSecond,
      unit: 'req/s',
      digits: 0,
      note: `p99 ${pgBaseline.latencyP99Ms} ms`,
    },
    {
      name: 'users/current ÷ same-query pg baseline',
      value: (100 * currentUser.requestsPerSecond) / pgBaseline.requestsPerSecond,
      unit: '%',
      budget: { kind: 'min', limit: 70 },
    },
    {
      name: 'users/current ÷ bare Fastify (the ceiling)',
      value: (100 * currentUser.requestsPerSecond) / baseline.requestsPerSecond,
      unit: '%',
    },
    {
      name: 'users/current p99 latency',
      value: currentUser.latencyP99Ms,
      unit: 'ms',
      digits: 0,
      budget: { kind: 'max', limit: 25 },
      note: `p50 ${currentUser.latencyP50Ms} ms; baseline p99 ${baseline.latencyP99Ms} ms`,
    },
  ];
  return { figures, details: { settings, baseline, pgBaseline, currentUser, rateLimitHeaders } };
}

export interface RssDetails {
  pid: number;
  idleBytes: number;
  peakBytes: number;
  embeddedIdleBytes: number;
  sampleIntervalMs: number;
}

export async function measureRss(
  root: string,
  fixture: TalvioServerFixture,
  load: CurrentUserLoadRun,
): Promise<{ figures: Figure[]; details: RssDetails }> {
  const server = await fixture.get();
  const { peakRssBytes } = await load.get();
  const embeddedIdleBytes = await measureEmbeddedIdleRss(root);
  const figures: Figure[] = [
    {
      name: 'API RSS idle (startup + 5 s)',
      value: server.idleRssBytes / MB,
      unit: 'MB',
      digits: 0,
      budget: { kind: 'max', limit: 250 },
    },
    {
      name: 'API RSS peak under users/current load',
      value: peakRssBytes / MB,
      unit: 'MB',
      digits: 0,
      budget: { kind: 'max', limit: 600 },
      note: `sampled every ${rssSampleIntervalMs} ms`,
    },
    {
      name: 'API RSS idle, embedded database (PGlite)',
      value: embeddedIdleBytes / MB,
      unit: 'MB',
      digits: 0,
      note: 'restarted on its data; PostgreSQL as WebAssembly in the process (compiled code, 128 MB minimum heap, 32 MB buffers)',
    },
  ];
  return {
    figures,
    details: {
      pid: server.pid,
      idleBytes: server.idleRssBytes,
      peakBytes: peakRssBytes,
      embeddedIdleBytes,
      sampleIntervalMs: rssSampleIntervalMs,
    },
  };
}
