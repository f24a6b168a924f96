import type {
  Activity,
  ActivityDetails,
  ActivityList,
  ActivitySubjectType,
  activityListQuerySchema,
} from '@talvio/contracts/activity';
import { type ActivityPeople, type ActivityVerb, activitySchema } from '@talvio/contracts/activity';
import type { Database } from '@talvio/db/client';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { insertActivity, listActivities, listActivityPeople } from './activity.repository.ts';

export interface ActivityRecord {
  organisationId: number;
  actorUserId: number | null;
  verb: ActivityVerb;
  subjectType: ActivitySubjectType;
  subjectId: number | null;
  summary: string;
  details?: ActivityDetails;
}

/** Writes one audit-trail entry; pass the transaction of the change it describes. */
export async function recordActivity(db: Database, record: ActivityRecord): Promise<void> {
  await insertActivity(db, { ...record, details: record.details ?? {} });
}

/** Writes one audit-trail entry of something a staff member did in their own organisation. */
export async function recordStaffActivity(
  db: Database,
  staff: StaffPrincipal,
  record: Omit<ActivityRecord, 'organisationId' | 'actorUserId'>,
): Promise<void> {
  await recordActivity(db, { organisationId: staff.organisationId, actorUserId: staff.id, ...record });
}

const encodeCursor = (id: number) => Buffer.from(`a${id}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const id = /^a(\d{1,10})$/.exec(decoded)?.[1];
  if (!id) throw badRequest('cursor: Must be the next_cursor of a previous page.', 'cursor');
  return Number(id);
}

/** GET /activities: the organisation's feed, newest first. */
export async function getActivities(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  q: z.output<typeof activityListQuerySchema>,
): Promise<ActivityList> {
  const rows = await listActivities(deps.db, organisationId, {
    limit: q.limit + 1,
    beforeId: q.cursor ? decodeCursor(q.cursor) : undefined,
    verb: q.verb,
    actorUserId: q.actor_user_id,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    subjectType: q.subject_type,
    subjectId: q.subject_id,
  });
  const page = rows.slice(0, q.limit);
  const items = page.map(({ activity, actorName }): Activity => {
    const parsed = activitySchema.safeParse({
      id: activity.id,
      verb: activity.verb,
      subject_type: activity.subjectType,
      subject_id: activity.subjectId,
      summary: activity.summary,
      details: activity.details,
      actor:
        activity.actorUserId !== null && actorName !== null
          ? { id: activity.actorUserId, name: actorName }
          : null,
      created_at: activity.createdAt.toISOString(),
    });
    if (!parsed.success) throw new Error(`activity ${activity.id} does not match the contract`);
    return parsed.data;
  });
  const last = page.at(-1);
  return { items, next_cursor: rows.length > q.limit && last ? encodeCursor(last.activity.id) : null };
}

/** GET /activities/people: who can be picked in the feed's person filter. */
export async function getActivityPeople(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
): Promise<ActivityPeople> {
  return { items: await listActivityPeople(deps.db, organisationId) };
}
