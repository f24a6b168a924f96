import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { emptyFirstScreenStyles } from './first-screen-styles.ts';
import { compressFile } from './precompress.ts';

/**
 * First screens in the HTML (docs/product/app-shell.md, **first paint**): after the browser build, the app is built
 * once more for Node (src/prerender.tsx), which makes a copy of index.html for each page of `firstScreenPages`
 * (@talvio/domain/first-paint) with a visitor's first screen rendered in. This plugin adds
 * to each copy's head the styles and modules of the page's first screen (`sourcesByPath`), writes the copies under
 * `prerendered/`, and the server sends one for its path. The browser hydrates the markup instead of building the
 * page from nothing, and fetches the first screen's code at once instead of after the entry has run. Signed-in
 * pages of `earlyAnswerPages` get a copy too, without markup: their code named in the head and the inline script
 * that asks for their first answers (docs/product/app-shell.md, **early answers**).
 */
export function prerender(sourcesByPath: Record<string, string[]>): Plugin {
  let root = '';
  let outDir = '';
  let ssr = false;
  return {
    name: 'talvio-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      // Inside the project, so that the server build's imports of packages resolve to its node_modules.
      const cache = join(root, 'node_modules', '.cache');
      mkdirSync(cache, { recursive: true });
      const serverDir = mkdtempSync(join(cache, 'talvio-prerender-'));
      try {
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          plugins: [react(), emptyFirstScreenStyles()],
          build: {
            ssr: 'src/prerender.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const entry: {
          prerenderPages: (template: string) => Promise<PrerenderedPage[]>;
        } = await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href);
        const manifest: Manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
        const pages = await entry.prerenderPages(readFileSync(join(outDir, 'index.html'), 'utf8'));
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        for (const page of pages) {
          const sources = sourcesByPath[page.path];
          if (!sources) throw new Error(`prerender: no sources are named for ${page.path}`);
          const file = join(outDir, 'prerendered', page.file);
          writeFileSync(
            file,
            stylesFirst(
              page.html.replace('  </head>', () => `${headLinks(manifest, sources, page.styled)}\n  </head>`),
            ),
          );
          compressFile(file);
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The head's stylesheets ahead of its scripts: the first paint waits for the styles only, so on a slow connection
 * they are asked for before the modules that compete with them.
 */
function stylesFirst(html: string): string {
  const sheets = html.match(/^ *<link rel="stylesheet"[^>]*>\n/gm) ?? [];
  const rest = sheets.reduce((text, sheet) => text.replace(sheet, ''), html);
  const at = rest.search(/^ *<script type="module"/m);
  if (at < 0) throw new Error('prerender: index.html has no module script');
  return rest.slice(0, at) + sheets.join('') + rest.slice(at);
}

/** A page of src/prerender.tsx; `styled` when its markup is the page's screen and needs the page's styles to paint. */
interface PrerenderedPage {
  path: string;
  file: string;
  html: string;
  styled: boolean;
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/**
 * What the page will load once its code runs, announced in its head so the browser fetches it at once: the
 * stylesheets of the page's modules and the modules themselves. A `styled` page's markup needs those styles to
 * paint (or it would show unstyled), so they are linked; a page whose markup is only the staff shell's frame
 * (which the entry's styles cover) preloads them instead, so they do not hold its first paint. The entry's own
 * are in index.html already.
 */
function headLinks(manifest: Manifest, sources: string[], styled: boolean): string {
  const closure = (keys: string[], skip: Set<string> = new Set()) => {
    const chunks = new Set<string>();
    const visit = (key: string) => {
      if (chunks.has(key) || skip.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
      chunks.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return chunks;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const page = [...closure(sources, closure(entries))].map((key) => manifest[key]!);
  return [
    ...page
      .flatMap((chunk) => chunk.css ?? [])
      .map((href) =>
        styled
          ? `    <link rel="stylesheet" crossorigin href="/${href}">`
          : `    <link rel="preload" as="style" crossorigin href="/${href}">`,
      ),
    ...page.map((chunk) => `    <link rel="modulepreload" crossorigin href="/${chunk.file}">`),
  ].join('\n');
}
