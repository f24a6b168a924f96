import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

/** The module that brings the first screens' Mantine styles (docs/decisions/0015-first-screen-styles.md). */
export const firstScreenStylesId = 'virtual:first-screen-styles';
const resolvedId = `\0${firstScreenStylesId}`;

const require = createRequire(import.meta.url);
const mantineStylesDir = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
const componentClasses = /@mantine\/core\/esm\/components\/.+\/(\w+)\.module\.mjs$/;
const stylesheet = /@mantine\/core\/styles\/(\w+)\.css$/;

/**
 * `virtual:first-screen-styles`: in a build, only the stylesheets of the Mantine components the first screens render
 * (found by `firstScreenChunks` in its first build and handed over with `setStyles`); in the dev server and tests,
 * every component's. Builds that only read the module graph (that first build, the prerender) get an empty module.
 */
export function firstScreenStyles(): Plugin & { setStyles: (files: string[]) => void } {
  let files: string[] | undefined;
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'talvio-first-screen-styles',
    setStyles(list) {
      files = list;
    },
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === firstScreenStylesId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      if (command === 'serve') return `import '@mantine/core/styles.css';`;
      if (!files) throw new Error('first-screen-styles: the first-screen build has not named the styles');
      return files.map((file) => `import '@mantine/core/styles/${file}';`).join('\n');
    },
  };
}

/** For builds that read the app's module graph but keep no styles: the module, empty. */
export function emptyFirstScreenStyles(): Plugin {
  return {
    name: 'talvio-first-screen-styles-empty',
    resolveId: (id) => (id === firstScreenStylesId ? resolvedId : null),
    load: (id) => (id === resolvedId ? '' : null),
  };
}

/**
 * The stylesheets of the Mantine components used by the modules `ids` (each component's class names come from a
 * `<Name>.module.mjs`, whose styles are `styles/<Name>.css`), less those `present` already (the entry imports
 * some), in the order of Mantine's complete stylesheet: a component's rules that override another's come after them.
 */
export function mantineStylesheets(ids: Iterable<string>, present: Iterable<string>): string[] {
  const have = new Set([...present].flatMap((id) => stylesheet.exec(id)?.[1] ?? []));
  const names = new Set<string>();
  for (const id of ids) {
    const name = componentClasses.exec(id)?.[1];
    if (name && !have.has(name)) names.add(name);
  }
  const complete = readFileSync(resolve(mantineStylesDir, '..', 'styles.css'), 'utf8');
  const position = (name: string) => {
    const text = readFileSync(join(mantineStylesDir, `${name}.css`), 'utf8');
    const at = complete.indexOf(text.slice(0, 400));
    if (at < 0) throw new Error(`first-screen-styles: ${name}.css is not in Mantine's complete stylesheet`);
    return at;
  };
  return [...names]
    .map((name) => ({ name, at: position(name) }))
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => `${name}.css`);
}

export type { Chunk };
