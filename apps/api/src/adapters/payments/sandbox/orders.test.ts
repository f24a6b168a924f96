import { describe, expect, it } from 'vitest';
import { newOrder, orderAttempted, orderPaid, paidCycleOrder, parseOrderInput } from './orders.ts';

describe('a create-order request', () => {
  it('takes the amount in minor units, the currency, a receipt and notes as strings', () => {
    expect(parseOrderInput({ amount: 5_000, currency: 'USD', receipt: 'r-1', notes: { qty: 2 } })).toEqual({
      amount: 5_000,
      currency: 'USD',
      receipt: 'r-1',
      notes: { qty: '2' },
    });
  });

  it('has no receipt and no notes when none are given', () => {
    expect(parseOrderInput({ amount: 100, currency: 'INR' })).toEqual({
      amount: 100,
      currency: 'INR',
      receipt: null,
      notes: {},
    });
  });

  it('is refused below 100 minor units, before the currency is looked at', () => {
    expect(() => parseOrderInput({ amount: 99, currency: 'EUR' })).toThrow('The amount must be atleast 100.');
  });

  it('is refused in a currency other than INR or USD', () => {
    expect(() => parseOrderInput({ amount: 100, currency: 'EUR' })).toThrow('The currency is invalid.');
  });

  it('is refused with a receipt longer than 40 characters', () => {
    expect(() => parseOrderInput({ amount: 100, currency: 'USD', receipt: 'x'.repeat(41) })).toThrow(
      'receipt may have at most 40 characters',
    );
  });

  it('without a body is refused for its missing amount', () => {
    expect(() => parseOrderInput(undefined)).toThrow('The amount must be an integer.');
  });
});

describe('an order', () => {
  const order = newOrder({
    id: 'order_1',
    amount: 5_000,
    currency: 'USD',
    receipt: null,
    notes: {},
    createdAt: 10,
  });

  it('starts created, with the whole amount due and no attempts', () => {
    expect(order).toMatchObject({ status: 'created', amount_paid: 0, amount_due: 5_000, attempts: 0 });
  });

  it('after a declined payment is attempted, with the amount still due', () => {
    expect(orderAttempted(order)).toMatchObject({ status: 'attempted', attempts: 1, amount_due: 5_000 });
  });

  it('after a captured payment is paid, with nothing due', () => {
    expect(orderPaid(orderAttempted(order))).toMatchObject({
      status: 'paid',
      attempts: 2,
      amount_paid: 5_000,
      amount_due: 0,
    });
  });

  it('behind a charged subscription cycle is paid at its first attempt, with no receipt or notes', () => {
    expect(paidCycleOrder({ id: 'order_2', amount: 7_080, currency: 'INR', createdAt: 10 })).toEqual({
      id: 'order_2',
      entity: 'order',
      amount: 7_080,
      amount_paid: 7_080,
      amount_due: 0,
      currency: 'INR',
      receipt: null,
      offer_id: null,
      status: 'paid',
      attempts: 1,
      notes: {},
      created_at: 10,
    });
  });
});
