import type { Article, ArticleList } from '@talvio/contracts/articles';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The hiring guides are public: asked for without a session (a signed-in reader's token is not needed). */
const articleKeys = {
  all: ['articles'] as const,
  list: () => [...articleKeys.all, 'list'] as const,
  detail: (id: number) => [...articleKeys.all, 'detail', id] as const,
};

/** GET /articles: every guide, newest first. Guides change only with a release. */
export const articlesQuery = () =>
  queryOptions({
    queryKey: articleKeys.list(),
    queryFn: () => apiFetch<ArticleList>('/articles', { auth: false }),
    staleTime: 10 * 60_000,
    meta: { public: true },
  });

/** GET /articles/{id}: one guide with its body. */
export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: () => apiFetch<Article>(`/articles/${id}`, { auth: false }),
    staleTime: 10 * 60_000,
    meta: { public: true },
  });
