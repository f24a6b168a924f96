import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@talvio/contracts/billing';
import type { AppContext } from '../../context.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { verifyOrderPayment } from './orders.ts';
import { verifySubscriptionPayment } from './subscriptions.ts';

/** POST /razorpay/verify-payment (the payment verification fields): an order or a subscription payment. */
export async function verifyPayment(
  deps: Pick<AppContext, 'db' | 'payments' | 'email' | 'config' | 'log'>,
  staff: StaffPrincipal,
  body: VerifyPaymentRequest,
): Promise<VerifyPaymentResponse> {
  if ('razorpay_order_id' in body) return verifyOrderPayment(deps, staff, body);
  return verifySubscriptionPayment(deps, staff, body);
}
