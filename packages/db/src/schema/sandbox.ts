import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stampedNow } from './columns.ts';

/**
 * The local Razorpay sandbox's own store: the objects of the fake Razorpay API (plans, orders,
 * payments, subscriptions, invoices), each kept as the JSON Razorpay would return, so a restart keeps them.
 * Not used when real Razorpay keys are configured.
 */
export const sandboxEntities = pgTable(
  'sandbox_entities',
  {
    /** Razorpay-like id: plan_…, order_…, pay_…, sub_…, inv_…. */
    id: text().primaryKey(),
    entity: text().notNull(),
    /** The order of a payment, the subscription of an invoice: for listing children. */
    parentId: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Unix seconds, like Razorpay's created_at. */
    createdAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.entity, t.createdAt), index().on(t.parentId)],
);

/** Webhooks the sandbox sends to the API, retried until delivered; survives a restart. */
export const sandboxWebhookDeliveries = pgTable(
  'sandbox_webhook_deliveries',
  {
    id: serial().primaryKey(),
    eventId: text().notNull().unique(),
    event: text().notNull(),
    body: text().notNull(),
    status: text().$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: stampedNow(),
    createdAt: stampedNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status, t.nextAttemptAt)],
);
