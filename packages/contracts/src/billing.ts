import { jobCreditQuantity, paidPlanNames, planNames } from '@talvio/domain/plans';
import { z } from 'zod';
import { currencySchema } from './users.ts';

/**
 * Billing: plans, order notes and verification fields, the billing and credits calls (docs/product/billing.md).
 * Every amount is an integer number of minor units (cents, paise) with its currency.
 */

export const planNameSchema = z.enum(planNames, { error: 'Choose free, starter, business or enterprise' });
export const paidPlanNameSchema = z.enum(paidPlanNames, { error: 'Choose starter, business or enterprise' });
export type PlanNameValue = z.infer<typeof planNameSchema>;
export type PaidPlanNameValue = z.infer<typeof paidPlanNameSchema>;

/** An amount of money: whole minor units. */
export const minorAmountSchema = z.number().int().nonnegative();
const perCurrency = <T extends z.ZodType>(value: T) => z.object({ USD: value, INR: value });

const providerId = (prefix: string) =>
  z
    .string()
    .trim()
    .min(prefix.length + 1)
    .max(64)
    .regex(new RegExp(`^${prefix}[A-Za-z0-9_]+$`), `Must be a ${prefix}… id`);

export const razorpayOrderIdSchema = providerId('order_');
export const razorpayPaymentIdSchema = providerId('pay_');
export const razorpaySubscriptionIdSchema = providerId('sub_');
/** Hex HMAC-SHA256 as Razorpay sends it. */
export const razorpaySignatureSchema = z
  .string()
  .trim()
  .max(128)
  .regex(/^[0-9a-fA-F]+$/, 'Must be a hex signature');

/** The taxable amount, GST and total of one purchase or one billing period (docs/product/billing.md, **GST**). */
export const quoteSchema = z.object({
  currency: currencySchema,
  /** Before GST. */
  taxable_amount: minorAmountSchema,
  /** 18 % on INR, 0 on USD. */
  gst_applicable: z.boolean(),
  gst_amount: minorAmountSchema,
  /** taxable_amount + gst_amount: what is charged. */
  total_amount: minorAmountSchema,
});
export type QuoteBody = z.infer<typeof quoteSchema>;

// ---------------------------------------------------------------- plans and configuration (public)

