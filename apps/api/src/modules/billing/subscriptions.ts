import {
  type ActiveSubscriptionResponse,
  billingProblemCodes,
  type Subscription,
  type SubscriptionCheckout,
  type SubscriptionPlanRequest,
  subscriptionStatusSchema,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@talvio/contracts/billing';
import { type Currency, parseCurrency } from '@talvio/domain/currency';
import { formatMoney } from '@talvio/domain/money';
import {
  currencyForPlanId,
  interviewAllowance,
  isPlanName,
  type PaidPlanName,
  type PlanName,
  planIdFor,
  planNameForId,
} from '@talvio/domain/plans';
import { gstRatePercent, planQuote } from '@talvio/domain/pricing';
import type { ProviderPayment } from '../../adapters/payments/payment-provider.ts';
import type { Payments } from '../../adapters/payments/payments.ts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound, unprocessable } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import {
  findInvoiceByPayment,
  findLatestSubscription,
  findOrganisationBilling,
  findOrganisationSubscription,
  insertSubscription,
  type SubscriptionRow,
  updateSubscriptionRow,
} from './billing.repository.ts';
import {
  checkoutFor,
  fromUnix,
  isEndedStatus,
  iso,
  isPaymentCompleted,
  liveStatuses,
  payer,
  planLabel,
  provider,
  refusedCallbackSignature,
  toQuoteBody,
} from './billing-shared.ts';
import { syncSubscription } from './subscription-sync.ts';

/** Months a subscription runs before Razorpay completes it (10 years, renewed monthly). */
export const subscriptionCycles = 120;

/** A stored subscription as the API shows it: an unknown plan reads as free, an unknown status as expired. */
export function toSubscription(row: SubscriptionRow): Subscription {
  const plan: PlanName = isPlanName(row.plan) ? row.plan : 'free';
  const currency = parseCurrency(row.currency);
  const status = subscriptionStatusSchema.safeParse(row.status);
  return {
    id: row.providerSubscriptionId,
    plan,
    plan_id: row.providerPlanId,
    currency,
    status: status.success ? status.data : 'expired',
    current_start: iso(row.currentStart),
    current_end: iso(row.currentEnd),
    cancel_at_cycle_end: row.cancelAtCycleEnd,
    ended_at: iso(row.endedAt),
    quote: toQuoteBody(planQuote(plan, currency)),
    created_at: row.createdAt.toISOString(),
  };
}

/** A plan id maps to its plan (unknown → free, refused here); or a plan name and currency. */
export function resolvePlan(
  payments: Pick<Payments, 'planIds'>,
  request: SubscriptionPlanRequest,
  fallbackCurrency: Currency,
): { plan: PaidPlanName; currency: Currency; planId: string } {
  if (request.plan_id !== undefined) {
    const name = planNameForId(payments.planIds, request.plan_id);
    const currency = currencyForPlanId(payments.planIds, request.plan_id);
    if (name === 'free' || !currency) {
      throw unprocessable(
        'unknown_plan',
        'This plan id is not one of ours; it maps to the free plan, which needs no subscription.',
        'plan_id',
      );
    }
    if (request.plan !== undefined && request.plan !== name)
      throw unprocessable('unknown_plan', `plan_id is the ${name} plan, not ${request.plan}.`, 'plan');
    if (request.currency !== undefined && request.currency !== currency)
      throw unprocessable(
        'unknown_plan',
        `plan_id is priced in ${currency}, not ${request.currency}.`,
        'currency',
      );
    return { plan: name as PaidPlanName, currency, planId: request.plan_id };
  }
  const plan = request.plan as PaidPlanName;
  const currency = request.currency ?? fallbackCurrency;
  return { plan, currency, planId: planIdFor(payments.planIds, plan, currency) };
}

/** What the checkout says a plan costs: the monthly total, GST included where it applies. */
export function planCheckoutDescription(plan: PaidPlanName, currency: Currency): string {
  const quote = planQuote(plan, currency);
  return `Talvio ${planLabel(plan)} plan, ${formatMoney(quote.totalAmount, currency)} per month${quote.gstApplicable ? ` incl. ${gstRatePercent}% GST` : ''}`;
}

