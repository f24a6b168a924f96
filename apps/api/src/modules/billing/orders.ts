import {
  billingProblemCodes,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type QuoteBody,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@talvio/contracts/billing';
import type { Database } from '@talvio/db/client';
import { parseCurrency } from '@talvio/domain/currency';
import { formatMoney } from '@talvio/domain/money';
import { type CreditQuote, creditPurchaseQuote, gstRatePercent } from '@talvio/domain/pricing';
import type { AppContext } from '../../context.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { recordActivity } from '../activity/activity.service.ts';
import {
  type CreditOrderRow,
  findCreditOrder,
  findInvoiceByPayment,
  insertCreditOrder,
  insertInvoice,
  lockCreditOrderByProviderId,
  markCreditOrderPaid,
} from './billing.repository.ts';
import {
  checkoutFor,
  creditsLabel,
  isPaymentCompleted,
  payer,
  provider,
  refusedCallbackSignature,
} from './billing-shared.ts';
import { getCreditBalance, grantCredits } from './credits.service.ts';
import { type Applied, billedTo, sendReceipt } from './receipts.ts';

/**
 * Money in minor units (docs/product/billing.md, **money in minor units**): the server computes the price of a
 * job-credit order from quantity and currency and refuses a GST flag, GST amount or amount that differs (422 naming
 * the field, checked in that order).
 */
export function creditOrderQuote(
  body: Pick<CreateOrderRequest, 'amount' | 'currency' | 'notes'>,
): CreditQuote {
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
  return quote;
}

/**
 * POST /razorpay/create-order: the server computes the price from quantity and currency and
 * refuses an amount, GST amount or GST flag that differs (422 naming the field); then it creates the
 * provider's order for exactly that amount.
 */
export async function createCreditOrder(
  deps: Pick<AppContext, 'db' | 'payments' | 'config'>,
  staff: StaffPrincipal,
  body: CreateOrderRequest,
): Promise<CreateOrderResponse> {
  const quote = creditOrderQuote(body);
  const order = await provider(
    deps.payments.provider.createOrder({
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

/** The quote of a stored order, as it was priced (GST applies to INR). */
export function orderQuote(
  row: Pick<CreditOrderRow, 'currency' | 'taxableAmount' | 'gstAmount' | 'totalAmount'>,
): QuoteBody {
  const currency = parseCurrency(row.currency);
  return {
    currency,
    taxable_amount: row.taxableAmount,
    gst_applicable: currency === 'INR',
    gst_amount: row.gstAmount,
    total_amount: row.totalAmount,
  };
}

/** A stored job-credit order as the API shows it. */
export function toCreditOrder(row: CreditOrderRow) {
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

/**
 * Credits a paid job-credit order exactly once (docs/product/billing.md, **paid once**): the order row is locked, a
 * paid order is left alone, and the ledger row carries the payment id under a unique index, all in one transaction —
 * whether verify-payment, a webhook or both arrive, in any order, any number of times.
 */
export async function applyCreditPaymentTx(
  tx: Database,
  log: AppContext['log'],
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

/** POST /razorpay/verify-payment for a job-credit order: checks the signature, then credits the order once. */
export async function verifyOrderPayment(
  deps: Pick<AppContext, 'db' | 'payments' | 'email' | 'config' | 'log'>,
  staff: StaffPrincipal,
  body: Extract<VerifyPaymentRequest, { razorpay_order_id: string }>,
): Promise<VerifyPaymentResponse> {
  const order = await findCreditOrder(deps.db, staff.organisationId, body.razorpay_order_id);
  if (!order) throw notFound('The order');
  const paid = { orderId: order.providerOrderId, paymentId: body.razorpay_payment_id };
  if (!deps.payments.provider.isValidOrderPayment({ ...paid, signature: body.razorpay_signature }))
    throw refusedCallbackSignature(deps, staff, paid, 'verify-payment refused: signature mismatch');
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
    const payment = await provider(deps.payments.provider.fetchPayment(body.razorpay_payment_id));
    if (payment.order_id !== order.providerOrderId || !isPaymentCompleted(payment.status)) {
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
    remaining: await getCreditBalance(deps, order.organisationId),
    invoice_id: applied.invoice.id,
    already_processed: !applied.newly,
  };
}
