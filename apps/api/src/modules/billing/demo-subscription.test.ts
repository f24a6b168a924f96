import { describe, expect, it, vi } from 'vitest';
import type { Payments } from '../../adapters/payments/payments.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import type { BillingDeps } from './billing-shared.ts';
import { demoCardNumber, startDemoSubscription } from './demo-subscription.ts';
import { createSubscription } from './subscriptions.ts';
import { verifyPayment } from './verify-payment.ts';

vi.mock('./subscriptions.ts', () => ({
  createSubscription: vi.fn(async () => ({ subscription_id: 'sub_demo' })),
}));
vi.mock('./verify-payment.ts', () => ({ verifyPayment: vi.fn(async () => ({ kind: 'subscription' })) }));

const staff = { id: 1, organisationId: 2 } as StaffPrincipal;
const withSandbox = (sandbox: Payments['sandbox']) => ({ payments: { sandbox } }) as BillingDeps;

describe('demo organisation', () => {
  it('without the sandbox no demo subscription is started', async () => {
    await startDemoSubscription(withSandbox(null), staff);
    expect(createSubscription).not.toHaveBeenCalled();
  });

  it('is on business: a USD business subscription is paid with the sandbox test card and verified like any other', async () => {
    const paySubscription = vi.fn(async () => ({
      ok: true as const,
      paymentId: 'pay_demo',
      signature: 'sig',
    }));
    const deps = withSandbox({ paySubscription } as unknown as Payments['sandbox']);
    await startDemoSubscription(deps, staff);
    expect(createSubscription).toHaveBeenCalledWith(deps, staff, { plan: 'business', currency: 'USD' });
    expect(paySubscription).toHaveBeenCalledWith('sub_demo', demoCardNumber);
    expect(verifyPayment).toHaveBeenCalledWith(deps, staff, {
      razorpay_subscription_id: 'sub_demo',
      razorpay_payment_id: 'pay_demo',
      razorpay_signature: 'sig',
    });
  });

  it('a declined demo payment stops the demo data instead of leaving an unpaid plan', async () => {
    vi.mocked(verifyPayment).mockClear();
    const paySubscription = vi.fn(async () => ({ ok: false as const }));
    await expect(
      startDemoSubscription(withSandbox({ paySubscription } as unknown as Payments['sandbox']), staff),
    ).rejects.toThrow('the sandbox declined the demo subscription');
    expect(verifyPayment).not.toHaveBeenCalled();
  });
});
