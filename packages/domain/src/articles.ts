/**
 * The hiring guides' rules without I/O (docs/product/articles.md), shared by the API (reading time, the page's head)
 * and the web app (links, the page title).
 */

/** Words read in a minute, for an article's reading time (**reading time**). */
export const wordsPerMinute = 220;

/** How many words a text has: runs of characters between white space. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes to read a text of that many words: words ÷ 220, rounded up, at least 1 (**reading time**). */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** An article's own address; `/article/{id}` shows the same article (**both routes, one article**). */
export const articlePath = (id: number): string => `/articles/${id}`;

/** Largest PostgreSQL integer: no article id is bigger. */
const maxArticleId = 2_147_483_647;

/**
 * The article id of a page address (`/articles/{id}` or `/article/{id}`, with or without a final slash), or null
 * when the address is not an article page or its id cannot exist (not a positive whole number in range).
 */
export function articleIdFromPath(pathname: string): number | null {
  const match = /^\/articles?\/(\d{1,10})\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= maxArticleId ? id : null;
}

/** The browser tab's title of an article page, the same in the served HTML and in the app. */
export const articleDocumentTitle = (title: string): string => `${title} — Talvio`;
