import { createHash } from 'node:crypto';
import {
  type ActiveSubscriptionResponse,
  type BillingCatalog,
  type billingListQuerySchema,
  billingProblemCodes,
  type CheckoutOptions,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type Invoice,
  type InvoiceList,
  type Purchase,
  type PurchaseHistory,
  type QuoteBody,
  type RazorpayConfig,
  type Subscription,
  type SubscriptionCheckout,
  type SubscriptionPlanRequest,
  type SubscriptionStatus,
  subscriptionStatusSchema,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@talvio/contracts/billing';
import { type Database, isDatabaseUnavailable } from '@talvio/db/client';
import { lockOrganisation } from '@talvio/db/locks';
import { type Currency, parseCurrency } from '@talvio/domain/currency';
import { formatMoney } from '@talvio/domain/money';
import {
  currencyForPlanId,
  interviewAllowance,
  isPlanName,
  jobCreditPriceMinor,
  jobCreditQuantity,
  type PaidPlanName,
  type PlanName,
  paidPlanNames,
  planIdFor,
  planNameForId,
  planNames,
  plans,
} from '@talvio/domain/plans';
import { creditPurchaseQuote, gstRatePercent, planQuote, type Quote, quoteFor } from '@talvio/domain/pricing';
import type { z } from 'zod';
import type { Payments } from '../../adapters/payments/payments.ts';
import { RazorpayError } from '../../adapters/payments/razorpay-client.ts';
import {
  isValidOrderPaymentSignature,
  isValidSubscriptionPaymentSignature,
  isValidWebhookSignature,
} from '../../adapters/payments/razorpay-signatures.ts';
import {
  type RzpInvoice,
  type RzpPayment,
  type RzpSubscription,
  type RzpWebhook,
  rzpWebhookSchema,
} from '../../adapters/payments/razorpay-types.ts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound, unprocessable } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { partMissing } from '../../plugins/required-parts.ts';
import { recordActivity } from '../activity/activity.service.ts';
import {
  type CreditOrderRow,
  findCreditOrder,
  findInvoice,
  findInvoiceByPayment,
  findLatestSubscription,
  findOrganisationBilling,
  findOrganisationSubscription,
  findSubscriptionByProviderId,
  findUserContact,
  findUserNames,
  type InvoiceRow,
  insertCreditOrder,
  insertInvoice,
  insertSubscription,
  isWebhookEventRecorded,
  listActiveAdmins,
  listInvoices,
  listPurchases,
  lockCreditOrderByProviderId,
  markCreditOrderAttempted,
  markCreditOrderPaid,
  recordWebhookEvent,
  type SubscriptionRow,
  setOrganisationPlan,
  updateSubscriptionRow,
} from './billing.repository.ts';
import { getCreditBalance, grantCredits } from './credits.service.ts';
import { renderInvoiceHtml } from './invoice-html.ts';

export type BillingDeps = Pick<AppContext, 'db' | 'payments' | 'email' | 'config' | 'log'>;

/** Subscriptions that hold the organisation's plan (Razorpay: authenticated/active, pending while retrying). */
const liveStatuses = ['authenticated', 'active', 'pending'] as const satisfies readonly SubscriptionStatus[];
const endedStatuses = [
  'halted',
  'cancelled',
  'completed',
  'expired',
] as const satisfies readonly SubscriptionStatus[];
const terminalStatuses = [
  'cancelled',
  'completed',
  'expired',
] as const satisfies readonly SubscriptionStatus[];
/** Months a subscription runs before Razorpay completes it (10 years, renewed monthly). */
const subscriptionCycles = 120;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const fromUnix = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);

function toQuoteBody(q: Quote): QuoteBody {
  return {
    currency: q.currency,
    taxable_amount: q.taxableAmount,
    gst_applicable: q.gstApplicable,
    gst_amount: q.gstAmount,
    total_amount: q.totalAmount,
  };
}

const providerError = (err: unknown): never => {
  if (err instanceof RazorpayError) {
    const status = err.status >= 500 || err.status === 401 ? 502 : 422;
    throw new AppError(
      billingProblemCodes.provider,
      status,
      `The payment provider refused the request: ${err.error.description}`,
      err.error.field ?? undefined,
    );
  }
  throw err;
};

async function provider<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    return providerError(err);
  }
}

const invalidSignature = (field: string) =>
  new AppError(
    billingProblemCodes.invalidSignature,
    400,
    'The payment signature does not match this payment. Nothing was changed; if you were charged, it will be applied automatically once the payment provider confirms it.',
    field,
  );

// ------------------------------------------------------------------------------------------ catalogue

/** GET /billing/plans: the plans with prices in minor units, GST and allowance; the job-credit price. */
export function getCatalog(payments: Pick<Payments, 'planIds'>): BillingCatalog {
  return {
    plans: planNames.map((name) => {
      const usd = planQuote(name, 'USD');
      const inr = planQuote(name, 'INR');
      const paid = name !== 'free' ? (name as PaidPlanName) : null;
      return {
        name,
        plan_ids: {
          USD: paid ? planIdFor(payments.planIds, paid, 'USD') : null,
          INR: paid ? planIdFor(payments.planIds, paid, 'INR') : null,
        },
        price: { USD: usd.taxableAmount, INR: inr.taxableAmount },
        gst: { USD: usd.gstAmount, INR: inr.gstAmount },
        total: { USD: usd.totalAmount, INR: inr.totalAmount },
        interview_allowance: plans[name].interviewAllowance,
      };
    }),
    job_credit: {
      unit_price: { ...jobCreditPriceMinor },
      min_quantity: jobCreditQuantity.min,
      max_quantity: jobCreditQuantity.max,
    },
    gst_rate_percent: gstRatePercent,
    period: 'monthly',
  };
}

