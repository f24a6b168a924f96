import { describe, expect, it } from 'vitest';
import { newPlan, planUpdate } from './plans.ts';

const ids = { id: 'plan_1', itemId: 'item_1', createdAt: 10 };
const monthly = {
  period: 'monthly',
  interval: 1,
  item: { name: 'Talvio Team', amount: 4_900, currency: 'USD', description: 'Team, monthly' },
};

describe('a create-plan request', () => {
  it('makes an active plan item with the amount, currency and description given', () => {
    expect(newPlan(monthly, ids)).toMatchObject({
      id: 'plan_1',
      entity: 'plan',
      period: 'monthly',
      interval: 1,
      item: {
        id: 'item_1',
        active: true,
        name: 'Talvio Team',
        description: 'Team, monthly',
        amount: 4_900,
        unit_amount: 4_900,
        currency: 'USD',
        type: 'plan',
      },
      notes: {},
      created_at: 10,
    });
  });

  it('is refused with a period Razorpay does not know', () => {
    expect(() => newPlan({ ...monthly, period: 'hourly' }, ids)).toThrow('The period is invalid.');
  });

  it('is refused without an item name', () => {
    expect(() => newPlan({ ...monthly, item: { amount: 100, currency: 'USD' } }, ids)).toThrow(
      'The item name field is required.',
    );
  });

  it('is refused with an item amount below 100 minor units', () => {
    expect(() => newPlan({ ...monthly, item: { ...monthly.item, amount: 50 } }, ids)).toThrow(
      'The item.amount must be atleast 100.',
    );
  });
});

describe('keeping a plan in step with its definition', () => {
  const plan = newPlan(monthly, ids);
  const definition = {
    id: 'plan_1',
    name: 'Talvio Team',
    amount: 4_900,
    currency: 'USD' as const,
    description: 'Team, monthly',
  };

  it('changes nothing when name, amount and currency already match', () => {
    expect(planUpdate(plan, definition)).toBeNull();
  });

  it('takes the new price as both amount and unit amount, keeping the rest of the plan', () => {
    const updated = planUpdate(plan, { ...definition, amount: 5_900 });
    expect(updated).toMatchObject({
      id: 'plan_1',
      item: { id: 'item_1', name: 'Talvio Team', amount: 5_900, unit_amount: 5_900, currency: 'USD' },
    });
  });

  it('takes a new name or currency', () => {
    expect(planUpdate(plan, { ...definition, name: 'Talvio Pro' })?.item.name).toBe('Talvio Pro');
    expect(planUpdate(plan, { ...definition, currency: 'INR' })?.item.currency).toBe('INR');
  });
});
