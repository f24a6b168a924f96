import type { Database } from '@talvio/db/client';
import { lockOrganisation } from '@talvio/db/locks';
import { type PlanIdSet, planNameForId } from '@talvio/domain/plans';
import type { ProviderSubscription } from '../../adapters/payments/payment-provider.ts';
import type { Payments } from '../../adapters/payments/payments.ts';
import type { AppContext } from '../../context.ts';
import { type ActivityRecord, recordActivity } from '../activity/activity.service.ts';
import {
  findLatestSubscription,
  findSubscriptionByProviderId,
  type SubscriptionRow,
  setOrganisationPlan,
  updateSubscriptionRow,
} from './billing.repository.ts';
import {
  fromUnix,
  isEndedStatus,
  isTerminalStatus,
  liveStatuses,
  planLabel,
  provider,
} from './billing-shared.ts';
import { type Applied, sendReceipt } from './receipts.ts';
import {
  paidInvoiceCharges,
  recordSubscriptionChargeTx,
  type SubscriptionCharge,
} from './subscription-charges.ts';

/**
 * The changes the provider's view of a subscription makes to our row, or null for a stale view (an older period,
 * or one that would revive an ended subscription), so webhooks may arrive in any order. A plan id Talvio does not
 * know maps to free (docs/product/billing.md, **plan ids**); a paused subscription counts as pending.
 */
export function subscriptionUpdateFrom(
  row: Pick<SubscriptionRow, 'status' | 'currentStart' | 'currentEnd' | 'cancelAtCycleEnd'>,
  remote: Pick<ProviderSubscription, 'status' | 'plan_id' | 'current_start' | 'current_end' | 'ended_at'>,
  planIds: PlanIdSet,
  cancelAtCycleEnd?: boolean,
) {
  // Cancelled, completed and expired are final; a halted subscription may come back when paid.
  const wasEnded = isTerminalStatus(row.status);
  const remoteEnded = isEndedStatus(remote.status);
  const remoteStart = fromUnix(remote.current_start);
  if (wasEnded && !remoteEnded) return null;
  if (row.currentStart && remoteStart && remoteStart < row.currentStart) return null;
  return {
    status: remote.status === 'paused' ? ('pending' as const) : remote.status,
    // Plan ids: a plan id we do not know maps to free (no interviews), whatever the provider charges.
    plan: planNameForId(planIds, remote.plan_id),
    providerPlanId: remote.plan_id,
    currentStart: remoteStart ?? row.currentStart,
    currentEnd: fromUnix(remote.current_end) ?? row.currentEnd,
    cancelAtCycleEnd: remoteEnded ? false : (cancelAtCycleEnd ?? row.cancelAtCycleEnd),
    endedAt: remoteEnded ? (fromUnix(remote.ended_at) ?? new Date()) : null,
  };
}

/**
 * Applies the provider's current view of a subscription to our row and, through it, to the organisation:
 * active → the plan and its billing period (the interview count restarts with the period);
 * halted/cancelled/completed/expired → back to free. Stale views (older period, or reviving an ended
 * subscription) are ignored, so webhooks may arrive in any order.
 */
export async function applySubscriptionStateTx(
  tx: Database,
  payments: Pick<Payments, 'planIds'>,
  row: SubscriptionRow,
  remote: ProviderSubscription,
  extra: { cancelAtCycleEnd?: boolean; actorUserId?: number | null } = {},
): Promise<SubscriptionRow> {
  const changes = subscriptionUpdateFrom(row, remote, payments.planIds, extra.cancelAtCycleEnd);
  if (!changes) return row;
  const remoteEnded = isEndedStatus(remote.status);
  const updated = await updateSubscriptionRow(tx, row.id, changes);
  await lockOrganisation(tx, row.organisationId);
  if (changes.status === 'active' && updated.currentStart && updated.currentEnd) {
    await setOrganisationPlan(tx, row.organisationId, {
      plan: updated.plan,
      billingPeriodStart: updated.currentStart,
      billingPeriodEnd: updated.currentEnd,
    });
  } else if (remoteEnded) {
    // Only when no other subscription of the organisation still holds the plan.
    const other = await findLatestSubscription(tx, row.organisationId, liveStatuses);
    if (!other || other.id === row.id) {
      await setOrganisationPlan(tx, row.organisationId, {
        plan: 'free',
        billingPeriodStart: null,
        billingPeriodEnd: null,
      });
    }
  }
  await recordSubscriptionChanges(tx, row, updated, extra.actorUserId ?? null);
  return updated;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : 'the end of the period');