/** POST /razorpay/subscription: creates the provider subscription; the checkout pays its first month. */
export async function createSubscription(
  deps: Pick<AppContext, 'db' | 'payments' | 'config' | 'log'>,
  staff: StaffPrincipal,
  request: SubscriptionPlanRequest,
): Promise<SubscriptionCheckout> {
  const who = await payer(deps, staff);
  const target = resolvePlan(deps.payments, request, who.currency);
  const live = await findLatestSubscription(deps.db, staff.organisationId, liveStatuses);
  if (live) {
    throw new AppError(
      billingProblemCodes.subscriptionExists,
      409,
      `Your organisation already has a ${live.plan} subscription. Change the plan instead (POST /razorpay/subscription/update), or cancel it first.`,
      'plan',
    );
  }
  // A subscription whose checkout was abandoned is replaced by the new one.
  const abandoned = await findLatestSubscription(deps.db, staff.organisationId, ['created']);
  if (abandoned) {
    await deps.payments.provider
      .cancelSubscription(abandoned.providerSubscriptionId, 'now')
      .catch((err: unknown) =>
        deps.log.warn(
          { err, subscriptionId: abandoned.providerSubscriptionId },
          'could not cancel an unpaid subscription',
        ),
      );
    await updateSubscriptionRow(deps.db, abandoned.id, { status: 'cancelled', endedAt: new Date() });
  }
  const created = await provider(
    deps.payments.provider.createSubscription({
      planId: target.planId,
      cycles: subscriptionCycles,
      notes: { organisation_id: String(staff.organisationId), plan: target.plan },
    }),
  );
  const row = await insertSubscription(deps.db, staff.organisationId, {
    providerSubscriptionId: created.id,
    providerPlanId: target.planId,
    plan: target.plan,
    currency: target.currency,
    status: created.status,
    currentStart: fromUnix(created.current_start),
    currentEnd: fromUnix(created.current_end),
    cancelAtCycleEnd: false,
    endedAt: null,
    createdBy: staff.id,
  });
  return {
    subscription_id: created.id,
    subscription: toSubscription(row),
    checkout: checkoutFor(
      deps,
      { subscriptionId: created.id },
      {
        description: planCheckoutDescription(target.plan, target.currency),
        callbackPath: '/change-plan',
        prefill: { name: who.name, email: who.email },
      },
    ),
  };
}

/** POST /razorpay/verify-payment for a subscription: checks the signature, then applies the first charge once. */
export async function verifySubscriptionPayment(
  deps: Pick<AppContext, 'db' | 'payments' | 'email' | 'config' | 'log'>,
  staff: StaffPrincipal,
  body: Extract<VerifyPaymentRequest, { razorpay_subscription_id: string }>,
): Promise<VerifyPaymentResponse> {
  const row = await findOrganisationSubscription(
    deps.db,
    staff.organisationId,
    body.razorpay_subscription_id,
  );
  if (!row) throw notFound('The subscription');
  const paid = { subscriptionId: row.providerSubscriptionId, paymentId: body.razorpay_payment_id };
  if (!deps.payments.provider.isValidSubscriptionPayment({ ...paid, signature: body.razorpay_signature }))
    throw refusedCallbackSignature(
      deps,
      staff,
      paid,
      'verify-payment refused: subscription signature mismatch',
    );
  const payment: ProviderPayment = await provider(
    deps.payments.provider.fetchPayment(body.razorpay_payment_id),
  );
  if (!isPaymentCompleted(payment.status)) {
    throw unprocessable(
      billingProblemCodes.paymentNotCompleted,
      `This payment is ${payment.status}; the subscription was not started.`,
      'razorpay_payment_id',
    );
  }
  const alreadyRecorded = (await findInvoiceByPayment(deps.db, payment.id)) !== null;
  const invoice = payment.invoice_id
    ? await provider(deps.payments.provider.fetchInvoice(payment.invoice_id))
    : null;
  if (invoice && invoice.subscription_id !== row.providerSubscriptionId) {
    throw unprocessable(
      billingProblemCodes.paymentNotCompleted,
      'This payment belongs to another subscription.',
      'razorpay_payment_id',
    );
  }
  const synced = await syncSubscription(deps, row.providerSubscriptionId, {
    actorUserId: staff.id,
    charges: [
      {
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        orderId: payment.order_id,
        invoiceId: payment.invoice_id ?? null,
        periodStart: fromUnix(invoice?.billing_start),
        periodEnd: fromUnix(invoice?.billing_end),
        actorUserId: staff.id,
      },
    ],
  });
  if (!synced) throw notFound('The subscription');
  const recorded = await findInvoiceByPayment(deps.db, payment.id);
  return {
    kind: 'subscription',
    payment_id: payment.id,
    subscription: toSubscription(synced.row),
    invoice_id: recorded?.id ?? null,
    already_processed: alreadyRecorded,
  };
}

