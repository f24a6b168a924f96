import type { PaymentProvider } from './payment-provider.ts';
import type { RazorpayClient } from './razorpay-client.ts';
import {
  isValidOrderPaymentSignature,
  isValidSubscriptionPaymentSignature,
  isValidWebhookSignature,
} from './razorpay-signatures.ts';
import { rzpWebhookSchema } from './razorpay-types.ts';

/**
 * The payment provider over Razorpay's REST client. The local sandbox speaks the same REST API, so this one
 * implementation serves live mode, the sandbox and (with a client that refuses every call) unconfigured mode.
 */
export function createRazorpayProvider(options: {
  client: RazorpayClient;
  keySecret: string;
  webhookSecret: string;
}): PaymentProvider {
  const { client, keySecret, webhookSecret } = options;
  return {
    createOrder: (input) => client.createOrder(input),
    fetchPayment: (paymentId) => client.fetchPayment(paymentId),
    fetchInvoice: (invoiceId) => client.fetchInvoice(invoiceId),
    createSubscription: (input) =>
      client.createSubscription({
        plan_id: input.planId,
        total_count: input.cycles,
        quantity: 1,
        customer_notify: 1,
        notes: input.notes,
      }),
    fetchSubscription: (subscriptionId) => client.fetchSubscription(subscriptionId),
    fetchSubscriptionInvoices: (subscriptionId) => client.fetchSubscriptionInvoices(subscriptionId),
    changeSubscriptionPlan: (subscriptionId, planId) =>
      client.updateSubscription(subscriptionId, {
        plan_id: planId,
        schedule_change_at: 'now',
        customer_notify: 1,
      }),
    cancelSubscription: (subscriptionId, when) =>
      client.cancelSubscription(subscriptionId, { cancel_at_cycle_end: when === 'cycle_end' ? 1 : 0 }),
    isValidOrderPayment: (input) => isValidOrderPaymentSignature(input, keySecret),
    isValidSubscriptionPayment: (input) => isValidSubscriptionPaymentSignature(input, keySecret),
    isValidWebhook: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, webhookSecret),
    parseWebhookEvent: (json) => {
      const parsed = rzpWebhookSchema.safeParse(json);
      return parsed.success
        ? { ok: true, event: parsed.data }
        : { ok: false, issue: parsed.error.issues[0]?.message };
    },
  };
}
