import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * A hiring guide (docs/product/articles.md). Not an organisation's data: every visitor reads the same ones. Rows are
 * written only by the start-up sync from the Markdown files in the repository, matched by slug
 * (docs/decisions/0019-articles-from-markdown-files.md); the id is the article's public address.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    summary: text().notNull(),
    author: text().notNull(),
    publishedAt: date({ mode: 'string' }).notNull(),
    /** The Markdown body rendered to HTML and sanitised with the server's allow-list. */
    bodyHtml: text().notNull(),
    readingMinutes: integer().notNull(),
    /** The cover image, an SVG document. */
    coverSvg: text().notNull(),
    /** SHA-256 of the file and its cover as read: the sync rewrites a row only when it changed. */
    contentHash: text().notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.publishedAt, t.id)],
);
