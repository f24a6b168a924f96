/**
 * `npm run soak [-- --duration=5m] [-- --cut=10s] [-- --ci] [-- --restart-postgres]`: mixed load on the real API
 * with a database outage in the middle and a SIGTERM at the end, then an item-by-item comparison of what the
 * API confirmed with what the database holds. Exits 1 when a check fails. Results: bench/results/soak-latest.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signInDemoAdmin } from './auth.ts';
import { createScratchDatabase } from './postgres.ts';
import { type ChildServer, freePort, sleepMs, startNodeServer } from './processes.ts';
import {
  allowanceUse,
  type Backlog,
  backlogSettled,
  type Check,
  checkPayments,
  compareRows,
  readBacklog,
} from './soak-checks.ts';
import { controlCluster, findLocalCluster, type SmtpSink, startRelay, startSmtpSink } from './soak-faults.ts';
import { HttpDriver, type Sent, summarise } from './soak-load.ts';
import { type MailBox, Scenario } from './soak-scenario.ts';

const root = resolve(import.meta.dirname, '..');
const resultsFile = join(root, 'bench/results/soak-latest.json');
/** The API must answer again within this long after the database is back. */
const recoveryBudgetMs = 5_000;
/**
 * A request answered 503 during the outage must not have waited longer than this after the database went away (no
 * hanging). A request sent before the cut is counted from the cut: the time it spent before it, queued behind the
 * soak's load, is the load's, which the latency figures report.
 */
const failFastMs = 5_000;

interface Options {
  durationSeconds: number;
  cutSeconds: number;
  connections: number;
  organisations: number;
  restartPostgres: boolean;
  settleTimeoutSeconds: number;
  ci: boolean;
}

function seconds(value: string, flag: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(value.trim());
  if (!match) throw new Error(`${flag}: use a number of seconds, or 30s, 5m, 500ms.`);
  const n = Number(match[1]);
  return match[2] === 'm' ? n * 60 : match[2] === 'ms' ? n / 1000 : n;
}

function parseOptions(args: string[]): Options {
  const ci = args.includes('--ci');
  const options: Options = {
    durationSeconds: ci
      ? 20
      : process.env.SOAK_SECONDS
        ? seconds(process.env.SOAK_SECONDS, 'SOAK_SECONDS')
        : 300,
    cutSeconds: ci ? 5 : 10,
    connections: 100,
    organisations: ci ? 1 : 2,
    restartPostgres: false,
    settleTimeoutSeconds: ci ? 30 : 120,
    ci,
  };
  for (const arg of args) {
    const [flag = '', value = ''] = arg.split('=');
    if (flag === '--ci') continue;
    if (flag === '--duration') options.durationSeconds = seconds(value, flag);
    else if (flag === '--cut') options.cutSeconds = seconds(value, flag);
    else if (flag === '--connections') options.connections = Math.max(1, Math.round(Number(value)));
    else if (flag === '--organisations') options.organisations = Math.max(0, Math.round(Number(value)));
    else if (flag === '--restart-postgres') options.restartPostgres = true;
    else
      throw new Error(
        `Unknown argument ${arg}: use --duration=5m, --cut=10s, --connections=100, --organisations=2, --ci, --restart-postgres.`,
      );
  }
  if (options.durationSeconds < 3 * options.cutSeconds)
    throw new Error(
      '--duration must be at least three times --cut (load before, during and after the outage).',
    );
  return options;
}

