import type { Database } from '@talvio/db/client';
import { emailOutbox } from '@talvio/db/schema';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

export async function insertEmail(db: Database, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(emailOutbox).values(row).returning();
  return inserted!;
}

export async function markEmail(
  db: Database,
  id: number,
  patch: { status: OutboxRow['status']; lastError?: string | null },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: patch.status,
      lastError: patch.lastError ?? null,
      attempts: sql`${emailOutbox.attempts} + 1`,
      sentAt: patch.status === 'sent' ? new Date() : null,
    })
    .where(eq(emailOutbox.id, id));
}

/** Failed rows with attempts left, and queued rows older than `staleMs` (never delivered or never marked). */
export async function listRetryable(
  db: Database,
  maxAttempts: number,
  staleMs: number,
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(
        lt(emailOutbox.attempts, maxAttempts),
        or(
          eq(emailOutbox.status, 'failed'),
          and(eq(emailOutbox.status, 'queued'), lt(emailOutbox.createdAt, new Date(Date.now() - staleMs))),
        ),
      ),
    )
    .limit(50);
}

export async function listOutbox(db: Database, limit: number, to?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.toAddress, to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}
