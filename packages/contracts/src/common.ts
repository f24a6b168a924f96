import { z } from 'zod';

/** application/problem+json body of every error response. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  field: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Trims, refuses control characters and bounds a single-line text field. */
export const lineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'Must not contain control characters');

/** Trims and bounds a multi-line text field; line breaks and tabs are allowed, other control characters not. */
export const multilineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
      (v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v),
      'Must not contain control characters',
    );

/** An e-mail address, trimmed and lower-cased. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Must be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

/** Largest PostgreSQL integer: bigger ids cannot exist, so they are refused before reaching the database. */
export const maxId = 2_147_483_647;

export const idParamSchema = z.object({
  id: z.coerce.number().int().positive('Must be a positive id').max(maxId, 'No such id'),
});
