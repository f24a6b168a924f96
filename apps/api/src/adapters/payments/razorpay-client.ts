import type { z } from 'zod';
import { PaymentProviderError } from './payment-provider.ts';
import {
  type RzpError,
  type RzpInvoice,
  type RzpOrder,
  type RzpPayment,
  type RzpPlan,
  type RzpSubscription,
  rzpCollectionSchema,
  rzpErrorSchema,
  rzpInvoiceSchema,
  rzpOrderSchema,
  rzpPaymentSchema,
  rzpPlanSchema,
  rzpSubscriptionSchema,
} from './razorpay-types.ts';

/** A fetch-compatible function: the global fetch for the real API, an in-process one for the sandbox. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface RazorpayClientOptions {
  /** e.g. https://api.razorpay.com/v1 (no trailing slash). */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  transport?: Transport;
  timeoutMs?: number;
}

/** A failed Razorpay call: the HTTP status and Razorpay's error object (no secrets). */
export class RazorpayError extends PaymentProviderError {
  constructor(
    readonly status: number,
    readonly error: RzpError,
  ) {
    super(`Razorpay ${status} ${error.code}: ${error.description}`);
    this.name = 'RazorpayError';
  }

  get description(): string {
    return this.error.description;
  }

  get field(): string | null {
    return this.error.field ?? null;
  }
}

export type Notes = Record<string, string>;

export interface RazorpayClient {
  createOrder(input: {
    amount: number;
    currency: string;
    receipt?: string;
    notes?: Notes;
  }): Promise<RzpOrder>;
  fetchOrder(orderId: string): Promise<RzpOrder>;
  fetchOrderPayments(orderId: string): Promise<RzpPayment[]>;
  fetchPayment(paymentId: string): Promise<RzpPayment>;
  createPlan(input: {
    period: RzpPlan['period'];
    interval: number;
    item: { name: string; amount: number; currency: string; description?: string };
    notes?: Notes;
  }): Promise<RzpPlan>;
  fetchPlan(planId: string): Promise<RzpPlan>;
  createSubscription(input: {
    plan_id: string;
    total_count: number;
    quantity?: number;
    customer_notify?: 0 | 1;
    notes?: Notes;
  }): Promise<RzpSubscription>;
  fetchSubscription(subscriptionId: string): Promise<RzpSubscription>;
  cancelSubscription(subscriptionId: string, input: { cancel_at_cycle_end: 0 | 1 }): Promise<RzpSubscription>;
  updateSubscription(
    subscriptionId: string,
    input: { plan_id: string; schedule_change_at: 'now' | 'cycle_end'; customer_notify?: 0 | 1 },
  ): Promise<RzpSubscription>;
  fetchSubscriptionInvoices(subscriptionId: string): Promise<RzpInvoice[]>;
  fetchInvoice(invoiceId: string): Promise<RzpInvoice>;
}

/** A typed client of the Razorpay REST API subset above, with HTTP basic auth (key id : key secret). */
export function createRazorpayClient(options: RazorpayClientOptions): RazorpayClient {
  const transport: Transport = options.transport ?? ((url, init) => fetch(url, init));
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.output<T>> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await transport(`${options.baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      const parsed = rzpErrorSchema.safeParse(json);
      throw new RazorpayError(
        res.status,
        parsed.success
          ? parsed.data.error
          : {
              code: 'SERVER_ERROR',
              description: `Unexpected response (${res.status}) from ${method} ${path}`,
            },
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new RazorpayError(502, {
        code: 'SERVER_ERROR',
        description: `Unexpected response shape from ${method} ${path}: ${parsed.error.issues[0]?.message ?? ''}`,
      });
    }
    return parsed.data;
  }

  const id = (value: string) => encodeURIComponent(value);
  const payments = rzpCollectionSchema(rzpPaymentSchema);
  const invoices = rzpCollectionSchema(rzpInvoiceSchema);

  return {
    createOrder: (input) => call('POST', '/orders', rzpOrderSchema, input),
    fetchOrder: (orderId) => call('GET', `/orders/${id(orderId)}`, rzpOrderSchema),
    fetchOrderPayments: async (orderId) =>
      (await call('GET', `/orders/${id(orderId)}/payments`, payments)).items,
    fetchPayment: (paymentId) => call('GET', `/payments/${id(paymentId)}`, rzpPaymentSchema),
    createPlan: (input) => call('POST', '/plans', rzpPlanSchema, input),
    fetchPlan: (planId) => call('GET', `/plans/${id(planId)}`, rzpPlanSchema),
    createSubscription: (input) => call('POST', '/subscriptions', rzpSubscriptionSchema, input),
    fetchSubscription: (subscriptionId) =>
      call('GET', `/subscriptions/${id(subscriptionId)}`, rzpSubscriptionSchema),
    cancelSubscription: (subscriptionId, input) =>
      call('POST', `/subscriptions/${id(subscriptionId)}/cancel`, rzpSubscriptionSchema, input),
    updateSubscription: (subscriptionId, input) =>
      call('PATCH', `/subscriptions/${id(subscriptionId)}`, rzpSubscriptionSchema, input),
    fetchSubscriptionInvoices: async (subscriptionId) =>
      (await call('GET', `/invoices?subscription_id=${id(subscriptionId)}`, invoices)).items,
    fetchInvoice: (invoiceId) => call('GET', `/invoices/${id(invoiceId)}`, rzpInvoiceSchema),
  };
}
