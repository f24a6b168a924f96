import { afterEach, describe, expect, it, vi } from 'vitest';
import { callbackWith, openCheckout, paymentReturn } from './checkout.ts';

const checkout = {
  mode: 'live' as const,
  key_id: 'rzp_test_123',
  url: null,
  callback_url: 'http://localhost:3000/purchase-credits',
  name: 'Talvio',
  description: '3 job credits',
  prefill: { name: 'Bea', email: 'bea@example.com' },
};

describe('checkout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as { Razorpay?: unknown }).Razorpay;
  });

  it('paid once: the callback carries the razorpay_* verification fields back to the page that verifies them', () => {
    const url = callbackWith(checkout.callback_url, {
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'abc',
    });
    const request = paymentReturn(new URL(url).searchParams);
    expect(request).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'abc',
    });
    expect(paymentReturn(new URLSearchParams('razorpay_payment_id=pay_1'))).toBeNull();
  });

  it('with Razorpay keys, opens Razorpay Checkout for the order and returns to the callback on success', async () => {
    const opened: Record<string, unknown>[] = [];
    (window as { Razorpay?: unknown }).Razorpay = class {
      constructor(readonly options: Record<string, unknown>) {
        opened.push(options);
      }
      open() {}
    };
    vi.stubGlobal('fetch', async () =>
      Response.json({
        mode: 'live',
        key_id: 'rzp_test_123',
        checkout_url: 'https://checkout.razorpay.com/v1/checkout.js',
        merchant_name: 'Talvio',
      }),
    );
    await openCheckout(checkout, { order_id: 'order_1', amount: 708000, currency: 'INR' });
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_123',
      order_id: 'order_1',
      amount: 708000,
      currency: 'INR',
    });
  });
});
