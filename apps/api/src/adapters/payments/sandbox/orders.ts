import type { RzpOrder, RzpPayment } from '../razorpay-types.ts';
import type { SandboxContext } from './context.ts';
import { asOrder, asPayment, getEntity, storeEntity } from './entities.ts';
import { SandboxError } from './errors.ts';
import { sandboxId } from './ids.ts';
import { listChildren } from './sandbox.repository.ts';
import { bodyOf, normaliseNotes, requireCurrency, requireInt } from './validation.ts';

/**
 * Orders: created through the API (POST /v1/orders) and paid at the checkout (payments.ts), or created already
 * paid for each charged subscription cycle (invoices.ts). An order's payments are stored as its children.
 */

export interface OrderInput {
  amount: number;
  currency: 'INR' | 'USD';
  receipt: string | null;
  notes: Record<string, string>;
}

/** The fields of a create-order request, checked in Razorpay's order: amount, currency, receipt, notes. */
export function parseOrderInput(input: unknown): OrderInput {
  const body = bodyOf(input);
  const amount = requireInt(body.amount, 'amount', 100);
  const currency = requireCurrency(body.currency);
  const receipt = body.receipt === undefined || body.receipt === null ? null : String(body.receipt);
  if (receipt !== null && receipt.length > 40)
    throw new SandboxError(400, 'receipt may have at most 40 characters', { field: 'receipt' });
  return { amount, currency, receipt, notes: normaliseNotes(body.notes) };
}

/** A new, unpaid order. */
export function newOrder(input: OrderInput & { id: string; createdAt: number }): RzpOrder {
  return {
    id: input.id,
    entity: 'order',
    amount: input.amount,
    amount_paid: 0,
    amount_due: input.amount,
    currency: input.currency,
    receipt: input.receipt,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: input.notes,
    created_at: input.createdAt,
  };
}

/** The order behind one charged subscription cycle: paid in full at its first attempt. */
export function paidCycleOrder(input: {
  id: string;
  amount: number;
  currency: string;
  createdAt: number;
}): RzpOrder {
  return {
    id: input.id,
    entity: 'order',
    amount: input.amount,
    amount_paid: input.amount,
    amount_due: 0,
    currency: input.currency,
    receipt: null,
    offer_id: null,
    status: 'paid',
    attempts: 1,
    notes: {},
    created_at: input.createdAt,
  };
}

/** An order after a declined payment: attempted, one attempt more. */
export function orderAttempted(order: RzpOrder): RzpOrder {
  return { ...order, status: 'attempted', attempts: order.attempts + 1 };
}

/** An order after a captured payment: paid, nothing due. */
export function orderPaid(order: RzpOrder): RzpOrder {
  return {
    ...order,
    status: 'paid' as const,
    attempts: order.attempts + 1,
    amount_paid: order.amount,
    amount_due: 0,
  };
}

export interface SandboxOrders {
  createOrder(input: unknown): Promise<RzpOrder>;
  fetchOrder(id: string): Promise<RzpOrder>;
  fetchOrderPayments(id: string): Promise<RzpPayment[]>;
}

export function createOrders(ctx: SandboxContext): SandboxOrders {
  const { db, clock } = ctx;
  return {
    async createOrder(input) {
      const fields = parseOrderInput(input);
      const now = clock.nowSeconds();
      const order = newOrder({ ...fields, id: sandboxId('order'), createdAt: now });
      await storeEntity(db, 'order', order, null, now);
      return order;
    },

    fetchOrder: (id) => getEntity(db, 'order', id, asOrder),

    async fetchOrderPayments(id) {
      await getEntity(db, 'order', id, asOrder);
      return (await listChildren(db, 'payment', id)).map(asPayment);
    },
  };
}
