import type { Database } from '@talvio/db/client';
import {
  billingInvoices,
  creditOrders,
  organisations,
  paymentWebhookEvents,
  subscriptions,
  users,
} from '@talvio/db/schema';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, unionAll } from 'drizzle-orm/pg-core';

export type CreditOrderRow = typeof creditOrders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type NewInvoice = Omit<typeof billingInvoices.$inferInsert, 'id' | 'number' | 'issuedAt'>;

// ------------------------------------------------------------------------------------------ credit orders

export async function insertCreditOrder(
  db: Database,
  organisationId: number,
  values: Omit<typeof creditOrders.$inferInsert, 'id' | 'organisationId' | 'status' | 'providerPaymentId'>,
): Promise<CreditOrderRow> {
  const [row] = await db
    .insert(creditOrders)
    .values({ ...values, organisationId })
    .returning();
  return row!;
}

export async function findCreditOrder(
  db: Database,
  organisationId: number,
  providerOrderId: string,
): Promise<CreditOrderRow | null> {
  const [row] = await db
    .select()
    .from(creditOrders)
    .where(
      and(eq(creditOrders.organisationId, organisationId), eq(creditOrders.providerOrderId, providerOrderId)),
    );
  return row ?? null;
}

/**
 * Locks a credit order by the provider's order id until the transaction ends. Not tenant-scoped: a webhook
 * names only the provider's ids; the row itself says which organisation it belongs to.
 */
export async function lockCreditOrderByProviderId(
  db: Database,
  providerOrderId: string,
): Promise<CreditOrderRow | null> {
  const [row] = await db
    .select()
    .from(creditOrders)
    .where(eq(creditOrders.providerOrderId, providerOrderId))
    .for('update');
  return row ?? null;
}

export async function markCreditOrderPaid(
  db: Database,
  id: number,
  providerPaymentId: string,
): Promise<void> {
  await db
    .update(creditOrders)
    .set({ status: 'paid', providerPaymentId, paidAt: new Date() })
    .where(eq(creditOrders.id, id));
}

export async function markCreditOrderAttempted(db: Database, providerOrderId: string): Promise<void> {
  await db
    .update(creditOrders)
    .set({ status: 'attempted' })
    .where(and(eq(creditOrders.providerOrderId, providerOrderId), eq(creditOrders.status, 'created')));
}

// ------------------------------------------------------------------------------------------ subscriptions

export async function insertSubscription(
  db: Database,
  organisationId: number,
  values: Omit<typeof subscriptions.$inferInsert, 'id' | 'organisationId'>,
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, organisationId })
    .returning();
  return row!;
}

/** By the provider's id, any organisation (webhooks); optionally locked until the transaction ends. */
export async function findSubscriptionByProviderId(
  db: Database,
  providerSubscriptionId: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrganisationSubscription(
  db: Database,
  organisationId: number,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organisationId, organisationId),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  return row ?? null;
}

/** The organisation's newest subscription in one of the statuses. */
export async function findLatestSubscription(
  db: Database,
  organisationId: number,
  statuses: readonly string[],
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.organisationId, organisationId), inArray(subscriptions.status, [...statuses])),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

export async function updateSubscriptionRow(
  db: Database,
  id: number,
  changes: Partial<
    Pick<
      SubscriptionRow,
      'status' | 'plan' | 'providerPlanId' | 'currentStart' | 'currentEnd' | 'cancelAtCycleEnd' | 'endedAt'
    >
  >,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

// ------------------------------------------------------------------------------------------ organisation

export async function findOrganisationBilling(db: Database, organisationId: number) {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      website: organisations.website,
      city: organisations.city,
      country: organisations.country,
      plan: organisations.plan,
      billingPeriodStart: organisations.billingPeriodStart,
      billingPeriodEnd: organisations.billingPeriodEnd,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row ?? null;
}

/** Sets the plan and its billing period (interviews count from the period's start). */
export async function setOrganisationPlan(
  db: Database,
  organisationId: number,
  values: { plan: string; billingPeriodStart: Date | null; billingPeriodEnd: Date | null },
): Promise<void> {
  await db
    .update(organisations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organisations.id, organisationId));
}

export async function findUserContact(db: Database, organisationId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      currency: users.currency,
      isActive: users.isActive,
    })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)));
  return row ?? null;
}

export async function listActiveAdmins(db: Database, organisationId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.isAdmin, true), eq(users.isActive, true)))
    .orderBy(users.id);
}

// ------------------------------------------------------------------------------------------ invoices

/** Inserts an invoice and gives it its number (TLV-<year>-<id, 6 digits>) in the same transaction. */
export async function insertInvoice(db: Database, values: NewInvoice): Promise<InvoiceRow> {
  const [inserted] = await db
    .insert(billingInvoices)
    .values({ ...values, number: `pending-${values.providerPaymentId}` })
    .returning({ id: billingInvoices.id, issuedAt: billingInvoices.issuedAt });
  const number = `TLV-${inserted!.issuedAt.getUTCFullYear()}-${String(inserted!.id).padStart(6, '0')}`;
  const [row] = await db
    .update(billingInvoices)
    .set({ number })
    .where(eq(billingInvoices.id, inserted!.id))
    .returning();
  return row!;
}

