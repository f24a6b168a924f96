import { z } from 'zod';
import { lineText } from './common.ts';

export const organisationSizes = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;

const website = z
  .string()
  .trim()
  .max(200, 'Must be at most 200 characters')
  .transform((v) => (v && !/^https?:\/\//i.test(v) ? `https://${v}` : v))
  .refine(
    (v) => v === '' || z.url({ protocol: /^https?$/ }).safeParse(v).success,
    'Enter a valid website address',
  );

/** PUT /organisation/onboard (the organisation's details). */
export const onboardRequestSchema = z.object({
  name: lineText(160).min(2, 'Enter the organisation name (at least 2 characters)'),
  industry: lineText(80).min(1, 'Choose an industry'),
  size: z.enum(organisationSizes, { error: 'Choose the organisation size' }),
  website: website.optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country')
    .transform((v) => v.toUpperCase()),
  city: lineText(120).min(1, 'Choose a city'),
});
export type OnboardRequest = z.infer<typeof onboardRequestSchema>;

/** PATCH /organisation/current: the changes (admins only). */
export const organisationPatchSchema = onboardRequestSchema.partial();
export type OrganisationPatch = z.infer<typeof organisationPatchSchema>;

export const organisationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  logo_url: z.string().nullable(),
  onboarded: z.boolean(),
  plan: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** POST /company/profile-image: multipart, field `file`. */
export const profileImageField = 'file';
export const profileImageMaxBytes = 2 * 1024 * 1024;
/** Checked by content (magic bytes), not by name or declared type; SVG is refused. */
export const profileImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const profileImageResponseSchema = z.object({
  /** The organisation's new logo (also in GET /organisation/current and /users/current). */
  logo_url: z.string(),
});
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

/**
 * GET /organisation/overview: lifetime facts the dashboard shows (docs/product/first-run.md, **getting started**;
 * the talent pool's size among the key figures). Counted over every period, never reset by a new billing period.
 */
export const organisationOverviewSchema = z.object({
  /** Profiles in the talent pool; erased placeholders do not count. */
  talent_profiles: z.number().int(),
  /** Of those, the ones that arrived by upload (a résumé or a CSV row). */
  uploaded_profiles: z.number().int(),
  /** Active staff accounts, the caller included. */
  active_users: z.number().int(),
  /** Interviews ever sent to candidates, by invitation or through a job's public link. */
  interviews: z.number().int(),
});
export type OrganisationOverview = z.infer<typeof organisationOverviewSchema>;
