import { planQuote } from '@talvio/domain/pricing';
import { describe, expect, it } from 'vitest';
import type { RzpInvoice } from '../../adapters/payments/razorpay-types.ts';
import { paidInvoiceCharges, planForCharge, splitCharge } from './subscription-charges.ts';

describe('a subscription charge', () => {
  it('plans and prices: the amount charged names the plan it pays for, in its currency', () => {
    expect(planForCharge(planQuote('business', 'USD').totalAmount, 'USD', 'starter')).toBe('business');
    expect(planForCharge(planQuote('enterprise', 'INR').totalAmount, 'INR', 'starter')).toBe('enterprise');
  });

  it('an amount no plan costs is the subscription’s own plan, and an unknown plan is free', () => {
    expect(planForCharge(1_234, 'USD', 'starter')).toBe('starter');
    expect(planForCharge(1_234, 'USD', 'platinum')).toBe('free');
  });

  it('GST: a plan’s own total splits into the plan’s price and its 18 % GST', () => {
    expect(splitCharge(501_500, 'INR', 'starter')).toEqual(planQuote('starter', 'INR'));
  });

  it('GST: any other INR total splits into a rounded taxable amount and GST that add up to it', () => {
    for (const amount of [1, 59, 100, 118, 999_999, 123_457]) {
      const quote = splitCharge(amount, 'INR', 'business');
      expect(quote.taxableAmount + quote.gstAmount).toBe(amount);
      expect(quote.taxableAmount).toBe(Math.round((amount * 100) / 118));
      expect(quote).toMatchObject({ currency: 'INR', gstApplicable: true, totalAmount: amount });
    }
  });

  it('GST: a USD total carries no GST', () => {
    expect(splitCharge(1_234, 'USD', 'starter')).toEqual({
      currency: 'USD',
      taxableAmount: 1_234,
      gstApplicable: false,
      gstAmount: 0,
      totalAmount: 1_234,
    });
  });
});

describe('the provider’s invoices of a subscription', () => {
  const invoice = (over: Partial<RzpInvoice>): RzpInvoice => ({
    id: 'inv_1',
    entity: 'invoice',
    status: 'paid',
    subscription_id: 'sub_1',
    order_id: 'order_1',
    payment_id: 'pay_1',
    amount: 4_900,
    amount_paid: 4_900,
    amount_due: 0,
    currency: 'USD',
    billing_start: 1_700_000_000,
    billing_end: 1_702_592_000,
    created_at: 1_700_000_000,
    ...over,
  });

  it('only paid invoices with a payment are charges, each with its payment and billing period', () => {
    const charges = paidInvoiceCharges([
      invoice({}),
      invoice({ id: 'inv_2', status: 'issued', payment_id: null }),
      invoice({ id: 'inv_3', payment_id: null }),
    ]);
    expect(charges).toEqual([
      {
        paymentId: 'pay_1',
        amount: 4_900,
        currency: 'USD',
        orderId: 'order_1',
        invoiceId: 'inv_1',
        periodStart: new Date(1_700_000_000_000),
        periodEnd: new Date(1_702_592_000_000),
      },
    ]);
  });

  it('a charge is the amount paid, else the invoice amount; a missing order or period stays null', () => {
    const [charge] = paidInvoiceCharges([
      invoice({
        amount_paid: 0,
        amount: 14_900,
        order_id: undefined,
        billing_start: null,
        billing_end: undefined,
      }),
    ]);
    expect(charge).toMatchObject({ amount: 14_900, orderId: null, periodStart: null, periodEnd: null });
  });
});
