import type { Database } from '@talvio/db/client';
import { supportRequests } from '@talvio/db/schema';
import { and, desc, eq } from 'drizzle-orm';

export type SupportRequestRow = typeof supportRequests.$inferSelect;

export async function insertSupportRequest(
  db: Database,
  organisationId: number,
  input: { userId: number; category: string; subject: string; message: string },
): Promise<SupportRequestRow> {
  const [row] = await db
    .insert(supportRequests)
    .values({ ...input, organisationId, status: 'open' })
    .returning();
  return row!;
}

/** The user's own requests, newest first. */
export async function listOwnSupportRequests(
  db: Database,
  organisationId: number,
  userId: number,
  limit: number,
): Promise<SupportRequestRow[]> {
  return db
    .select()
    .from(supportRequests)
    .where(and(eq(supportRequests.organisationId, organisationId), eq(supportRequests.userId, userId)))
    .orderBy(desc(supportRequests.id))
    .limit(limit);
}
