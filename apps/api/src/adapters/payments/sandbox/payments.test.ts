import { describe, expect, it } from 'vitest';
import { isValidOrderPaymentSignature, isValidSubscriptionPaymentSignature } from '../razorpay-signatures.ts';
import { SandboxError } from './errors.ts';
import {
  declinedOutcome,
  newPayment,
  orderPaidOutcome,
  sandboxCards,
  subscriptionPaidOutcome,
  testCardResult,
} from './payments.ts';

const payment = (status: 'captured' | 'failed') =>
  newPayment({
    amount: 5_000,
    currency: 'USD',
    orderId: 'order_1',
    invoiceId: null,
    status,
    cardNumber: status === 'captured' ? sandboxCards.success : sandboxCards.declined,
    description: 'Payment for order',
    notes: { orgId: '7' },
    createdAt: 1_700_000_000,
  });

describe('test cards', () => {
  it('4111 1111 1111 1111 succeeds, written with or without spaces and dashes', () => {
    expect(testCardResult('4111111111111111')).toBe('success');
    expect(testCardResult('4111 1111 1111 1111')).toBe('success');
    expect(testCardResult('4111-1111-1111-1111')).toBe('success');
  });

  it('4000 0000 0000 0002 is declined', () => {
    expect(testCardResult('4000 0000 0000 0002')).toBe('declined');
  });

  it('any other number is refused as invalid input naming the card number', () => {
    try {
      testCardResult('5555 5555 5555 4444');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(SandboxError);
      expect((err as SandboxError).status).toBe(400);
      expect((err as SandboxError).body).toMatchObject({
        field: 'card_number',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
      });
    }
  });
});

describe('a payment', () => {
  it('is captured with no fee and no error, showing the card’s last four digits', () => {
    const p = payment('captured');
    expect(p).toMatchObject({
      entity: 'payment',
      amount: 5_000,
      currency: 'USD',
      status: 'captured',
      captured: true,
      order_id: 'order_1',
      method: 'card',
      card: { last4: '1111' },
      fee: 0,
      tax: 0,
      error_code: null,
      error_description: null,
      notes: { orgId: '7' },
      created_at: 1_700_000_000,
    });
    expect(p.id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
  });

  it('declined by the bank is failed, not captured, with Razorpay’s error fields', () => {
    expect(payment('failed')).toMatchObject({
      status: 'failed',
      captured: false,
      fee: null,
      tax: null,
      error_code: 'BAD_REQUEST_ERROR',
      error_source: 'bank',
      error_step: 'payment_authorization',
      error_reason: 'payment_declined',
    });
  });
});

describe('what the checkout sends back', () => {
  it('after a declined card: Razorpay’s error parameters, in order, naming the order and the payment', () => {
    const p = payment('failed');
    const outcome = declinedOutcome(p, 'order_id', 'order_1');
    expect(outcome.ok).toBe(false);
    expect(Object.entries(outcome.params)).toEqual([
      ['error[code]', 'BAD_REQUEST_ERROR'],
      ['error[description]', 'Your payment has been declined by the bank. Try another card.'],
      ['error[reason]', 'payment_declined'],
      ['error[metadata][order_id]', 'order_1'],
      ['error[metadata][payment_id]', p.id],
    ]);
  });

  it('after a declined first subscription charge: the subscription id as metadata', () => {
    const outcome = declinedOutcome(payment('failed'), 'subscription_id', 'sub_1');
    expect(outcome.params['error[metadata][subscription_id]']).toBe('sub_1');
    expect(outcome.params['error[metadata][order_id]']).toBeUndefined();
  });

  it('after a paid order: a signature the key secret verifies for that order and payment', () => {
    const outcome = orderPaidOutcome('order_1', 'pay_1', 'secret');
    expect(Object.keys(outcome.params)).toEqual([
      'razorpay_payment_id',
      'razorpay_order_id',
      'razorpay_signature',
    ]);
    const signature = outcome.params.razorpay_signature ?? '';
    expect(
      isValidOrderPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature }, 'secret'),
    ).toBe(true);
  });

  it('after a paid subscription: a signature the key secret verifies for that subscription and payment', () => {
    const outcome = subscriptionPaidOutcome('sub_1', 'pay_1', 'secret');
    expect(Object.keys(outcome.params)).toEqual([
      'razorpay_payment_id',
      'razorpay_subscription_id',
      'razorpay_signature',
    ]);
    const signature = outcome.params.razorpay_signature ?? '';
    expect(
      isValidSubscriptionPaymentSignature(
        { subscriptionId: 'sub_1', paymentId: 'pay_1', signature },
        'secret',
      ),
    ).toBe(true);
  });
});
