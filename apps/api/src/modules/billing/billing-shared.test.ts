import { describe, expect, it } from 'vitest';
import type { Payments } from '../../adapters/payments/payments.ts';
import { RazorpayError } from '../../adapters/payments/razorpay-client.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import {
  checkoutFor,
  creditsLabel,
  fromUnix,
  invalidSignature,
  isEndedStatus,
  iso,
  isPaymentCompleted,
  isTerminalStatus,
  planLabel,
  provider,
  providerError,
  toQuoteBody,
} from './billing-shared.ts';

const refusal = (status: number, field?: string) =>
  new RazorpayError(status, { code: 'BAD_REQUEST_ERROR', description: 'The amount is invalid', field });

describe('provider refusals', () => {
  it('a refusal of the request itself is a 422 naming the provider field', () => {
    expect(() => providerError(refusal(400, 'amount'))).toThrow(
      expect.objectContaining({
        code: 'payment_provider_error',
        status: 422,
        detail: 'The payment provider refused the request: The amount is invalid',
        field: 'amount',
      }),
    );
  });

  it('a provider that is down or refuses our keys is a 502', () => {
    for (const status of [500, 503, 401])
      expect(() => providerError(refusal(status))).toThrow(expect.objectContaining({ status: 502 }));
  });

  it('an error that is not a provider refusal passes through unchanged', async () => {
    const boom = new Error('socket closed');
    expect(() => providerError(boom)).toThrow(boom);
    await expect(provider(Promise.reject(boom))).rejects.toBe(boom);
    await expect(provider(Promise.resolve(7))).resolves.toBe(7);
    await expect(provider(Promise.reject(refusal(400)))).rejects.toBeInstanceOf(AppError);
  });
});

describe('paid once: signatures', () => {
  it('a signature mismatch is a 400 that says nothing was changed and names the field', () => {
    const err = invalidSignature('razorpay_signature');
    expect(err).toMatchObject({ code: 'invalid_signature', status: 400, field: 'razorpay_signature' });
    expect(err.detail).toContain('Nothing was changed');
  });

  it('only a captured or authorised payment counts as completed', () => {
    expect(isPaymentCompleted('captured')).toBe(true);
    expect(isPaymentCompleted('authorized')).toBe(true);
    for (const status of ['created', 'failed', 'refunded']) expect(isPaymentCompleted(status)).toBe(false);
  });
});

describe('subscription statuses', () => {
  it('halted, cancelled, completed and expired end the hold on the plan; only the last three are final', () => {
    for (const status of ['halted', 'cancelled', 'completed', 'expired'])
      expect(isEndedStatus(status)).toBe(true);
    for (const status of ['created', 'authenticated', 'active', 'pending', 'paused'])
      expect(isEndedStatus(status)).toBe(false);
    expect(isTerminalStatus('halted')).toBe(false);
    for (const status of ['cancelled', 'completed', 'expired']) expect(isTerminalStatus(status)).toBe(true);
  });
});

describe('labels and times', () => {
  it('job credits are counted in words, one credit in the singular', () => {
    expect(creditsLabel(1)).toBe('1 job credit');
    expect(creditsLabel(3)).toBe('3 job credits');
  });

  it('a plan label starts with a capital', () => {
    expect(planLabel('business')).toBe('Business');
    expect(planLabel('')).toBe('');
  });

  it('provider times in Unix seconds become dates, and dates ISO strings; missing ones stay null', () => {
    expect(fromUnix(1_700_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(fromUnix(null)).toBeNull();
    expect(fromUnix(undefined)).toBeNull();
    expect(iso(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(iso(null)).toBeNull();
  });

  it('money in minor units: a quote is shown with its amounts unchanged', () => {
    expect(
      toQuoteBody({
        currency: 'INR',
        taxableAmount: 425_000,
        gstApplicable: true,
        gstAmount: 76_500,
        totalAmount: 501_500,
      }),
    ).toEqual({
      currency: 'INR',
      taxable_amount: 425_000,
      gst_applicable: true,
      gst_amount: 76_500,
      total_amount: 501_500,
    });
  });
});

describe('sandbox: checkout', () => {
  const config = { publicUrl: 'https://talvio.test' } as AppConfig;
  const payments = (mode: Payments['mode']) =>
    ({
      mode,
      keyId: 'rzp_test_key',
      merchantName: 'Talvio',
      checkoutUrl: 'https://talvio.test/sandbox/checkout',
    }) as Payments;
  const input = {
    description: '2 job credits for Talvio',
    callbackPath: '/purchase-credits',
    prefill: { name: 'Asha', email: 'asha@example.com' },
  };

  it('the sandbox checkout is a ready URL carrying the order, the key and the way back', () => {
    const checkout = checkoutFor({ payments: payments('sandbox'), config }, { orderId: 'order_1' }, input);
    expect(checkout).toMatchObject({
      mode: 'sandbox',
      key_id: 'rzp_test_key',
      callback_url: 'https://talvio.test/purchase-credits',
      name: 'Talvio',
      description: input.description,
      prefill: input.prefill,
    });
    const url = new URL(checkout.url ?? '');
    expect(url.origin + url.pathname).toBe('https://talvio.test/sandbox/checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key_id: 'rzp_test_key',
      order_id: 'order_1',
      callback_url: 'https://talvio.test/purchase-credits',
      name: 'Talvio',
      description: input.description,
      prefill_email: 'asha@example.com',
    });
  });

  it('a subscription checkout names the subscription instead of an order', () => {
    const checkout = checkoutFor(
      { payments: payments('sandbox'), config },
      { subscriptionId: 'sub_1' },
      input,
    );
    const params = new URL(checkout.url ?? '').searchParams;
    expect(params.get('subscription_id')).toBe('sub_1');
    expect(params.has('order_id')).toBe(false);
  });

  it('the live checkout has no URL: the web app opens the provider checkout itself', () => {
    expect(checkoutFor({ payments: payments('live'), config }, { orderId: 'order_1' }, input).url).toBeNull();
  });

  it('without payment keys there is no checkout', () => {
    expect(() =>
      checkoutFor({ payments: payments('unconfigured'), config }, { orderId: 'o' }, input),
    ).toThrow(expect.objectContaining({ code: 'payments_not_configured', status: 503 }));
  });
});
