/**
 * `npm run bench [-- --quick] [-- --only=bundle,api,rss,lighthouse,talent,duplicates,insights,pool] [-- --build]`: measures the performance
 * budgets listed in bench/README.md and prints each figure next to its budget. A missed budget is reported, not fatal
 * (exit 0); a measurement that crashes exits 1. Results go to bench/results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { CurrentUserLoadRun, type LoadSettings, measureApi, measureRss } from './api.ts';
import { ensureWebBuild, isBuildStale, measureBundle } from './bundle.ts';
import { measureDuplicates } from './duplicates.ts';
import { measureInsights } from './insights.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measurePool } from './pool.ts';
import {
  type Figure,
  formatFigure,
  formatHeader,
  type SectionName,
  type Status,
  sectionNames,
  statusOf,
} from './report.ts';
import { measureBatch, measureParsing } from './talent.ts';
import { TalvioServerFixture } from './talvio-server.ts';

const root = resolve(import.meta.dirname, '..');
const webDir = join(root, 'apps/web');
const resultsFile = join(root, 'bench/results/latest.json');

interface Options {
  quick: boolean;
  build: boolean;
  only: Set<SectionName>;
}

function isSectionName(name: string): name is SectionName {
  return (sectionNames as readonly string[]).includes(name);
}

function parseOptions(args: string[]): Options {
  const options: Options = { quick: false, build: false, only: new Set(sectionNames) };
  for (const arg of args) {
    if (arg === '--quick') options.quick = true;
    else if (arg === '--build') options.build = true;
    else if (arg.startsWith('--only=')) {
      const names = arg.slice('--only='.length).split(',').filter(Boolean);
      const unknown = names.filter((n) => !isSectionName(n));
      if (unknown.length > 0)
        throw new Error(`Unknown section(s) ${unknown.join(', ')}: use ${sectionNames}.`);
      options.only = new Set(names.filter(isSectionName));
    } else throw new Error(`Unknown argument ${arg}: use --quick, --build, --only=${sectionNames}.`);
  }
  return options;
}

interface SectionReport {
  title: string;
  figures: (Figure & { status: Status })[];
  details?: unknown;
  error?: string;
}

type Emit = (figures: Figure[]) => void;
type SectionRun = (emit: Emit) => Promise<unknown>;

function defineSections(
  options: Options,
  server: TalvioServerFixture,
): Record<SectionName, { title: string; run: SectionRun }> {
  const load: LoadSettings = {
    connections: 50,
    durationSeconds: options.quick ? 3 : 10,
    warmupSeconds: options.quick ? 1 : 2,
  };
  const currentUserLoad = new CurrentUserLoadRun(server, load);
  const emitResult = async (emit: Emit, work: Promise<{ figures: Figure[]; details: unknown }>) => {
    const { figures, details } = await work;
    emit(figures);
    return details;
  };
  return {
    bundle: {
      title: 'Bundle (gzip level 9, 1 kB = 1000 bytes)',
      run: (emit) => emitResult(emit, Promise.resolve(measureBundle(webDir))),
    },
    api: {
      title: `API throughput (autocannon, ${load.connections} connections, ${load.durationSeconds} s after ${load.warmupSeconds} s warm-up)`,
      run: (emit) => emitResult(emit, measureApi(root, load, currentUserLoad, server)),
    },
    rss: {
      title: 'API process memory (VmRSS, 1 MB = 1024² bytes)',
      run: (emit) => emitResult(emit, measureRss(root, server, currentUserLoad)),
    },
    lighthouse: {
      title: `Lighthouse performance (${options.quick ? 'one run' : 'median of 3 runs'} per page and preset)`,
      run: async (emit) => measureLighthouse(root, await server.get(), options.quick ? 1 : 3, emit),
    },
    talent: {
      title: 'Talent intake (résumé parsing on one core; a batch through the upload API)',
      run: async (emit) => ({
        parsing: await emitResult(emit, measureParsing(options.quick)),
        batch: await emitResult(emit, measureBatch(server, options.quick)),
      }),
    },
    duplicates: {
      title: 'Duplicate suggestions (100,000 generated profiles with planted duplicates; removed afterwards)',
      run: (emit) => emitResult(emit, measureDuplicates(server, options.quick)),
    },
    insights: {
      title: 'Job insights (a job with 5,000 generated interviews and their answers; removed afterwards)',
      run: (emit) => emitResult(emit, measureInsights(server, options.quick)),
    },
    pool: {
      title: 'Talent pool (the list API over generated profiles; runs last, as it fills the database)',
      run: (emit) => emitResult(emit, measurePool(server, options.quick)),
    },
  };
}

async function runSection(title: string, run: SectionRun): Promise<SectionReport> {
  console.log(formatHeader(title));
  const report: SectionReport = { title, figures: [] };
  try {
    report.details = await run((figures) => {
      for (const figure of figures) {
        console.log(formatFigure(figure));
        report.figures.push({ ...figure, status: statusOf(figure) });
      }
    });
  } catch (err) {
    report.error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    console.log(`  CRASHED: ${report.error}`);
  }
  return report;
}

function prepareWebBuild(options: Options): boolean {
  if (!options.only.has('bundle') && !options.only.has('lighthouse')) return false;
  ensureWebBuild(root, webDir, options.build);
  const stale = isBuildStale(root, webDir);
  if (stale)
    console.log('  Note: web sources changed after the last build; run with --build to measure them.');
  return stale;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date().toISOString();
  console.log(`Talvio bench${options.quick ? ' (quick)' : ''}: ${[...options.only].join(', ')}`);
  const loadAtStart = loadavg()[0] ?? 0;
  console.log(
    `  Node ${process.version}, ${cpus().length} CPUs, load average ${loadAtStart.toFixed(1)} at start`,
  );
  if (loadAtStart > cpus().length / 2)
    console.log('  Note: the machine is busy; API and Lighthouse figures will suffer.');
  const webBuildStale = prepareWebBuild(options);
  // Started on first use by the api, rss or lighthouse section, stopped (and its database dropped) at the end.
  const server = new TalvioServerFixture(root, join(webDir, 'dist'));
  process.once('SIGINT', () => {
    void server.dispose().finally(() => process.exit(130));
  });
  const sections = defineSections(options, server);
  const reports: Partial<Record<SectionName, SectionReport>> = {};
  try {
    for (const name of sectionNames) {
      if (!options.only.has(name)) continue;
      reports[name] = await runSection(sections[name].title, sections[name].run);
    }
  } finally {
    await server.dispose();
  }

  const all = Object.values(reports);
  const figures = all.flatMap((r) => r.figures);
  const misses = figures.filter((f) => f.status === 'MISS');
  const crashed = Object.entries(reports)
    .filter(([, r]) => r.error)
    .map(([name]) => name);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const machine = {
    node: process.version,
    cpus: cpus().length,
    platform: process.platform,
    loadAverage: { start: loadAtStart, end: loadavg()[0] ?? 0 },
  };
  const summary = { startedAt, finishedAt: new Date().toISOString(), quick: options.quick, machine };
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ ...summary, webBuildStale, misses: misses.length, crashed, sections: reports }, null, 2)}\n`,
  );

  console.log(formatHeader('Summary'));
  const checked = figures.filter((f) => f.status !== 'INFO').length;
  console.log(
    `  ${checked - misses.length}/${checked} budgets met${misses.length ? `; MISS: ${misses.map((f) => f.name).join('; ')}` : ''}`,
  );
  if (crashed.length > 0) console.log(`  Crashed: ${crashed.join(', ')}`);
  console.log(`  Results: ${resultsFile}`);
  return crashed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
