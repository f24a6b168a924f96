import type { Database } from '@talvio/db/client';
import type { RzpPayment, RzpPlan, RzpSubscription } from '../razorpay-types.ts';
import type { SandboxContext } from './context.ts';
import {
  asPlan,
  asSubscription,
  getEntity,
  lockEntity,
  type SandboxSubscription,
  storeEntity,
  toData,
} from './entities.ts';
import { SandboxError } from './errors.ts';
import { sandboxId } from './ids.ts';
import { chargeCycle } from './invoices.ts';
import {
  type CardOutcome,
  declinedOutcome,
  insertPayment,
  newPayment,
  sandboxCards,
  subscriptionPaidOutcome,
  testCardResult,
} from './payments.ts';
import { findEntity, listSubscriptionIdsByStatus, saveEntity } from './sandbox.repository.ts';
import {
  assertPlanChangeable,
  authenticationFailed,
  cancelledAtCycleEnd,
  cancelledNow,
  cancelMode,
  completedAtCycleEnd,
  cycleEndStep,
  endedAtCycleEnd,
  firstCycleActive,
  monthFrom,
  newSubscription,
  planChangedNow,
  planChangeScheduled,
  renewalFailed,
  renewalPlanId,
  renewedCycle,
} from './subscription-states.ts';
import { bodyOf } from './validation.ts';
import type { WebhookQueue } from './webhooks.ts';

/**
 * Subscriptions: created through the API, authenticated by paying the first charge at the checkout, charged
 * each month by the sandbox's clock (advance), retried then halted when renewals fail, cancelled now or at the
 * cycle end, and moved to another plan now or at the cycle end. Each step's change to the subscription is in
 * subscription-states.ts; here it is stored and its webhooks queued, in one transaction.
 */

export interface SandboxSubscriptions {
  createSubscription(input: unknown): Promise<RzpSubscription>;
  fetchSubscription(id: string): Promise<RzpSubscription>;
  cancelSubscription(id: string, input: unknown): Promise<RzpSubscription>;
  updateSubscription(id: string, input: unknown): Promise<RzpSubscription>;
  /** The checkout: pays the first charge of a subscription with a card number. */
  paySubscription(subscriptionId: string, cardNumber: string): Promise<CardOutcome>;
  /** Ends or renews every active (or pending) subscription whose cycle ended by `now`. */
  advance(now?: Date, options?: { failRenewals?: boolean }): Promise<number>;
}

/** A declined charge of a subscription's plan: a failed payment under an order of its own. */
function declinedCharge(
  sub: SandboxSubscription,
  plan: RzpPlan,
  cardNumber: string,
  createdAt: number,
): RzpPayment {
  return newPayment({
    amount: plan.item.amount * sub.quantity,
    currency: plan.item.currency,
    orderId: sandboxId('order'),
    invoiceId: null,
    status: 'failed',
    cardNumber,
    description: plan.item.name,
    notes: sub.notes,
    createdAt,
  });
}

