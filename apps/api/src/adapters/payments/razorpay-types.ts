import { subscriptionStatuses } from '@talvio/contracts/billing';
import { z } from 'zod';

/**
 * The subset of Razorpay's REST API objects Talvio uses (orders, payments, subscriptions, invoices, plans),
 * validated at the boundary. Unknown fields are kept (loose objects): Razorpay adds fields over time.
 * Amounts are integers in the smallest currency unit; times are Unix seconds.
 */

/** Razorpay returns notes as an object, or as [] when there are none. */
export const rzpNotesSchema = z
  .union([
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    z.array(z.unknown()),
  ])
  .transform((notes): Record<string, string> => {
    if (Array.isArray(notes)) return {};
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(notes)) if (v !== null) out[k] = String(v);
    return out;
  });
export type RzpNotes = Record<string, string>;

const amount = z.number().int().nonnegative();
const unixTime = z.number().int();

export const rzpOrderStatuses = ['created', 'attempted', 'paid'] as const;
export const rzpOrderSchema = z.looseObject({
  id: z.string(),
  entity: z.literal('order'),
  amount,
  amount_paid: amount,
  amount_due: amount,
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(rzpOrderStatuses),
  attempts: z.number().int(),
  notes: rzpNotesSchema,
  created_at: unixTime,
});
export type RzpOrder = z.infer<typeof rzpOrderSchema>;

export const rzpPaymentStatuses = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const;
export const rzpPaymentSchema = z.looseObject({
  id: z.string(),
  entity: z.literal('payment'),
  amount,
  currency: z.string(),
  status: z.enum(rzpPaymentStatuses),
  order_id: z.string().nullable(),
  invoice_id: z.string().nullable().optional(),
  method: z.string().nullable().optional(),
  captured: z.boolean(),
  description: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  notes: rzpNotesSchema,
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  created_at: unixTime,
});
export type RzpPayment = z.infer<typeof rzpPaymentSchema>;

/** Talvio's subscription statuses are Razorpay's; Razorpay also has `paused`, which Talvio never asks for. */
export const rzpSubscriptionStatuses = [...subscriptionStatuses, 'paused'] as const;
export type RzpSubscriptionStatus = (typeof rzpSubscriptionStatuses)[number];
export const rzpSubscriptionSchema = z.looseObject({
  id: z.string(),
  entity: z.literal('subscription'),
  plan_id: z.string(),
  customer_id: z.string().nullable().optional(),
  status: z.enum(rzpSubscriptionStatuses),
  current_start: unixTime.nullable(),
  current_end: unixTime.nullable(),
  ended_at: unixTime.nullable(),
  quantity: z.number().int(),
  notes: rzpNotesSchema,
  charge_at: unixTime.nullable(),
  start_at: unixTime.nullable(),
  end_at: unixTime.nullable(),
  auth_attempts: z.number().int(),
  total_count: z.number().int(),
  paid_count: z.number().int(),
  customer_notify: z.boolean(),
  created_at: unixTime,
  short_url: z.string().nullable().optional(),
  has_scheduled_changes: z.boolean(),
  change_scheduled_at: unixTime.nullable(),
  remaining_count: z.union([z.number().int(), z.string()]).nullable().optional(),
});
export type RzpSubscription = z.infer<typeof rzpSubscriptionSchema>;

export const rzpInvoiceStatuses = [
  'draft',
  'issued',
  'partially_paid',
  'paid',
  'cancelled',
  'expired',
] as const;
export const rzpInvoiceSchema = z.looseObject({
  id: z.string(),
  entity: z.literal('invoice'),
  type: z.string().nullable().optional(),
  status: z.enum(rzpInvoiceStatuses),
  subscription_id: z.string().nullable().optional(),
  order_id: z.string().nullable().optional(),
  payment_id: z.string().nullable().optional(),
  amount,
  amount_paid: amount,
  amount_due: amount,
  currency: z.string(),
  billing_start: unixTime.nullable().optional(),
  billing_end: unixTime.nullable().optional(),
  line_items: z
    .array(
      z.looseObject({
        name: z.string(),
        amount,
        quantity: z.number().int(),
        currency: z.string().optional(),
      }),
    )
    .optional(),
  issued_at: unixTime.nullable().optional(),
  paid_at: unixTime.nullable().optional(),
  created_at: unixTime,
});
export type RzpInvoice = z.infer<typeof rzpInvoiceSchema>;

export const rzpPlanSchema = z.looseObject({
  id: z.string(),
  entity: z.literal('plan'),
  interval: z.number().int(),
  period: z.enum(['daily', 'weekly', 'monthly', 'yearly']),
  item: z.looseObject({
    name: z.string(),
    amount,
    currency: z.string(),
    description: z.string().nullable().optional(),
  }),
  notes: rzpNotesSchema,
  created_at: unixTime,
});
export type RzpPlan = z.infer<typeof rzpPlanSchema>;

export const rzpCollectionSchema = <T extends z.ZodType>(item: T) =>
  z.object({ entity: z.literal('collection'), count: z.number().int(), items: z.array(item) });

/** Razorpay's error body. */
export const rzpErrorSchema = z.object({
  error: z.looseObject({
    code: z.string(),
    description: z.string(),
    field: z.string().nullable().optional(),
    source: z.string().nullable().optional(),
    step: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
  }),
});
export type RzpError = z.infer<typeof rzpErrorSchema>['error'];

/** A webhook delivery: `payload` holds the entities of the event, each as { entity: {...} }. */
export const rzpWebhookSchema = z.looseObject({
  entity: z.literal('event'),
  account_id: z.string().optional(),
  event: z.string().max(100),
  contains: z.array(z.string()).optional(),
  payload: z.looseObject({
    payment: z.object({ entity: rzpPaymentSchema }).optional(),
    order: z.object({ entity: rzpOrderSchema }).optional(),
    subscription: z.object({ entity: rzpSubscriptionSchema }).optional(),
    invoice: z.object({ entity: rzpInvoiceSchema }).optional(),
  }),
  created_at: unixTime,
});
export type RzpWebhook = z.infer<typeof rzpWebhookSchema>;
