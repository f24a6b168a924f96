import type { mergeFields } from '@talvio/domain/candidate-duplicates';
import { z } from 'zod';
import { maxId } from './common.ts';
import { candidateProfileSchema } from './talent.ts';

/**
 * Duplicate profiles in the talent pool (docs/product/candidate-duplicates.md): suggestions with their reasons, a
 * merge chosen field by field, and its undo.
 */

export const duplicateReasonSchema = z.object({
  kind: z.enum(['phone', 'linkedin', 'github', 'name_and_employer', 'similar_name']),
  /** The reason in words, e.g. "Same phone number: +447700900123". */
  text: z.string(),
});
export type DuplicateReasonItem = z.infer<typeof duplicateReasonSchema>;

export const duplicateSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  /** How sure the suggestion is: `strong`, `likely` or `possible` (from `score`, 0–1). */
  strength: z.enum(['strong', 'likely', 'possible']),
  score: z.number(),
  reasons: z.array(duplicateReasonSchema),
  updated_at: z.string(),
});
export type DuplicateSuggestion = z.infer<typeof duplicateSuggestionSchema>;

/** GET /candidates/{id}/duplicates: the strongest first, at most 10. */
export const duplicateSuggestionListSchema = z.object({ items: z.array(duplicateSuggestionSchema) });
export type DuplicateSuggestionList = z.infer<typeof duplicateSuggestionListSchema>;

const single = z.enum(['this', 'other']);
const list = z.enum(['this', 'other', 'both']);

/** Which value each field keeps: this profile's, the other's, or (lists) both joined. */
export const mergeChoicesSchema = z
  .object({
    name: single,
    email: single,
    phone: single,
    location: single,
    headline: single,
    summary: single,
    links: list,
    skills: list,
    experience: list,
    education: list,
    languages: list,
    certifications: list,
    tags: list,
    notes: single,
    /** Which résumé file (and its text) the kept profile has. */
    resume: single,
  } satisfies Record<(typeof mergeFields)[number], z.ZodType>)
  .partial()
  .strict();
export type MergeChoices = z.infer<typeof mergeChoicesSchema>;

/**
 * POST /candidates/{id}/merge: the profile `other_id` merges into this one (which is kept). A field not named takes
 * the default choice (this profile's value, the other's where this one has none; simple lists joined).
 */
export const mergeCandidatesSchema = z
  .object({
    other_id: z.number().int().positive('Must be a positive id').max(maxId, 'No such id'),
    fields: mergeChoicesSchema.default({}),
  })
  .strict();
export type MergeCandidatesInput = z.input<typeof mergeCandidatesSchema>;

export const candidateMergeSchema = z.object({
  merge_id: z.number().int(),
  /** The kept profile as it is after the merge. */
  profile: candidateProfileSchema,
  merged_id: z.number().int(),
  merged_name: z.string(),
  /** Every field's choice, the defaults included. */
  fields: z.record(z.string(), list),
  /** What moved from the merged profile to the kept one. */
  moved: z.object({ interviews: z.number().int(), uploads: z.number().int(), history: z.number().int() }),
  /** Until when the merge can be undone (as long as the kept profile is not changed before). */
  undo_until: z.string(),
});
export type CandidateMerge = z.infer<typeof candidateMergeSchema>;

/** POST /candidates/merges/{mergeId}/undo: both profiles as they were before the merge. */
export const candidateMergeUndoSchema = z.object({
  kept: candidateProfileSchema,
  restored: candidateProfileSchema,
});
export type CandidateMergeUndo = z.infer<typeof candidateMergeUndoSchema>;

export const mergeIdParamSchema = z.object({
  mergeId: z.coerce.number().int().positive('Must be a positive id').max(maxId, 'No such id'),
});

export const duplicateProblemCodes = {
  interviewConflict: 'candidate_merge_interview_conflict',
  notUndoable: 'candidate_merge_not_undoable',
} as const;
