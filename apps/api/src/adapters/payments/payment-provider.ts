import type { RzpInvoice, RzpOrder, RzpPayment, RzpSubscription, RzpWebhook } from './razorpay-types.ts';

/**
 * The payment provider as billing sees it: orders, payments, subscriptions, invoices and the checks of what the
 * provider signs. The objects keep the provider's REST shape (the live provider and the local sandbox share it), so
 * amounts are integer minor units and times Unix seconds.
 */
export type ProviderOrder = RzpOrder;
export type ProviderPayment = RzpPayment;
export type ProviderSubscription = RzpSubscription;
export type ProviderInvoice = RzpInvoice;
export type ProviderWebhookEvent = RzpWebhook;
export type ProviderNotes = Record<string, string>;

/** A refusal by the payment provider: its HTTP status, what it said and the field it named (never a secret). */
export abstract class PaymentProviderError extends Error {
  abstract readonly status: number;
  abstract readonly description: string;
  abstract readonly field: string | null;
}

export interface PaymentProvider {
  /** An order for exactly this amount, which the checkout pays. */
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: ProviderNotes;
  }): Promise<ProviderOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  fetchInvoice(invoiceId: string): Promise<ProviderInvoice>;
  /** A monthly subscription to a provider plan for `cycles` months; the customer is notified. */
  createSubscription(input: {
    planId: string;
    cycles: number;
    notes: ProviderNotes;
  }): Promise<ProviderSubscription>;
  fetchSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  fetchSubscriptionInvoices(subscriptionId: string): Promise<ProviderInvoice[]>;
  /** Moves a subscription to another provider plan now (a new billing period starts), notifying the customer. */
  changeSubscriptionPlan(subscriptionId: string, planId: string): Promise<ProviderSubscription>;
  /** Cancels a subscription now or at the end of its current billing cycle. */
  cancelSubscription(subscriptionId: string, when: 'now' | 'cycle_end'): Promise<ProviderSubscription>;
  /** The checkout's signature of an order payment, checked in constant time. */
  isValidOrderPayment(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** The checkout's signature of a subscription payment, checked in constant time. */
  isValidSubscriptionPayment(input: {
    subscriptionId: string;
    paymentId: string;
    signature: string;
  }): boolean;
  /** The signature of a webhook's raw body. */
  isValidWebhook(rawBody: string, signature: string | undefined): boolean;
  /** A webhook body read as an event, or the first reason it is not one. */
  parseWebhookEvent(
    json: unknown,
  ): { ok: true; event: ProviderWebhookEvent } | { ok: false; issue: string | undefined };
}
