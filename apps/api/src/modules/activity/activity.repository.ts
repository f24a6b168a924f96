import type { Database } from '@talvio/db/client';
import { activities, users } from '@talvio/db/schema';
import { and, asc, desc, eq, exists, gte, lt, type SQL } from 'drizzle-orm';

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivity = Omit<typeof activities.$inferInsert, 'id' | 'createdAt'>;

/** Call with the transaction of the change it records, so both commit or neither does. */
export async function insertActivity(db: Database, row: NewActivity): Promise<void> {
  await db.insert(activities).values(row);
}

export interface ActivityFilter {
  limit: number;
  beforeId?: number | undefined;
  verb?: string | undefined;
  actorUserId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  subjectType?: string | undefined;
  subjectId?: number | undefined;
}

/** Newest first; ids grow with time, so `id < beforeId` pages stably even when rows are added meanwhile. */
export async function listActivities(db: Database, organisationId: number, filter: ActivityFilter) {
  const conditions: SQL[] = [eq(activities.organisationId, organisationId)];
  if (filter.beforeId !== undefined) conditions.push(lt(activities.id, filter.beforeId));
  if (filter.verb) conditions.push(eq(activities.verb, filter.verb));
  if (filter.actorUserId !== undefined) conditions.push(eq(activities.actorUserId, filter.actorUserId));
  if (filter.from) conditions.push(gte(activities.createdAt, filter.from));
  if (filter.to) conditions.push(lt(activities.createdAt, filter.to));
  if (filter.subjectType) conditions.push(eq(activities.subjectType, filter.subjectType));
  if (filter.subjectId !== undefined) conditions.push(eq(activities.subjectId, filter.subjectId));
  return db
    .select({ activity: activities, actorName: users.name })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(activities.id))
    .limit(filter.limit);
}

/** The organisation's staff who have done something in its feed, by name. */
export async function listActivityPeople(db: Database, organisationId: number) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        exists(
          db
            .select({ one: activities.id })
            .from(activities)
            .where(and(eq(activities.actorUserId, users.id), eq(activities.organisationId, organisationId))),
        ),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