/** GET /razorpay/subscription/active. */
export async function getActiveSubscription(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
): Promise<ActiveSubscriptionResponse> {
  const { db } = deps;
  const org = await findOrganisationBilling(db, organisationId);
  if (!org) throw notFound('The organisation');
  const live = await findLatestSubscription(db, organisationId, liveStatuses);
  const plan: PlanName = isPlanName(org.plan) ? org.plan : 'free';
  return {
    plan,
    interview_allowance: interviewAllowance(plan),
    billing_period_start: iso(org.billingPeriodStart),
    billing_period_end: iso(org.billingPeriodEnd),
    subscription: live ? toSubscription(live) : null,
  };
}

/** POST /razorpay/subscription/cancel (empty body): cancels at the end of the current cycle. */
export async function cancelSubscription(
  deps: Pick<AppContext, 'db' | 'payments' | 'email' | 'config' | 'log'>,
  staff: StaffPrincipal,
): Promise<Subscription> {
  const live = await findLatestSubscription(deps.db, staff.organisationId, liveStatuses);
  if (!live)
    throw new AppError(
      billingProblemCodes.noSubscription,
      409,
      'Your organisation has no active subscription to cancel.',
    );
  if (live.cancelAtCycleEnd) return toSubscription(live);
  const remote = await provider(
    deps.payments.provider.cancelSubscription(live.providerSubscriptionId, 'cycle_end'),
  );
  const ended = isEndedStatus(remote.status);
  const synced = await syncSubscription(deps, live.providerSubscriptionId, {
    remote,
    cancelAtCycleEnd: !ended,
  });
  return toSubscription(synced?.row ?? live);
}

/** POST /razorpay/subscription/update: changes the plan now (e.g. starter → business). */
export async function changeSubscriptionPlan(
  deps: Pick<AppContext, 'db' | 'payments' | 'email' | 'config' | 'log'>,
  staff: StaffPrincipal,
  request: SubscriptionPlanRequest,
): Promise<Subscription> {
  const live = await findLatestSubscription(deps.db, staff.organisationId, ['active', 'authenticated']);
  if (!live) {
    throw new AppError(
      billingProblemCodes.noSubscription,
      409,
      'Your organisation has no active subscription. Subscribe to a plan first.',
    );
  }
  const currentCurrency = parseCurrency(live.currency);
  const target = resolvePlan(deps.payments, request, currentCurrency);
  if (target.currency !== currentCurrency) {
    throw unprocessable(
      'currency_change',
      `A plan change keeps the subscription's currency (${currentCurrency}). To pay in ${target.currency}, cancel and subscribe again.`,
      'currency',
    );
  }
  if (target.plan === live.plan)
    throw conflict(`Your organisation is already on the ${live.plan} plan.`, 'plan');
  const remote = await provider(
    deps.payments.provider.changeSubscriptionPlan(live.providerSubscriptionId, target.planId),
  );
  const synced = await syncSubscription(deps, live.providerSubscriptionId, {
    remote,
    cancelAtCycleEnd: false,
    actorUserId: staff.id,
  });
  return toSubscription(synced?.row ?? live);
}