/** GET /razorpay/config: what the web app needs to open the checkout. */
export function getRazorpayConfig(payments: Payments): RazorpayConfig {
  if (payments.mode === 'unconfigured') throw partMissing('payments');
  return {
    mode: payments.mode,
    key_id: payments.keyId,
    checkout_url: payments.checkoutUrl,
    merchant_name: payments.merchantName,
  };
}

async function payer(deps: BillingDeps, staff: StaffPrincipal) {
  const user = await findUserContact(deps.db, staff.organisationId, staff.id);
  return {
    name: user?.name ?? '',
    email: user?.email ?? staff.email,
    currency: parseCurrency(user?.currency),
  };
}

function checkoutFor(
  deps: BillingDeps,
  target: { orderId: string } | { subscriptionId: string },
  input: { description: string; callbackPath: string; prefill: { name: string; email: string } },
): CheckoutOptions {
  const { payments, config } = deps;
  if (payments.mode === 'unconfigured') throw partMissing('payments');
  const callbackUrl = `${config.publicUrl}${input.callbackPath}`;
  let url: string | null = null;
  if (payments.mode === 'sandbox') {
    const params = new URLSearchParams({
      key_id: payments.keyId,
      ...('orderId' in target ? { order_id: target.orderId } : { subscription_id: target.subscriptionId }),
      callback_url: callbackUrl,
      name: payments.merchantName,
      description: input.description,
      prefill_email: input.prefill.email,
    });
    url = `${payments.checkoutUrl}?${params.toString()}`;
  }
  return {
    mode: payments.mode,
    key_id: payments.keyId,
    url,
    callback_url: callbackUrl,
    name: payments.merchantName,
    description: input.description,
    prefill: input.prefill,
  };
}

// ------------------------------------------------------------------------------------------ job credits

const creditsLabel = (quantity: number) => `${quantity} job credit${quantity === 1 ? '' : 's'}`;

/**
 * POST /razorpay/create-order: the server computes the price from quantity and currency and
 * refuses an amount, GST amount or GST flag that differs (422 naming the field); then it creates the
 * provider's order for exactly that amount.
 */
export async function createCreditOrder(
  deps: BillingDeps,
  staff: StaffPrincipal,
  body: CreateOrderRequest,
): Promise<CreateOrderResponse> {
  const quote = creditPurchaseQuote(body.notes.quantity, body.currency);
  const price = (minor: number) => formatMoney(minor, body.currency);
  if (body.notes.gstApplicable !== quote.gstApplicable) {
    throw unprocessable(
      billingProblemCodes.amountMismatch,
      `GST ${quote.gstApplicable ? 'applies' : 'does not apply'} to purchases in ${body.currency}.`,
      'notes.gstApplicable',
    );
  }
  if (body.notes.gstAmount !== quote.gstAmount) {
    throw unprocessable(
      billingProblemCodes.amountMismatch,
      `The GST on ${creditsLabel(quote.quantity)} is ${quote.gstAmount} (${price(quote.gstAmount)}), not ${body.notes.gstAmount}.`,
      'notes.gstAmount',
    );
  }
  if (body.amount !== quote.totalAmount) {
    throw unprocessable(
      billingProblemCodes.amountMismatch,
      `The amount for ${creditsLabel(quote.quantity)} in ${body.currency} is ${quote.totalAmount} minor units (${price(quote.totalAmount)}${quote.gstApplicable ? ` incl. ${gstRatePercent}% GST` : ''}), not ${body.amount}. Prices may have changed: reload and try again.`,
      'amount',
    );
  }
  const order = await provider(
    deps.payments.client.createOrder({
      amount: quote.totalAmount,
      currency: body.currency,
      receipt: `tlv-${staff.organisationId}-${Date.now().toString(36)}`,
      notes: {
        creditType: body.notes.creditType,
        quantity: String(quote.quantity),
        purpose: body.notes.purpose,
        gstAmount: String(quote.gstAmount),
        gstApplicable: String(quote.gstApplicable),
        organisation_id: String(staff.organisationId),
      },
    }),
  );
  if (order.amount !== quote.totalAmount || order.currency !== body.currency) {
    throw new AppError(
      billingProblemCodes.provider,
      502,
      'The payment provider created an order for a different amount.',
    );
  }
  const row = await insertCreditOrder(deps.db, staff.organisationId, {
    providerOrderId: order.id,
    currency: body.currency,
    quantity: quote.quantity,
    unitAmount: quote.unitAmount,
    taxableAmount: quote.taxableAmount,
    gstAmount: quote.gstAmount,
    totalAmount: quote.totalAmount,
    createdBy: staff.id,
  });
  const who = await payer(deps, staff);
  return {
    ...toCreditOrder(row),
    checkout: checkoutFor(
      deps,
      { orderId: order.id },
      {
        description: `${creditsLabel(quote.quantity)} for Talvio`,
        callbackPath: '/purchase-credits',
        prefill: { name: who.name, email: who.email },
      },
    ),
  };
}

function orderQuote(row: CreditOrderRow): QuoteBody {
  const currency = parseCurrency(row.currency);
  return {
    currency,
    taxable_amount: row.taxableAmount,
    gst_applicable: currency === 'INR',
    gst_amount: row.gstAmount,
    total_amount: row.totalAmount,
  };
}

function toCreditOrder(row: CreditOrderRow) {
  const quote = orderQuote(row);
  return {
    order_id: row.providerOrderId,
    status: row.status,
    amount: row.totalAmount,
    currency: quote.currency,
    quantity: row.quantity,
    unit_amount: row.unitAmount,
    quote,
    notes: {
      creditType: 'job_credit' as const,
      quantity: row.quantity,
      purpose: 'job_credit_purchase' as const,
      gstAmount: row.gstAmount,
      gstApplicable: quote.gst_applicable,
    },
    created_at: row.createdAt.toISOString(),
  };
}

type BilledTo = InvoiceRow['billedTo'];

