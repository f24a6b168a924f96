import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@talvio/contracts/billing';
import type { StaffPrincipal } from '../../plugins/access.ts';
import type { BillingDeps } from './billing-shared.ts';
import { verifyOrderPayment } from './orders.ts';
import { verifySubscriptionPayment } from './subscriptions.ts';

/** POST /razorpay/verify-payment (the payment verification fields): an order or a subscription payment. */
export async function verifyPayment(
  deps: BillingDeps,
  staff: StaffPrincipal,
  body: VerifyPaymentRequest,
): Promise<VerifyPaymentResponse> {
  if ('razorpay_order_id' in body) return verifyOrderPayment(deps, staff, body);
  return verifySubscriptionPayment(deps, staff, body);
}
