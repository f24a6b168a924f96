import { describe, expect, it } from 'vitest';
import type { RzpPlan } from '../razorpay-types.ts';
import { cycleInvoice } from './invoices.ts';
import { newPlan } from './plans.ts';
import { newSubscription } from './subscription-states.ts';

const plan: RzpPlan = newPlan(
  { period: 'monthly', interval: 1, item: { name: 'Talvio Team', amount: 4_900, currency: 'INR' } },
  { id: 'plan_1', itemId: 'item_1', createdAt: 1 },
);

/** The invoice of a cycle of a subscription to `plan` with this quantity. */
const invoiceOf = (quantity: number, period: { start: number; end: number }, issuedAt: number) =>
  cycleInvoice({
    id: 'inv_1',
    subscription: newSubscription({ total_count: 12, quantity }, 'plan_1', { id: 'sub_1', createdAt: 1 }),
    plan,
    orderId: 'order_1',
    paymentId: 'pay_1',
    period,
    issuedAt,
  });

describe('the invoice of a charged cycle', () => {
  it('is paid in full: the plan price times the quantity, for the cycle’s period', () => {
    const invoice = invoiceOf(3, { start: 100, end: 200 }, 150);
    expect(invoice).toMatchObject({
      id: 'inv_1',
      entity: 'invoice',
      status: 'paid',
      subscription_id: 'sub_1',
      order_id: 'order_1',
      payment_id: 'pay_1',
      amount: 14_700,
      amount_paid: 14_700,
      amount_due: 0,
      currency: 'INR',
      billing_start: 100,
      billing_end: 200,
      issued_at: 150,
      paid_at: 150,
    });
  });

  it('has one line: the plan at its unit price and the subscription’s quantity', () => {
    const invoice = invoiceOf(2, { start: 0, end: 1 }, 0);
    expect(invoice.line_items).toEqual([
      { name: 'Talvio Team', amount: 4_900, quantity: 2, currency: 'INR' },
    ]);
  });
});
