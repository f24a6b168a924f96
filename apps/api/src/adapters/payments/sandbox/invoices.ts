import type { Database } from '@talvio/db/client';
import type { RzpInvoice, RzpPayment, RzpPlan, RzpSubscription } from '../razorpay-types.ts';
import type { SandboxContext } from './context.ts';
import { asInvoice, getEntity, storeEntity } from './entities.ts';
import { SandboxError } from './errors.ts';
import { sandboxId } from './ids.ts';
import { paidCycleOrder } from './orders.ts';
import { insertPayment, newPayment } from './payments.ts';
import { listChildren } from './sandbox.repository.ts';

/**
 * Invoices: each charged subscription cycle is one paid invoice, with the order and the captured payment that
 * paid it (stored as invoice → order → payment, the invoice under its subscription).
 */

/** The paid invoice of one subscription cycle: the plan's price times the quantity, for the cycle's period. */
export function cycleInvoice(input: {
  id: string;
  subscription: RzpSubscription;
  plan: RzpPlan;
  orderId: string;
  paymentId: string;
  period: { start: number; end: number };
  issuedAt: number;
}): RzpInvoice {
  const { subscription: sub, plan, issuedAt: now } = input;
  const amount = plan.item.amount * sub.quantity;
  return {
    id: input.id,
    entity: 'invoice',
    type: 'invoice',
    status: 'paid',
    customer_id: null,
    subscription_id: sub.id,
    order_id: input.orderId,
    payment_id: input.paymentId,
    amount,
    amount_paid: amount,
    amount_due: 0,
    currency: plan.item.currency,
    line_items: [
      {
        name: plan.item.name,
        amount: plan.item.amount,
        quantity: sub.quantity,
        currency: plan.item.currency,
      },
    ],
    billing_start: input.period.start,
    billing_end: input.period.end,
    issued_at: now,
    paid_at: now,
    date: now,
    created_at: now,
  };
}

/** Charges one cycle of a subscription: stores a paid invoice with its order and captured payment. */
export async function chargeCycle(
  ctx: SandboxContext,
  tx: Database,
  charge: {
    subscription: RzpSubscription;
    plan: RzpPlan;
    cardNumber: string;
    period: { start: number; end: number };
  },
): Promise<{ payment: RzpPayment; invoice: RzpInvoice }> {
  const { subscription: sub, plan } = charge;
  const now = ctx.clock.nowSeconds();
  const amount = plan.item.amount * sub.quantity;
  const invoiceId = sandboxId('inv');
  const order = paidCycleOrder({
    id: sandboxId('order'),
    amount,
    currency: plan.item.currency,
    createdAt: now,
  });
  const payment = newPayment({
    amount,
    currency: plan.item.currency,
    orderId: order.id,
    invoiceId,
    status: 'captured',
    cardNumber: charge.cardNumber,
    description: plan.item.name,
    notes: sub.notes,
    createdAt: now,
  });
  const invoice = cycleInvoice({
    id: invoiceId,
    subscription: sub,
    plan,
    orderId: order.id,
    paymentId: payment.id,
    period: charge.period,
    issuedAt: now,
  });
  await storeEntity(tx, 'order', order, invoiceId, now);
  await insertPayment(tx, payment, now);
  await storeEntity(tx, 'invoice', invoice, sub.id, now);
  return { payment, invoice };
}

export interface SandboxInvoices {
  /** A subscription's invoices, newest first. */
  fetchInvoices(query: { subscription_id?: string }): Promise<RzpInvoice[]>;
  fetchInvoice(id: string): Promise<RzpInvoice>;
}

export function createInvoices(ctx: SandboxContext): SandboxInvoices {
  const { db } = ctx;
  return {
    async fetchInvoices(query) {
      if (!query.subscription_id)
        throw new SandboxError(400, 'subscription_id is required in this sandbox', {
          field: 'subscription_id',
        });
      return (await listChildren(db, 'invoice', query.subscription_id)).map(asInvoice).reverse();
    },

    fetchInvoice: (id) => getEntity(db, 'invoice', id, asInvoice),
  };
}