/** The audit trail of a subscription's change (the activity feed), in the order it is written. */
export function subscriptionChangeActivities(
  before: SubscriptionRow,
  after: SubscriptionRow,
  actorUserId: number | null,
): ActivityRecord[] {
  const plan = planLabel(after.plan);
  const base = {
    organisationId: after.organisationId,
    subjectType: 'subscription' as const,
    subjectId: after.id,
  };
  const details = { subscription_id: after.providerSubscriptionId, plan: after.plan, status: after.status };
  const records: ActivityRecord[] = [];
  const wasLive = before.status === 'active' || before.status === 'pending';
  if (after.status === 'active' && !wasLive) {
    records.push({
      ...base,
      actorUserId: actorUserId ?? after.createdBy,
      verb: 'subscription.activated',
      summary: `Subscribed to the ${plan} plan (${after.currency}); the billing period runs until ${day(after.currentEnd)}.`,
      details,
    });
  } else if (after.status === 'active' && before.plan !== after.plan) {
    records.push({
      ...base,
      actorUserId,
      verb: 'subscription.plan_changed',
      summary: `Changed the plan from ${planLabel(before.plan)} to ${plan}.`,
      details: { ...details, from: before.plan, to: after.plan },
    });
  }
  if (!before.cancelAtCycleEnd && after.cancelAtCycleEnd) {
    records.push({
      ...base,
      actorUserId,
      verb: 'subscription.cancel_scheduled',
      summary: `Cancelled the ${plan} plan at the end of the billing period (${day(after.currentEnd)}).`,
      details,
    });
  }
  if (after.status !== before.status && isTerminalStatus(after.status)) {
    records.push({
      ...base,
      actorUserId: null,
      verb: 'subscription.cancelled',
      summary: `The ${plan} subscription ended (${after.status}); the organisation is on the free plan.`,
      details,
    });
  }
  if (after.status === 'halted' && before.status !== 'halted') {
    records.push({
      ...base,
      actorUserId: null,
      verb: 'subscription.halted',
      summary: `The ${plan} subscription was halted after failed renewal payments; the organisation is on the free plan.`,
      details,
    });
  }
  return records;
}

/** Writes the audit trail of a subscription's change with the change itself. */
async function recordSubscriptionChanges(
  tx: Database,
  before: SubscriptionRow,
  after: SubscriptionRow,
  actorUserId: number | null,
): Promise<void> {
  for (const record of subscriptionChangeActivities(before, after, actorUserId))
    await recordActivity(tx, record);
}

/**
 * Brings a subscription in line with the provider: its current state and every paid invoice (each
 * recorded once). Provider calls happen before the transaction (the embedded sandbox shares the database).
 */
export async function syncSubscription(
  deps: Pick<AppContext, 'db' | 'payments' | 'email' | 'config' | 'log'>,
  providerSubscriptionId: string,
  options: {
    actorUserId?: number | null;
    cancelAtCycleEnd?: boolean;
    remote?: ProviderSubscription;
    /** Charges known from the event itself (a webhook's payment), recorded even before the invoice list has them. */
    charges?: SubscriptionCharge[];
    /** Runs inside the transaction (dedupe of webhook events). False: the change was already applied. */
    before?: (tx: Database) => Promise<boolean>;
  } = {},
): Promise<{ row: SubscriptionRow; applied: Applied[]; skipped: boolean } | null> {
  const known = await findSubscriptionByProviderId(deps.db, providerSubscriptionId);
  if (!known) return null;
  const remote =
    options.remote ?? (await provider(deps.payments.provider.fetchSubscription(providerSubscriptionId)));
  const invoices = await provider(deps.payments.provider.fetchSubscriptionInvoices(providerSubscriptionId));
  const charges = [
    ...(options.charges ?? []),
    ...paidInvoiceCharges(invoices).map((c) => ({ ...c, actorUserId: null })),
  ];
  const result = await deps.db.transaction(async (tx) => {
    if (options.before && !(await options.before(tx))) return null;
    const row = await findSubscriptionByProviderId(tx, providerSubscriptionId, { forUpdate: true });
    if (!row) return null;
    const before = row;
    const after = await applySubscriptionStateTx(tx, deps.payments, row, remote, {
      ...(options.cancelAtCycleEnd !== undefined ? { cancelAtCycleEnd: options.cancelAtCycleEnd } : {}),
      actorUserId: options.actorUserId ?? null,
    });
    const applied: Applied[] = [];
    const seen = new Set<string>();
    for (const charge of charges) {
      if (seen.has(charge.paymentId)) continue;
      seen.add(charge.paymentId);
      // The first charge of a subscription is paid by whoever subscribed; renewals by nobody in particular.
      const actor = options.actorUserId !== undefined ? options.actorUserId : charge.actorUserId;
      applied.push(await recordSubscriptionChargeTx(tx, after, { ...charge, actorUserId: actor ?? null }));
    }
    return { row: after, before, applied };
  });
  if (!result) return { row: known, applied: [], skipped: true };
  for (const a of result.applied) {
    if (a.newly && a.invoice) {
      deps.log.info(
        {
          organisationId: result.row.organisationId,
          subscriptionId: providerSubscriptionId,
          paymentId: a.invoice.providerPaymentId,
        },
        'subscription charge recorded',
      );
      await sendReceipt(deps, a.invoice, a.receiptTo ?? result.row.createdBy);
    }
  }
  return { row: result.row, applied: result.applied, skipped: false };
}
