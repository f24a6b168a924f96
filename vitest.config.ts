import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files share their workers' module cache (`isolate: false`): each file's own imports (the API, the parsers,
 * React) load once per worker instead of once per file, which took most of the suite's time on a 2-core machine
 * (measured: unit tests 59 s → 25 s; API tests on PGlite 372 s → 234 s). A file that replaces a module
 * with `vi.mock` needs a module cache of its own, or it may get the real module another file loaded first; those
 * files run isolated, in a project of their own, found here by their `vi.mock(` call.
 */
const isolated = testFiles(['apps', 'packages']).filter((path) =>
  readFileSync(path, 'utf8').includes('vi.mock('),
);

function testFiles(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory())
        return entry.name === 'node_modules' || entry.name === 'dist' ? [] : testFiles([path]);
      return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
    }),
  );
}

const node = {
  name: 'unit',
  environment: 'node' as const,
  include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/*.test.ts'],
  exclude: ['**/*.api.test.ts', '**/node_modules/**'],
};
const web = {
  name: 'web',
  environment: 'jsdom' as const,
  include: ['apps/web/src/**/*.test.{ts,tsx}'],
  setupFiles: ['apps/web/src/test-setup.ts'],
};
const api = {
  name: 'api',
  environment: 'node' as const,
  include: ['apps/api/src/**/*.api.test.ts'],
  globalSetup: ['apps/api/src/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** Which of the projects above a test file belongs to. */
function projectOf(path: string): string {
  if (path.endsWith('.api.test.ts')) return api.name;
  return path.startsWith('apps/web/src/') ? web.name : node.name;
}

/** The project as two: the files that share a module cache, and the ones that replace modules, isolated. */
function split<P extends { name: string; include: string[]; exclude?: string[] }>(project: P) {
  const exclude = [...(project.exclude ?? ['**/node_modules/**'])];
  return [
    { ...project, include: [...project.include], exclude: [...exclude, ...isolated], isolate: false },
    {
      ...project,
      name: `${project.name}-isolated`,
      include: isolated.filter((path) => projectOf(path) === project.name),
      exclude,
      isolate: true,
    },
  ];
}

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; on a 2-core machine both are worth using.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...split(node).map((test) => ({ test })),
      // Web tests stay isolated: sharing modules, one file's leftover state changed what the next file's page asked
      // the API for (seen once, on a fresh clone's file order; the cause was not pinned down).
      { test: { ...web, isolate: true }, esbuild: { jsx: 'automatic' as const } },
      ...split(api).map((test) => ({ test })),
    ],
  },
});
