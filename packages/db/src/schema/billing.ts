import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stampedNow, timestamps } from './columns.ts';
import { jobs } from './jobs.ts';
import { organisationIdColumn } from './organisations.ts';
import { users } from './users.ts';

/**
 * The credit ledger (docs/product/billing.md, **job credits**): every grant and spend of job credits. The balance is
 * always the sum of `delta` over the organisation's rows; nothing else stores it.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    delta: integer().notNull(),
    reason: text().$type<'welcome' | 'purchase' | 'job_publish' | 'adjustment' | 'demo'>().notNull(),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    /** The payment provider's payment id of a purchase. */
    paymentReference: text(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stampedNow(),
  },
  (t) => [
    index().on(t.organisationId, t.id),
    // A job's publish spends at most one credit, whatever happens concurrently.
    uniqueIndex('credit_ledger_job_publish_once').on(t.jobId).where(sql`${t.reason} = 'job_publish'`),
    // A payment is credited at most once (docs/product/billing.md, **paid once**).
    uniqueIndex('credit_ledger_payment_once').on(t.paymentReference),
    check('credit_ledger_delta_check', sql`${t.delta} <> 0`),
    check(
      'credit_ledger_reason_check',
      sql`${t.reason} in ('welcome', 'purchase', 'job_publish', 'adjustment', 'demo')`,
    ),
  ],
);

/**
 * A job-credit order: what was quoted when the payment provider's order was created. The amounts
 * are the server's own computation, in minor units; `providerPaymentId` is set once, when it is credited.
 */
export const creditOrders = pgTable(
  'credit_orders',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    providerOrderId: text().notNull().unique(),
    currency: text().$type<'USD' | 'INR'>().notNull(),
    quantity: integer().notNull(),
    unitAmount: integer().notNull(),
    taxableAmount: integer().notNull(),
    gstAmount: integer().notNull(),
    totalAmount: integer().notNull(),
    status: text().$type<'created' | 'attempted' | 'paid'>().notNull().default('created'),
    providerPaymentId: text().unique(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stampedNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.organisationId, t.id),
    check('credit_orders_quantity_check', sql`${t.quantity} between 1 and 100`),
    check('credit_orders_total_check', sql`${t.totalAmount} = ${t.taxableAmount} + ${t.gstAmount}`),
  ],
);

/** An organisation's subscription at the payment provider, mirrored. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    providerSubscriptionId: text().notNull().unique(),
    providerPlanId: text().notNull(),
    plan: text().notNull(),
    currency: text().$type<'USD' | 'INR'>().notNull(),
    status: text().notNull(),
    currentStart: timestamp({ withTimezone: true }),
    currentEnd: timestamp({ withTimezone: true }),
    cancelAtCycleEnd: boolean().notNull().default(false),
    endedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index().on(t.organisationId, t.id)],
);

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

export interface InvoiceParty {
  name: string;
  website: string | null;
  city: string | null;
  country: string | null;
}

/**
 * Our invoice of a credit purchase or a subscription charge; one per provider payment (the unique
 * index makes recording a payment twice impossible).
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    number: text().notNull().unique(),
    kind: text().$type<'credits' | 'subscription'>().notNull(),
    description: text().notNull(),
    currency: text().$type<'USD' | 'INR'>().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    taxableAmount: integer().notNull(),
    gstAmount: integer().notNull(),
    totalAmount: integer().notNull(),
    providerPaymentId: text().notNull().unique(),
    providerOrderId: text(),
    providerSubscriptionId: text(),
    providerInvoiceId: text(),
    plan: text(),
    quantity: integer(),
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    billedTo: jsonb().$type<InvoiceParty>().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    issuedAt: stampedNow(),
  },
  (t) => [
    index().on(t.organisationId, t.id),
    check('billing_invoices_total_check', sql`${t.totalAmount} = ${t.taxableAmount} + ${t.gstAmount}`),
  ],
);

/** Webhook events already handled, by the provider's event id: a redelivered event is not applied twice. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: serial().primaryKey(),
  eventId: text().notNull().unique(),
  event: text().notNull(),
  receivedAt: stampedNow(),
});
