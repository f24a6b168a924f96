import {
  billingProblemCodes,
  type CheckoutOptions,
  type QuoteBody,
  type SubscriptionStatus,
} from '@talvio/contracts/billing';
import { parseCurrency } from '@talvio/domain/currency';
import type { Quote } from '@talvio/domain/pricing';
import { PaymentProviderError } from '../../adapters/payments/payment-provider.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { partMissing } from '../../plugins/required-parts.ts';
import { findUserContact } from './billing.repository.ts';

/**
 * Every part billing's use cases use between them: the database, payments, e-mail, config and the log. Each function
 * names the parts it uses itself; this is the whole set, for callers and tests that hold all of it.
 */
export type BillingDeps = Pick<AppContext, 'db' | 'payments' | 'email' | 'config' | 'log'>;

/** Subscriptions that hold the organisation's plan (Razorpay: authenticated/active, pending while retrying). */
export const liveStatuses = [
  'authenticated',
  'active',
  'pending',
] as const satisfies readonly SubscriptionStatus[];
export const endedStatuses = [
  'halted',
  'cancelled',
  'completed',
  'expired',
] as const satisfies readonly SubscriptionStatus[];
export const terminalStatuses = [
  'cancelled',
  'completed',
  'expired',
] as const satisfies readonly SubscriptionStatus[];

/** A status that ends a subscription's hold on the plan (a halted one may still come back when paid). */
export const isEndedStatus = (status: string) => (endedStatuses as readonly string[]).includes(status);
/** A final status: cancelled, completed or expired. */
export const isTerminalStatus = (status: string) => (terminalStatuses as readonly string[]).includes(status);

/** A payment is complete enough to apply when the provider has captured or authorised it. */
export const isPaymentCompleted = (status: string) => status === 'captured' || status === 'authorized';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const fromUnix = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);

export const creditsLabel = (quantity: number) => `${quantity} job credit${quantity === 1 ? '' : 's'}`;
export const planLabel = (plan: string) => `${plan[0]?.toUpperCase() ?? ''}${plan.slice(1)}`;

export function toQuoteBody(q: Quote): QuoteBody {
  return {
    currency: q.currency,
    taxable_amount: q.taxableAmount,
    gst_applicable: q.gstApplicable,
    gst_amount: q.gstAmount,
    total_amount: q.totalAmount,
  };
}

/** A provider refusal becomes a problem (502 when the provider is down or refuses our keys, else 422). */
export const providerError = (err: unknown): never => {
  if (err instanceof PaymentProviderError) {
    const status = err.status >= 500 || err.status === 401 ? 502 : 422;
    throw new AppError(
      billingProblemCodes.provider,
      status,
      `The payment provider refused the request: ${err.description}`,
      err.field ?? undefined,
    );
  }
  throw err;
};

/** Awaits a provider call, turning its refusal into a problem (see providerError). */
export async function provider<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    return providerError(err);
  }
}

export const invalidSignature = (field: string) =>
  new AppError(
    billingProblemCodes.invalidSignature,
    400,
    'The payment signature does not match this payment. Nothing was changed; if you were charged, it will be applied automatically once the payment provider confirms it.',
    field,
  );

/**
 * A checkout callback (verify-payment) whose signature does not verify: logged with the ids it named, refused on
 * `razorpay_signature`.
 */
export function refusedCallbackSignature(
  deps: Pick<AppContext, 'log'>,
  staff: StaffPrincipal,
  named: Record<string, string>,
  message: string,
): AppError {
  deps.log.warn({ organisationId: staff.organisationId, userId: staff.id, ...named }, message);
  return invalidSignature('razorpay_signature');
}

/** Who pays: the staff member's name, e-mail and preferred currency. */
export async function payer(deps: Pick<AppContext, 'db'>, staff: StaffPrincipal) {
  const user = await findUserContact(deps.db, staff.organisationId, staff.id);
  return {
    name: user?.name ?? '',
    email: user?.email ?? staff.email,
    currency: parseCurrency(user?.currency),
  };
}

/** The options the web app opens the checkout with (the sandbox's checkout page gets a ready URL). */
export function checkoutFor(
  deps: Pick<AppContext, 'payments' | 'config'>,
  target: { orderId: string } | { subscriptionId: string },
  input: { description: string; callbackPath: string; prefill: { name: string; email: string } },
): CheckoutOptions {
  const { payments, config } = deps;
  if (payments.mode === 'unconfigured') throw partMissing('payments');
  const callbackUrl = `${config.publicUrl}${input.callbackPath}`;
  let url: string | null = null;
  if (payments.mode === 'sandbox') {
    const params = new URLSearchParams({
      key_id: payments.keyId,
      ...('orderId' in target ? { order_id: target.orderId } : { subscription_id: target.subscriptionId }),
      callback_url: callbackUrl,
      name: payments.merchantName,
      description: input.description,
      prefill_email: input.prefill.email,
    });
    url = `${payments.checkoutUrl}?${params.toString()}`;
  }
  return {
    mode: payments.mode,
    key_id: payments.keyId,
    url,
    callback_url: callbackUrl,
    name: payments.merchantName,
    description: input.description,
    prefill: input.prefill,
  };
}
