import type {
  billingListQuerySchema,
  Invoice,
  InvoiceList,
  Purchase,
  PurchaseHistory,
} from '@talvio/contracts/billing';
import { parseCurrency } from '@talvio/domain/currency';
import { isPlanName } from '@talvio/domain/plans';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../pagination.ts';
import {
  findInvoice,
  findUserNames,
  type InvoiceRow,
  listInvoices,
  listPurchases,
} from './billing.repository.ts';
import { creditsLabel, iso, planLabel } from './billing-shared.ts';
import { renderInvoiceHtml } from './invoice-html.ts';

/** One row of the purchase history as the database returns it. */
export type PurchaseRow = Awaited<ReturnType<typeof listPurchases>>['rows'][number];

/** A stored invoice as the API shows it (every stored invoice is paid; GST applies to INR). */
export function toInvoice(row: InvoiceRow): Invoice {
  const currency = parseCurrency(row.currency);
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    description: row.description,
    status: 'paid',
    lines: row.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit_amount: l.unitAmount,
      amount: l.amount,
    })),
    quote: {
      currency,
      taxable_amount: row.taxableAmount,
      gst_applicable: currency === 'INR',
      gst_amount: row.gstAmount,
      total_amount: row.totalAmount,
    },
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
    payment_id: row.providerPaymentId,
    order_id: row.providerOrderId,
    subscription_id: row.providerSubscriptionId,
    provider_invoice_id: row.providerInvoiceId,
    issued_at: row.issuedAt.toISOString(),
    url: `/api/invoices/${row.id}`,
  };
}

/** A purchase's status as the history shows it: paid, failed (an attempted order) or pending. */
export const purchaseStatus = (status: string | null): Purchase['status'] =>
  status === 'paid' ? 'paid' : status === 'attempted' ? 'failed' : 'pending';

/** One purchase of the history: a job-credit order or a subscription charge, with who made it when known. */
export function toPurchase(r: PurchaseRow, names: ReadonlyMap<number, string>): Purchase {
  const currency = parseCurrency(r.currency);
  const credits = r.kind === 'credits';
  const plan = !credits && r.plan && isPlanName(r.plan) ? r.plan : null;
  const actorName = r.actorUserId !== null ? names.get(r.actorUserId) : undefined;
  return {
    id: credits ? `order:${r.orderId}` : `payment:${r.paymentId}`,
    kind: credits ? 'credits' : 'subscription',
    description: credits
      ? creditsLabel(r.quantity ?? 0)
      : `Talvio ${planLabel(plan ?? 'free')} plan, monthly`,
    status: purchaseStatus(r.status),
    quantity: credits ? r.quantity : null,
    plan,
    quote: {
      currency,
      taxable_amount: r.taxableAmount ?? 0,
      gst_applicable: currency === 'INR',
      gst_amount: r.gstAmount ?? 0,
      total_amount: r.totalAmount ?? 0,
    },
    order_id: r.orderId,
    payment_id: r.paymentId,
    subscription_id: r.subscriptionId,
    invoice_id: r.invoiceId,
    actor: r.actorUserId !== null && actorName !== undefined ? { id: r.actorUserId, name: actorName } : null,
    created_at: new Date(r.createdAt ?? 0).toISOString(),
    paid_at: r.paidAt ? new Date(r.paidAt).toISOString() : null,
  };
}

/** GET /razorpay/subscription/invoices (kind subscription) and GET /razorpay/customer-invoices (all). */
export async function getInvoices(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  query: z.output<typeof billingListQuerySchema>,
  kind?: 'subscription',
): Promise<InvoiceList> {
  const { rows, total } = await listInvoices(deps.db, organisationId, {
    ...(kind ? { kind } : {}),
    ...pageWindow(query),
  });
  return pageOf(rows.map(toInvoice), total, query);
}

/** GET /purchase-history: job-credit orders (pending until paid) and subscription charges, newest first. */
export async function getPurchaseHistory(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  query: z.output<typeof billingListQuerySchema>,
): Promise<PurchaseHistory> {
  const { db } = deps;
  const { rows, total } = await listPurchases(db, organisationId, pageWindow(query));
  const names = await findUserNames(db, organisationId, [
    ...new Set(rows.map((r) => r.actorUserId).filter((id): id is number => id !== null)),
  ]);
  const items = rows.map((r) => toPurchase(r, names));
  return pageOf(items, total, query);
}

/** GET /invoices/{id}: the printable invoice of the caller's organisation (404 for any other). */
export async function getInvoiceHtml(
  deps: Pick<AppContext, 'db' | 'payments' | 'config'>,
  organisationId: number,
  id: number,
): Promise<string> {
  const row = await findInvoice(deps.db, organisationId, id);
  if (!row) throw notFound('The invoice');
  return renderInvoiceHtml(row, { name: deps.payments.merchantName, url: deps.config.publicUrl });
}
