import type { CheckoutOptions, VerifyPaymentRequest } from '@talvio/contracts/billing';

/**
 * Opens the payment provider's checkout. In the local sandbox that is a test checkout page which sends the browser
 * back to `callback_url` with the razorpay_* parameters; with live keys it is Razorpay Checkout.
 */
export function openCheckout(checkout: CheckoutOptions) {
  if (checkout.url) {
    window.location.assign(checkout.url);
    return;
  }
  throw new Error(
    'Live Razorpay Checkout is not enabled on this server yet. Use the sandbox, or contact support.',
  );
}

/** The razorpay_* parameters the checkout returns with (seed §3 verification fields), if the URL has them. */
export function paymentReturn(params: URLSearchParams): VerifyPaymentRequest | null {
  const payment = params.get('razorpay_payment_id');
  const signature = params.get('razorpay_signature');
  if (!payment || !signature) return null;
  const order = params.get('razorpay_order_id');
  const subscription = params.get('razorpay_subscription_id');
  if (order) return { razorpay_order_id: order, razorpay_payment_id: payment, razorpay_signature: signature };
  if (subscription)
    return {
      razorpay_subscription_id: subscription,
      razorpay_payment_id: payment,
      razorpay_signature: signature,
    };
  return null;
}
