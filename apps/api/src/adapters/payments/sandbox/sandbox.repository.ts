import type { Database } from '@talvio/db/client';
import { sandboxEntities, sandboxWebhookDeliveries } from '@talvio/db/schema';
import { and, asc, eq, lte, sql } from 'drizzle-orm';

export type SandboxEntityKind = 'plan' | 'order' | 'payment' | 'subscription' | 'invoice';
export type EntityData = Record<string, unknown>;

export async function findEntity(
  db: Database,
  entity: SandboxEntityKind,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<EntityData | null> {
  const query = db
    .select({ data: sandboxEntities.data })
    .from(sandboxEntities)
    .where(and(eq(sandboxEntities.id, id), eq(sandboxEntities.entity, entity)));
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0]?.data ?? null;
}

export async function insertEntity(
  db: Database,
  row: {
    id: string;
    entity: SandboxEntityKind;
    parentId: string | null;
    data: EntityData;
    createdAt: number;
  },
): Promise<void> {
  await db.insert(sandboxEntities).values(row);
}

export async function saveEntity(db: Database, id: string, data: EntityData): Promise<void> {
  await db.update(sandboxEntities).set({ data }).where(eq(sandboxEntities.id, id));
}

/** Children of a parent (the payments of an order, the invoices of a subscription), oldest first. */
export async function listChildren(
  db: Database,
  entity: SandboxEntityKind,
  parentId: string,
): Promise<EntityData[]> {
  const rows = await db
    .select({ data: sandboxEntities.data })
    .from(sandboxEntities)
    .where(and(eq(sandboxEntities.entity, entity), eq(sandboxEntities.parentId, parentId)))
    .orderBy(asc(sandboxEntities.createdAt), asc(sandboxEntities.id));
  return rows.map((r) => r.data);
}

/** Ids of subscriptions in a status, oldest first. */
export async function listSubscriptionIdsByStatus(db: Database, status: string): Promise<string[]> {
  const rows = await db
    .select({ id: sandboxEntities.id })
    .from(sandboxEntities)
    .where(
      and(eq(sandboxEntities.entity, 'subscription'), sql`${sandboxEntities.data}->>'status' = ${status}`),
    )
    .orderBy(asc(sandboxEntities.createdAt));
  return rows.map((r) => r.id);
}

export type DeliveryRow = typeof sandboxWebhookDeliveries.$inferSelect;

export async function insertDelivery(
  db: Database,
  row: { eventId: string; event: string; body: string },
): Promise<void> {
  await db.insert(sandboxWebhookDeliveries).values(row);
}

export async function listDueDeliveries(db: Database, now: Date, limit: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(sandboxWebhookDeliveries)
    .where(
      and(eq(sandboxWebhookDeliveries.status, 'pending'), lte(sandboxWebhookDeliveries.nextAttemptAt, now)),
    )
    .orderBy(asc(sandboxWebhookDeliveries.id))
    .limit(limit);
}

export async function updateDelivery(
  db: Database,
  id: number,
  changes: Partial<Pick<DeliveryRow, 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'deliveredAt'>>,
): Promise<void> {
  await db.update(sandboxWebhookDeliveries).set(changes).where(eq(sandboxWebhookDeliveries.id, id));
}

export async function listDeliveries(db: Database, limit: number): Promise<DeliveryRow[]> {
  return db.select().from(sandboxWebhookDeliveries).orderBy(asc(sandboxWebhookDeliveries.id)).limit(limit);
}
