import { type Database, isDatabaseUnavailable } from '@talvio/db/client';
import { parseCurrency } from '@talvio/domain/currency';
import { formatMoney } from '@talvio/domain/money';
import type { AppContext } from '../../context.ts';
import type { EmailMessage } from '../email/email.service.ts';
import {
  findOrganisationBilling,
  findUserContact,
  type InvoiceRow,
  listActiveAdmins,
} from './billing.repository.ts';

export type BilledTo = InvoiceRow['billedTo'];

/** The organisation an invoice is billed to, as it is at the time of the payment. */
export async function billedTo(tx: Database, organisationId: number): Promise<BilledTo> {
  const org = await findOrganisationBilling(tx, organisationId);
  return {
    name: org?.name ?? '',
    website: org?.website ?? null,
    city: org?.city ?? null,
    country: org?.country ?? null,
  };
}

/** What a crediting or charge-recording transaction did; receipts are sent after it commits. */
export interface Applied {
  invoice: InvoiceRow | null;
  newly: boolean;
  receiptTo: number | null;
}

/** How long a payment receipt waits for an unreachable database, attempt by attempt, before it is given up. */
export const receiptRetryDelaysMs = [2_000, 5_000, 15_000, 30_000, 60_000];

/** The receipt e-mail of an invoice to one recipient. */
export function receiptEmail(
  invoice: Pick<
    InvoiceRow,
    | 'currency'
    | 'description'
    | 'totalAmount'
    | 'taxableAmount'
    | 'gstAmount'
    | 'number'
    | 'providerPaymentId'
  >,
  to: { name: string; email: string },
  publicUrl: string,
): EmailMessage {
  const currency = parseCurrency(invoice.currency);
  const money = (minor: number) => formatMoney(minor, currency);
  return {
    to: to.email,
    kind: 'payment_receipt',
    subject: `Payment received: ${invoice.description} (${money(invoice.totalAmount)})`,
    paragraphs: [
      `Hello ${to.name || 'there'},`,
      `Thank you: we received ${money(invoice.totalAmount)} for ${invoice.description}.`,
      `Taxable amount ${money(invoice.taxableAmount)}, GST ${money(invoice.gstAmount)}, total ${money(invoice.totalAmount)}.`,
      `Invoice ${invoice.number}, payment ${invoice.providerPaymentId}. Your invoices are on the Billing page.`,
    ],
    action: { label: 'Open billing', url: `${publicUrl}/billing` },
  };
}

/**
 * Payment receipt (docs/product/billing.md, **invoices and receipts**): to whoever paid, or to the organisation's
 * admins for a renewal.
 */
export async function sendReceipt(
  deps: Pick<AppContext, 'db' | 'email' | 'config' | 'log'>,
  invoice: InvoiceRow,
  userId: number | null,
  attempt = 0,
  sentTo = new Set<string>(),
): Promise<void> {
  try {
    const user = userId ? await findUserContact(deps.db, invoice.organisationId, userId) : null;
    const recipients = user?.isActive ? [user] : await listActiveAdmins(deps.db, invoice.organisationId);
    for (const to of recipients) {
      if (sentTo.has(to.email)) continue;
      await deps.email.send(receiptEmail(invoice, to, deps.config.publicUrl));
      sentTo.add(to.email);
    }
  } catch (err) {
    // The payment is applied either way. While the database is away the receipt waits and is tried again (to the
    // recipients it has not reached yet); only a receipt that still cannot be stored is an error.
    const delayMs = receiptRetryDelaysMs[attempt];
    if (isDatabaseUnavailable(err) && delayMs !== undefined) {
      deps.log.warn({ err, invoiceId: invoice.id, delayMs }, 'payment receipt waits for the database');
      setTimeout(() => void sendReceipt(deps, invoice, userId, attempt + 1, sentTo), delayMs).unref();
      return;
    }
    deps.log.error({ err, invoiceId: invoice.id }, 'payment receipt e-mail failed');
  }
}
