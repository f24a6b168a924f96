import { describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from './payment-provider.ts';
import { type RazorpayClient, RazorpayError } from './razorpay-client.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import {
  orderPaymentSignature,
  subscriptionPaymentSignature,
  webhookSignature,
} from './razorpay-signatures.ts';

const fakeClient = () => {
  const calls: [string, ...unknown[]][] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return { id: 'x' };
    };
  const client = new Proxy(
    {},
    { get: (_t, name) => vi.fn(record(String(name))) },
  ) as unknown as RazorpayClient;
  return { client, calls };
};

describe('the payment provider over the Razorpay REST API', () => {
  it('a subscription is one unit of a plan for the given number of monthly cycles, and the customer is notified', async () => {
    const { client, calls } = fakeClient();
    const provider = createRazorpayProvider({ client, keySecret: 'k', webhookSecret: 'w' });
    await provider.createSubscription({ planId: 'plan_1', cycles: 120, notes: { plan: 'starter' } });
    expect(calls).toEqual([
      [
        'createSubscription',
        { plan_id: 'plan_1', total_count: 120, quantity: 1, customer_notify: 1, notes: { plan: 'starter' } },
      ],
    ]);
  });

  it('plan change: a new plan applies now and notifies the customer', async () => {
    const { client, calls } = fakeClient();
    await createRazorpayProvider({ client, keySecret: 'k', webhookSecret: 'w' }).changeSubscriptionPlan(
      'sub_1',
      'plan_2',
    );
    expect(calls).toEqual([
      ['updateSubscription', 'sub_1', { plan_id: 'plan_2', schedule_change_at: 'now', customer_notify: 1 }],
    ]);
  });

  it('cancelling: at the cycle end or now', async () => {
    const { client, calls } = fakeClient();
    const provider = createRazorpayProvider({ client, keySecret: 'k', webhookSecret: 'w' });
    await provider.cancelSubscription('sub_1', 'cycle_end');
    await provider.cancelSubscription('sub_2', 'now');
    expect(calls).toEqual([
      ['cancelSubscription', 'sub_1', { cancel_at_cycle_end: 1 }],
      ['cancelSubscription', 'sub_2', { cancel_at_cycle_end: 0 }],
    ]);
  });

  it('orders, payments and invoices are passed through to the REST API unchanged', async () => {
    const { client, calls } = fakeClient();
    const provider = createRazorpayProvider({ client, keySecret: 'k', webhookSecret: 'w' });
    const order = { amount: 2_500, currency: 'USD', receipt: 'r', notes: {} };
    await provider.createOrder(order);
    await provider.fetchPayment('pay_1');
    await provider.fetchInvoice('inv_1');
    await provider.fetchSubscription('sub_1');
    await provider.fetchSubscriptionInvoices('sub_1');
    expect(calls).toEqual([
      ['createOrder', order],
      ['fetchPayment', 'pay_1'],
      ['fetchInvoice', 'inv_1'],
      ['fetchSubscription', 'sub_1'],
      ['fetchSubscriptionInvoices', 'sub_1'],
    ]);
  });

  it('paid once: signatures are checked with the key secret and the webhook secret it holds', () => {
    const { client } = fakeClient();
    const provider = createRazorpayProvider({ client, keySecret: 'key_secret', webhookSecret: 'whsec' });
    const order = { orderId: 'order_1', paymentId: 'pay_1' };
    expect(
      provider.isValidOrderPayment({
        ...order,
        signature: orderPaymentSignature('order_1', 'pay_1', 'key_secret'),
      }),
    ).toBe(true);
    expect(
      provider.isValidOrderPayment({ ...order, signature: orderPaymentSignature('order_1', 'pay_1', 'x') }),
    ).toBe(false);
    const subscription = { subscriptionId: 'sub_1', paymentId: 'pay_1' };
    const subscriptionSignature = subscriptionPaymentSignature('pay_1', 'sub_1', 'key_secret');
    expect(provider.isValidSubscriptionPayment({ ...subscription, signature: subscriptionSignature })).toBe(
      true,
    );
    expect(provider.isValidWebhook('{}', webhookSignature('{}', 'whsec'))).toBe(true);
    expect(provider.isValidWebhook('{}', webhookSignature('{}', 'key_secret'))).toBe(false);
    expect(provider.isValidWebhook('{}', undefined)).toBe(false);
  });

  it('a webhook body is read as an event, or refused with the first reason', () => {
    const { client } = fakeClient();
    const provider = createRazorpayProvider({ client, keySecret: 'k', webhookSecret: 'w' });
    const event = { entity: 'event', event: 'payment.failed', payload: {}, created_at: 1 };
    expect(provider.parseWebhookEvent(event)).toEqual({ ok: true, event });
    const refused = provider.parseWebhookEvent({ entity: 'nothing' });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? null : refused.issue).toEqual(expect.any(String));
  });

  it('a Razorpay refusal is a payment provider error with its status, description and field', () => {
    const err = new RazorpayError(400, {
      code: 'BAD_REQUEST_ERROR',
      description: 'Bad amount',
      field: 'amount',
    });
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect({ status: err.status, description: err.description, field: err.field }).toEqual({
      status: 400,
      description: 'Bad amount',
      field: 'amount',
    });
    expect(new RazorpayError(500, { code: 'SERVER_ERROR', description: 'down' }).field).toBeNull();
    // Logged errors keep their shape: the description and field are read from Razorpay's error object.
    expect(Object.keys(err)).toEqual(['status', 'error', 'name']);
  });
});