/** GET /billing/plans (public; /pricing, /change-plan, /purchase-credits). */
export const billingPlanSchema = z.object({
  name: planNameSchema,
  /** The provider plan id per currency (the production set); null for free. */
  plan_ids: perCurrency(z.string().nullable()),
  /** Per billing period, before GST, minor units. */
  price: perCurrency(minorAmountSchema),
  /** GST per billing period (INR only), minor units. */
  gst: perCurrency(minorAmountSchema),
  /** price + gst: what each period is charged, minor units. */
  total: perCurrency(minorAmountSchema),
  /** Interviews per billing period. */
  interview_allowance: z.number().int(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

export const billingCatalogSchema = z.object({
  plans: z.array(billingPlanSchema),
  job_credit: z.object({
    /** The price of one credit before GST, minor units. */
    unit_price: perCurrency(minorAmountSchema),
    min_quantity: z.number().int(),
    max_quantity: z.number().int(),
  }),
  gst_rate_percent: z.number().int(),
  /** Billing period of every paid plan. */
  period: z.literal('monthly'),
});
export type BillingCatalog = z.infer<typeof billingCatalogSchema>;

export const paymentsModes = ['sandbox', 'live'] as const;

/**
 * GET /razorpay/config (public): how the web app opens the checkout.
 * - sandbox: open `checkout_url` (the local test checkout page) — the checkout responses below carry a ready URL;
 * - live: load checkout.js from `checkout_url` and open it with `key_id` and the order or subscription id.
 */
export const razorpayConfigSchema = z.object({
  mode: z.enum(paymentsModes),
  key_id: z.string(),
  checkout_url: z.string(),
  merchant_name: z.string(),
});
export type RazorpayConfig = z.infer<typeof razorpayConfigSchema>;

/** What the checkout needs, whichever mode (fields named like checkout.js options). */
export const checkoutOptionsSchema = z.object({
  mode: z.enum(paymentsModes),
  key_id: z.string(),
  /**
   * Sandbox: the test checkout page for this order or subscription, ready to open (it returns to
   * `callback_url`). Live: null (use checkout.js).
   */
  url: z.string().nullable(),
  /** Where the sandbox page sends the browser back (an SPA route with the razorpay_* query parameters). */
  callback_url: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string() }),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

// ---------------------------------------------------------------- job credits: create-order, verify-payment

/** Job-credit order notes. `gstAmount` in minor units. */
export const jobCreditOrderNotesSchema = z.object({
  creditType: z.literal('job_credit', { error: "creditType must be 'job_credit'" }),
  quantity: z
    .number({ error: 'Enter a quantity' })
    .int('Enter a whole number')
    .min(jobCreditQuantity.min, `Buy at least ${jobCreditQuantity.min} credit`)
    .max(jobCreditQuantity.max, `Buy at most ${jobCreditQuantity.max} credits at once`),
  purpose: z.literal('job_credit_purchase', { error: "purpose must be 'job_credit_purchase'" }),
  gstAmount: minorAmountSchema,
  gstApplicable: z.boolean(),
});
export type JobCreditOrderNotes = z.infer<typeof jobCreditOrderNotesSchema>;

/**
 * POST /razorpay/create-order (amount, currency, notes). `amount` is the total to charge in minor
 * units (taxable + GST). The server recomputes it from quantity and currency and refuses any mismatch with
 * 422 naming the field (`amount`, `notes.gstAmount` or `notes.gstApplicable`).
 */
export const createOrderRequestSchema = z.object({
  amount: z.number({ error: 'Enter the amount' }).int('Amount must be in minor units').positive(),
  currency: currencySchema,
  notes: jobCreditOrderNotesSchema,
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const orderStatuses = ['created', 'attempted', 'paid'] as const;

export const creditOrderSchema = z.object({
  /** Razorpay's order id (order_…). */
  order_id: z.string(),
  status: z.enum(orderStatuses),
  /** Total in minor units (what the checkout charges). */
  amount: minorAmountSchema,
  currency: currencySchema,
  quantity: z.number().int(),
  /** One credit before GST. */
  unit_amount: minorAmountSchema,
  quote: quoteSchema,
  notes: jobCreditOrderNotesSchema,
  created_at: z.string(),
});
export type CreditOrder = z.infer<typeof creditOrderSchema>;

/** 201 from POST /razorpay/create-order: the order and how to open the checkout for it. */
export const createOrderResponseSchema = creditOrderSchema.extend({ checkout: checkoutOptionsSchema });
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** Payment verification fields, for an order (job credits); notes as sent to create-order. */
export const verifyOrderPaymentSchema = z.object({
  razorpay_order_id: razorpayOrderIdSchema,
  razorpay_payment_id: razorpayPaymentIdSchema,
  razorpay_signature: razorpaySignatureSchema,
  /** Notes with creditType, quantity and purpose; when given they must match the order. */
  notes: jobCreditOrderNotesSchema
    .pick({ creditType: true, quantity: true, purpose: true })
    .extend({ gstAmount: minorAmountSchema.optional(), gstApplicable: z.boolean().optional() })
    .optional(),
});

/** The callback of a subscription checkout (Razorpay signs payment_id|subscription_id). */
export const verifySubscriptionPaymentSchema = z.object({
  razorpay_subscription_id: razorpaySubscriptionIdSchema,
  razorpay_payment_id: razorpayPaymentIdSchema,
  razorpay_signature: razorpaySignatureSchema,
});

/**
 * POST /razorpay/verify-payment: either an order payment (job credits) or a subscription payment.
 * A wrong signature answers 400 `invalid_signature` and changes nothing.
 */
export const verifyPaymentRequestSchema = z.union([
  verifyOrderPaymentSchema,
  verifySubscriptionPaymentSchema,
]);
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

// ---------------------------------------------------------------- subscriptions

export const subscriptionStatuses = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionSchema = z.object({
  /** Razorpay's subscription id (sub_…). */
  id: z.string(),
  plan: planNameSchema,
  plan_id: z.string(),
  currency: currencySchema,
  status: subscriptionStatusSchema,
  /** The current billing period (null until the first payment). */
  current_start: z.string().nullable(),
  current_end: z.string().nullable(),
  /** Cancelled at the end of the current cycle (POST /razorpay/subscription/cancel): ends at current_end. */
  cancel_at_cycle_end: z.boolean(),
  ended_at: z.string().nullable(),
  /** Each billing period's charge. */
  quote: quoteSchema,
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * POST /razorpay/subscription and POST /razorpay/subscription/update: a paid plan and currency, or a
 * `plan_id` (of the production set; an unknown id maps to free and is refused).
 */
export const subscriptionPlanRequestSchema = z
  .object({
    plan: paidPlanNameSchema.optional(),
    currency: currencySchema.optional(),
    plan_id: z.string().trim().min(1).max(64).optional(),
  })
  .refine((v) => v.plan !== undefined || v.plan_id !== undefined, {
    message: 'Choose a plan',
    path: ['plan'],
  });
export type SubscriptionPlanRequest = z.infer<typeof subscriptionPlanRequestSchema>;

/** 201 from POST /razorpay/subscription: the new subscription (status created) and how to pay for it. */
export const subscriptionCheckoutSchema = z.object({
  subscription_id: z.string(),
  subscription: subscriptionSchema,
  checkout: checkoutOptionsSchema,
});
export type SubscriptionCheckout = z.infer<typeof subscriptionCheckoutSchema>;

/** GET /razorpay/subscription/active: the organisation's plan now and its live subscription, if any. */
export const activeSubscriptionResponseSchema = z.object({
  plan: planNameSchema,
  /** The allowance of that plan per billing period. */
  interview_allowance: z.number().int(),
  billing_period_start: z.string().nullable(),
  billing_period_end: z.string().nullable(),
  /** The subscription that sets the plan (active, pending, authenticated, or cancelled at cycle end), or null. */
  subscription: subscriptionSchema.nullable(),
});
export type ActiveSubscriptionResponse = z.infer<typeof activeSubscriptionResponseSchema>;

/** Result of verify-payment. `already_processed` is true when the payment had been applied before. */
export const verifyPaymentResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('credits'),
    order_id: z.string(),
    payment_id: z.string(),
    credits_added: z.number().int(),
    /** The balance after the purchase (the same number as talvio_credits). */
    remaining: z.number().int(),
    invoice_id: z.number().int(),
    already_processed: z.boolean(),
  }),
  z.object({
    kind: z.literal('subscription'),
    payment_id: z.string(),
    subscription: subscriptionSchema,
    invoice_id: z.number().int().nullable(),
    already_processed: z.boolean(),
  }),
]);
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

// ---------------------------------------------------------------- invoices and purchase history

export const billingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BillingListQuery = z.input<typeof billingListQuerySchema>;

export const invoiceKinds = ['credits', 'subscription'] as const;

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unit_amount: minorAmountSchema,
  /** quantity × unit_amount, before GST. */
  amount: minorAmountSchema,
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  /** Our invoice number, e.g. TLV-2026-000042. */
  number: z.string(),
  kind: z.enum(invoiceKinds),
  description: z.string(),
  status: z.literal('paid'),
  lines: z.array(invoiceLineSchema),
  quote: quoteSchema,
  /** The billing period a subscription invoice covers; null for credits. */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  payment_id: z.string(),
  order_id: z.string().nullable(),
  subscription_id: z.string().nullable(),
  /** Razorpay's invoice id (inv_…) of a subscription charge. */
  provider_invoice_id: z.string().nullable(),
  issued_at: z.string(),
  /** The printable invoice page (text/html; needs the bearer token). */
  url: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /razorpay/subscription/invoices (subscription charges) and GET /razorpay/customer-invoices (all). */
export const invoiceListSchema = z.object({
  items: z.array(invoiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const purchaseStatuses = ['pending', 'paid', 'failed'] as const;

/** One purchase: a job-credit order or a subscription charge. */
export const purchaseSchema = z.object({
  /** "order:order_…" or "payment:pay_…": stable and unique within the list. */
  id: z.string(),
  kind: z.enum(invoiceKinds),
  description: z.string(),
  status: z.enum(purchaseStatuses),
  /** Credits bought (credits); null for subscription charges. */
  quantity: z.number().int().nullable(),
  plan: planNameSchema.nullable(),
  quote: quoteSchema,
  order_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  subscription_id: z.string().nullable(),
  invoice_id: z.number().int().nullable(),
  /** Who started it; null for automatic renewals or removed users. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** GET /purchase-history: newest first; credit orders not paid yet show as pending. */
export const purchaseHistorySchema = z.object({
  items: z.array(purchaseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;

// ---------------------------------------------------------------- webhook

export const webhookResultSchema = z.object({
  status: z.enum(['processed', 'duplicate', 'ignored']),
});

/** Problem codes of billing errors. */
export const billingProblemCodes = {
  invalidSignature: 'invalid_signature',
  amountMismatch: 'amount_mismatch',
  subscriptionExists: 'subscription_exists',
  noSubscription: 'no_subscription',
  paymentNotCompleted: 'payment_not_completed',
  provider: 'payment_provider_error',
} as const;
