import type { SandboxSubscription } from './entities.ts';
import { SandboxError } from './errors.ts';
import { bodyOf, normaliseNotes, requireInt } from './validation.ts';

/**
 * How each step of a subscription's life changes it, as plain functions of the stored object (no store, no
 * clock): creation, the first charge, cycle ends (renew, retry, halt, complete, cancel), cancelling and
 * changing plan. subscriptions.ts runs these steps in transactions and sends their webhooks.
 */

/** The same day one month later (clamped to the month's end), in Unix seconds, UTC: the next charge date. */
export function addOneMonth(unixSeconds: number): number {
  const d = new Date(unixSeconds * 1000);
  const day = d.getUTCDate();
  const next = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + 1,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return Math.floor(next.getTime() / 1000);
}

/** A billing cycle: one month from `start`, in Unix seconds. */
export interface Cycle {
  start: number;
  end: number;
}

export function monthFrom(start: number): Cycle {
  return { start, end: addOneMonth(start) };
}

/**
 * A subscription from a create-subscription request for an existing plan: created, not yet paid. Checks
 * total_count, then quantity (1 when absent), then notes.
 */
export function newSubscription(
  input: unknown,
  planId: string,
  ids: { id: string; createdAt: number },
): SandboxSubscription & { cancel_at_cycle_end: boolean } {
  const body = bodyOf(input);
  const totalCount = requireInt(body.total_count, 'total_count', 1);
  const quantity = body.quantity === undefined ? 1 : requireInt(body.quantity, 'quantity', 1);
  return {
    id: ids.id,
    entity: 'subscription',
    plan_id: planId,
    customer_id: null,
    status: 'created',
    current_start: null,
    current_end: null,
    ended_at: null,
    quantity,
    notes: normaliseNotes(body.notes),
    charge_at: null,
    start_at: null,
    end_at: null,
    auth_attempts: 0,
    total_count: totalCount,
    paid_count: 0,
    customer_notify: body.customer_notify === undefined ? true : Boolean(body.customer_notify),
    created_at: ids.createdAt,
    expire_by: null,
    short_url: null,
    has_scheduled_changes: false,
    change_scheduled_at: null,
    source: 'api',
    payment_method: null,
    offer_id: null,
    remaining_count: totalCount,
    cancel_at_cycle_end: false,
  };
}

/** The first charge succeeded: active for its first cycle, one cycle paid. */
export function firstCycleActive(sub: SandboxSubscription, cycle: Cycle): SandboxSubscription {
  return {
    ...sub,
    status: 'active' as const,
    current_start: cycle.start,
    current_end: cycle.end,
    start_at: cycle.start,
    charge_at: cycle.end,
    auth_attempts: sub.auth_attempts + 1,
    paid_count: 1,
    remaining_count: sub.total_count - 1,
    payment_method: 'card',
  };
}

/** The first charge was declined: still created, one authentication attempt more. */
export function authenticationFailed(sub: SandboxSubscription): SandboxSubscription {
  return { ...sub, auth_attempts: sub.auth_attempts + 1 };
}

/**
 * A cancel request: refused once the subscription has ended; at the cycle end when asked and a paid cycle is
 * running (active, authenticated or pending); otherwise at once.
 */
export function cancelMode(sub: SandboxSubscription, atCycleEnd: boolean): 'cycle_end' | 'now' {
  if (sub.status === 'cancelled' || sub.status === 'completed' || sub.status === 'expired')
    throw new SandboxError(400, 'Subscription is not cancellable in cancelled status.', {
      field: 'id',
    });
  const live = sub.status === 'active' || sub.status === 'authenticated' || sub.status === 'pending';
  return atCycleEnd && live && sub.current_end !== null ? 'cycle_end' : 'now';
}

/** Marked to end when the current cycle does: no further charge. */
export function cancelledAtCycleEnd(sub: SandboxSubscription): SandboxSubscription {
  return { ...sub, cancel_at_cycle_end: true, end_at: sub.current_end, charge_at: null };
}

