import { describe, expect, it } from 'vitest';
import { receiptEmail, receiptRetryDelaysMs } from './receipts.ts';

describe('invoices and receipts: the receipt e-mail', () => {
  const invoice = {
    currency: 'INR' as const,
    description: '2 job credits',
    taxableAmount: 400_000,
    gstAmount: 72_000,
    totalAmount: 472_000,
    number: 'TLV-2025-000007',
    providerPaymentId: 'pay_7',
  };

  it('thanks whoever paid, shows the taxable amount, GST and total in the chosen currency and links to billing', () => {
    expect(receiptEmail(invoice, { name: 'Asha', email: 'asha@example.com' }, 'https://talvio.test')).toEqual(
      {
        to: 'asha@example.com',
        kind: 'payment_receipt',
        subject: 'Payment received: 2 job credits (₹4,720)',
        paragraphs: [
          'Hello Asha,',
          'Thank you: we received ₹4,720 for 2 job credits.',
          'Taxable amount ₹4,000, GST ₹720, total ₹4,720.',
          'Invoice TLV-2025-000007, payment pay_7. Your invoices are on the Billing page.',
        ],
        action: { label: 'Open billing', url: 'https://talvio.test/billing' },
      },
    );
  });

  it('money in minor units: cents are shown only when present, and a nameless recipient is greeted all the same', () => {
    const usd = {
      ...invoice,
      currency: 'USD' as const,
      taxableAmount: 4_950,
      gstAmount: 0,
      totalAmount: 4_950,
    };
    const mail = receiptEmail(usd, { name: '', email: 'x@example.com' }, 'https://talvio.test');
    expect(mail.subject).toBe('Payment received: 2 job credits ($49.50)');
    expect(mail.paragraphs[0]).toBe('Hello there,');
  });

  it('a receipt waits for an unreachable database five times, longer each time, before it is given up', () => {
    expect(receiptRetryDelaysMs).toHaveLength(5);
    expect([...receiptRetryDelaysMs].sort((a, b) => a - b)).toEqual(receiptRetryDelaysMs);
  });
});
