import type { Database } from '@talvio/db/client';
import { articles } from '@talvio/db/schema';
import { desc, eq, notInArray, sql } from 'drizzle-orm';

export type ArticleRow = typeof articles.$inferSelect;
/** What the list shows: every column but the body and the cover. */
export type ArticleListRow = Omit<ArticleRow, 'bodyHtml' | 'coverSvg'>;
/** The columns the start-up sync writes. */
export type ArticleValues = Pick<
  typeof articles.$inferInsert,
  | 'slug'
  | 'title'
  | 'summary'
  | 'author'
  | 'publishedAt'
  | 'bodyHtml'
  | 'readingMinutes'
  | 'coverSvg'
  | 'contentHash'
>;

/** Each stored article's slug and content hash, for the sync to compare with the files. */
export async function articleHashes(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ slug: articles.slug, contentHash: articles.contentHash }).from(articles);
  return new Map(rows.map((row) => [row.slug, row.contentHash]));
}

/**
 * Adds articles whose slug is new, in the order given. A slug another server added meanwhile is left to it (no
 * error, no id spent twice on the next start).
 */
export async function insertArticles(db: Database, values: ArticleValues[]): Promise<void> {
  if (values.length === 0) return;
  const now = new Date();
  await db
    .insert(articles)
    .values(values.map((v) => ({ ...v, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: articles.slug });
}

/** Rewrites an article found by its slug; its id, and so its address, stays. */
export async function updateArticle(db: Database, values: ArticleValues): Promise<void> {
  await db
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.slug, values.slug));
}

/** Removes the articles whose slug is not among these (their file is gone). Returns how many. */
export async function deleteArticlesExcept(db: Database, slugs: string[]): Promise<number> {
  const removed = await db
    .delete(articles)
    .where(slugs.length > 0 ? notInArray(articles.slug, slugs) : sql`true`)
    .returning({ id: articles.id });
  return removed.length;
}

const listColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  author: articles.author,
  publishedAt: articles.publishedAt,
  readingMinutes: articles.readingMinutes,
  contentHash: articles.contentHash,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

/** Every article without its body, newest publication first (the later id first on the same day). */
export async function listArticles(db: Database): Promise<ArticleListRow[]> {
  return db.select(listColumns).from(articles).orderBy(desc(articles.publishedAt), desc(articles.id));
}

export async function findArticle(db: Database, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row;
}

/** What an article page's head says: its title, summary and date. */
export async function findArticleHead(
  db: Database,
  id: number,
): Promise<Pick<ArticleRow, 'id' | 'title' | 'summary' | 'publishedAt'> | undefined> {
  const [row] = await db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(eq(articles.id, id));
  return row;
}

export async function findArticleCover(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ coverSvg: articles.coverSvg }).from(articles).where(eq(articles.id, id));
  return row?.coverSvg;
}