async function billedTo(tx: Database, organisationId: number): Promise<BilledTo> {
  const org = await findOrganisationBilling(tx, organisationId);
  return {
    name: org?.name ?? '',
    website: org?.website ?? null,
    city: org?.city ?? null,
    country: org?.country ?? null,
  };
}

/** What a crediting or charge-recording transaction did; receipts are sent after it commits. */
interface Applied {
  invoice: InvoiceRow | null;
  newly: boolean;
  receiptTo: number | null;
}

/**
 * Credits a paid job-credit order exactly once (docs/product/billing.md, **paid once**): the order row is locked, a
 * paid order is left alone, and the ledger row carries the payment id under a unique index, all in one transaction —
 * whether verify-payment, a webhook or both arrive, in any order, any number of times.
 */
async function applyCreditPaymentTx(
  tx: Database,
  log: BillingDeps['log'],
  payment: { orderId: string; paymentId: string; amount: number; currency: string },
): Promise<Applied & { order: CreditOrderRow | null }> {
  const order = await lockCreditOrderByProviderId(tx, payment.orderId);
  if (!order) return { order: null, invoice: null, newly: false, receiptTo: null };
  if (order.status === 'paid') {
    const invoice = order.providerPaymentId ? await findInvoiceByPayment(tx, order.providerPaymentId) : null;
    return { order, invoice, newly: false, receiptTo: null };
  }
  if (payment.amount !== order.totalAmount || payment.currency !== order.currency) {
    log.error(
      { orderId: order.providerOrderId, paymentId: payment.paymentId, organisationId: order.organisationId },
      'payment amount differs from the order; not credited',
    );
    return { order, invoice: null, newly: false, receiptTo: null };
  }
  await grantCredits(tx, order.organisationId, {
    amount: order.quantity,
    reason: 'purchase',
    actorUserId: order.createdBy,
    paymentReference: payment.paymentId,
  });
  const invoice = await insertInvoice(tx, {
    organisationId: order.organisationId,
    kind: 'credits',
    description: creditsLabel(order.quantity),
    currency: parseCurrency(order.currency),
    lines: [
      {
        description: 'Talvio job credit',
        quantity: order.quantity,
        unitAmount: order.unitAmount,
        amount: order.taxableAmount,
      },
    ],
    taxableAmount: order.taxableAmount,
    gstAmount: order.gstAmount,
    totalAmount: order.totalAmount,
    providerPaymentId: payment.paymentId,
    providerOrderId: order.providerOrderId,
    providerSubscriptionId: null,
    providerInvoiceId: null,
    plan: null,
    quantity: order.quantity,
    periodStart: null,
    periodEnd: null,
    billedTo: await billedTo(tx, order.organisationId),
    actorUserId: order.createdBy,
  });
  await markCreditOrderPaid(tx, order.id, payment.paymentId);
  const currency = parseCurrency(order.currency);
  await recordActivity(tx, {
    organisationId: order.organisationId,
    actorUserId: order.createdBy,
    verb: 'credits.purchased',
    subjectType: 'invoice',
    subjectId: invoice.id,
    summary: `Bought ${creditsLabel(order.quantity)} for ${formatMoney(order.totalAmount, currency)}${order.gstAmount > 0 ? ` (incl. GST ${formatMoney(order.gstAmount, currency)})` : ''}.`,
    details: {
      quantity: order.quantity,
      delta: order.quantity,
      currency,
      total_amount: order.totalAmount,
      invoice_number: invoice.number,
      payment_id: payment.paymentId,
    },
  });
  return {
    order: { ...order, status: 'paid', providerPaymentId: payment.paymentId },
    invoice,
    newly: true,
    receiptTo: order.createdBy,
  };
}

/** How long a payment receipt waits for an unreachable database, attempt by attempt, before it is given up. */
const receiptRetryDelaysMs = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * Payment receipt (docs/product/billing.md, **invoices and receipts**): to whoever paid, or to the organisation's
 * admins for a renewal.
 */
