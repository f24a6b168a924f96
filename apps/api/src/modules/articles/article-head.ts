import { articleDocumentTitle, articlePath } from '@talvio/domain/articles';

/** What an article page's head says about it (docs/product/articles.md, **shareable**). */
export interface ArticleHead {
  id: number;
  title: string;
  summary: string;
  /** `YYYY-MM-DD`. */
  publishedAt: string;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML element's content and for a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/**
 * The app's index.html with an article's head: its title, description, Open Graph tags and the canonical address
 * (`/articles/{id}` on the public URL, whichever of the two addresses was opened). Every value is HTML-escaped.
 * The page's own description is replaced; everything else (scripts, styles) stays as built.
 */
export function withArticleHead(indexHtml: string, article: ArticleHead, publicUrl: string): string {
  const url = `${publicUrl}${articlePath(article.id)}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', article.summary),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', 'Talvio'),
    meta('property', 'og:title', article.title),
    meta('property', 'og:description', article.summary),
    meta('property', 'og:url', url),
    meta('property', 'article:published_time', article.publishedAt),
    meta('name', 'twitter:card', 'summary'),
  ];
  // Functions as replacements: a "$" in a title is text, never a replacement pattern.
  const title = `<title>${escapeHtml(articleDocumentTitle(article.title))}</title>`;
  return indexHtml
    .replace(/<meta\s+name="description"[^>]*>\s*/i, () => '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => title)
    .replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}
