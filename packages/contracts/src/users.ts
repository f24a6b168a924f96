import { currencies } from '@talvio/domain/currency';
import { z } from 'zod';
import { emailAddress, lineText } from './common.ts';

export { currencies };
/** USD (default) and INR. */
export const currencySchema = z.enum(currencies, { error: 'Choose USD or INR' });
export type Currency = z.infer<typeof currencySchema>;

const personName = lineText(120).min(1, 'Enter a name');

/** GET /users/current: every field of the current user except the password. */
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
  currency: currencySchema,
  created_date: z.string(),
  created_by: z.number().int().nullable(),
  updated_date: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * PATCH /users/current (also used with {currency}): only the name and the preferred currency.
 * Any other key (is_admin, credits, organisation, email, …) is stripped and has no effect.
 */
export const currentUserPatchSchema = z.object({
  name: personName.optional(),
  currency: currencySchema.optional(),
});
export type CurrentUserPatch = z.infer<typeof currentUserPatchSchema>;

/** A staff user as admins see it (GET /users, GET /users/{id}, POST /users, PUT /users/{id}). No password. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  is_active: z.boolean(),
  currency: currencySchema,
  /** True until the user has set a password (or signed in with Google) from the invitation. */
  invitation_pending: z.boolean(),
  created_date: z.string(),
  created_by: z.number().int().nullable(),
  updated_date: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * POST /users (docs/product/users.md, **adding a user**): the server sets is_active (true unless given),
 * created_by (the acting admin) and the dates, and e-mails the new user a link to set a password.
 */
export const userCreateSchema = z.object({
  name: personName,
  email: emailAddress,
  is_admin: z.boolean().default(false),
  is_active: z.boolean().default(true),
});
export type UserCreate = z.input<typeof userCreateSchema>;

/**
 * PUT /users/{id} (docs/product/users.md, **editing a user**): the client may send the whole user; password,
 * created_date, created_by and email are kept server-side whatever is sent, updated_date is set by the server.
 */
export const userUpdateSchema = z.object({
  name: personName,
  is_admin: z.boolean(),
  is_active: z.boolean(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userStatuses = ['all', 'active', 'inactive'] as const;
export const userRoles = ['all', 'admin', 'member'] as const;
export const userSortFields = ['name', 'email', 'created_date'] as const;

/** GET /users: search over name and e-mail, status and role filters, sorting and pagination. */
export const userListQuerySchema = z.object({
  search: lineText(100).optional(),
  status: z.enum(userStatuses).default('all'),
  role: z.enum(userRoles).default('all'),
  sort: z.enum(userSortFields).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListSchema = z.object({
  items: z.array(userSchema),
  /** Number of users matching the filters, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserList = z.infer<typeof userListSchema>;