export async function findInvoiceByPayment(
  db: Database,
  providerPaymentId: string,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.providerPaymentId, providerPaymentId));
  return row ?? null;
}

export async function findInvoice(
  db: Database,
  organisationId: number,
  id: number,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.organisationId, organisationId), eq(billingInvoices.id, id)));
  return row ?? null;
}

export async function listInvoices(
  db: Database,
  organisationId: number,
  page: { kind?: 'credits' | 'subscription'; limit: number; offset: number },
) {
  const where = and(
    eq(billingInvoices.organisationId, organisationId),
    page.kind ? eq(billingInvoices.kind, page.kind) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(billingInvoices)
      .where(where)
      .orderBy(desc(billingInvoices.issuedAt), desc(billingInvoices.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(billingInvoices).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Credit orders (any status) and subscription charges, newest first. */
export async function listPurchases(
  db: Database,
  organisationId: number,
  page: { limit: number; offset: number },
) {
  // Both halves alias every column to the same name and type, so the union lines up position by position.
  const text = (column: SQL | PgColumn, name: string) => sql<string | null>`${column}`.as(name);
  const int = (column: SQL | PgColumn, name: string) => sql<number | null>`${column}`.as(name);
  const time = (column: SQL | PgColumn, name: string) => sql<string | Date | null>`${column}`.as(name);
  const orders = db
    .select({
      kind: text(sql`'credits'`, 'kind'),
      orderId: text(creditOrders.providerOrderId, 'order_id'),
      paymentId: text(creditOrders.providerPaymentId, 'payment_id'),
      subscriptionId: text(sql`null::text`, 'subscription_id'),
      status: text(creditOrders.status, 'status'),
      quantity: int(creditOrders.quantity, 'quantity'),
      plan: text(sql`null::text`, 'plan'),
      currency: text(creditOrders.currency, 'currency'),
      taxableAmount: int(creditOrders.taxableAmount, 'taxable_amount'),
      gstAmount: int(creditOrders.gstAmount, 'gst_amount'),
      totalAmount: int(creditOrders.totalAmount, 'total_amount'),
      invoiceId: int(
        sql`(select ${billingInvoices.id} from ${billingInvoices} where ${billingInvoices.providerPaymentId} = ${creditOrders.providerPaymentId})`,
        'invoice_id',
      ),
      actorUserId: int(creditOrders.createdBy, 'actor_user_id'),
      createdAt: time(creditOrders.createdAt, 'created_at'),
      paidAt: time(creditOrders.paidAt, 'paid_at'),
    })
    .from(creditOrders)
    .where(eq(creditOrders.organisationId, organisationId));
  const charges = db
    .select({
      kind: text(sql`'subscription'`, 'kind'),
      orderId: text(billingInvoices.providerOrderId, 'order_id'),
      paymentId: text(billingInvoices.providerPaymentId, 'payment_id'),
      subscriptionId: text(billingInvoices.providerSubscriptionId, 'subscription_id'),
      status: text(sql`'paid'`, 'status'),
      quantity: int(sql`null::integer`, 'quantity'),
      plan: text(billingInvoices.plan, 'plan'),
      currency: text(billingInvoices.currency, 'currency'),
      taxableAmount: int(billingInvoices.taxableAmount, 'taxable_amount'),
      gstAmount: int(billingInvoices.gstAmount, 'gst_amount'),
      totalAmount: int(billingInvoices.totalAmount, 'total_amount'),
      invoiceId: int(billingInvoices.id, 'invoice_id'),
      actorUserId: int(billingInvoices.actorUserId, 'actor_user_id'),
      createdAt: time(billingInvoices.issuedAt, 'created_at'),
      paidAt: time(billingInvoices.issuedAt, 'paid_at'),
    })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.organisationId, organisationId), eq(billingInvoices.kind, 'subscription')));
  const [rows, orderCount, chargeCount] = await Promise.all([
    unionAll(orders, charges).orderBy(desc(sql`created_at`)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(creditOrders).where(eq(creditOrders.organisationId, organisationId)),
    db
      .select({ total: count() })
      .from(billingInvoices)
      .where(
        and(eq(billingInvoices.organisationId, organisationId), eq(billingInvoices.kind, 'subscription')),
      ),
  ]);
  return { rows, total: (orderCount[0]?.total ?? 0) + (chargeCount[0]?.total ?? 0) };
}

export async function findUserNames(db: Database, organisationId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(users.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ------------------------------------------------------------------------------------------ webhook events

export async function isWebhookEventRecorded(db: Database, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentWebhookEvents.id })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId));
  return rows.length > 0;
}

/** Records an event id; false when it was recorded before (a redelivery). */
export async function recordWebhookEvent(db: Database, eventId: string, event: string): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ eventId, event })
    .onConflictDoNothing({ target: paymentWebhookEvents.eventId })
    .returning({ id: paymentWebhookEvents.id });
  return rows.length > 0;
}
