import { describe, expect, it } from 'vitest';
import type { CreditOrderRow } from './billing.repository.ts';
import { creditOrderQuote, orderQuote, toCreditOrder } from './orders.ts';

const order = (quantity: number, currency: 'USD' | 'INR', amounts: { gst: number; total: number }) => ({
  amount: amounts.total,
  currency,
  notes: {
    creditType: 'job_credit' as const,
    quantity,
    purpose: 'job_credit_purchase' as const,
    gstAmount: amounts.gst,
    gstApplicable: currency === 'INR',
  },
});

describe('money in minor units: the server prices a job-credit order', () => {
  it('job credits: 2 credits cost USD 50 with no GST, priced in cents', () => {
    expect(creditOrderQuote(order(2, 'USD', { gst: 0, total: 5_000 }))).toMatchObject({
      quantity: 2,
      unitAmount: 2_500,
      taxableAmount: 5_000,
      gstApplicable: false,
      gstAmount: 0,
      totalAmount: 5_000,
    });
  });

  it('GST: 3 credits in INR cost 6,000 plus 18 % GST, 7,080 in all, priced in paise', () => {
    expect(creditOrderQuote(order(3, 'INR', { gst: 108_000, total: 708_000 }))).toMatchObject({
      unitAmount: 200_000,
      taxableAmount: 600_000,
      gstApplicable: true,
      gstAmount: 108_000,
      totalAmount: 708_000,
    });
  });

  it('an amount that does not match the price is refused (422 naming amount) with the right price in the message', () => {
    expect(() => creditOrderQuote(order(2, 'USD', { gst: 0, total: 4_999 }))).toThrow(
      expect.objectContaining({
        status: 422,
        code: 'amount_mismatch',
        field: 'amount',
        detail: expect.stringContaining('is 5000 minor units ($50), not 4999'),
      }),
    );
    expect(() => creditOrderQuote(order(1, 'INR', { gst: 36_000, total: 200_000 }))).toThrow(
      expect.objectContaining({ field: 'amount', detail: expect.stringContaining('incl. 18% GST') }),
    );
  });

  it('a GST amount that does not match is refused (422 naming notes.gstAmount)', () => {
    expect(() => creditOrderQuote(order(1, 'INR', { gst: 1, total: 236_000 }))).toThrow(
      expect.objectContaining({ status: 422, field: 'notes.gstAmount' }),
    );
  });

  it('GST: claiming GST on USD, or none on INR, is refused (422 naming notes.gstApplicable) before the amounts', () => {
    const usd = order(1, 'USD', { gst: 0, total: 1 });
    expect(() => creditOrderQuote({ ...usd, notes: { ...usd.notes, gstApplicable: true } })).toThrow(
      expect.objectContaining({
        field: 'notes.gstApplicable',
        detail: 'GST does not apply to purchases in USD.',
      }),
    );
    const inr = order(1, 'INR', { gst: 0, total: 1 });
    expect(() => creditOrderQuote({ ...inr, notes: { ...inr.notes, gstApplicable: false } })).toThrow(
      expect.objectContaining({ field: 'notes.gstApplicable', detail: 'GST applies to purchases in INR.' }),
    );
  });

  it('job credits: a quantity outside 1–100 is never priced', () => {
    expect(() => creditOrderQuote(order(0, 'USD', { gst: 0, total: 0 }))).toThrow(RangeError);
    expect(() => creditOrderQuote(order(101, 'USD', { gst: 0, total: 252_500 }))).toThrow(RangeError);
  });
});

describe('a stored job-credit order', () => {
  const row: CreditOrderRow = {
    id: 7,
    organisationId: 3,
    providerOrderId: 'order_abc',
    currency: 'INR',
    quantity: 2,
    unitAmount: 200_000,
    taxableAmount: 400_000,
    gstAmount: 72_000,
    totalAmount: 472_000,
    status: 'created',
    providerPaymentId: null,
    createdBy: 11,
    createdAt: new Date('2025-03-01T10:00:00Z'),
    paidAt: null,
  };

  it('GST: its quote is the one it was priced with, GST applying to INR', () => {
    expect(orderQuote(row)).toEqual({
      currency: 'INR',
      taxable_amount: 400_000,
      gst_applicable: true,
      gst_amount: 72_000,
      total_amount: 472_000,
    });
    expect(orderQuote({ ...row, currency: 'USD', gstAmount: 0 }).gst_applicable).toBe(false);
  });

  it('is shown with the provider order id, its amounts in minor units and its notes', () => {
    expect(toCreditOrder(row)).toEqual({
      order_id: 'order_abc',
      status: 'created',
      amount: 472_000,
      currency: 'INR',
      quantity: 2,
      unit_amount: 200_000,
      quote: orderQuote(row),
      notes: {
        creditType: 'job_credit',
        quantity: 2,
        purpose: 'job_credit_purchase',
        gstAmount: 72_000,
        gstApplicable: true,
      },
      created_at: '2025-03-01T10:00:00.000Z',
    });
  });
});
