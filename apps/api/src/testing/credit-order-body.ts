import { creditPurchaseQuote } from '@talvio/domain/pricing';

/**
 * POST /razorpay/create-order with the amounts a correct client computes (docs/product/billing.md, **GST**).
 * No test runner here: the soak bench sends the same body.
 */
export function creditOrderBody(quantity: number, currency: 'USD' | 'INR') {
  const quote = creditPurchaseQuote(quantity, currency);
  return {
    amount: quote.totalAmount,
    currency,
    notes: {
      creditType: 'job_credit',
      quantity,
      purpose: 'job_credit_purchase',
      gstAmount: quote.gstAmount,
      gstApplicable: quote.gstApplicable,
    },
  };
}
