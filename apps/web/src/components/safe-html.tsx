import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeRichText } from '../lib/rich-text.ts';
import classes from './safe-html.module.css';

/**
 * Shows rich text that staff wrote. The server sanitises it with an allow-list before storing; the browser
 * sanitises again, so a bug on either side alone cannot run a script.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify and an allow-list just above
  return <Typography className={classes.rich} dangerouslySetInnerHTML={{ __html: clean }} />;
}
