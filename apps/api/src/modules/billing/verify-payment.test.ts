import { describe, expect, it, vi } from 'vitest';
import type { StaffPrincipal } from '../../plugins/access.ts';
import type { BillingDeps } from './billing-shared.ts';
import { verifyOrderPayment } from './orders.ts';
import { verifySubscriptionPayment } from './subscriptions.ts';
import { verifyPayment } from './verify-payment.ts';

vi.mock('./orders.ts', () => ({ verifyOrderPayment: vi.fn(async () => ({ kind: 'credits' })) }));
vi.mock('./subscriptions.ts', () => ({
  verifySubscriptionPayment: vi.fn(async () => ({ kind: 'subscription' })),
}));

const deps = {} as BillingDeps;
const staff = { id: 1, organisationId: 2 } as StaffPrincipal;

describe('paid once: one verification route for both kinds of payment', () => {
  it('the checkout’s razorpay_order_id verifies a job-credit order', async () => {
    const body = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
    await expect(verifyPayment(deps, staff, body)).resolves.toEqual({ kind: 'credits' });
    expect(verifyOrderPayment).toHaveBeenCalledWith(deps, staff, body);
    expect(verifySubscriptionPayment).not.toHaveBeenCalled();
  });

  it('a razorpay_subscription_id verifies the first payment of a subscription', async () => {
    vi.mocked(verifyOrderPayment).mockClear();
    const body = {
      razorpay_subscription_id: 'sub_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    };
    await expect(verifyPayment(deps, staff, body)).resolves.toEqual({ kind: 'subscription' });
    expect(verifySubscriptionPayment).toHaveBeenCalledWith(deps, staff, body);
    expect(verifyOrderPayment).not.toHaveBeenCalled();
  });
});
