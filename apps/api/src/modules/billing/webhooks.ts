import { createHash } from 'node:crypto';
import type { Database } from '@talvio/db/client';
import type { ProviderWebhookEvent } from '../../adapters/payments/payment-provider.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  isWebhookEventRecorded,
  markCreditOrderAttempted,
  recordWebhookEvent,
} from './billing.repository.ts';
import { fromUnix, invalidSignature, isPaymentCompleted } from './billing-shared.ts';
import { applyCreditPaymentTx } from './orders.ts';
import { sendReceipt } from './receipts.ts';
import type { SubscriptionCharge } from './subscription-charges.ts';
import { syncSubscription } from './subscription-sync.ts';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** The id an event is applied once under: the provider's event id (at most 100 characters), else the body's hash. */
export function webhookEventId(rawBody: string, eventId: string | undefined): string {
  return eventId?.slice(0, 100) || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}

/** The subscription a subscription or invoice event is about, or null for any other event. */
export function webhookSubscriptionId(event: ProviderWebhookEvent): string | null {
  const { subscription, invoice } = event.payload;
  const subscriptionId = subscription?.entity.id ?? invoice?.entity.subscription_id ?? null;
  if (subscriptionId && (event.event.startsWith('subscription.') || event.event.startsWith('invoice.')))
    return subscriptionId;
  return null;
}

/** The charge a subscription event carries (a captured payment, with the invoice's billing period), if any. */
export function webhookSubscriptionCharge(event: ProviderWebhookEvent): SubscriptionCharge | null {
  const { payment, subscription, invoice } = event.payload;
  return payment && payment.entity.status === 'captured'
    ? {
        paymentId: payment.entity.id,
        amount: payment.entity.amount,
        currency: payment.entity.currency,
        orderId: payment.entity.order_id,
        invoiceId: payment.entity.invoice_id ?? invoice?.entity.id ?? null,
        periodStart: fromUnix(invoice?.entity.billing_start ?? subscription?.entity.current_start),
        periodEnd: fromUnix(invoice?.entity.billing_end ?? subscription?.entity.current_end),
        actorUserId: null,
      }
    : null;
}

/**
 * POST /razorpay/webhook: the signature is checked on the raw body before anything else; each event id is
 * applied once (recorded in the same transaction as its effect). Order and payment events credit job
 * credits; subscription and invoice events re-read the subscription from the provider and apply it.
 */
export async function handleWebhook(
  deps: Pick<AppContext, 'db' | 'payments' | 'email' | 'config' | 'log'>,
  input: { rawBody: string; signature: string | undefined; eventId: string | undefined },
): Promise<WebhookOutcome> {
  if (!deps.payments.provider.isValidWebhook(input.rawBody, input.signature)) {
    deps.log.warn(
      { eventId: input.eventId ?? null, hasSignature: Boolean(input.signature) },
      'webhook refused: signature mismatch',
    );
    throw invalidSignature('x-razorpay-signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    throw new AppError('invalid_input', 400, 'The webhook body is not JSON.');
  }
  const parsed = deps.payments.provider.parseWebhookEvent(json);
  if (!parsed.ok) {
    deps.log.warn({ eventId: input.eventId ?? null, issue: parsed.issue }, 'webhook body not understood');
    throw new AppError('invalid_input', 400, 'The webhook body is not a Razorpay event.');
  }
  const event = parsed.event;
  const eventId = webhookEventId(input.rawBody, input.eventId);
  if (await isWebhookEventRecorded(deps.db, eventId)) return 'duplicate';
  const record = async (tx: Database) => recordWebhookEvent(tx, eventId, event.event);
  return dispatchWebhook(deps, event, record);
}

async function dispatchWebhook(
  deps: Pick<AppContext, 'db' | 'payments' | 'email' | 'config' | 'log'>,
  event: ProviderWebhookEvent,
  record: (tx: Database) => Promise<boolean>,
): Promise<WebhookOutcome> {
  const { payment } = event.payload;
  const subscriptionId = webhookSubscriptionId(event);

  if (subscriptionId) {
    const charge = webhookSubscriptionCharge(event);
    const synced = await syncSubscription(deps, subscriptionId, {
      ...(charge ? { charges: [charge] } : {}),
      before: record,
    });
    if (!synced) return recordOnly(deps, record, 'ignored');
    return synced.skipped ? 'duplicate' : 'processed';
  }

  const orderId = payment?.entity.order_id ?? event.payload.order?.entity.id ?? null;
  if (orderId && payment && (event.event === 'payment.captured' || event.event === 'order.paid')) {
    if (!isPaymentCompleted(payment.entity.status)) return recordOnly(deps, record, 'ignored');
    const outcome = await deps.db.transaction(async (tx) => {
      if (!(await record(tx))) return 'duplicate' as const;
      const applied = await applyCreditPaymentTx(tx, deps.log, {
        orderId,
        paymentId: payment.entity.id,
        amount: payment.entity.amount,
        currency: payment.entity.currency,
      });
      return applied;
    });
    if (outcome === 'duplicate') return 'duplicate';
    if (!outcome.order) return 'ignored';
    if (outcome.newly && outcome.invoice) {
      deps.log.info(
        {
          organisationId: outcome.order.organisationId,
          orderId,
          paymentId: payment.entity.id,
          source: 'webhook',
        },
        'job credits purchased',
      );
      await sendReceipt(deps, outcome.invoice, outcome.receiptTo);
    }
    return 'processed';
  }

  if (event.event === 'payment.failed' && orderId) {
    return deps.db.transaction(async (tx) => {
      if (!(await record(tx))) return 'duplicate' as const;
      await markCreditOrderAttempted(tx, orderId);
      return 'processed' as const;
    });
  }
  return recordOnly(deps, record, 'ignored');
}

/** An event with nothing to apply is still recorded once, so a repeat reads as a duplicate. */
async function recordOnly(
  deps: Pick<AppContext, 'db'>,
  record: (tx: Database) => Promise<boolean>,
  outcome: WebhookOutcome,
): Promise<WebhookOutcome> {
  const fresh = await deps.db.transaction((tx) => record(tx));
  return fresh ? outcome : 'duplicate';
}
