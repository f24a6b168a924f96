import { z } from 'zod';
import { lineText, multilineText } from './common.ts';

export const supportCategories = ['general', 'technical', 'billing', 'account', 'feature_request'] as const;
export const supportCategorySchema = z.enum(supportCategories, { error: 'Choose a category' });
export type SupportCategory = z.infer<typeof supportCategorySchema>;

export const supportStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

/** POST /support/contact: the contact payload. */
export const supportContactSchema = z.object({
  category: supportCategorySchema,
  subject: lineText(160).min(3, 'Enter a subject (at least 3 characters)'),
  message: multilineText(5000).min(10, 'Describe your request (at least 10 characters)'),
});
export type SupportContact = z.infer<typeof supportContactSchema>;

export const supportRequestSchema = z.object({
  id: z.number().int(),
  category: supportCategorySchema,
  subject: z.string(),
  message: z.string(),
  status: z.enum(supportStatuses),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** GET /support/requests: the current user's own requests, newest first. */
export const supportRequestListSchema = z.object({ items: z.array(supportRequestSchema) });
export type SupportRequestList = z.infer<typeof supportRequestListSchema>;
