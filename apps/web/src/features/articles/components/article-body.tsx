import { useMemo } from 'react';
import { sanitizeRichText } from '../../../lib/rich-text.ts';
import classes from './article-body.module.css';

/**
 * A guide's body. The server renders and sanitises it with an allow-list; the browser sanitises it again, so a bug
 * on either side alone cannot run a script (docs/product/articles.md, **safe body**).
 */
export function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div
      className={classes.body}
      data-testid="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify and an allow-list just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
