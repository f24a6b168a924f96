import type { AppContext } from '../../context.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { createSubscription } from './subscriptions.ts';
import { verifyPayment } from './verify-payment.ts';

/** The sandbox's test card that always succeeds. */
export const demoCardNumber = '4111111111111111';

/**
 * Demo organisation (docs/product/billing.md): the demo organisation is on business with an active sandbox
 * subscription. In sandbox mode the subscription is created and paid with the sandbox's test card, then applied like
 * any other.
 */
export async function startDemoSubscription(
  deps: Pick<AppContext, 'db' | 'payments' | 'email' | 'config' | 'log'>,
  staff: StaffPrincipal,
): Promise<void> {
  const { sandbox } = deps.payments;
  if (!sandbox) return;
  const checkout = await createSubscription(deps, staff, { plan: 'business', currency: 'USD' });
  const outcome = await sandbox.paySubscription(checkout.subscription_id, demoCardNumber);
  if (!outcome.ok) throw new Error('the sandbox declined the demo subscription');
  await verifyPayment(deps, staff, {
    razorpay_subscription_id: checkout.subscription_id,
    razorpay_payment_id: outcome.paymentId,
    razorpay_signature: outcome.signature,
  });
}
