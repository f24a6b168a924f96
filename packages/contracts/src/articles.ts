import { z } from 'zod';

/**
 * The hiring guides (docs/product/articles.md): public, read without a session. Their text is written as Markdown
 * files in the repository and loaded into the database at start (docs/decisions/0019-articles-from-markdown-files.md).
 */

/** An article in a list: everything but its body. */
export const articleSummarySchema = z.object({
  id: z.number().int().positive(),
  /** Stable name from the file's front matter (ids are the address; the slug keeps the row when a file changes). */
  slug: z.string(),
  title: z.string(),
  /** One or two sentences: the list's text, the page's description and its Open Graph description. */
  summary: z.string(),
  author: z.string(),
  /** The day it was published, `YYYY-MM-DD`. */
  published_at: z.iso.date(),
  /** Words ÷ 220, rounded up (**reading time**). */
  reading_minutes: z.number().int().positive(),
  /** Address of the cover image (an SVG served by the API). */
  cover: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** GET /articles: every article, newest first. */
export const articleListSchema = z.object({ items: z.array(articleSummarySchema) });
export type ArticleList = z.infer<typeof articleListSchema>;

/** GET /articles/{id}: the article with its body as sanitised HTML (**safe body**). */
export const articleSchema = articleSummarySchema.extend({ body_html: z.string() });
export type Article = z.infer<typeof articleSchema>;