export function createSubscriptions(ctx: SandboxContext, webhooks: WebhookQueue): SandboxSubscriptions {
  const { db, clock, config } = ctx;
  const { emit } = webhooks;

  /** Charges a cycle of the subscription and stores the subscription as it is for that cycle. */
  async function chargeAndSave(
    tx: Database,
    subscription: SandboxSubscription,
    plan: RzpPlan,
    period: { start: number; end: number },
    cardNumber: string = sandboxCards.success,
  ) {
    const charged = await chargeCycle(ctx, tx, { subscription, plan, cardNumber, period });
    await saveEntity(tx, subscription.id, toData(subscription));
    return charged;
  }

  return {
    async createSubscription(input) {
      const body = bodyOf(input);
      if (typeof body.plan_id !== 'string')
        throw new SandboxError(400, 'The plan id field is required.', { field: 'plan_id' });
      const plan = await findEntity(db, 'plan', body.plan_id);
      if (!plan) throw new SandboxError(400, 'The id provided does not exist', { field: 'plan_id' });
      const now = clock.nowSeconds();
      const sub = newSubscription(body, body.plan_id, { id: sandboxId('sub'), createdAt: now });
      await storeEntity(db, 'subscription', sub, null, now);
      return sub;
    },

    fetchSubscription: (id) => getEntity(db, 'subscription', id, asSubscription),

    async cancelSubscription(id, input) {
      const body = bodyOf(input);
      const atCycleEnd = body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true;
      const result = await db.transaction(async (tx) => {
        const sub = await lockEntity(tx, 'subscription', id, asSubscription);
        if (cancelMode(sub, atCycleEnd) === 'cycle_end') {
          const next = cancelledAtCycleEnd(sub);
          await saveEntity(tx, id, toData(next));
          return next;
        }
        const next = cancelledNow(sub, clock.nowSeconds());
        await saveEntity(tx, id, toData(next));
        await emit(tx, 'subscription.cancelled', { subscription: next });
        return next;
      });
      webhooks.kick();
      return result;
    },

    async updateSubscription(id, input) {
      const body = bodyOf(input);
      if (typeof body.plan_id !== 'string')
        throw new SandboxError(400, 'The plan id field is required.', { field: 'plan_id' });
      const schedule = body.schedule_change_at ?? 'now';
      if (schedule !== 'now' && schedule !== 'cycle_end')
        throw new SandboxError(400, 'schedule_change_at must be now or cycle_end', {
          field: 'schedule_change_at',
        });
      const planData = await findEntity(db, 'plan', body.plan_id);
      if (!planData) throw new SandboxError(400, 'The id provided does not exist', { field: 'plan_id' });
      const plan = asPlan(planData);
      const result = await db.transaction(async (tx) => {
        const sub = await lockEntity(tx, 'subscription', id, asSubscription);
        assertPlanChangeable(sub);
        const current = await lockEntity(tx, 'plan', sub.plan_id, asPlan);
        if (current.item.currency !== plan.item.currency)
          throw new SandboxError(400, 'The currency of the new plan must match the current plan.', {
            field: 'plan_id',
          });
        if (schedule === 'cycle_end') {
          const next = planChangeScheduled(sub, plan.id);
          await saveEntity(tx, id, toData(next));
          return next;
        }
        const cycle = monthFrom(clock.nowSeconds());
        const updated = planChangedNow(sub, plan.id, cycle);
        const { payment, invoice } = await chargeAndSave(tx, updated, plan, cycle);
        await emit(tx, 'subscription.updated', { subscription: updated });
        await emit(tx, 'subscription.charged', { subscription: updated, payment });
        await emit(tx, 'invoice.paid', { invoice, payment });
        return updated;
      });
      webhooks.kick();
      return result;
    },

    async paySubscription(subscriptionId, cardNumber) {
      const result = testCardResult(cardNumber);
      const outcome = await db.transaction(async (tx): Promise<CardOutcome> => {
        const sub = await lockEntity(tx, 'subscription', subscriptionId, asSubscription);
        if (sub.status !== 'created')
          throw new SandboxError(
            400,
            `This subscription is ${sub.status}; it has already been paid or has ended.`,
            {
              field: 'subscription_id',
              step: 'payment_initiation',
            },
          );
        const plan = await lockEntity(tx, 'plan', sub.plan_id, asPlan);
        if (result === 'declined') {
          const now = clock.nowSeconds();
          const payment = declinedCharge(sub, plan, cardNumber, now);
          await insertPayment(tx, payment, now);
          await saveEntity(tx, subscriptionId, toData(authenticationFailed(sub)));
          await emit(tx, 'payment.failed', { payment });
          return declinedOutcome(payment, 'subscription_id', subscriptionId);
        }
        const cycle = monthFrom(clock.nowSeconds());
        const active = firstCycleActive(sub, cycle);
        const { payment, invoice } = await chargeAndSave(tx, active, plan, cycle, cardNumber);
        await emit(tx, 'subscription.authenticated', {
          subscription: { ...active, status: 'authenticated' },
        });
        await emit(tx, 'subscription.activated', { subscription: active });
        await emit(tx, 'subscription.charged', { subscription: active, payment });
        await emit(tx, 'invoice.paid', { invoice, payment });
        await emit(tx, 'payment.captured', { payment });
        return subscriptionPaidOutcome(subscriptionId, payment.id, config.keySecret);
      });
      webhooks.kick();
      return outcome;
    },

    async advance(now = new Date(), options = {}) {
      const at = Math.floor(now.getTime() / 1000);
      let changed = 0;
      const due = [
        ...(await listSubscriptionIdsByStatus(db, 'active')),
        ...(await listSubscriptionIdsByStatus(db, 'pending')),
      ];
      for (const id of due) {
        const didChange = await db.transaction(async (tx) => {
          const sub = await lockEntity(tx, 'subscription', id, asSubscription);
          const ending = cycleEndStep(sub, at);
          if (!ending) return false;
          if (ending.step === 'cancel') {
            const ended = endedAtCycleEnd(sub);
            await saveEntity(tx, id, toData(ended));
            await emit(tx, 'subscription.cancelled', { subscription: ended });
            return true;
          }
          if (ending.step === 'complete') {
            const done = completedAtCycleEnd(sub);
            await saveEntity(tx, id, toData(done));
            await emit(tx, 'subscription.completed', { subscription: done });
            return true;
          }
          const planId = renewalPlanId(sub);
          const plan = await lockEntity(tx, 'plan', planId, asPlan);
          if (options.failRenewals) {
            // The saved card is declined: Razorpay retries (pending), then gives up (halted).
            const failedPayment = declinedCharge(sub, plan, sandboxCards.declined, clock.nowSeconds());
            await insertPayment(tx, failedPayment, failedPayment.created_at);
            const next = renewalFailed(sub);
            await saveEntity(tx, id, toData(next));
            await emit(tx, 'payment.failed', { payment: failedPayment });
            await emit(tx, `subscription.${next.status}`, { subscription: next });
            return true;
          }
          const cycle = monthFrom(ending.cycleEnd);
          const renewed = renewedCycle(sub, planId, cycle);
          const { payment, invoice } = await chargeAndSave(tx, renewed, plan, cycle);
          await emit(tx, 'subscription.charged', { subscription: renewed, payment });
          await emit(tx, 'invoice.paid', { invoice, payment });
          return true;
        });
        if (didChange) changed += 1;
      }
      if (changed > 0) webhooks.kick();
      return changed;
    },
  };
}