/** Cancelled at `at` (Unix seconds). */
export function cancelledNow(sub: SandboxSubscription, at: number): SandboxSubscription {
  return {
    ...sub,
    status: 'cancelled' as const,
    ended_at: at,
    charge_at: null,
    cancel_at_cycle_end: false,
  };
}

/** A plan change is allowed while the subscription is active or authenticated. */
export function assertPlanChangeable(sub: SandboxSubscription): void {
  if (sub.status !== 'active' && sub.status !== 'authenticated')
    throw new SandboxError(400, `Subscription cannot be updated in ${sub.status} status.`, {
      field: 'id',
    });
}

/** A plan change scheduled for the end of the current cycle. */
export function planChangeScheduled(sub: SandboxSubscription, planId: string): SandboxSubscription {
  return {
    ...sub,
    has_scheduled_changes: true,
    change_scheduled_at: sub.current_end,
    scheduled_plan_id: planId,
  };
}

/** A plan change that takes effect now: a new cycle starts, charged at the new plan's price. */
export function planChangedNow(sub: SandboxSubscription, planId: string, cycle: Cycle): SandboxSubscription {
  return {
    ...sub,
    plan_id: planId,
    status: 'active' as const,
    current_start: cycle.start,
    current_end: cycle.end,
    charge_at: cycle.end,
    end_at: null,
    cancel_at_cycle_end: false,
    paid_count: sub.paid_count + 1,
    remaining_count: Math.max(0, sub.total_count - sub.paid_count - 1),
  };
}

/**
 * What happens to a subscription at `at` (Unix seconds): nothing (null) unless it is active or pending and its
 * cycle has ended; then it is cancelled (if marked so), completed (all cycles paid) or charged for a new cycle.
 */
export function cycleEndStep(
  sub: SandboxSubscription,
  at: number,
): { step: 'cancel' | 'complete' | 'charge'; cycleEnd: number } | null {
  if (sub.status !== 'active' && sub.status !== 'pending') return null;
  if (sub.current_end === null || sub.current_end > at) return null;
  if (sub.cancel_at_cycle_end) return { step: 'cancel', cycleEnd: sub.current_end };
  if (sub.paid_count >= sub.total_count) return { step: 'complete', cycleEnd: sub.current_end };
  return { step: 'charge', cycleEnd: sub.current_end };
}

/** Cancelled at the end of its cycle, as it was marked to be. */
export function endedAtCycleEnd(sub: SandboxSubscription): SandboxSubscription {
  return {
    ...sub,
    status: 'cancelled' as const,
    ended_at: sub.current_end,
    charge_at: null,
    cancel_at_cycle_end: false,
  };
}

/** Every cycle paid: completed at the end of the last one. */
export function completedAtCycleEnd(sub: SandboxSubscription): SandboxSubscription {
  return { ...sub, status: 'completed' as const, ended_at: sub.current_end, charge_at: null };
}

/** The plan the next cycle is charged at: the scheduled one when a change is scheduled. */
export function renewalPlanId(sub: SandboxSubscription): string {
  const scheduled = sub.scheduled_plan_id;
  return sub.has_scheduled_changes && scheduled ? scheduled : sub.plan_id;
}

/** The renewal charge was declined: an active subscription goes pending (retried), a pending one halts. */
export function renewalFailed(sub: SandboxSubscription): SandboxSubscription {
  const status = sub.status === 'active' ? ('pending' as const) : ('halted' as const);
  return { ...sub, status, ...(status === 'halted' ? { charge_at: null } : {}) };
}

/** Renewed for the next cycle (from the end of the last one) at `planId`, any scheduled change applied. */
export function renewedCycle(sub: SandboxSubscription, planId: string, cycle: Cycle): SandboxSubscription {
  return {
    ...sub,
    status: 'active' as const,
    plan_id: planId,
    has_scheduled_changes: false,
    change_scheduled_at: null,
    current_start: cycle.start,
    current_end: cycle.end,
    charge_at: cycle.end,
    paid_count: sub.paid_count + 1,
    remaining_count: Math.max(0, sub.total_count - sub.paid_count - 1),
  };
}
