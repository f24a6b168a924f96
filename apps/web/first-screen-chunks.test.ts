import { describe, expect, it } from 'vitest';
import { groupsFor } from './first-screen-chunks.ts';

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
      modules.map((id) => [id, { renderedLength: id.includes('barrel') ? 0 : 10 }]),
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
