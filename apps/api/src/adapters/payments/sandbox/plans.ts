import { randomBytes } from 'node:crypto';
import type { RzpPlan } from '../razorpay-types.ts';
import type { SandboxContext } from './context.ts';
import { asPlan, getEntity, toData } from './entities.ts';
import { SandboxError } from './errors.ts';
import { sandboxId } from './ids.ts';
import { findEntity, insertEntity, saveEntity } from './sandbox.repository.ts';
import { bodyOf, normaliseNotes, requireCurrency, requireInt } from './validation.ts';

/**
 * Plans: what a subscription charges each cycle. Created through the API, or kept in step with the configured
 * plan ids and prices when the app starts (ensurePlans).
 */

/** A plan the app configures: its id, name, price per month and description. */
export interface SandboxPlanDefinition {
  id: string;
  name: string;
  amount: number;
  currency: 'USD' | 'INR';
  description: string;
}

/**
 * A plan from a create-plan request, checked in Razorpay's order: period, interval, item name, item amount,
 * item currency, notes.
 */
export function newPlan(input: unknown, ids: { id: string; itemId: string; createdAt: number }): RzpPlan {
  const body = bodyOf(input);
  const period = body.period;
  if (period !== 'daily' && period !== 'weekly' && period !== 'monthly' && period !== 'yearly')
    throw new SandboxError(400, 'The period is invalid.', { field: 'period' });
  const interval = requireInt(body.interval, 'interval', 1);
  const item = (body.item ?? {}) as Record<string, unknown>;
  if (typeof item.name !== 'string' || item.name.length === 0)
    throw new SandboxError(400, 'The item name field is required.', { field: 'item.name' });
  return {
    id: ids.id,
    entity: 'plan',
    interval,
    period,
    item: {
      id: ids.itemId,
      active: true,
      name: item.name,
      description: typeof item.description === 'string' ? item.description : null,
      amount: requireInt(item.amount, 'item.amount', 100),
      unit_amount: item.amount,
      currency: requireCurrency(item.currency),
      type: 'plan',
    },
    notes: normaliseNotes(body.notes),
    created_at: ids.createdAt,
  };
}

/** The stored plan brought in line with its definition, or null when name, amount and currency already match. */
export function planUpdate(plan: RzpPlan, definition: SandboxPlanDefinition): RzpPlan | null {
  const p = definition;
  if (plan.item.amount === p.amount && plan.item.currency === p.currency && plan.item.name === p.name)
    return null;
  return {
    ...plan,
    item: {
      ...plan.item,
      name: p.name,
      amount: p.amount,
      unit_amount: p.amount,
      currency: p.currency,
    },
  };
}

export interface SandboxPlans {
  createPlan(input: unknown, id?: string): Promise<RzpPlan>;
  fetchPlan(id: string): Promise<RzpPlan>;
  /** Creates or updates the sandbox plans with these ids (the configured plan ids and their amounts). */
  ensurePlans(plans: SandboxPlanDefinition[]): Promise<void>;
}

export function createPlans(ctx: SandboxContext): SandboxPlans {
  const { db, clock } = ctx;

  async function createPlan(input: unknown, id?: string): Promise<RzpPlan> {
    const now = clock.nowSeconds();
    const plan = newPlan(input, {
      id: id ?? sandboxId('plan'),
      itemId: `item_${randomBytes(7).toString('hex')}`,
      createdAt: now,
    });
    await insertEntity(db, {
      id: plan.id,
      entity: 'plan',
      parentId: null,
      data: toData(plan),
      createdAt: now,
    });
    return plan;
  }

  return {
    createPlan,

    fetchPlan: (id) => getEntity(db, 'plan', id, asPlan),

    async ensurePlans(plans) {
      for (const p of plans) {
        const existing = await findEntity(db, 'plan', p.id);
        if (!existing) {
          await createPlan(
            {
              period: 'monthly',
              interval: 1,
              item: { name: p.name, amount: p.amount, currency: p.currency, description: p.description },
            },
            p.id,
          );
          continue;
        }
        const updated = planUpdate(asPlan(existing), p);
        if (updated) await saveEntity(db, p.id, toData(updated));
      }
    },
  };
}
