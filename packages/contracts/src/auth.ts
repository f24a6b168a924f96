import { z } from 'zod';
import { lineText } from './common.ts';

/** POST /auth/register: stores the staff profile and creates the organisation. */
export const registerRequestSchema = z.object({
  name: lineText(120).min(1, 'Enter your name'),
  organisation_name: lineText(160).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const citySearchQuerySchema = z.object({
  searchTerm: lineText(100).min(1, 'Type at least one letter'),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Must be a two-letter ISO country code')
    .transform((v) => v.toUpperCase())
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type CitySearchQuery = z.infer<typeof citySearchQuerySchema>;

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  region: z.string().nullable(),
  population: z.number().int(),
  label: z.string(),
});
export type City = z.infer<typeof citySchema>;

export const citySearchResponseSchema = z.object({ cities: z.array(citySchema) });

export const authProvidersSchema = z.object({
  google: z.object({ enabled: z.boolean(), isLocal: z.boolean() }),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
