import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from './billing.repository.ts';
import { type PurchaseRow, purchaseStatus, toInvoice, toPurchase } from './invoices.ts';

describe('invoices and receipts: a stored invoice', () => {
  const row: InvoiceRow = {
    id: 42,
    organisationId: 1,
    number: 'TLV-2025-000042',
    kind: 'subscription',
    description: 'Talvio Starter plan, monthly',
    currency: 'INR',
    lines: [
      { description: 'Talvio Starter plan (1 month)', quantity: 1, unitAmount: 425_000, amount: 425_000 },
    ],
    taxableAmount: 425_000,
    gstAmount: 76_500,
    totalAmount: 501_500,
    providerPaymentId: 'pay_1',
    providerOrderId: null,
    providerSubscriptionId: 'sub_1',
    providerInvoiceId: 'inv_1',
    plan: 'starter',
    quantity: null,
    periodStart: new Date('2025-01-01T00:00:00Z'),
    periodEnd: new Date('2025-02-01T00:00:00Z'),
    billedTo: { name: 'Acme', website: null, city: 'Pune', country: 'IN' },
    actorUserId: null,
    issuedAt: new Date('2025-01-01T00:05:00Z'),
  };

  it('is paid, with its lines, GST on its own line and a printable URL', () => {
    expect(toInvoice(row)).toEqual({
      id: 42,
      number: 'TLV-2025-000042',
      kind: 'subscription',
      description: 'Talvio Starter plan, monthly',
      status: 'paid',
      lines: [
        { description: 'Talvio Starter plan (1 month)', quantity: 1, unit_amount: 425_000, amount: 425_000 },
      ],
      quote: {
        currency: 'INR',
        taxable_amount: 425_000,
        gst_applicable: true,
        gst_amount: 76_500,
        total_amount: 501_500,
      },
      period_start: '2025-01-01T00:00:00.000Z',
      period_end: '2025-02-01T00:00:00.000Z',
      payment_id: 'pay_1',
      order_id: null,
      subscription_id: 'sub_1',
      provider_invoice_id: 'inv_1',
      issued_at: '2025-01-01T00:05:00.000Z',
      url: '/api/invoices/42',
    });
  });

  it('GST: a USD invoice carries none', () => {
    expect(toInvoice({ ...row, currency: 'USD', gstAmount: 0 }).quote.gst_applicable).toBe(false);
  });
});

describe('the purchase history', () => {
  const purchase = (over: Partial<PurchaseRow> = {}): PurchaseRow => ({
    kind: 'credits',
    orderId: 'order_1',
    paymentId: null,
    subscriptionId: null,
    status: 'created',
    quantity: 3,
    plan: null,
    currency: 'USD',
    taxableAmount: 7_500,
    gstAmount: 0,
    totalAmount: 7_500,
    invoiceId: null,
    actorUserId: 8,
    createdAt: '2025-01-01T10:00:00Z',
    paidAt: null,
    ...over,
  });
  const names = new Map([[8, 'Asha']]);

  it('a paid order reads as paid, an attempted one as failed, anything else as pending', () => {
    expect(purchaseStatus('paid')).toBe('paid');
    expect(purchaseStatus('attempted')).toBe('failed');
    expect(purchaseStatus('created')).toBe('pending');
    expect(purchaseStatus(null)).toBe('pending');
  });

  it('job credits: an order is listed by its order id with its quantity and who bought it', () => {
    expect(toPurchase(purchase(), names)).toEqual({
      id: 'order:order_1',
      kind: 'credits',
      description: '3 job credits',
      status: 'pending',
      quantity: 3,
      plan: null,
      quote: {
        currency: 'USD',
        taxable_amount: 7_500,
        gst_applicable: false,
        gst_amount: 0,
        total_amount: 7_500,
      },
      order_id: 'order_1',
      payment_id: null,
      subscription_id: null,
      invoice_id: null,
      actor: { id: 8, name: 'Asha' },
      created_at: '2025-01-01T10:00:00.000Z',
      paid_at: null,
    });
  });

  it('a subscription charge is listed by its payment id with its plan; a renewal has no one who bought it', () => {
    const shown = toPurchase(
      purchase({
        kind: 'subscription',
        orderId: null,
        paymentId: 'pay_2',
        subscriptionId: 'sub_1',
        status: 'paid',
        quantity: 5,
        plan: 'business',
        currency: 'INR',
        actorUserId: null,
        paidAt: new Date('2025-01-02T00:00:00Z'),
      }),
      names,
    );
    expect(shown).toMatchObject({
      id: 'payment:pay_2',
      kind: 'subscription',
      description: 'Talvio Business plan, monthly',
      status: 'paid',
      quantity: null,
      plan: 'business',
      actor: null,
      paid_at: '2025-01-02T00:00:00.000Z',
    });
    expect(shown.quote.gst_applicable).toBe(true);
  });

  it('a plan Talvio does not know is shown as free; missing amounts and a departed buyer show as nothing', () => {
    const shown = toPurchase(
      purchase({
        kind: 'subscription',
        plan: 'platinum',
        taxableAmount: null,
        gstAmount: null,
        totalAmount: null,
        actorUserId: 99,
        createdAt: null,
      }),
      names,
    );
    expect(shown).toMatchObject({
      description: 'Talvio Free plan, monthly',
      plan: null,
      actor: null,
      quote: { taxable_amount: 0, gst_amount: 0, total_amount: 0 },
      created_at: '1970-01-01T00:00:00.000Z',
    });
  });
});
