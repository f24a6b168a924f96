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

export const idParamSchema = z.object({ id: z.coerce.number().int().positive('Must be a positive id') });
