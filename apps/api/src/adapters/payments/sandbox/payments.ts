import { randomBytes } from 'node:crypto';
import type { Database } from '@talvio/db/client';
import { orderPaymentSignature, subscriptionPaymentSignature } from '../razorpay-signatures.ts';
import type { RzpPayment } from '../razorpay-types.ts';
import type { SandboxContext } from './context.ts';
import { asOrder, asPayment, getEntity, lockEntity, storeEntity, toData } from './entities.ts';
import { SandboxError } from './errors.ts';
import { sandboxId } from './ids.ts';
import { orderAttempted, orderPaid } from './orders.ts';
import { saveEntity } from './sandbox.repository.ts';
import type { WebhookQueue } from './webhooks.ts';

/**
 * Payments: the test cards the checkout accepts, the payment objects a charge creates (captured at once, or
 * declined), what the checkout sends back to the app (Razorpay's signed parameters or its error parameters),
 * and paying an order at the checkout. Paying a subscription's first charge is in subscriptions.ts.
 */

/** Razorpay's test card that succeeds, and the one that is declined. */
export const sandboxCards = {
  success: '4111111111111111',
  declined: '4000000000000002',
} as const;

/** What the checkout does after a card was tried: the parameters it appends to the app's callback URL. */
export type CardOutcome =
  | { ok: true; paymentId: string; signature: string; params: Record<string, string> }
  | { ok: false; paymentId: string; description: string; params: Record<string, string> };

/** Which test card this is (spaces and dashes ignored); any other number is refused. */
export function testCardResult(cardNumber: string): 'success' | 'declined' {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === sandboxCards.success) return 'success';
  if (digits === sandboxCards.declined) return 'declined';
  throw new SandboxError(
    400,
    'Use a test card: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined.',
    {
      field: 'card_number',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
    },
  );
}

/** A card payment as Razorpay reports it: captured (no fee in the sandbox), or failed as declined by the bank. */
export function newPayment(input: {
  amount: number;
  currency: string;
  orderId: string;
  invoiceId: string | null;
  status: 'captured' | 'failed';
  cardNumber: string;
  description: string;
  notes: Record<string, string>;
  createdAt: number;
}): RzpPayment {
  const failed = input.status === 'failed';
  return {
    id: sandboxId('pay'),
    entity: 'payment',
    amount: input.amount,
    currency: input.currency,
    status: input.status,
    order_id: input.orderId,
    invoice_id: input.invoiceId,
    international: false,
    method: 'card',
    amount_refunded: 0,
    refund_status: null,
    captured: !failed,
    description: input.description,
    card_id: `card_${randomBytes(7).toString('hex')}`,
    card: { last4: input.cardNumber.slice(-4), network: 'Visa', type: 'credit' },
    bank: null,
    wallet: null,
    vpa: null,
    email: 'void@razorpay.com',
    contact: '+919000090000',
    notes: input.notes,
    fee: failed ? null : 0,
    tax: failed ? null : 0,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Your payment has been declined by the bank. Try another card.' : null,
    error_source: failed ? 'bank' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_declined' : null,
    created_at: input.createdAt,
  };
}

/** Stores a payment under its order. */
export async function insertPayment(tx: Database, payment: RzpPayment, createdAt: number): Promise<void> {
  await storeEntity(tx, 'payment', payment, payment.order_id, createdAt);
}

/** A declined card: Razorpay's error parameters, with the order or subscription id as metadata. */
export function declinedOutcome(
  payment: RzpPayment,
  about: 'order_id' | 'subscription_id',
  id: string,
): CardOutcome {
  const description = payment.error_description ?? 'Payment failed';
  return {
    ok: false,
    paymentId: payment.id,
    description,
    params: {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': description,
      'error[reason]': 'payment_declined',
      [`error[metadata][${about}]`]: id,
      'error[metadata][payment_id]': payment.id,
    },
  };
}

/** A captured payment: Razorpay's signed parameters, naming the payment, then the order or subscription it paid. */
function paidOutcome(
  paymentId: string,
  about: 'order_id' | 'subscription_id',
  id: string,
  signature: string,
): CardOutcome {
  return {
    ok: true,
    paymentId,
    signature,
    params: {
      razorpay_payment_id: paymentId,
      [`razorpay_${about}`]: id,
      razorpay_signature: signature,
    },
  };
}

/** A captured order payment: its id, the order id and HMAC(order_id|payment_id, key secret). */
export function orderPaidOutcome(orderId: string, paymentId: string, keySecret: string): CardOutcome {
  return paidOutcome(paymentId, 'order_id', orderId, orderPaymentSignature(orderId, paymentId, keySecret));
}

/** A captured subscription payment: its id, the subscription id and HMAC(payment_id|subscription_id, key secret). */
export function subscriptionPaidOutcome(
  subscriptionId: string,
  paymentId: string,
  keySecret: string,
): CardOutcome {
  const signature = subscriptionPaymentSignature(paymentId, subscriptionId, keySecret);
  return paidOutcome(paymentId, 'subscription_id', subscriptionId, signature);
}

export interface SandboxPayments {
  fetchPayment(id: string): Promise<RzpPayment>;
  /** The checkout: pays an order with a card number. */
  payOrder(orderId: string, cardNumber: string): Promise<CardOutcome>;
}

export function createPayments(ctx: SandboxContext, webhooks: WebhookQueue): SandboxPayments {
  const { db, clock, config } = ctx;
  return {
    fetchPayment: (id) => getEntity(db, 'payment', id, asPayment),

    async payOrder(orderId, cardNumber) {
      const result = testCardResult(cardNumber);
      const outcome = await db.transaction(async (tx): Promise<CardOutcome> => {
        const order = await lockEntity(tx, 'order', orderId, asOrder);
        if (order.status === 'paid')
          throw new SandboxError(400, 'This order has already been paid.', {
            field: 'order_id',
            step: 'payment_initiation',
          });
        const payment = newPayment({
          amount: order.amount,
          currency: order.currency,
          orderId,
          invoiceId: null,
          status: result === 'success' ? 'captured' : 'failed',
          cardNumber,
          description: 'Payment for order',
          notes: order.notes,
          createdAt: clock.nowSeconds(),
        });
        await insertPayment(tx, payment, payment.created_at);
        if (result === 'declined') {
          await saveEntity(tx, orderId, toData(orderAttempted(order)));
          await webhooks.emit(tx, 'payment.failed', { payment });
          return declinedOutcome(payment, 'order_id', orderId);
        }
        const paid = orderPaid(order);
        await saveEntity(tx, orderId, toData(paid));
        await webhooks.emit(tx, 'payment.captured', { payment });
        await webhooks.emit(tx, 'order.paid', { payment, order: paid });
        return orderPaidOutcome(orderId, payment.id, config.keySecret);
      });
      webhooks.kick();
      return outcome;
    },
  };
}
