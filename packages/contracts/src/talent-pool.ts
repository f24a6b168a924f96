import { z } from 'zod';
import { lineText, maxId, multilineText } from './common.ts';
import { candidateSourceSchema, interviewLimits, invitationCountSchema } from './interviews.ts';
import { activityPeriods, talentLimits, talentPoolQuerySchema, talentPoolSortFields } from './talent.ts';

/**
 * The talent pool's saved searches and bulk actions (docs/product/talent-pool.md): a search with its filters and
 * sort kept under a name, and actions on many profiles at once (tag, export, delete, invite to a job).
 */

export const talentPoolBulkLimits = {
  /** Profiles named one by one in a bulk request. */
  ids: 1_000,
  /** Profiles "all matching" may stand for when tagging or deleting. */
  matching: 1_000,
  /** …and when exporting. */
  exportMatching: 10_000,
  /** Profiles invited at once: the invitation service's own limit per request. */
  invite: interviewLimits.invitationsPerRequest,
  /** Tags added or removed by one request. */
  tags: 10,
  /** Saved searches a person keeps. */
  savedSearches: 50,
  savedSearchName: 80,
} as const;

/** The list's search, filters and sort without the page: what a saved search keeps and a bulk action selects. */
export const poolFiltersSchema = talentPoolQuerySchema.omit({ page: true, page_size: true }).strict();
export type PoolFiltersInput = z.input<typeof poolFiltersSchema>;

