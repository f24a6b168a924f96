import { descriptionAllowedTags } from '@talvio/contracts/jobs';
import DOMPurify from 'dompurify';

/** The formatting a job description may carry; the same allow-list the server applies before storing it. */
const _allowedTags = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'code',
];

/** Rich text written by staff, cleaned again in the browser before it is shown (defence in depth). */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...descriptionAllowedTags],
    ALLOWED_ATTR: ['href', 'rel', 'target'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
