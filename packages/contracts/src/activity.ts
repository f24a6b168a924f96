import { z } from 'zod';
import { maxId } from './common.ts';

/** What happened; new domains add verbs here (the list only grows). */
export const activityVerbs = [
  'user.created',
  'user.updated',
  'user.deactivated',
  'user.reactivated',
  'user.invitation_sent',
  'profile.updated',
  'organisation.updated',
  'organisation.logo_changed',
  'organisation.settings_changed',
  'support.request_sent',
  'job.created',
  'job.updated',
  'job.published',
  'job.paused',
  'job.reopened',
  'job.closed',
  'job.deleted',
  'credits.spent',
  'credits.purchased',
  'subscription.activated',
  'subscription.charged',
  'subscription.plan_changed',
  'subscription.cancel_scheduled',
  'subscription.cancelled',
  'subscription.halted',
  'interview.invited',
  'interview.resent',
  'interview.extended',
  'interview.cancelled',
  'interview.completed',
  'interview.decided',
  'interview.live_scheduled',
  'interview.live_rescheduled',
  'interview.live_cancelled',
  'interview.live_ended',
  'interview.live_notes_saved',
  'interview.live_scorecard_saved',
  'candidate.updated',
  'candidate.deleted',
  'candidate.erased',
  'candidate.merged',
  'candidate.merge_undone',
  'candidate.bulk_tagged',
  'candidate.bulk_tag_undone',
  'candidate.exported',
  'talent.upload_started',
] as const;
export const activityVerbSchema = z.enum(activityVerbs);
export type ActivityVerb = z.infer<typeof activityVerbSchema>;

export const activitySubjectTypes = [
  'user',
  'organisation',
  'support_request',
  'job',
  'invoice',
  'subscription',
  'job_candidate',
  'candidate',
  'talent_batch',
] as const;
export type ActivitySubjectType = (typeof activitySubjectTypes)[number];

export const activityDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
);
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

export const activitySchema = z.object({
  id: z.number().int(),
  verb: activityVerbSchema,
  subject_type: z.enum(activitySubjectTypes),
  subject_id: z.number().int().nullable(),
  /** One plain sentence, e.g. "Ada Admin added Grace Hopper as a member." */
  summary: z.string(),
  /** Extra facts, e.g. { changes: ['name', 'is_admin'] }. */
  details: activityDetailsSchema,
  /** Who did it; null when the user has since been removed. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /activities: the organisation's feed, newest first, paged with an opaque cursor. */
export const activityListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** next_cursor of the previous page. */
    cursor: z
      .string()
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'Must be a next_cursor value')
      .optional(),
    verb: activityVerbSchema.optional(),
    actor_user_id: z.coerce.number().int().positive().max(maxId).optional(),
    /** ISO date-times bounding created_at (from inclusive, to exclusive). */
    from: z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' }).optional(),
    /** One subject's history (a candidate's profile, say): `subject_id` goes with `subject_type`. */
    subject_type: z.enum(activitySubjectTypes).optional(),
    subject_id: z.coerce.number().int().positive().max(maxId).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.subject_id !== undefined && query.subject_type === undefined)
      ctx.addIssue({ code: 'custom', path: ['subject_type'], message: 'Required with subject_id' });
  });
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;

export const activityListSchema = z.object({
  items: z.array(activitySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

/** GET /activities/people: the colleagues who appear in the feed, to filter it by person. */
export const activityPeopleSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ActivityPeople = z.infer<typeof activityPeopleSchema>;
