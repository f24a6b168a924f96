import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreens } from './first-screens.ts';

/** The route table's pages: the variable, the loader used (`page` or `laterPage`) and the imported file. */
function routePages() {
  const source = readFileSync(join(import.meta.dirname, 'src/app/routes.tsx'), 'utf8');
  return [...source.matchAll(/^const \w+ = (page|laterPage)\(\(\) => import\('\.\.?\/(.+?)'\)\);$/gm)].map(
    ([, loader, file]) => ({ loader, file: `src/${file!.replace(/^(features|components)\//, '$1/')}` }),
  );
}

describe('first screens', () => {
  const pages = routePages();
  const firstScreenPages = new Set(
    firstScreens.flatMap((s) => s.sources).filter((s) => s.includes('/pages/')),
  );

  it('reads the route table (a change to its shape must change this test too)', () => {
    expect(pages.length).toBeGreaterThan(25);
  });

  it('a page that is not a first screen loads the complete stylesheet with its code', () => {
    const wrong = pages.filter(({ loader, file }) => (loader === 'page') !== firstScreenPages.has(file));
    expect(wrong).toEqual([]);
  });
});
