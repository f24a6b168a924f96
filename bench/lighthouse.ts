/**
 * Lighthouse performance on the production build served by the API, Debian Chromium, desktop and mobile presets.
 * Every run gets a fresh Chrome (fresh profile, cold cache). Signed-in pages get the SPA's local storage first,
 * through Puppeteer (a Lighthouse dependency), and Lighthouse is told not to reset storage.
 */
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emailStorageKey, sessionStorageKey, tokenStorageKey } from '@talvio/domain/session';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { mintIdToken } from './auth.ts';
import type { Figure } from './report.ts';
import type { TalvioServer } from './talvio-server.ts';

export type Preset = 'desktop' | 'mobile';

interface Target {
  path: string;
  signedIn: boolean;
}

const targets: Target[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
];
const presets: Preset[] = ['desktop', 'mobile'];
const scoreBudget: Record<Preset, number> = { desktop: 95, mobile: 90 };
const clsBudget = 0.05;
const chromeFlags = ['--headless=new', '--no-sandbox'];

export interface RunSummary {
  score: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  finalUrl: string;
  /** Performance audits that did not pass, with Lighthouse's own wording of what they found. */
  failedAudits: { id: string; title: string; displayValue: string }[];
}

export interface PageResult {
  path: string;
  preset: Preset;
  medianScore: number;
  medianCls: number;
  /** The run whose score is the median, for its metrics and failed audits. */
  medianRun: RunSummary;
  runs: RunSummary[];
}

export function findChromium(root: string): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const which = () => execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim();
  try {
    return which();
  } catch {
    execFileSync('bash', [join(root, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
    return which();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse returned no ${id}.`);
  return value;
}

function summarise(lhr: Result): RunSummary {
  const category = lhr.categories.performance;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (!category || category.score === null) throw new Error(`Lighthouse gave no performance score.`);
  // The classic diagnostics only: the "hidden" group repeats them as insights, and the metrics print anyway.
  const failedAudits = category.auditRefs
    .filter((ref) => ref.group === 'diagnostics' && ref.id !== 'largest-contentful-paint-element')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => ({ id: audit!.id, title: audit!.title, displayValue: audit!.displayValue ?? '' }));
  return {
    score: Math.round(category.score * 100),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    fcpMs: numericAudit(lhr, 'first-contentful-paint'),
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    speedIndexMs: numericAudit(lhr, 'speed-index'),
    finalUrl: lhr.finalDisplayedUrl,
    failedAudits,
  };
}

/** Opens the origin and stores what the SPA keeps after signing in (apps/web/src/lib/session-storage.ts). */
async function signIn(page: Page, server: TalvioServer): Promise<void> {
  const idToken = await mintIdToken(server.url, server.session.sessionToken);
  await page.goto(`${server.url}/api/health`);
  const entries: [string, string][] = [
    [tokenStorageKey, idToken],
    [sessionStorageKey, server.session.sessionToken],
    [emailStorageKey, server.session.email],
  ];
  await page.evaluate((items) => {
    // Runs in the page; the bench's TypeScript has no DOM types.
    const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
      .localStorage;
    for (const [key, value] of items) storage.setItem(key, value);
  }, entries);
}

async function runOnce(chromePath: string, server: TalvioServer, target: Target, preset: Preset) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    try {
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      if (target.signedIn) await signIn(page, server);
      const flags: Flags = {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        disableStorageReset: target.signedIn,
      };
      const config = preset === 'desktop' ? desktopConfig : undefined;
      const result = await lighthouse(`${server.url}${target.path}`, flags, config, page);
      if (!result) throw new Error('Lighthouse returned no result.');
      const summary = summarise(result.lhr);
      // The full report of the last run of each page and preset, for finding where the time goes.
      const reportDir = join(import.meta.dirname, 'results', 'lighthouse');
      mkdirSync(reportDir, { recursive: true });
      const slug = target.path === '/' ? 'landing' : target.path.slice(1).replaceAll('/', '-');
      writeFileSync(join(reportDir, `${slug}-${preset}.json`), JSON.stringify(result.lhr));
      const landedOn = new URL(page.url()).pathname;
      if (landedOn !== target.path) {
        throw new Error(`Lighthouse on ${target.path} ended on ${landedOn}: the page redirected.`);
      }
      return summary;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/**
 * One run; a run whose trace Chrome failed to record (Lighthouse's NO_NAVSTART, seen now and then on a busy
 * machine) is run again, up to twice. Any other failure stops the bench.
 */
async function runRetryingTraceFailures(
  chromePath: string,
  server: TalvioServer,
  target: Target,
  preset: Preset,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(chromePath, server, target, preset);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

async function measurePage(
  chromePath: string,
  server: TalvioServer,
  target: Target,
  preset: Preset,
  runs: number,
): Promise<PageResult> {
  const summaries: RunSummary[] = [];
  for (let i = 0; i < runs; i++)
    summaries.push(await runRetryingTraceFailures(chromePath, server, target, preset));
  const medianScore = median(summaries.map((s) => s.score));
  return {
    path: target.path,
    preset,
    medianScore,
    medianCls: median(summaries.map((s) => s.cls)),
    medianRun: summaries.find((s) => s.score === medianScore) ?? summaries[0]!,
    runs: summaries,
  };
}

function figuresFor(result: PageResult, runs: number): Figure[] {
  const { path, preset, medianRun: m } = result;
  const label = `${path} ${preset}`;
  const failed = m.failedAudits.map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
  return [
    {
      name: `${label} performance${runs > 1 ? ` (median of ${runs})` : ''}`,
      value: result.medianScore,
      unit: '',
      digits: 0,
      budget: { kind: 'min', limit: scoreBudget[preset] },
      note: `FCP ${Math.round(m.fcpMs)} ms, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, SI ${Math.round(m.speedIndexMs)} ms`,
      detail: failed.length > 0 ? `audits below 0.9: ${failed.join('; ')}` : undefined,
    },
    {
      name: `${label} CLS`,
      value: result.medianCls,
      unit: '',
      digits: 3,
      budget: { kind: 'max', limit: clsBudget },
    },
  ];
}

/** Measures every page and preset, emitting each one's figures as soon as they are known. */
export async function measureLighthouse(
  root: string,
  server: TalvioServer,
  runs: number,
  emit: (figures: Figure[]) => void,
): Promise<PageResult[]> {
  const chromePath = findChromium(root);
  const results: PageResult[] = [];
  // BENCH_LIGHTHOUSE_PAGES=/dashboard (comma-separated) measures only those pages, for quick iterations.
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  // BENCH_LIGHTHOUSE_PRESETS=mobile likewise.
  const onlyPresets = process.env.BENCH_LIGHTHOUSE_PRESETS?.split(',').filter(Boolean);
  for (const target of targets.filter((t) => !only || only.includes(t.path))) {
    for (const preset of presets.filter((p) => !onlyPresets || onlyPresets.includes(p))) {
      const result = await measurePage(chromePath, server, target, preset, runs);
      emit(figuresFor(result, runs));
      results.push(result);
    }
  }
  return results;
}
