import type { ArticleList } from '@talvio/contracts/articles';
import { describeAccessMatrix, type MatrixRoute, useMatrixWorld } from './testing/access-matrix.ts';

/**
 * Authorization matrix (docs/product/users.md) for the hiring guides (docs/product/articles.md): public, so every
 * caller reads them — anonymous, staff of any organisation, and a deactivated user too.
 */
const world = useMatrixWorld('Matrix Articles Org');

const firstArticle = async () =>
  ((await (await fetch(`${world.t.url}/api/articles`)).json()) as ArticleList).items[0]!;

const routes: MatrixRoute[] = [
  { method: 'GET', route: '/api/articles', access: 'public', path: '/api/articles', ok: 200 },
  {
    method: 'GET',
    route: '/api/articles/:id',
    access: 'public',
    path: async () => `/api/articles/${(await firstArticle()).id}`,
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/articles/:id/cover.svg',
    access: 'public',
    path: async () => (await firstArticle()).cover,
    ok: 200,
  },
];

describeAccessMatrix('authorization matrix: the hiring guides are public', routes, world);
