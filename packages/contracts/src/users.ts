import { z } from 'zod';

/** GET /users/current: every seed §3 field of the current user except the password. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  is_active: z.boolean(),
  onboarded: z.boolean(),
  organisation_id: z.number().int(),
  organisation_name: z.string(),
  organisation_logo: z.string().nullable(),
  talvio_credits: z.number().int(),
  billing_period_start: z.string().nullable(),
  billing_period_end: z.string().nullable(),
  currency: z.enum(['USD', 'INR']),
  created_date: z.string(),
  created_by: z.number().int().nullable(),
  updated_date: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