/** Messages from the SMTP sink, waited for by recipient. */
function mailBox(sink: SmtpSink, waiters: Map<string, () => void>): MailBox {
  return {
    async waitFor(to, pattern, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (let i = sink.messages.length - 1; i >= 0; i -= 1) {
          const message = sink.messages[i];
          const match = message?.to.includes(to.toLowerCase()) ? pattern.exec(message.text) : null;
          if (match) return match;
        }
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${pattern} arrived.`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 250);
          waiters.set(to.toLowerCase(), () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

interface ServerSettings {
  port: number;
  databaseUrl: string;
  dataDir: string;
  authSecret: string;
  smtpUrl: string;
}

/**
 * The API as the soak runs it. NODE_ENV=development only because production has no payment sandbox: without it
 * every organisation is on the free plan (no interviews to invite to) and no payment path exists. Everything
 * else is as in production: no development tools, sign-in rate limits on, e-mail over SMTP, a trusted proxy.
 */
function startApi(settings: ServerSettings, onOutput: (chunk: string) => void): Promise<ChildServer> {
  const publicUrl = `http://127.0.0.1:${settings.port}`;
  return startNodeServer({
    root,
    script: 'apps/api/src/server.ts',
    port: settings.port,
    readyPath: '/api/health',
    onOutput,
    env: {
      NODE_ENV: 'development',
      DEV_TOOLS: '0',
      AUTH_RATE_LIMIT: '1',
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: settings.databaseUrl,
      DATA_DIR: settings.dataDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: settings.authSecret,
      SMTP_URL: settings.smtpUrl,
      // The soak stands for many people: each one's address arrives in X-Forwarded-For from this proxy.
      TRUSTED_PROXIES: '127.0.0.1',
      WEB_DIST: join(settings.dataDir, 'no-web-build'),
    },
  });
}

/** The outage's 503 that waited longest for it, with its kind and, if sent before the cut, its whole time. */
function slowestOutageAnswer(answers: Sent[], cutAt: number, waited: (s: Sent) => number): string {
  const slowest = answers.reduce<Sent | null>(
    (worst, s) => (!worst || waited(s) > waited(worst) ? s : worst),
    null,
  );
  if (!slowest) return 'none';
  const before = cutAt - slowest.startedAt;
  const whole =
    before > 0 ? `, sent ${before} ms before the cut: ${slowest.endedAt - slowest.startedAt} ms in all` : '';
  return `slowest ${waited(slowest)} ms (${slowest.kind}${whole})`;
}

interface Outage {
  method: 'relay' | 'postgres restart';
  cutAt: number;
  restoredAt: number;
  recoveredAt: number | null;
  probes: Sent[];
}

/** Cuts the database, probes the API while it is away, restores it and measures how long the API takes to answer. */
async function runOutage(
  options: Options,
  http: HttpDriver,
  probePath: string,
  cut: () => Promise<void>,
  restore: () => Promise<void>,
  method: Outage['method'],
): Promise<Outage> {
  const probes: Sent[] = [];
  const probe = async () => {
    const { sent } = await http.send({ kind: 'probe', method: 'GET', path: probePath, timeoutMs: 15_000 });
    probes.push(sent);
    return sent;
  };
  const cutAt = Date.now();
  await cut();
  const downUntil = cutAt + options.cutSeconds * 1000;
  while (Date.now() < downUntil) {
    await probe();
    await sleepMs(250);
  }
  await restore();
  const restoredAt = Date.now();
  let recoveredAt: number | null = null;
  while (Date.now() - restoredAt < 30_000) {
    const sent = await probe();
    if (sent.status === 200) {
      recoveredAt = sent.endedAt;
      break;
    }
    await sleepMs(100);
  }
  return { method, cutAt, restoredAt, recoveredAt, probes };
}

async function waitForBacklog(
  databaseUrl: string,
  timeoutMs: number,
): Promise<{ backlog: Backlog; waitedMs: number }> {
  const began = Date.now();
  let backlog = await readBacklog(databaseUrl);
  while (!backlogSettled(backlog) && Date.now() - began < timeoutMs) {
    await sleepMs(1000);
    backlog = await readBacklog(databaseUrl);
  }
  return { backlog, waitedMs: Date.now() - began };
}

const isShutdownRefusal = (s: Sent) =>
  (s.status === 503 && s.code === 'shutting_down') ||
  (s.error !== undefined && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(s.error));

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const began = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  console.log(
    `Talvio soak${options.ci ? ' (CI)' : ''}: ${options.durationSeconds} s of mixed load at ${options.connections} connections, ` +
      `a ${options.cutSeconds} s database outage, SIGTERM at the end`,
  );
  console.log(
    `  Node ${process.version}, ${cpus().length} CPUs, load average ${loadAtStart.toFixed(1)} at start`,
  );

  const cluster = options.restartPostgres ? findLocalCluster() : null;
  if (options.restartPostgres && !cluster)
    console.log('  Note: pg_ctlcluster is not available here; the outage uses the relay instead.');
  const database = await createScratchDatabase('talvio_soak');
  const target = new URL(database.url);
  const relay = await startRelay({ host: target.hostname, port: Number(target.port || 5432) });
  const viaRelay = new URL(database.url);
  viaRelay.port = String(relay.port);
  const waiters = new Map<string, () => void>();
  const sink = await startSmtpSink((to) => {
    for (const address of to) waiters.get(address)?.();
  });
  const tempDir = mkdtempSync(join(tmpdir(), 'talvio-soak-'));
  const settings: ServerSettings = {
    port: await freePort(),
    databaseUrl: cluster ? database.url : viaRelay.toString(),
    dataDir: join(tempDir, 'data'),
    authSecret: randomBytes(32).toString('base64url'),
    smtpUrl: sink.url,
  };
  const serverLog = { errors: [] as string[], warnings: 0 };
  const onOutput = (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (/"level":(50|60)/.test(line)) serverLog.errors.push(line.slice(0, 500));
      else if (/"level":40/.test(line)) serverLog.warnings += 1;
    }
  };
  let server: ChildServer | null = null;
  const http = new HttpDriver(`http://127.0.0.1:${settings.port}`, options.connections);
  try {
    server = await startApi(settings, onOutput);
    let signalled = false;
    const first = server;
    void first.exited.then((code) => {
      if (!signalled)
        console.log(`  The API exited by itself (code ${code}) before SIGTERM:\n${first.output()}`);
    });
    await signInDemoAdmin(http.baseUrl);
    const scenario = new Scenario(http, mailBox(sink, waiters));
    await scenario.setUp(options.organisations);
    const probeJob = scenario.staff[0]?.org.jobId ?? 0;
    console.log(
      `  Set up in ${((Date.now() - began) / 1000).toFixed(1)} s: ${scenario.staff.length} staff in ${options.organisations + 1} organisations, one open job each`,
    );

    // ------------------------------------------------------------------------------------------ the load
    http.recording = true;
    let stopped = false;
    const harnessErrors: string[] = [];
    const loadStartedAt = Date.now();
    const workers = Array.from({ length: options.connections }, async () => {
      while (!stopped) {
        try {
          await scenario.step();
        } catch (err) {
          harnessErrors.push(err instanceof Error ? err.message : String(err));
          await sleepMs(50);
        }
      }
    });
    const cutDelayMs = options.ci ? 6_000 : options.durationSeconds * 400;
    await sleepMs(cutDelayMs);
    console.log(
      `  ${((Date.now() - loadStartedAt) / 1000).toFixed(0)} s: database cut (${cluster ? 'restart' : 'relay'})`,
    );
    const outage = await runOutage(
      options,
      http,
      `/api/public/jobs/${probeJob}`,
      cluster ? async () => controlCluster(cluster, 'stop') : relay.cut,
      cluster ? async () => controlCluster(cluster, 'start') : relay.restore,
      cluster ? 'postgres restart' : 'relay',
    );
    console.log(
      `  ${((Date.now() - loadStartedAt) / 1000).toFixed(0)} s: database back; API answering again after ${
        outage.recoveredAt === null ? 'never' : `${outage.recoveredAt - outage.restoredAt} ms`
      }`,
    );
    const remainingMs = loadStartedAt + options.durationSeconds * 1000 - Date.now();
    if (remainingMs > 0) await sleepMs(remainingMs);

    // ------------------------------------------------------------------------- SIGTERM with requests in flight
    const inFlightAtSignal = http.agent.sockets
      ? Object.values(http.agent.sockets).reduce((sum, list) => sum + (list?.length ?? 0), 0)
      : 0;
    const signalAt = Date.now();
    signalled = true;
    server.kill('SIGTERM');
    const exitCode = await Promise.race([server.exited, sleepMs(30_000).then(() => 'timeout' as const)]);
    stopped = true;
    await Promise.all(workers);
    const loadEndedAt = Date.now();
    http.recording = false;
    console.log(
      `  ${((signalAt - loadStartedAt) / 1000).toFixed(0)} s: SIGTERM with ${inFlightAtSignal} connections busy; exit ${exitCode} after ${loadEndedAt - signalAt} ms`,
    );

    // -------------------------------------------------------------- background work settles (a second start)
    server = await startApi(settings, onOutput);
    const settled = await waitForBacklog(database.url, options.settleTimeoutSeconds * 1000);
    server.kill('SIGTERM');
    const secondExit = await Promise.race([server.exited, sleepMs(30_000).then(() => 'timeout' as const)]);
    server = null;

    // ------------------------------------------------------------------------------------------- checks
    const log = http.log;
    const restoreGraceEnd = outage.restoredAt + recoveryBudgetMs;
    const databaseUnavailable = log.filter((s) => s.status === 503 && s.code === 'database_unavailable');
    const badOutageAnswers = databaseUnavailable.filter(
      (s) =>
        s.endedAt < outage.cutAt ||
        s.endedAt > restoreGraceEnd ||
        !s.contentType?.includes('application/problem+json'),
    );
    const waitedForOutage = (s: Sent) => s.endedAt - Math.max(s.startedAt, outage.cutAt);
    const slowOutageAnswers = databaseUnavailable.filter((s) => waitedForOutage(s) > failFastMs);
    const unexpected5xx = log.filter(
      (s) =>
        s.status >= 500 &&
        // The payment sandbox stands for Razorpay (its checkout page fails while the database is away), not the API.
        !s.path.startsWith('/sandbox/') &&
        // …and keeps its objects in the same database: during the outage the API reports it failing (502).
        !(
          s.status === 502 &&
          s.code === 'payment_provider_error' &&
          s.endedAt >= outage.cutAt &&
          s.endedAt <= restoreGraceEnd
        ) &&
        !(s.status === 503 && s.code === 'database_unavailable') &&
        !(s.status === 503 && s.code === 'shutting_down' && s.startedAt >= signalAt - 1000),
    );
    const beforeSignal = log.filter((s) => s.startedAt < signalAt);
    const droppedBeforeSignal = beforeSignal.filter((s) => s.error !== undefined);
    const afterSignal = log.filter((s) => s.startedAt >= signalAt);
    const afterSignalOther = afterSignal.filter((s) => s.error !== undefined && !isShutdownRefusal(s));
    const timeouts = log.filter((s) => s.error === 'TIMEOUT');
    const outageWindowMs =
      databaseUnavailable.length > 0
        ? Math.max(...databaseUnavailable.map((s) => s.endedAt)) -
          Math.min(...databaseUnavailable.map((s) => s.endedAt))
        : 0;
    const rows = await compareRows(database.url, scenario.runId, scenario.items.values());
    const payments = await checkPayments(database.url);
    const allowance = await allowanceUse(database.url);
    const unsent = Object.entries(settled.backlog.emailsByStatus).filter(([status]) => status !== 'sent');
    const outboxTotal = Object.values(settled.backlog.emailsByStatus).reduce((a, b) => a + b, 0);
    const allowanceOf: Record<string, number> = { free: 0, starter: 10, business: 50, enterprise: 100 };

    const checks: Check[] = [
      {
        name: 'no 5xx except 503 database_unavailable during the outage and 503 shutting_down after SIGTERM',
        ok: unexpected5xx.length === 0,
        detail: unexpected5xx.length
          ? unexpected5xx
              .slice(0, 5)
              .map((s) => `${s.kind} ${s.method} ${s.path} → ${s.status} ${s.code ?? ''}`)
              .join('; ')
          : `${databaseUnavailable.length} × 503 database_unavailable`,
      },
      {
        name: 'outage answers are 503 problem+json inside the outage (until recovery budget after restore)',
        ok: badOutageAnswers.length === 0 && databaseUnavailable.length > 0,
        detail:
          databaseUnavailable.length === 0
            ? 'no 503 seen: the outage did not reach the API'
            : `${badOutageAnswers.length} outside the window or not problem+json`,
      },
      {
        name: `outage answers fail fast (each ≤ ${failFastMs} ms after the cut or after it was sent)`,
        ok: slowOutageAnswers.length === 0,
        detail: slowestOutageAnswer(databaseUnavailable, outage.cutAt, waitedForOutage),
      },
      {
        name: 'no request hung (30 s client timeout)',
        ok: timeouts.length === 0,
        detail: `${timeouts.length} timeouts`,
      },
      {
        name: `recovery within ${recoveryBudgetMs} ms of the database coming back, without restarting the API`,
        ok: outage.recoveredAt !== null && outage.recoveredAt - outage.restoredAt <= recoveryBudgetMs,
        detail:
          outage.recoveredAt === null ? 'never recovered' : `${outage.recoveredAt - outage.restoredAt} ms`,
      },
      {
        name: 'SIGTERM: every request sent before the signal was answered (no reset)',
        ok: droppedBeforeSignal.length === 0,
        detail: `${beforeSignal.length} sent before; ${droppedBeforeSignal.length} unanswered${
          droppedBeforeSignal.length
            ? ` (${[...new Set(droppedBeforeSignal.map((s) => s.error))].join(', ')})`
            : ''
        }`,
      },
      {
        name: 'SIGTERM: requests after the signal refused cleanly (503 shutting_down or connection refused)',
        ok: afterSignalOther.length === 0,
        detail: `${afterSignal.length} after the signal`,
      },
      { name: 'SIGTERM: the process exits 0', ok: exitCode === 0, detail: `exit ${exitCode}` },
      {
        name: 'second start: settles and exits 0 on SIGTERM',
        ok: secondExit === 0,
        detail: `exit ${secondExit}`,
      },
      {
        name: 'harness: every step ran (no unexpected answer shapes)',
        ok: harnessErrors.length === 0,
        detail: harnessErrors.length ? [...new Set(harnessErrors)].slice(0, 3).join('; ') : 'none',
      },
      {
        name: 'server logged no error',
        ok: serverLog.errors.length === 0,
        detail: serverLog.errors.length
          ? serverLog.errors.slice(0, 2).join(' | ')
          : `${serverLog.warnings} warnings`,
      },
      ...rows.map((r) => ({
        name: `rows: ${r.kind} — stored = confirmed${r.storedUncertain ? ' + stored without a 2xx' : ''}`,
        ok: r.lost === 0 && r.unexpected === 0 && r.stored === r.confirmed + r.storedUncertain,
        detail: `confirmed ${r.confirmed}, stored ${r.stored}, lost ${r.lost}, unexpected ${r.unexpected}, stored without a 2xx (503 at the cut, webhook) ${r.storedUncertain}`,
      })),
      {
        name: 'evaluations: every finished interview evaluated',
        ok: settled.backlog.evaluationsPending === 0 && settled.backlog.interviewsUnevaluated === 0,
        detail: `${settled.backlog.interviewsEvaluated} evaluated, ${settled.backlog.interviewsUnevaluated} waiting (${scenario.completedInterviews} completed by the soak); settled in ${settled.waitedMs} ms`,
      },
      {
        name: 'e-mails: every outbox row sent, each delivered once',
        ok: unsent.length === 0 && sink.messages.length === outboxTotal,
        detail: `${outboxTotal} in the outbox (${JSON.stringify(settled.backlog.emailsByStatus)}), ${sink.messages.length} delivered`,
      },
      {
        name: 'payments: each paid order credited exactly once, sandbox webhooks delivered',
        ok:
          payments.creditedTwice === 0 &&
          payments.notCredited === 0 &&
          payments.creditsGranted === payments.creditsPaidFor &&
          settled.backlog.webhooksPending === 0,
        detail: `${payments.paidOrders} paid orders, ${payments.creditsGranted} credits granted for ${payments.creditsPaidFor} paid, twice ${payments.creditedTwice}, never ${payments.notCredited}; ${settled.backlog.webhooksPending} webhooks pending`,
      },
      {
        name: 'allowance: no organisation counted more interviews than its plan allows',
        ok: allowance.every((a) => a.counted <= (allowanceOf[a.plan] ?? 0)),
        detail: allowance.map((a) => `${a.name} ${a.counted}/${allowanceOf[a.plan] ?? 0}`).join(', '),
      },
    ];

    // ------------------------------------------------------------------------------------------- report
    const loadSeconds = (signalAt - loadStartedAt) / 1000;
    const summary = summarise(log);
    console.log('\n== Requests by kind');
    console.log(
      `  ${'kind'.padEnd(18)} ${'requests'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  statuses / errors`,
    );
    for (const [kind, s] of Object.entries({ ...summary.byKind, total: summary.total })) {
      const statuses = Object.entries(s.statuses)
        .map(([k, v]) => `${k}×${v}`)
        .join(' ');
      const errors = Object.entries(s.errors)
        .map(([k, v]) => `${k}×${v}`)
        .join(' ');
      console.log(
        `  ${kind.padEnd(18)} ${String(s.requests).padStart(9)} ${String(s.p50Ms).padStart(7)} ${String(s.p99Ms).padStart(7)}  ${statuses}${errors ? ` | ${errors}` : ''}`,
      );
    }
    console.log(
      `  ${(summary.total.requests / loadSeconds).toFixed(0)} req/s over ${loadSeconds.toFixed(0)} s`,
    );
    console.log('\n== Outage');
    console.log(
      `  ${outage.method}: down ${outage.restoredAt - outage.cutAt} ms; 503 window ${outageWindowMs} ms (${databaseUnavailable.length} answers); recovered ${
        outage.recoveredAt === null ? 'never' : `${outage.recoveredAt - outage.restoredAt} ms after restore`
      }`,
    );
    console.log('\n== Checks');
    for (const c of checks) console.log(`  ${c.ok ? 'OK  ' : 'MISS'} ${c.name}: ${c.detail}`);
    const failed = checks.filter((c) => !c.ok);
    console.log(
      `\n  ${checks.length - failed.length}/${checks.length} checks passed in ${((Date.now() - began) / 1000).toFixed(0)} s; results: ${resultsFile}`,
    );

    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      resultsFile,
      `${JSON.stringify(
        {
          startedAt: new Date(began).toISOString(),
          finishedAt: new Date().toISOString(),
          options,
          machine: {
            node: process.version,
            cpus: cpus().length,
            loadAverage: { start: loadAtStart, end: loadavg()[0] ?? 0 },
          },
          loadSeconds,
          requestsPerSecond: summary.total.requests / loadSeconds,
          summary,
          outage: {
            method: outage.method,
            downMs: outage.restoredAt - outage.cutAt,
            window503Ms: outageWindowMs,
            answers503: databaseUnavailable.length,
            recoveryMs: outage.recoveredAt === null ? null : outage.recoveredAt - outage.restoredAt,
            probes: outage.probes.map((p) => ({
              at: p.startedAt - outage.cutAt,
              ms: p.endedAt - p.startedAt,
              status: p.status,
              code: p.code,
              error: p.error,
            })),
          },
          shutdown: {
            exitCode,
            inFlightAtSignal,
            beforeSignal: beforeSignal.length,
            droppedBeforeSignal: droppedBeforeSignal.length,
            afterSignal: afterSignal.length,
          },
          rows,
          backlog: settled,
          payments,
          allowance,
          emailsDelivered: sink.messages.length,
          serverLog,
          checks,
        },
        null,
        2,
      )}\n`,
    );
    return failed.length > 0 ? 1 : 0;
  } finally {
    await server?.stop();
    http.close();
    await relay.close();
    await sink.close();
    await database.drop();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
