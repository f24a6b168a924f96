import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { emptyFirstScreenStyles, type firstScreenStyles, mantineStylesheets } from './first-screen-styles.ts';

/** A first screen: the lazily loaded modules (layers and page) that a kind of page needs before it can render. */
export interface FirstScreen {
  name: string;
  sources: string[];
}

type Chunk = Rolldown.OutputChunk;

/**
 * A few chunks per first screen instead of dozens of small shared ones (docs/decisions/0011-first-screen-groups.md).
 *
 * Rolldown gives every distinct set of importing pages its own common chunk, so the dashboard's first screen needs
 * about 60 files, and over HTTP/1.1 a phone spends its time on round trips. This plugin first builds the app with
 * the default splitting (in memory) and reads from its output which modules each first screen uses beyond the entry —
 * after tree-shaking, so only code that is really there. The real build then groups those modules by the set of first
 * screens that use them: a module only the staff screen uses goes to `first-screen-staff`, one the staff and the
 * sign-in screens share to `first-screen-auth+staff`. Every module stays in exactly one chunk (nothing is copied, so
 * module state and class identity are safe), a first screen downloads only what it uses, and any other page that
 * shares a module with a first screen imports it from that screen's chunk. A page missing from `screens` still
 * works: its modules keep the default splitting.
 */
export function firstScreenChunks(
  screens: FirstScreen[],
  styles: { plugin: ReturnType<typeof firstScreenStyles>; screens: string[] },
): Plugin {
  return {
    name: 'talvio-first-screen-chunks',
    apply: 'build',
    async config(config) {
      const root = resolve(config.root ?? process.cwd());
      const result = await build({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: [react(), emptyFirstScreenStyles()],
        build: { write: false, target: config.build?.target, emptyOutDir: false },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap((o) => o.output).filter((c): c is Chunk => c.type === 'chunk');
      styles.plugin.setStyles(
        stylesFor(
          root,
          chunks,
          screens.filter((s) => styles.screens.includes(s.name)),
        ),
      );
      const groups = groupsFor(root, chunks, screens).map(({ name, modules }) => ({
        name,
        test: (id: string) => modules.has(id),
        // Exactly these modules: their dependencies are in the entry or in another group already.
        includeDependenciesRecursively: false,
      }));
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}

/** A build's chunks with the chunks each imports statically, transitively. */
function closureOf(chunks: Chunk[]) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  return (starts: Chunk[]) => {
    const seen = new Map<string, Chunk>();
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) visit(next);
      }
    };
    for (const chunk of starts) visit(chunk);
    return [...seen.values()];
  };
}

/** The modules of `list` that are really there after tree-shaking. */
const rendered = (list: Chunk[]) =>
  list.flatMap((c) =>
    Object.entries(c.modules)
      .filter(([, m]) => m.renderedLength > 0)
      .map(([id]) => id),
  );

/** The chunk of a lazily imported source file. */
function facadeOf(root: string, chunks: Chunk[]) {
  return (source: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === resolve(root, source));
    if (!chunk) throw new Error(`first-screen-chunks: no chunk for ${source}; has the route table changed?`);
    return chunk;
  };
}

/**
 * The Mantine stylesheets that `screens` need beyond the entry's (docs/decisions/0015-first-screen-styles.md): those
 * of every component their modules use, entry included, less the ones the entry imports itself.
 */
export function stylesFor(root: string, chunks: Chunk[], screens: FirstScreen[]): string[] {
  const closure = closureOf(chunks);
  const facade = facadeOf(root, chunks);
  const entry = closure(chunks.filter((c) => c.isEntry));
  const used = rendered(closure([...entry, ...screens.flatMap((s) => s.sources.map(facade))]));
  return mantineStylesheets(
    used,
    entry.flatMap((c) => Object.keys(c.modules)),
  );
}

/** The groups for a build's chunks: each module of a first screen (beyond the entry), by the screens using it. */
export function groupsFor(root: string, chunks: Chunk[], screens: FirstScreen[]) {
  const closure = closureOf(chunks);
  const facade = facadeOf(root, chunks);
  // The entry's modules stay where they are; so does the module behind each lazy import (its chunk stays the page's
  // or layer's own, as the manifest and the route table expect).
  const fixed = new Set(rendered(closure(chunks.filter((c) => c.isEntry))));
  for (const chunk of chunks)
    if (chunk.isDynamicEntry && chunk.facadeModuleId) fixed.add(chunk.facadeModuleId);

  const screensOf = new Map<string, string[]>();
  const screenSources = new Set<string>();
  for (const screen of screens) {
    for (const source of screen.sources) screenSources.add(resolve(root, source));
    for (const id of new Set(rendered(closure(screen.sources.map(facade))))) {
      if (fixed.has(id)) continue;
      screensOf.set(id, [...(screensOf.get(id) ?? []), screen.name]);
    }
  }
  // A module other pages use too goes to a group of its own (`…+pages`): a page reached later downloads the
  // first-screen code it shares, not everything else of that screen.
  const otherPages = chunks.filter((c) => c.isDynamicEntry && !screenSources.has(c.facadeModuleId ?? ''));
  const usedElsewhere = new Set(rendered(closure(otherPages)));
  for (const [id, names] of screensOf) if (usedElsewhere.has(id)) names.push('pages');

  const bytesOf = new Map(
    chunks.flatMap((c) => Object.entries(c.modules).map(([id, m]) => [id, m.renderedLength])),
  );
  const groups = new Map<string, Group>();
  for (const [id, names] of screensOf) {
    const screens = [...names].sort();
    const key = screens.join('+');
    const group = groups.get(key) ?? { screens, modules: new Set<string>(), bytes: 0 };
    group.modules.add(id);
    group.bytes += bytesOf.get(id) ?? 0;
    groups.set(key, group);
  }
  return mergeSmallGroups([...groups.values()])
    .map((g) => ({ name: `first-screen-${g.screens.join('+')}`, modules: g.modules }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

interface Group {
  screens: string[];
  modules: Set<string>;
  bytes: number;
}

/**
 * Below this many bytes of code (as rendered, before minifying) a group costs a phone more as a request of its own —
 * a round trip, and over HTTP/1.1 a place in the queue of six connections — than as bytes inside a bigger one
 * (docs/decisions/0011-first-screen-groups.md).
 */
export const smallGroupBytes = 16_000;

/**
 * Folds each group smaller than {@link smallGroupBytes} into a group used by the same screens and more: the one with
 * the fewest other screens, then the biggest. The screens it was for download one file fewer; the others that use
 * the bigger group download the small one's bytes too. A small group with no such group stays as it is.
 */
export function mergeSmallGroups(groups: Group[]): Group[] {
  const left = [...groups].sort((a, b) => a.bytes - b.bytes);
  const covers = (big: Group, small: Group) =>
    big !== small &&
    big.screens.length > small.screens.length &&
    small.screens.every((s) => big.screens.includes(s));
  for (let i = 0; i < left.length; i++) {
    const small = left[i] as Group;
    if (small.bytes >= smallGroupBytes) break;
    const into = left
      .filter((g) => covers(g, small))
      .sort((a, b) => a.screens.length - b.screens.length || b.bytes - a.bytes)[0];
    if (!into) continue;
    for (const id of small.modules) into.modules.add(id);
    into.bytes += small.bytes;
    left.splice(i, 1);
    i = -1;
    left.sort((a, b) => a.bytes - b.bytes);
  }
  return left;
}
