import { descriptionAllowedTags } from '@talvio/contracts/jobs';
import DOMPurify from 'dompurify';

/** Rich text written by staff, cleaned again in the browser before it is shown (defence in depth). */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...descriptionAllowedTags],
    ALLOWED_ATTR: ['href', 'rel', 'target'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