/** The same, as the server answers it (lists always as arrays). */
export const poolFiltersOutputSchema = z.object({
  q: z.string().optional(),
  skill: z.array(z.string()).optional(),
  tag: z.array(z.string()).optional(),
  location: z.string().optional(),
  min_years: z.number().optional(),
  source: candidateSourceSchema.optional(),
  interviewed: z.enum(['yes', 'no']).optional(),
  active_within: z.enum(activityPeriods).optional(),
  inactive_for: z.enum(activityPeriods).optional(),
  sort: z.enum(talentPoolSortFields).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type PoolFilters = z.infer<typeof poolFiltersOutputSchema>;

// ------------------------------------------------------------------------------------------ saved searches

const savedSearchName = lineText(talentPoolBulkLimits.savedSearchName).pipe(
  z.string().min(1, 'Enter a name'),
);

/** GET /api/talent/saved-searches: one saved search. */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: poolFiltersOutputSchema,
  /** Shown to everyone in the organisation (only its owner changes or deletes it). */
  shared: z.boolean(),
  /** Whether the caller saved it. */
  mine: z.boolean(),
  /** Who saved it; null when that user has since been removed. */
  owner_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The caller's saved searches (by name), then those others share with the organisation. */
export const savedSearchListSchema = z.object({
  items: z.array(savedSearchSchema),
  /** How many a person may keep. */
  limit: z.number().int(),
});
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** POST /api/talent/saved-searches. */
export const createSavedSearchSchema = z
  .object({
    name: savedSearchName,
    filters: poolFiltersSchema,
    shared: z.boolean().default(false),
  })
  .strict();
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

/** PATCH /api/talent/saved-searches/{id}: rename, share or stop sharing, or replace the filters. */
export const updateSavedSearchSchema = z
  .object({
    name: savedSearchName,
    filters: poolFiltersSchema,
    shared: z.boolean(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send name, filters or shared');
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

export const savedSearchProblemCodes = {
  nameTaken: 'saved_search_name_taken',
  limitReached: 'saved_search_limit_reached',
} as const;

// --------------------------------------------------------------------------------------------- bulk actions

const candidateId = z.number().int().positive('Must be a positive id').max(maxId, 'No such id');

/**
 * Which profiles a bulk action acts on: `ids` (picked one by one), or `query` (every profile matching the list's
 * search and filters) with `count`, the number of matches the person was shown; when the list has changed since,
 * the action is refused rather than act on profiles nobody saw.
 */
export const bulkSelectionSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(candidateId)
          .min(1, 'Select at least one profile')
          .max(talentPoolBulkLimits.ids, `At most ${talentPoolBulkLimits.ids} profiles at a time`),
      })
      .strict(),
    z
      .object({
        query: poolFiltersSchema,
        count: z
          .number()
          .int()
          .min(1, 'Must be 1 or more')
          .max(talentPoolBulkLimits.exportMatching, `Must be at most ${talentPoolBulkLimits.exportMatching}`),
      })
      .strict(),
  ],
  {
    error: `Send either ids (1 to ${talentPoolBulkLimits.ids} profile ids) or query with count (the number of matching profiles shown)`,
  },
);
export type BulkSelection = z.input<typeof bulkSelectionSchema>;

/** Why a profile was left as it was. */
export const bulkSkipReasons = [
  'not_found',
  'no_change',
  'too_many_tags',
  'no_email',
  'invalid_email',
  'already_invited',
] as const;
export type BulkSkipReason = (typeof bulkSkipReasons)[number];

export const bulkSkipMessages: Record<BulkSkipReason, string> = {
  not_found: 'No longer in the talent pool.',
  no_change: 'Already as asked: nothing to change.',
  too_many_tags: `Would have more than ${talentLimits.tags} tags.`,
  no_email: 'Has no e-mail address to send the invitation to.',
  invalid_email: 'Its e-mail address is not one an invitation can be sent to.',
  already_invited: 'Already has a pending invitation to this job.',
};

export const bulkSkippedSchema = z.object({
  id: z.number().int(),
  /** Null for a profile that is not (or no longer) in the pool. */
  name: z.string().nullable(),
  reason: z.enum(bulkSkipReasons),
  message: z.string(),
});
export type BulkSkipped = z.infer<typeof bulkSkippedSchema>;

/** What every bulk action answers: profiles selected, those acted on, and those skipped with why. */
export const bulkResultSchema = z.object({
  selected: z.number().int(),
  done: z.number().int(),
  skipped: z.array(bulkSkippedSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

const tagList = z
  .array(lineText(talentLimits.tag).pipe(z.string().min(1, 'Enter a tag')))
  .max(talentPoolBulkLimits.tags, `At most ${talentPoolBulkLimits.tags} tags at a time`);

/** POST /api/candidates/bulk/tags: add tags to, or remove them from, the selected profiles (compared without case). */
export const bulkTagRequestSchema = z
  .object({
    selection: bulkSelectionSchema,
    action: z.enum(['add', 'remove']),
    tags: tagList.min(1, 'Name at least one tag'),
  })
  .strict();
export type BulkTagRequest = z.input<typeof bulkTagRequestSchema>;

/** What one profile's tagging changed: undoing it removes `added` and puts `removed` back. */
export const tagChangeSchema = z
  .object({
    id: candidateId,
    added: tagList,
    removed: tagList,
  })
  .strict();
export type TagChange = z.infer<typeof tagChangeSchema>;

export const bulkTagResultSchema = bulkResultSchema.extend({
  /** Send as is to POST /api/candidates/bulk/tags/undo to take the change back. */
  undo: z.object({ changes: z.array(tagChangeSchema) }),
});
export type BulkTagResult = z.infer<typeof bulkTagResultSchema>;

/** POST /api/candidates/bulk/tags/undo: the `undo` of a tagging's answer. */
export const bulkTagUndoSchema = z
  .object({
    changes: z
      .array(tagChangeSchema)
      .min(1, 'Nothing to undo')
      .max(talentPoolBulkLimits.ids, `At most ${talentPoolBulkLimits.ids} profiles at a time`),
  })
  .strict();
export type BulkTagUndo = z.input<typeof bulkTagUndoSchema>;

/** POST /api/candidates/bulk/delete and /export: only the selection. */
export const bulkSelectionRequestSchema = z.object({ selection: bulkSelectionSchema }).strict();
export type BulkSelectionRequest = z.input<typeof bulkSelectionRequestSchema>;

/** POST /api/candidates/bulk/invite: invite the selected profiles to a job's AI interview. */
export const bulkInviteRequestSchema = z
  .object({
    selection: bulkSelectionSchema,
    job_id: candidateId,
    /** Optional personal note added to the invitation e-mail. */
    message: multilineText(1_000).optional(),
  })
  .strict();
export type BulkInviteRequest = z.input<typeof bulkInviteRequestSchema>;

export const bulkInviteResultSchema = bulkResultSchema.extend({ allowance: invitationCountSchema });
export type BulkInviteResult = z.infer<typeof bulkInviteResultSchema>;

/** The export's columns, in order. */
export const poolExportColumns = [
  'name',
  'email',
  'phone',
  'location',
  'headline',
  'skills',
  'total_years',
  'tags',
  'source',
  'updated_at',
] as const;

export const bulkProblemCodes = {
  /** The query matches another number of profiles than the person was shown. */
  selectionChanged: 'selection_changed',
  /** The query matches more profiles than the action takes at once. */
  selectionTooLarge: 'selection_too_large',
} as const;
