import fc from 'fast-check';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import {
  isValidOrderPaymentSignature,
  isValidSubscriptionPaymentSignature,
  isValidWebhookSignature,
  orderPaymentSignature,
  signaturesMatch,
  subscriptionPaymentSignature,
  webhookSignature,
} from './razorpay-signatures.ts';

/**
 * Contract tests: our signature code agrees with the official `razorpay` package's validators,
 * for signatures we make and for arbitrary (tampered) ones.
 */
const idChars = fc.constantFrom(
  ...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.split(''),
);
const rzpId = (prefix: string) =>
  fc.string({ unit: idChars, minLength: 14, maxLength: 14 }).map((s) => `${prefix}_${s}`);
const secret = fc.string({ minLength: 1, maxLength: 40 });
const hex = fc.string({
  unit: fc.constantFrom(...'0123456789abcdef'.split('')),
  minLength: 0,
  maxLength: 70,
});

describe('Razorpay signatures agree with the official razorpay package (payment verification fields)', () => {
  it('paid once: an order payment signature HMAC(order_id|payment_id) is accepted by validatePaymentVerification', () => {
    fc.assert(
      fc.property(rzpId('order'), rzpId('pay'), secret, (orderId, paymentId, key) => {
        const signature = orderPaymentSignature(orderId, paymentId, key);
        expect(
          validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, key),
        ).toBe(true);
        expect(isValidOrderPaymentSignature({ orderId, paymentId, signature }, key)).toBe(true);
      }),
    );
  });

  it('a subscription payment signature HMAC(payment_id|subscription_id) is accepted by validatePaymentVerification', () => {
    fc.assert(
      fc.property(rzpId('sub'), rzpId('pay'), secret, (subscriptionId, paymentId, key) => {
        const signature = subscriptionPaymentSignature(paymentId, subscriptionId, key);
        expect(
          validatePaymentVerification(
            { subscription_id: subscriptionId, payment_id: paymentId },
            signature,
            key,
          ),
        ).toBe(true);
        expect(isValidSubscriptionPaymentSignature({ subscriptionId, paymentId, signature }, key)).toBe(true);
      }),
    );
  });

  it('a webhook signature HMAC(raw body) is accepted by validateWebhookSignature', () => {
    fc.assert(
      fc.property(fc.json(), secret, (body, key) => {
        const signature = webhookSignature(body, key);
        expect(validateWebhookSignature(body, signature, key)).toBe(true);
        expect(isValidWebhookSignature(body, signature, key)).toBe(true);
      }),
    );
  });

  it('property: for any received signature (tampered, truncated, other case), we decide exactly as razorpay does', () => {
    fc.assert(
      fc.property(
        rzpId('order'),
        rzpId('pay'),
        rzpId('sub'),
        fc.string(),
        secret,
        fc.oneof(hex, fc.string({ maxLength: 70 })),
        (orderId, paymentId, subscriptionId, body, key, received) => {
          expect(isValidOrderPaymentSignature({ orderId, paymentId, signature: received }, key)).toBe(
            validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, received, key),
          );
          expect(
            isValidSubscriptionPaymentSignature({ subscriptionId, paymentId, signature: received }, key),
          ).toBe(
            validatePaymentVerification(
              { subscription_id: subscriptionId, payment_id: paymentId },
              received,
              key,
            ),
          );
          expect(isValidWebhookSignature(body, received, key)).toBe(
            validateWebhookSignature(body, received, key),
          );
        },
      ),
    );
  });

  it('property: one changed character of a good signature, id or body is refused by both', () => {
    fc.assert(
      fc.property(rzpId('order'), rzpId('pay'), secret, fc.nat(63), (orderId, paymentId, key, at) => {
        const good = orderPaymentSignature(orderId, paymentId, key);
        const flipped = `${good.slice(0, at)}${good[at] === '0' ? '1' : '0'}${good.slice(at + 1)}`;
        expect(isValidOrderPaymentSignature({ orderId, paymentId, signature: flipped }, key)).toBe(false);
        expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, flipped, key)).toBe(
          false,
        );
        // The order id is part of the signed text: another order's id does not verify.
        const otherOrder = `${orderId}x`;
        expect(isValidOrderPaymentSignature({ orderId: otherOrder, paymentId, signature: good }, key)).toBe(
          false,
        );
        expect(validatePaymentVerification({ order_id: otherOrder, payment_id: paymentId }, good, key)).toBe(
          false,
        );
      }),
    );
  });

  it('a known vector: HMAC-SHA256 hex of "order_id|payment_id"', () => {
    expect(
      orderPaymentSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'EnLs21M47BllR3X8PSFtjtbd'),
    ).toBe(webhookSignature('order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l', 'EnLs21M47BllR3X8PSFtjtbd'));
    expect(
      validatePaymentVerification(
        { order_id: 'order_IEIaMR65cu6nz3', payment_id: 'pay_IH4NVgf4Dreq1l' },
        orderPaymentSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'EnLs21M47BllR3X8PSFtjtbd'),
        'EnLs21M47BllR3X8PSFtjtbd',
      ),
    ).toBe(true);
  });

  it('compares in constant time without throwing on length or encoding differences', () => {
    expect(signaturesMatch('abcd', 'abcd')).toBe(true);
    expect(signaturesMatch('abcd', 'abc')).toBe(false);
    expect(signaturesMatch('abcd', 'ABCD')).toBe(false);
    expect(signaturesMatch('abcd', '')).toBe(false);
    expect(isValidWebhookSignature('{}', undefined, 'secret')).toBe(false);
  });
});
