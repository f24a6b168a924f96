import type { Database } from '@talvio/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Payments } from '../../adapters/payments/payments.ts';
import type { RazorpayClient } from '../../adapters/payments/razorpay-client.ts';
import { createRazorpayProvider } from '../../adapters/payments/razorpay-provider.ts';
import { webhookSignature } from '../../adapters/payments/razorpay-signatures.ts';
import type {
  RzpInvoice,
  RzpPayment,
  RzpSubscription,
  RzpWebhook,
} from '../../adapters/payments/razorpay-types.ts';
import type { AppConfig } from '../../config.ts';
import type { EmailService } from '../email/email.service.ts';
import type { BillingDeps } from './billing-shared.ts';
import {
  handleWebhook,
  webhookEventId,
  webhookSubscriptionCharge,
  webhookSubscriptionId,
} from './webhooks.ts';

const payment = (over: Partial<RzpPayment> = {}): RzpPayment => ({
  id: 'pay_1',
  entity: 'payment',
  amount: 4_900,
  currency: 'USD',
  status: 'captured',
  order_id: 'order_1',
  invoice_id: null,
  captured: true,
  notes: {},
  created_at: 1_700_000_000,
  ...over,
});

const subscription = (over: Partial<RzpSubscription> = {}): RzpSubscription => ({
  id: 'sub_1',
  entity: 'subscription',
  plan_id: 'plan_starter_usd',
  status: 'active',
  current_start: 1_700_000_000,
  current_end: 1_702_592_000,
  ended_at: null,
  quantity: 1,
  notes: {},
  charge_at: null,
  start_at: null,
  end_at: null,
  auth_attempts: 0,
  total_count: 120,
  paid_count: 1,
  customer_notify: true,
  created_at: 1_700_000_000,
  has_scheduled_changes: false,
  change_scheduled_at: null,
  ...over,
});

const invoice = (over: Partial<RzpInvoice> = {}): RzpInvoice => ({
  id: 'inv_1',
  entity: 'invoice',
  status: 'paid',
  subscription_id: 'sub_1',
  payment_id: 'pay_1',
  amount: 4_900,
  amount_paid: 4_900,
  amount_due: 0,
  currency: 'USD',
  billing_start: 1_710_000_000,
  billing_end: 1_712_592_000,
  created_at: 1_710_000_000,
  ...over,
});

const event = (name: string, payload: RzpWebhook['payload']): RzpWebhook => ({
  entity: 'event',
  event: name,
  payload,
  created_at: 1_700_000_000,
});

describe('paid once: the id an event is applied once under', () => {
  it('is the provider’s event id, cut to 100 characters', () => {
    expect(webhookEventId('{}', 'evt_1')).toBe('evt_1');
    expect(webhookEventId('{}', 'e'.repeat(150))).toBe('e'.repeat(100));
  });

  it('is the hash of the body when the provider sends no event id, so a redelivery is still a duplicate', () => {
    const id = webhookEventId('{"a":1}', undefined);
    expect(id).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(webhookEventId('{"a":1}', '')).toBe(id);
    expect(webhookEventId('{"a":2}', undefined)).not.toBe(id);
  });
});

describe('which subscription an event is about', () => {
  it('a subscription event names its subscription, an invoice event the invoice’s subscription', () => {
    expect(
      webhookSubscriptionId(event('subscription.charged', { subscription: { entity: subscription() } })),
    ).toBe('sub_1');
    expect(
      webhookSubscriptionId(
        event('invoice.paid', { invoice: { entity: invoice({ subscription_id: 'sub_9' }) } }),
      ),
    ).toBe('sub_9');
  });

  it('payment and order events, and subscription events without a subscription, are about none', () => {
    expect(webhookSubscriptionId(event('payment.captured', { payment: { entity: payment() } }))).toBeNull();
    expect(
      webhookSubscriptionId(event('payment.captured', { subscription: { entity: subscription() } })),
    ).toBeNull();
    expect(
      webhookSubscriptionId(
        event('invoice.paid', { invoice: { entity: invoice({ subscription_id: null }) } }),
      ),
    ).toBeNull();
  });
});

describe('paid once: the charge a subscription event carries', () => {
  it('a captured payment is a charge for the invoice’s billing period, by nobody in particular', () => {
    const charge = webhookSubscriptionCharge(
      event('invoice.paid', {
        payment: { entity: payment({ order_id: null }) },
        invoice: { entity: invoice() },
        subscription: { entity: subscription() },
      }),
    );
    expect(charge).toEqual({
      paymentId: 'pay_1',
      amount: 4_900,
      currency: 'USD',
      orderId: null,
      invoiceId: 'inv_1',
      periodStart: new Date(1_710_000_000_000),
      periodEnd: new Date(1_712_592_000_000),
      actorUserId: null,
    });
  });

  it('without an invoice the subscription’s current period is used, and the payment’s own invoice id wins', () => {
    const charge = webhookSubscriptionCharge(
      event('subscription.charged', {
        payment: { entity: payment({ invoice_id: 'inv_from_payment' }) },
        subscription: { entity: subscription() },
      }),
    );
    expect(charge).toMatchObject({
      invoiceId: 'inv_from_payment',
      periodStart: new Date(1_700_000_000_000),
      periodEnd: new Date(1_702_592_000_000),
    });
  });

  it('a declined card changes nothing: a payment that is not captured is no charge', () => {
    for (const status of ['failed', 'authorized', 'created'] as const)
      expect(
        webhookSubscriptionCharge(
          event('subscription.charged', { payment: { entity: payment({ status }) } }),
        ),
      ).toBeNull();
    expect(webhookSubscriptionCharge(event('subscription.activated', {}))).toBeNull();
  });
});

describe('paid once: an unreadable webhook changes nothing', () => {
  const secret = 'whsec_test';
  const setup = () => {
    const warnings: unknown[][] = [];
    const deps: BillingDeps = {
      db: new Proxy(
        {},
        {
          get() {
            throw new Error('the database must not be used for a refused webhook');
          },
        },
      ) as Database,
      log: { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger,
      payments: {
        provider: createRazorpayProvider({
          client: {} as RazorpayClient,
          keySecret: 'key',
          webhookSecret: secret,
        }),
      } as Payments,
      email: {} as EmailService,
      config: {} as AppConfig,
    };
    const deliver = (rawBody: string, signature = webhookSignature(rawBody, secret)) =>
      handleWebhook(deps, { rawBody, signature, eventId: 'evt_2' });
    return { warnings, deliver };
  };

  it('a signed body that is not JSON is refused (400) before the database is read', async () => {
    const { deliver } = setup();
    await expect(deliver('not json')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_input',
      detail: 'The webhook body is not JSON.',
    });
  });

  it('a signed body that is not a provider event is refused (400) and logged with its event id', async () => {
    const { deliver, warnings } = setup();
    await expect(deliver('{"entity":"nothing"}')).rejects.toMatchObject({
      status: 400,
      detail: 'The webhook body is not a Razorpay event.',
    });
    expect(JSON.stringify(warnings)).toContain('webhook body not understood');
    expect(JSON.stringify(warnings)).toContain('evt_2');
  });

  it('a webhook without a signature is refused as a signature mismatch', async () => {
    const { deliver, warnings } = setup();
    await expect(deliver('{}', '')).rejects.toMatchObject({ status: 400, code: 'invalid_signature' });
    expect(warnings[0]?.[0]).toEqual({ eventId: 'evt_2', hasSignature: false });
  });
});
