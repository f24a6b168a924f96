import { describe, expect, it } from 'vitest';
import { groupsFor, mergeSmallGroups, smallGroupBytes } from './first-screen-chunks.ts';

type Chunk = Parameters<typeof groupsFor>[1][number];

/** A chunk of the default build: its file, the modules rendered into it, the chunks it imports statically. */
function chunk(
  fileName: string,
  modules: string[],
  imports: string[] = [],
  kind: { entry?: boolean; facade?: string } = {},
): Chunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry: kind.entry ?? false,
    isDynamicEntry: kind.facade !== undefined,
    facadeModuleId: kind.entry ? '/app/src/main.tsx' : (kind.facade ?? null),
    modules: Object.fromEntries(
      modules.map((id) => [id, { renderedLength: id.includes('barrel') ? 0 : smallGroupBytes }]),
    ),
  } as unknown as Chunk;
}

const build = [
  chunk('index.js', ['/app/src/main.tsx', '/nm/react.js'], [], { entry: true }),
  chunk('shell.js', ['/app/src/shell.tsx'], ['common-a.js', 'common-b.js'], { facade: '/app/src/shell.tsx' }),
  chunk('login.js', ['/app/src/login.tsx'], ['common-b.js', 'common-c.js'], { facade: '/app/src/login.tsx' }),
  chunk('users.js', ['/app/src/users.tsx'], ['common-c.js'], { facade: '/app/src/users.tsx' }),
  chunk('common-a.js', ['/nm/sidebar.js', '/nm/barrel.js']),
  chunk('common-b.js', ['/nm/button.js']),
  chunk('common-c.js', ['/nm/form.js']),
];

describe('first-screen chunks', () => {
  const groups = groupsFor('/app', build, [
    { name: 'auth', sources: ['src/login.tsx'] },
    { name: 'staff', sources: ['src/shell.tsx'] },
  ]);
  const byName = Object.fromEntries(groups.map((g) => [g.name, [...g.modules].sort()]));

  it('groups the modules of each first screen by the screens that use them', () => {
    expect(byName['first-screen-staff']).toEqual(['/nm/sidebar.js']);
    expect(byName['first-screen-auth+staff']).toEqual(['/nm/button.js']);
  });

  it('keeps a module that other pages use too apart, so those pages do not download the rest of the screen', () => {
    expect(byName['first-screen-auth+pages']).toEqual(['/nm/form.js']);
  });

  it('leaves the entry, the lazily imported modules themselves and tree-shaken barrels where they are', () => {
    const grouped = groups.flatMap((g) => [...g.modules]);
    for (const id of [
      '/app/src/main.tsx',
      '/nm/react.js',
      '/app/src/shell.tsx',
      '/app/src/login.tsx',
      '/nm/barrel.js',
    ])
      expect(grouped).not.toContain(id);
  });

  it('says which source has no chunk when the route table changed', () => {
    expect(() => groupsFor('/app', build, [{ name: 'gone', sources: ['src/gone.tsx'] }])).toThrow(
      /no chunk for src\/gone.tsx/,
    );
  });
});

describe('small first-screen groups', () => {
  const group = (screens: string[], bytes: number) => ({
    screens,
    modules: new Set([`/nm/${screens.join('-')}.js`]),
    bytes,
  });

  it('folds a group too small to be worth a request into the closest group used by the same screens and more', () => {
    const merged = mergeSmallGroups([
      group(['staff'], 500),
      group(['pages', 'staff'], 30_000),
      group(['auth', 'pages', 'staff'], 40_000),
      group(['auth'], 30_000),
    ]);
    const byScreens = Object.fromEntries(merged.map((g) => [g.screens.join('+'), [...g.modules].sort()]));
    expect(Object.keys(byScreens).sort()).toEqual(['auth', 'auth+pages+staff', 'pages+staff']);
    expect(byScreens['pages+staff']).toEqual(['/nm/pages-staff.js', '/nm/staff.js']);
    expect(merged.find((g) => g.screens.join('+') === 'pages+staff')?.bytes).toBe(30_500);
  });

  it('folds small groups step by step until what is left is big enough or has nowhere to go', () => {
    const merged = mergeSmallGroups([
      group(['staff'], 500),
      group(['onboarding', 'staff'], 600),
      group(['landing', 'onboarding', 'staff'], 700),
      group(['auth'], 200),
    ]);
    expect(merged.map((g) => [g.screens.join('+'), g.modules.size, g.bytes])).toEqual([
      ['auth', 1, 200],
      ['landing+onboarding+staff', 3, 1_800],
    ]);
  });

  it('leaves groups of a worthwhile size apart even when a bigger group covers them', () => {
    const merged = mergeSmallGroups([group(['staff'], smallGroupBytes), group(['pages', 'staff'], 90_000)]);
    expect(merged).toHaveLength(2);
  });
});
