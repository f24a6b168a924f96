import type { Database } from '@talvio/db/client';
import { type Currency, parseCurrency } from '@talvio/domain/currency';
import { formatMoney } from '@talvio/domain/money';
import { isPlanName, type PlanName, paidPlanNames } from '@talvio/domain/plans';
import { planQuote, type Quote, quoteFor } from '@talvio/domain/pricing';
import type { ProviderInvoice } from '../../adapters/payments/payment-provider.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { findInvoiceByPayment, insertInvoice, type SubscriptionRow } from './billing.repository.ts';
import { fromUnix, planLabel } from './billing-shared.ts';
import { type Applied, billedTo } from './receipts.ts';

/** One charge of a subscription, from a payment, a webhook or the provider's list of paid invoices. */
export interface SubscriptionCharge {
  paymentId: string;
  amount: number;
  currency: string;
  orderId: string | null;
  invoiceId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  actorUserId: number | null;
}

/** The plan an amount pays for in a currency (a charge's own evidence), else the subscription's plan. */
export function planForCharge(amount: number, currency: Currency, fallback: string): PlanName {
  const byAmount = paidPlanNames.find((p) => planQuote(p, currency).totalAmount === amount);
  if (byAmount) return byAmount;
  return isPlanName(fallback) ? fallback : 'free';
}

/** Splits a charged total into taxable amount and GST (the plan's own quote when it matches). */
export function splitCharge(amount: number, currency: Currency, plan: PlanName): Quote {
  const quote = planQuote(plan, currency);
  if (quote.totalAmount === amount) return quote;
  if (currency !== 'INR') return quoteFor(amount, currency);
  // taxable = round(total × 100 / 118), in BigInt; GST is the rest, so the parts always add up.
  const taxable = Number((BigInt(amount) * 100n + 59n) / 118n);
  return {
    currency,
    taxableAmount: taxable,
    gstApplicable: true,
    gstAmount: amount - taxable,
    totalAmount: amount,
  };
}

/** The charges of the provider's paid invoices of a subscription (each with its payment and billing period). */
export const paidInvoiceCharges = (invoices: ProviderInvoice[]) =>
  invoices
    .filter(
      (i): i is ProviderInvoice & { payment_id: string } =>
        i.status === 'paid' && typeof i.payment_id === 'string',
    )
    .map((i) => ({
      paymentId: i.payment_id,
      amount: i.amount_paid || i.amount,
      currency: i.currency,
      orderId: i.order_id ?? null,
      invoiceId: i.id,
      periodStart: fromUnix(i.billing_start),
      periodEnd: fromUnix(i.billing_end),
    }));

/** Records one subscription charge as an invoice, once per provider payment. */
export async function recordSubscriptionChargeTx(
  tx: Database,
  row: SubscriptionRow,
  charge: SubscriptionCharge,
): Promise<Applied> {
  const existing = await findInvoiceByPayment(tx, charge.paymentId);
  if (existing) return { invoice: existing, newly: false, receiptTo: null };
  const currency = parseCurrency(charge.currency);
  const plan = planForCharge(charge.amount, currency, row.plan);
  const quote = splitCharge(charge.amount, currency, plan);
  const invoice = await insertInvoice(tx, {
    organisationId: row.organisationId,
    kind: 'subscription',
    description: `Talvio ${planLabel(plan)} plan, monthly`,
    currency,
    lines: [
      {
        description: `Talvio ${planLabel(plan)} plan (1 month)`,
        quantity: 1,
        unitAmount: quote.taxableAmount,
        amount: quote.taxableAmount,
      },
    ],
    taxableAmount: quote.taxableAmount,
    gstAmount: quote.gstAmount,
    totalAmount: quote.totalAmount,
    providerPaymentId: charge.paymentId,
    providerOrderId: charge.orderId,
    providerSubscriptionId: row.providerSubscriptionId,
    providerInvoiceId: charge.invoiceId,
    plan,
    quantity: null,
    periodStart: charge.periodStart,
    periodEnd: charge.periodEnd,
    billedTo: await billedTo(tx, row.organisationId),
    actorUserId: charge.actorUserId,
  });
  await recordActivity(tx, {
    organisationId: row.organisationId,
    actorUserId: charge.actorUserId,
    verb: 'subscription.charged',
    subjectType: 'invoice',
    subjectId: invoice.id,
    summary: `Paid ${formatMoney(quote.totalAmount, currency)} for the ${planLabel(plan)} plan (invoice ${invoice.number}).`,
    details: {
      plan,
      currency,
      total_amount: quote.totalAmount,
      invoice_number: invoice.number,
      payment_id: charge.paymentId,
      subscription_id: row.providerSubscriptionId,
    },
  });
  return { invoice, newly: true, receiptTo: charge.actorUserId };
}
