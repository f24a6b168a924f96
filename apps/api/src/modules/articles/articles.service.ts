import type { Article, ArticleList, ArticleSummary } from '@talvio/contracts/articles';
import { articleIdFromPath } from '@talvio/domain/articles';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { type ArticleFile, defaultArticlesDir, readArticleFiles } from './article-files.ts';
import { withArticleHead } from './article-head.ts';
import {
  type ArticleListRow,
  type ArticleValues,
  articleHashes,
  deleteArticlesExcept,
  findArticle,
  findArticleCover,
  findArticleHead,
  insertArticles,
  listArticles,
  updateArticle,
} from './articles.repository.ts';

/** The cover's address; the content hash in it changes with the article, so browsers may keep it for good. */
const coverUrl = (row: Pick<ArticleListRow, 'id' | 'contentHash'>) =>
  `/api/articles/${row.id}/cover.svg?v=${row.contentHash.slice(0, 12)}`;

function toSummary(row: ArticleListRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    author: row.author,
    published_at: row.publishedAt,
    reading_minutes: row.readingMinutes,
    cover: coverUrl(row),
  };
}

const values = ({ file: _file, ...article }: ArticleFile): ArticleValues => article;

/**
 * Loads the hiring guides from their Markdown files into the database (docs/decisions/0019-articles-from-markdown-files.md):
 * a new slug is added, a changed file rewrites its row (same id, so links keep working), and a row whose file is
 * gone is removed. Unchanged files write nothing, so running it at every start costs one read. A file that is not
 * valid stops it before anything is written.
 */
export async function syncArticles(
  deps: Pick<AppContext, 'db'>,
  dir: string = defaultArticlesDir,
): Promise<{ added: number; updated: number; removed: number }> {
  const files = await readArticleFiles(dir);
  return deps.db.transaction(async (tx) => {
    const stored = await articleHashes(tx);
    const added = files.filter((file) => !stored.has(file.slug));
    const changed = files.filter(
      (file) => stored.has(file.slug) && stored.get(file.slug) !== file.contentHash,
    );
    await insertArticles(tx, added.map(values));
    for (const file of changed) await updateArticle(tx, values(file));
    const removed = await deleteArticlesExcept(
      tx,
      files.map((file) => file.slug),
    );
    return { added: added.length, updated: changed.length, removed };
  });
}

/** GET /articles: every article, newest first. */
export async function getArticles(deps: Pick<AppContext, 'db'>): Promise<ArticleList> {
  return { items: (await listArticles(deps.db)).map(toSummary) };
}

/** GET /articles/{id}: one article with its sanitised body. */
export async function getArticle(deps: Pick<AppContext, 'db'>, id: number): Promise<Article> {
  const row = await findArticle(deps.db, id);
  if (!row) throw notFound('The article');
  return { ...toSummary(row), body_html: row.bodyHtml };
}

/** GET /articles/{id}/cover.svg: the cover drawing. */
export async function getArticleCover(deps: Pick<AppContext, 'db'>, id: number): Promise<string> {
  const svg = await findArticleCover(deps.db, id);
  if (svg === undefined) throw notFound('The article');
  return svg;
}

/**
 * The app's page for an article address (`/articles/{id}` or `/article/{id}`) with the article's title,
 * description and Open Graph tags in its head (docs/product/articles.md, **shareable**); null when the path is not
 * an article's or no such article exists (the plain page is served then).
 */
export async function articlePageHtml(
  deps: Pick<AppContext, 'db' | 'config'>,
  pathname: string,
  indexHtml: () => Promise<string>,
): Promise<string | null> {
  const id = articleIdFromPath(pathname);
  if (id === null) return null;
  const article = await findArticleHead(deps.db, id);
  if (!article) return null;
  return withArticleHead(await indexHtml(), article, deps.config.publicUrl);
}
