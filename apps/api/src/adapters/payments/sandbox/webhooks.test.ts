import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature } from '../razorpay-signatures.ts';
import { deliveryHeaders, eventBody, retryDelayMs, statusAfterFailure } from './webhooks.ts';

describe('a webhook event body', () => {
  it('wraps each payload entity as { entity } and lists what it contains, in order', () => {
    const body = JSON.parse(
      eventBody({
        accountId: 'acc_123',
        event: 'order.paid',
        payload: { payment: { id: 'pay_1' }, order: { id: 'order_1' } },
        createdAt: 1_700_000_000,
      }),
    );
    expect(body).toEqual({
      entity: 'event',
      account_id: 'acc_123',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: { payment: { entity: { id: 'pay_1' } }, order: { entity: { id: 'order_1' } } },
      created_at: 1_700_000_000,
    });
  });
});

describe('webhook delivery headers', () => {
  it('carry the event id and a signature of the exact body that the webhook secret verifies', () => {
    const body = eventBody({ accountId: 'acc_1', event: 'payment.failed', payload: {}, createdAt: 1 });
    const headers = deliveryHeaders(body, 'evt_1', 'whsec');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-razorpay-event-id']).toBe('evt_1');
    expect(isValidWebhookSignature(body, headers['x-razorpay-signature'] ?? '', 'whsec')).toBe(true);
    expect(isValidWebhookSignature(body, headers['x-razorpay-signature'] ?? '', 'other')).toBe(false);
  });
});

describe('webhook retries', () => {
  it('wait twice as long after each failed attempt, starting at 2 seconds', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
  });

  it('never wait more than 10 minutes', () => {
    expect(retryDelayMs(10)).toBe(600_000);
    expect(retryDelayMs(30)).toBe(600_000);
  });

  it('stay pending until the last allowed attempt has failed, then the delivery is failed', () => {
    expect(statusAfterFailure(1, 8)).toBe('pending');
    expect(statusAfterFailure(7, 8)).toBe('pending');
    expect(statusAfterFailure(8, 8)).toBe('failed');
  });
});
