/**
 * Bundle budgets, read from Vite's build manifest: the gzip size (zlib level 9) of the JS and CSS a page needs
 * before it can render, i.e. an entry plus everything it imports statically (not its dynamic imports).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Figure } from './report.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** Sources (relative to apps/web) of the lazy modules /dashboard needs: see app-layout.tsx and routes.tsx. */
const dashboardSources = [
  'src/app/staff-shell.tsx',
  'src/app/query-layer.tsx',
  'src/features/dashboard/pages/dashboard-page.tsx',
];
const landingSource = 'src/features/marketing/pages/landing-page.tsx';
const entryKey = 'index.html';

export const kB = 1000;
const initialBudget = 120;
const dashboardBudget = 300;

export interface LazyChunk {
  src: string;
  file: string;
  /** gzip bytes of the chunk itself (JS + its own CSS). */
  ownBytes: number;
  /** gzip bytes a navigation to it downloads on top of the entry closure. */
  addedBytes: number;
}

export interface BundleDetails {
  dist: string;
  initialFiles: string[];
  dashboardFiles: string[];
  lazyChunks: LazyChunk[];
}

export function manifestPath(webDir: string): string {
  return join(webDir, 'dist/.vite/manifest.json');
}

/** Builds the web app when the manifest is missing (or when asked to). */
export function ensureWebBuild(root: string, webDir: string, force: boolean): void {
  if (!force && existsSync(manifestPath(webDir))) return;
  console.log('  Building the web app (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when a web source changed after the build: the figures then describe an older version. */
export function isBuildStale(root: string, webDir: string): boolean {
  const built = statSync(manifestPath(webDir)).mtimeMs;
  const sources = [
    join(webDir, 'src'),
    join(webDir, 'index.html'),
    join(root, 'packages/domain/src'),
    join(root, 'packages/contracts/src'),
  ];
  return sources.some((s) => existsSync(s) && newestMtime(s) > built);
}

function chunkBySource(manifest: Manifest, src: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.src === src);
  if (!key) throw new Error(`No chunk for ${src} in the build manifest: has the route table changed?`);
  return key;
}

/** Files (JS and CSS) of the given chunks and of everything they import statically. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}.`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

function createSizer(dist: string): (files: Iterable<string>) => number {
  const cache = new Map<string, number>();
  const sizeOf = (file: string): number => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length;
      cache.set(file, size);
    }
    return size;
  };
  return (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);
}

function difference(a: Set<string>, b: Set<string>): Set<string> {
  return new Set([...a].filter((x) => !b.has(x)));
}

/** `src/app/x.tsx` → `app/x.tsx`; `../../node_modules/pkg/…` → `pkg/…`. */
function shortSource(src: string): string {
  return src.replace(/^src\//, '').replace(/^(\.\.\/)+node_modules\//, '');
}

export function measureBundle(webDir: string): { figures: Figure[]; details: BundleDetails } {
  const dist = join(webDir, 'dist');
  const manifest = JSON.parse(readFileSync(manifestPath(webDir), 'utf8')) as Manifest;
  const size = createSizer(dist);
  const toKB = (bytes: number) => bytes / kB;

  const initial = staticClosure(manifest, [entryKey]);
  const dashboardKeys = dashboardSources.map((src) => chunkBySource(manifest, src));
  const dashboard = staticClosure(manifest, [entryKey, ...dashboardKeys]);
  const landing = staticClosure(manifest, [entryKey, chunkBySource(manifest, landingSource)]);

  const lazyChunks: LazyChunk[] = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !dashboardKeys.includes(key))
    .map(([key, chunk]) => ({
      src: chunk.src ?? key,
      file: chunk.file,
      ownBytes: size([chunk.file, ...(chunk.css ?? [])]),
      addedBytes: size(difference(staticClosure(manifest, [key]), initial)),
    }))
    .sort((a, b) => b.addedBytes - a.addedBytes);

  const split = (files: Set<string>) => {
    const css = [...files].filter((f) => f.endsWith('.css'));
    const js = [...files].filter((f) => !f.endsWith('.css'));
    return `JS ${toKB(size(js)).toFixed(1)} + CSS ${toKB(size(css)).toFixed(1)} kB`;
  };
  const figures: Figure[] = [
    {
      name: '/ initial JS + CSS (index.html closure)',
      value: toKB(size(initial)),
      unit: 'kB',
      budget: { kind: 'max', limit: initialBudget },
      note: split(initial),
    },
    {
      name: '/ first render (+ landing page chunk)',
      value: toKB(size(landing)),
      unit: 'kB',
      note: split(landing),
    },
    {
      name: 'app shell + /dashboard',
      value: toKB(size(dashboard)),
      unit: 'kB',
      budget: { kind: 'max', limit: dashboardBudget },
      note: `${split(dashboard)}: entry + staff shell + query layer + dashboard page`,
    },
    ...lazyChunks.map((chunk) => ({
      name: `lazy ${shortSource(chunk.src)}`,
      value: toKB(chunk.addedBytes),
      unit: 'kB',
      note: `on top of the entry (chunk itself ${toKB(chunk.ownBytes).toFixed(1)} kB)`,
    })),
  ];
  return {
    figures,
    details: { dist, initialFiles: [...initial], dashboardFiles: [...dashboard], lazyChunks },
  };
}