async function sendReceipt(
  deps: BillingDeps,
  invoice: InvoiceRow,
  userId: number | null,
  attempt = 0,
  sentTo = new Set<string>(),
): Promise<void> {
  try {
    const user = userId ? await findUserContact(deps.db, invoice.organisationId, userId) : null;
    const recipients = user?.isActive ? [user] : await listActiveAdmins(deps.db, invoice.organisationId);
    const currency = parseCurrency(invoice.currency);
    const money = (minor: number) => formatMoney(minor, currency);
    for (const to of recipients) {
      if (sentTo.has(to.email)) continue;
      await deps.email.send({
        to: to.email,
        kind: 'payment_receipt',
        subject: `Payment received: ${invoice.description} (${money(invoice.totalAmount)})`,
        paragraphs: [
          `Hello ${to.name || 'there'},`,
          `Thank you: we received ${money(invoice.totalAmount)} for ${invoice.description}.`,
          `Taxable amount ${money(invoice.taxableAmount)}, GST ${money(invoice.gstAmount)}, total ${money(invoice.totalAmount)}.`,
          `Invoice ${invoice.number}, payment ${invoice.providerPaymentId}. Your invoices are on the Billing page.`,
        ],
        action: { label: 'Open billing', url: `${deps.config.publicUrl}/billing` },
      });
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

async function verifyOrderPayment(
  deps: BillingDeps,
  staff: StaffPrincipal,
  body: Extract<VerifyPaymentRequest, { razorpay_order_id: string }>,
): Promise<VerifyPaymentResponse> {
  const order = await findCreditOrder(deps.db, staff.organisationId, body.razorpay_order_id);
  if (!order) throw notFound('The order');
  const valid = isValidOrderPaymentSignature(
    {
      orderId: order.providerOrderId,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    },
    deps.payments.keySecret,
  );
  if (!valid) {
    deps.log.warn(
      {
        organisationId: staff.organisationId,
        userId: staff.id,
        orderId: order.providerOrderId,
        paymentId: body.razorpay_payment_id,
      },
      'verify-payment refused: signature mismatch',
    );
    throw invalidSignature('razorpay_signature');
  }
  if (body.notes && body.notes.quantity !== order.quantity) {
    throw unprocessable(
      billingProblemCodes.amountMismatch,
      `This order is for ${creditsLabel(order.quantity)}, not ${body.notes.quantity}.`,
      'notes.quantity',
    );
  }
  let amount = order.totalAmount;
  let currency: string = order.currency;
  if (order.status !== 'paid') {
    const payment = await provider(deps.payments.client.fetchPayment(body.razorpay_payment_id));
    if (
      payment.order_id !== order.providerOrderId ||
      (payment.status !== 'captured' && payment.status !== 'authorized')
    ) {
      throw unprocessable(
        billingProblemCodes.paymentNotCompleted,
        `This payment is ${payment.status}; nothing was charged or credited.`,
        'razorpay_payment_id',
      );
    }
    amount = payment.amount;
    currency = payment.currency;
  }
  const applied = await deps.db.transaction((tx) =>
    applyCreditPaymentTx(tx, deps.log, {
      orderId: order.providerOrderId,
      paymentId: body.razorpay_payment_id,
      amount,
      currency,
    }),
  );
  if (!applied.order || !applied.invoice) {
    throw unprocessable(
      billingProblemCodes.paymentNotCompleted,
      'The payment does not match the order; nothing was credited.',
      'razorpay_payment_id',
    );
  }
  if (applied.newly) {
    deps.log.info(
      {
        organisationId: order.organisationId,
        orderId: order.providerOrderId,
        paymentId: body.razorpay_payment_id,
        source: 'verify-payment',
      },
      'job credits purchased',
    );
    await sendReceipt(deps, applied.invoice, applied.receiptTo);
  }
  return {
    kind: 'credits',
    order_id: order.providerOrderId,
    payment_id: applied.invoice.providerPaymentId,
    credits_added: order.quantity,
    remaining: await getCreditBalance(deps.db, order.organisationId),
    invoice_id: applied.invoice.id,
    already_processed: !applied.newly,
  };
}

/** POST /razorpay/verify-payment (the payment verification fields): an order or a subscription payment. */
export async function verifyPayment(
  deps: BillingDeps,
  staff: StaffPrincipal,
  body: VerifyPaymentRequest,
): Promise<VerifyPaymentResponse> {
  if ('razorpay_order_id' in body) return verifyOrderPayment(deps, staff, body);
  return verifySubscriptionPayment(deps, staff, body);
}

// ------------------------------------------------------------------------------------------ subscriptions

function toSubscription(row: SubscriptionRow): Subscription {
  const plan: PlanName = isPlanName(row.plan) ? row.plan : 'free';
  const currency = parseCurrency(row.currency);
  const status = subscriptionStatusSchema.safeParse(row.status);
  return {
    id: row.providerSubscriptionId,
    plan,
    plan_id: row.providerPlanId,
    currency,
    status: status.success ? status.data : 'expired',
    current_start: iso(row.currentStart),
    current_end: iso(row.currentEnd),
    cancel_at_cycle_end: row.cancelAtCycleEnd,
    ended_at: iso(row.endedAt),
    quote: toQuoteBody(planQuote(plan, currency)),
    created_at: row.createdAt.toISOString(),
  };
}

/** A plan id maps to its plan (unknown → free, refused here); or a plan name and currency. */
function resolvePlan(
  payments: Pick<Payments, 'planIds'>,
  request: SubscriptionPlanRequest,
  fallbackCurrency: Currency,
): { plan: PaidPlanName; currency: Currency; planId: string } {
  if (request.plan_id !== undefined) {
    const name = planNameForId(payments.planIds, request.plan_id);
    const currency = currencyForPlanId(payments.planIds, request.plan_id);
    if (name === 'free' || !currency) {
      throw unprocessable(
        'unknown_plan',
        'This plan id is not one of ours; it maps to the free plan, which needs no subscription.',
        'plan_id',
      );
    }
    if (request.plan !== undefined && request.plan !== name)
      throw unprocessable('unknown_plan', `plan_id is the ${name} plan, not ${request.plan}.`, 'plan');
    if (request.currency !== undefined && request.currency !== currency)
      throw unprocessable(
        'unknown_plan',
        `plan_id is priced in ${currency}, not ${request.currency}.`,
        'currency',
      );
    return { plan: name as PaidPlanName, currency, planId: request.plan_id };
  }
  const plan = request.plan as PaidPlanName;
  const currency = request.currency ?? fallbackCurrency;
  return { plan, currency, planId: planIdFor(payments.planIds, plan, currency) };
}

const planLabel = (plan: string) => `${plan[0]?.toUpperCase() ?? ''}${plan.slice(1)}`;

/** POST /razorpay/subscription: creates the provider subscription; the checkout pays its first month. */
export async function createSubscription(
  deps: BillingDeps,
  staff: StaffPrincipal,
  request: SubscriptionPlanRequest,
): Promise<SubscriptionCheckout> {
  const who = await payer(deps, staff);
  const target = resolvePlan(deps.payments, request, who.currency);
  const live = await findLatestSubscription(deps.db, staff.organisationId, liveStatuses);
  if (live) {
    throw new AppError(
      billingProblemCodes.subscriptionExists,
      409,
      `Your organisation already has a ${live.plan} subscription. Change the plan instead (POST /razorpay/subscription/update), or cancel it first.`,
      'plan',
    );
  }
  // A subscription whose checkout was abandoned is replaced by the new one.
  const abandoned = await findLatestSubscription(deps.db, staff.organisationId, ['created']);
  if (abandoned) {
    await deps.payments.client
      .cancelSubscription(abandoned.providerSubscriptionId, { cancel_at_cycle_end: 0 })
      .catch((err: unknown) =>
        deps.log.warn(
          { err, subscriptionId: abandoned.providerSubscriptionId },
          'could not cancel an unpaid subscription',
        ),
      );
    await updateSubscriptionRow(deps.db, abandoned.id, { status: 'cancelled', endedAt: new Date() });
  }
  const created = await provider(
    deps.payments.client.createSubscription({
      plan_id: target.planId,
      total_count: subscriptionCycles,
      quantity: 1,
      customer_notify: 1,
      notes: { organisation_id: String(staff.organisationId), plan: target.plan },
    }),
  );
  const row = await insertSubscription(deps.db, staff.organisationId, {
    providerSubscriptionId: created.id,
    providerPlanId: target.planId,
    plan: target.plan,
    currency: target.currency,
    status: created.status,
    currentStart: fromUnix(created.current_start),
    currentEnd: fromUnix(created.current_end),
    cancelAtCycleEnd: false,
    endedAt: null,
    createdBy: staff.id,
  });
  const quote = planQuote(target.plan, target.currency);
  return {
    subscription_id: created.id,
    subscription: toSubscription(row),
    checkout: checkoutFor(
      deps,
      { subscriptionId: created.id },
      {
        description: `Talvio ${planLabel(target.plan)} plan, ${formatMoney(quote.totalAmount, target.currency)} per month${quote.gstApplicable ? ` incl. ${gstRatePercent}% GST` : ''}`,
        callbackPath: '/change-plan',
        prefill: { name: who.name, email: who.email },
      },
    ),
  };
}

/**
 * Applies the provider's current view of a subscription to our row and, through it, to the organisation:
 * active → the plan and its billing period (the interview count restarts with the period);
 * halted/cancelled/completed/expired → back to free. Stale views (older period, or reviving an ended
 * subscription) are ignored, so webhooks may arrive in any order.
 */
async function applySubscriptionStateTx(
  tx: Database,
  payments: Pick<Payments, 'planIds'>,
  row: SubscriptionRow,
  remote: RzpSubscription,
  extra: { cancelAtCycleEnd?: boolean; actorUserId?: number | null } = {},
): Promise<SubscriptionRow> {
  // Cancelled, completed and expired are final; a halted subscription may come back when paid.
  const wasEnded = (terminalStatuses as readonly string[]).includes(row.status);
  const remoteEnded = (endedStatuses as readonly string[]).includes(remote.status);
  const remoteStart = fromUnix(remote.current_start);
  if (wasEnded && !remoteEnded) return row;
  if (row.currentStart && remoteStart && remoteStart < row.currentStart) return row;
  const plan = planNameForId(payments.planIds, remote.plan_id);
  const status = remote.status === 'paused' ? 'pending' : remote.status;
  const updated = await updateSubscriptionRow(tx, row.id, {
    status,
    // Plan ids: a plan id we do not know maps to free (no interviews), whatever the provider charges.
    plan,
    providerPlanId: remote.plan_id,
    currentStart: remoteStart ?? row.currentStart,
    currentEnd: fromUnix(remote.current_end) ?? row.currentEnd,
    cancelAtCycleEnd: remoteEnded ? false : (extra.cancelAtCycleEnd ?? row.cancelAtCycleEnd),
    endedAt: remoteEnded ? (fromUnix(remote.ended_at) ?? new Date()) : null,
  });
  await lockOrganisation(tx, row.organisationId);
  if (status === 'active' && updated.currentStart && updated.currentEnd) {
    await setOrganisationPlan(tx, row.organisationId, {
      plan: updated.plan,
      billingPeriodStart: updated.currentStart,
      billingPeriodEnd: updated.currentEnd,
    });
  } else if (remoteEnded) {
    // Only when no other subscription of the organisation still holds the plan.
    const other = await findLatestSubscription(tx, row.organisationId, liveStatuses);
    if (!other || other.id === row.id) {
      await setOrganisationPlan(tx, row.organisationId, {
        plan: 'free',
        billingPeriodStart: null,
        billingPeriodEnd: null,
      });
    }
  }
  await recordSubscriptionChanges(tx, row, updated, extra.actorUserId ?? null);
  return updated;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : 'the end of the period');

/** The audit trail of a subscription's changes (the activity feed), written with the change itself. */
async function recordSubscriptionChanges(
  tx: Database,
  before: SubscriptionRow,
  after: SubscriptionRow,
  actorUserId: number | null,
): Promise<void> {
  const plan = planLabel(after.plan);
  const base = {
    organisationId: after.organisationId,
    subjectType: 'subscription' as const,
    subjectId: after.id,
  };
  const details = { subscription_id: after.providerSubscriptionId, plan: after.plan, status: after.status };
  const wasLive = before.status === 'active' || before.status === 'pending';
  if (after.status === 'active' && !wasLive) {
    await recordActivity(tx, {
      ...base,
      actorUserId: actorUserId ?? after.createdBy,
      verb: 'subscription.activated',
      summary: `Subscribed to the ${plan} plan (${after.currency}); the billing period runs until ${day(after.currentEnd)}.`,
      details,
    });
  } else if (after.status === 'active' && before.plan !== after.plan) {
    await recordActivity(tx, {
      ...base,
      actorUserId,
      verb: 'subscription.plan_changed',
      summary: `Changed the plan from ${planLabel(before.plan)} to ${plan}.`,
      details: { ...details, from: before.plan, to: after.plan },
    });
  }
  if (!before.cancelAtCycleEnd && after.cancelAtCycleEnd) {
    await recordActivity(tx, {
      ...base,
      actorUserId,
      verb: 'subscription.cancel_scheduled',
      summary: `Cancelled the ${plan} plan at the end of the billing period (${day(after.currentEnd)}).`,
      details,
    });
  }
  if (after.status !== before.status && (terminalStatuses as readonly string[]).includes(after.status)) {
    await recordActivity(tx, {
      ...base,
      actorUserId: null,
      verb: 'subscription.cancelled',
      summary: `The ${plan} subscription ended (${after.status}); the organisation is on the free plan.`,
      details,
    });
  }
  if (after.status === 'halted' && before.status !== 'halted') {
    await recordActivity(tx, {
      ...base,
      actorUserId: null,
      verb: 'subscription.halted',
      summary: `The ${plan} subscription was halted after failed renewal payments; the organisation is on the free plan.`,
      details,
    });
  }
}

/** The plan an amount pays for in a currency (a charge's own evidence), else the subscription's plan. */
function planForCharge(amount: number, currency: Currency, fallback: string): PlanName {
  const byAmount = paidPlanNames.find((p) => planQuote(p, currency).totalAmount === amount);
  if (byAmount) return byAmount;
  return isPlanName(fallback) ? fallback : 'free';
}

/** Splits a charged total into taxable amount and GST (the plan's own quote when it matches). */
function splitCharge(amount: number, currency: Currency, plan: PlanName): Quote {
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

/** Records one subscription charge as an invoice, once per provider payment. */
async function recordSubscriptionChargeTx(
  tx: Database,
  row: SubscriptionRow,
  charge: {
    paymentId: string;
    amount: number;
    currency: string;
    orderId: string | null;
    invoiceId: string | null;
    periodStart: Date | null;
    periodEnd: Date | null;
    actorUserId: number | null;
  },
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

const paidInvoiceCharges = (invoices: RzpInvoice[]) =>
  invoices
    .filter(
      (i): i is RzpInvoice & { payment_id: string } =>
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

/**
 * Brings a subscription in line with the provider: its current state and every paid invoice (each
 * recorded once). Provider calls happen before the transaction (the embedded sandbox shares the database).
 */
async function syncSubscription(
  deps: BillingDeps,
  providerSubscriptionId: string,
  options: {
    actorUserId?: number | null;
    cancelAtCycleEnd?: boolean;
    remote?: RzpSubscription;
    /** Charges known from the event itself (a webhook's payment), recorded even before the invoice list has them. */
    charges?: Parameters<typeof recordSubscriptionChargeTx>[2][];
    /** Runs inside the transaction (dedupe of webhook events). False: the change was already applied. */
    before?: (tx: Database) => Promise<boolean>;
  } = {},
): Promise<{ row: SubscriptionRow; applied: Applied[]; skipped: boolean } | null> {
  const known = await findSubscriptionByProviderId(deps.db, providerSubscriptionId);
  if (!known) return null;
  const remote =
    options.remote ?? (await provider(deps.payments.client.fetchSubscription(providerSubscriptionId)));
  const invoices = await provider(deps.payments.client.fetchSubscriptionInvoices(providerSubscriptionId));
  const charges = [
    ...(options.charges ?? []),
    ...paidInvoiceCharges(invoices).map((c) => ({ ...c, actorUserId: null })),
  ];
  const result = await deps.db.transaction(async (tx) => {
    if (options.before && !(await options.before(tx))) return null;
    const row = await findSubscriptionByProviderId(tx, providerSubscriptionId, { forUpdate: true });
    if (!row) return null;
    const before = row;
    const after = await applySubscriptionStateTx(tx, deps.payments, row, remote, {
      ...(options.cancelAtCycleEnd !== undefined ? { cancelAtCycleEnd: options.cancelAtCycleEnd } : {}),
      actorUserId: options.actorUserId ?? null,
    });
    const applied: Applied[] = [];
    const seen = new Set<string>();
    for (const charge of charges) {
      if (seen.has(charge.paymentId)) continue;
      seen.add(charge.paymentId);
      // The first charge of a subscription is paid by whoever subscribed; renewals by nobody in particular.
      const actor = options.actorUserId !== undefined ? options.actorUserId : charge.actorUserId;
      applied.push(await recordSubscriptionChargeTx(tx, after, { ...charge, actorUserId: actor ?? null }));
    }
    return { row: after, before, applied };
  });
  if (!result) return { row: known, applied: [], skipped: true };
  for (const a of result.applied) {
    if (a.newly && a.invoice) {
      deps.log.info(
        {
          organisationId: result.row.organisationId,
          subscriptionId: providerSubscriptionId,
          paymentId: a.invoice.providerPaymentId,
        },
        'subscription charge recorded',
      );
      await sendReceipt(deps, a.invoice, a.receiptTo ?? result.row.createdBy);
    }
  }
  return { row: result.row, applied: result.applied, skipped: false };
}

async function verifySubscriptionPayment(
  deps: BillingDeps,
  staff: StaffPrincipal,
  body: Extract<VerifyPaymentRequest, { razorpay_subscription_id: string }>,
): Promise<VerifyPaymentResponse> {
  const row = await findOrganisationSubscription(
    deps.db,
    staff.organisationId,
    body.razorpay_subscription_id,
  );
  if (!row) throw notFound('The subscription');
  const valid = isValidSubscriptionPaymentSignature(
    {
      subscriptionId: row.providerSubscriptionId,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    },
    deps.payments.keySecret,
  );
  if (!valid) {
    deps.log.warn(
      {
        organisationId: staff.organisationId,
        userId: staff.id,
        subscriptionId: row.providerSubscriptionId,
        paymentId: body.razorpay_payment_id,
      },
      'verify-payment refused: subscription signature mismatch',
    );
    throw invalidSignature('razorpay_signature');
  }
  const payment: RzpPayment = await provider(deps.payments.client.fetchPayment(body.razorpay_payment_id));
  if (payment.status !== 'captured' && payment.status !== 'authorized') {
    throw unprocessable(
      billingProblemCodes.paymentNotCompleted,
      `This payment is ${payment.status}; the subscription was not started.`,
      'razorpay_payment_id',
    );
  }
  const alreadyRecorded = (await findInvoiceByPayment(deps.db, payment.id)) !== null;
  const invoice = payment.invoice_id
    ? await provider(deps.payments.client.fetchInvoice(payment.invoice_id))
    : null;
  if (invoice && invoice.subscription_id !== row.providerSubscriptionId) {
    throw unprocessable(
      billingProblemCodes.paymentNotCompleted,
      'This payment belongs to another subscription.',
      'razorpay_payment_id',
    );
  }
  const synced = await syncSubscription(deps, row.providerSubscriptionId, {
    actorUserId: staff.id,
    charges: [
      {
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        orderId: payment.order_id,
        invoiceId: payment.invoice_id ?? null,
        periodStart: fromUnix(invoice?.billing_start),
        periodEnd: fromUnix(invoice?.billing_end),
        actorUserId: staff.id,
      },
    ],
  });
  if (!synced) throw notFound('The subscription');
  const recorded = await findInvoiceByPayment(deps.db, payment.id);
  return {
    kind: 'subscription',
    payment_id: payment.id,
    subscription: toSubscription(synced.row),
    invoice_id: recorded?.id ?? null,
    already_processed: alreadyRecorded,
  };
}

/** GET /razorpay/subscription/active. */
export async function getActiveSubscription(
  db: Database,
  organisationId: number,
): Promise<ActiveSubscriptionResponse> {
  const org = await findOrganisationBilling(db, organisationId);
  if (!org) throw notFound('The organisation');
  const live = await findLatestSubscription(db, organisationId, liveStatuses);
  const plan: PlanName = isPlanName(org.plan) ? org.plan : 'free';
  return {
    plan,
    interview_allowance: interviewAllowance(plan),
    billing_period_start: iso(org.billingPeriodStart),
    billing_period_end: iso(org.billingPeriodEnd),
    subscription: live ? toSubscription(live) : null,
  };
}

/** POST /razorpay/subscription/cancel (empty body): cancels at the end of the current cycle. */
export async function cancelSubscription(deps: BillingDeps, staff: StaffPrincipal): Promise<Subscription> {
  const live = await findLatestSubscription(deps.db, staff.organisationId, liveStatuses);
  if (!live)
    throw new AppError(
      billingProblemCodes.noSubscription,
      409,
      'Your organisation has no active subscription to cancel.',
    );
  if (live.cancelAtCycleEnd) return toSubscription(live);
  const remote = await provider(
    deps.payments.client.cancelSubscription(live.providerSubscriptionId, { cancel_at_cycle_end: 1 }),
  );
  const ended = (endedStatuses as readonly string[]).includes(remote.status);
  const synced = await syncSubscription(deps, live.providerSubscriptionId, {
    remote,
    cancelAtCycleEnd: !ended,
  });
  return toSubscription(synced?.row ?? live);
}

/** POST /razorpay/subscription/update: changes the plan now (e.g. starter → business). */
export async function changeSubscriptionPlan(
  deps: BillingDeps,
  staff: StaffPrincipal,
  request: SubscriptionPlanRequest,
): Promise<Subscription> {
  const live = await findLatestSubscription(deps.db, staff.organisationId, ['active', 'authenticated']);
  if (!live) {
    throw new AppError(
      billingProblemCodes.noSubscription,
      409,
      'Your organisation has no active subscription. Subscribe to a plan first.',
    );
  }
  const currentCurrency = parseCurrency(live.currency);
  const target = resolvePlan(deps.payments, request, currentCurrency);
  if (target.currency !== currentCurrency) {
    throw unprocessable(
      'currency_change',
      `A plan change keeps the subscription's currency (${currentCurrency}). To pay in ${target.currency}, cancel and subscribe again.`,
      'currency',
    );
  }
  if (target.plan === live.plan)
    throw conflict(`Your organisation is already on the ${live.plan} plan.`, 'plan');
  const remote = await provider(
    deps.payments.client.updateSubscription(live.providerSubscriptionId, {
      plan_id: target.planId,
      schedule_change_at: 'now',
      customer_notify: 1,
    }),
  );
  const synced = await syncSubscription(deps, live.providerSubscriptionId, {
    remote,
    cancelAtCycleEnd: false,
    actorUserId: staff.id,
  });
  return toSubscription(synced?.row ?? live);
}

// ------------------------------------------------------------------------------------------ webhook

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * POST /razorpay/webhook: the signature is checked on the raw body before anything else; each event id is
 * applied once (recorded in the same transaction as its effect). Order and payment events credit job
 * credits; subscription and invoice events re-read the subscription from the provider and apply it.
 */
export async function handleWebhook(
  deps: BillingDeps,
  input: { rawBody: string; signature: string | undefined; eventId: string | undefined },
): Promise<WebhookOutcome> {
  if (!isValidWebhookSignature(input.rawBody, input.signature, deps.payments.webhookSecret)) {
    deps.log.warn(
      { eventId: input.eventId ?? null, hasSignature: Boolean(input.signature) },
      'webhook refused: signature mismatch',
    );
    throw invalidSignature('x-razorpay-signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    throw new AppError('invalid_input', 400, 'The webhook body is not JSON.');
  }
  const parsed = rzpWebhookSchema.safeParse(json);
  if (!parsed.success) {
    deps.log.warn(
      { eventId: input.eventId ?? null, issue: parsed.error.issues[0]?.message },
      'webhook body not understood',
    );
    throw new AppError('invalid_input', 400, 'The webhook body is not a Razorpay event.');
  }
  const event = parsed.data;
  const eventId =
    input.eventId?.slice(0, 100) || `sha256:${createHash('sha256').update(input.rawBody).digest('hex')}`;
  if (await isWebhookEventRecorded(deps.db, eventId)) return 'duplicate';
  const record = async (tx: Database) => recordWebhookEvent(tx, eventId, event.event);
  return dispatchWebhook(deps, event, record);
}

async function dispatchWebhook(
  deps: BillingDeps,
  event: RzpWebhook,
  record: (tx: Database) => Promise<boolean>,
): Promise<WebhookOutcome> {
  const { payment, subscription, invoice } = event.payload;
  const subscriptionId = subscription?.entity.id ?? invoice?.entity.subscription_id ?? null;

  if (subscriptionId && (event.event.startsWith('subscription.') || event.event.startsWith('invoice.'))) {
    const charge =
      payment && payment.entity.status === 'captured'
        ? {
            paymentId: payment.entity.id,
            amount: payment.entity.amount,
            currency: payment.entity.currency,
            orderId: payment.entity.order_id,
            invoiceId: payment.entity.invoice_id ?? invoice?.entity.id ?? null,
            periodStart: fromUnix(invoice?.entity.billing_start ?? subscription?.entity.current_start),
            periodEnd: fromUnix(invoice?.entity.billing_end ?? subscription?.entity.current_end),
            actorUserId: null,
          }
        : null;
    const synced = await syncSubscription(deps, subscriptionId, {
      ...(charge ? { charges: [charge] } : {}),
      before: record,
    });
    if (!synced) return recordOnly(deps, record, 'ignored');
    return synced.skipped ? 'duplicate' : 'processed';
  }

  const orderId = payment?.entity.order_id ?? event.payload.order?.entity.id ?? null;
  if (orderId && payment && (event.event === 'payment.captured' || event.event === 'order.paid')) {
    if (payment.entity.status !== 'captured' && payment.entity.status !== 'authorized')
      return recordOnly(deps, record, 'ignored');
    const outcome = await deps.db.transaction(async (tx) => {
      if (!(await record(tx))) return 'duplicate' as const;
      const applied = await applyCreditPaymentTx(tx, deps.log, {
        orderId,
        paymentId: payment.entity.id,
        amount: payment.entity.amount,
        currency: payment.entity.currency,
      });
      return applied;
    });
    if (outcome === 'duplicate') return 'duplicate';
    if (!outcome.order) return 'ignored';
    if (outcome.newly && outcome.invoice) {
      deps.log.info(
        {
          organisationId: outcome.order.organisationId,
          orderId,
          paymentId: payment.entity.id,
          source: 'webhook',
        },
        'job credits purchased',
      );
      await sendReceipt(deps, outcome.invoice, outcome.receiptTo);
    }
    return 'processed';
  }

  if (event.event === 'payment.failed' && orderId) {
    return deps.db.transaction(async (tx) => {
      if (!(await record(tx))) return 'duplicate' as const;
      await markCreditOrderAttempted(tx, orderId);
      return 'processed' as const;
    });
  }
  return recordOnly(deps, record, 'ignored');
}

async function recordOnly(
  deps: BillingDeps,
  record: (tx: Database) => Promise<boolean>,
  outcome: WebhookOutcome,
): Promise<WebhookOutcome> {
  const fresh = await deps.db.transaction((tx) => record(tx));
  return fresh ? outcome : 'duplicate';
}

// ------------------------------------------------------------------------------------------ invoices, history

function toInvoice(row: InvoiceRow): Invoice {
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

/** GET /razorpay/subscription/invoices (kind subscription) and GET /razorpay/customer-invoices (all). */
export async function getInvoices(
  db: Database,
  organisationId: number,
  query: z.output<typeof billingListQuerySchema>,
  kind?: 'subscription',
): Promise<InvoiceList> {
  const { rows, total } = await listInvoices(db, organisationId, {
    ...(kind ? { kind } : {}),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toInvoice), total, page: query.page, pageSize: query.pageSize };
}

/** GET /purchase-history: job-credit orders (pending until paid) and subscription charges, newest first. */
export async function getPurchaseHistory(
  db: Database,
  organisationId: number,
  query: z.output<typeof billingListQuerySchema>,
): Promise<PurchaseHistory> {
  const { rows, total } = await listPurchases(db, organisationId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const names = await findUserNames(db, organisationId, [
    ...new Set(rows.map((r) => r.actorUserId).filter((id): id is number => id !== null)),
  ]);
  const items = rows.map((r): Purchase => {
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
      status: r.status === 'paid' ? 'paid' : r.status === 'attempted' ? 'failed' : 'pending',
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
      actor:
        r.actorUserId !== null && actorName !== undefined ? { id: r.actorUserId, name: actorName } : null,
      created_at: new Date(r.createdAt ?? 0).toISOString(),
      paid_at: r.paidAt ? new Date(r.paidAt).toISOString() : null,
    };
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** GET /invoices/{id}: the printable invoice of the caller's organisation (404 for any other). */
export async function getInvoiceHtml(deps: BillingDeps, organisationId: number, id: number): Promise<string> {
  const row = await findInvoice(deps.db, organisationId, id);
  if (!row) throw notFound('The invoice');
  return renderInvoiceHtml(row, { name: deps.payments.merchantName, url: deps.config.publicUrl });
}

// ------------------------------------------------------------------------------------------ demo

/**
 * Demo organisation (docs/product/billing.md): the demo organisation is on business with an active sandbox
 * subscription. In sandbox mode the subscription is created and paid with the sandbox's test card, then applied like
 * any other.
 */
export async function startDemoSubscription(deps: BillingDeps, staff: StaffPrincipal): Promise<void> {
  const { sandbox } = deps.payments;
  if (!sandbox) return;
  const checkout = await createSubscription(deps, staff, { plan: 'business', currency: 'USD' });
  const outcome = await sandbox.paySubscription(checkout.subscription_id, '4111111111111111');
  if (!outcome.ok) throw new Error('the sandbox declined the demo subscription');
  await verifyPayment(deps, staff, {
    razorpay_subscription_id: checkout.subscription_id,
    razorpay_payment_id: outcome.paymentId,
    razorpay_signature: outcome.signature,
  });
}
