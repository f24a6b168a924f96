import type { CheckoutOptions, RazorpayConfig, VerifyPaymentRequest } from '@talvio/contracts/billing';
import { apiFetch } from '../../lib/api-client.ts';

/** What Razorpay Checkout is opened for: a job-credit order or a subscription. */
export type CheckoutTarget =
  | { order_id: string; amount: number; currency: string }
  | { subscription_id: string };

interface RazorpayCheckout {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

function loadScript(src: string): Promise<void> {
  if ((window as { Razorpay?: unknown }).Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () =>
      reject(new Error('The payment page could not be loaded. Check your connection and try again.'));
    document.head.append(script);
  });
}

/**
 * The SPA route the checkout returns to, with Razorpay's response as query parameters (the payment verification
 * fields).
 */
export function callbackWith(callbackUrl: string, response: Record<string, unknown>): string {
  const url = new URL(callbackUrl, window.location.origin);
  for (const [key, value] of Object.entries(response)) {
    if (typeof value === 'string') url.searchParams.set(key, value);
  }
  return url.toString();
}

/**
 * Opens the payment provider's checkout. In the local sandbox that is its test checkout page, which sends the
 * browser back to `callback_url` with the razorpay_* parameters. With Razorpay keys it is Razorpay Checkout
 * (checkout.js); its success handler goes to the same `callback_url`, so both modes finish in `PaymentReturn`.
 */
export async function openCheckout(
  checkout: CheckoutOptions,
  target: CheckoutTarget,
  onDismiss?: () => void,
) {
  if (checkout.url) {
    window.location.assign(checkout.url);
    return;
  }
  const config = await apiFetch<RazorpayConfig>('/razorpay/config', { auth: false });
  await loadScript(config.checkout_url);
  const Razorpay = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error('The payment page could not be loaded. Try again.');
  new Razorpay({
    key: checkout.key_id,
    name: checkout.name,
    description: checkout.description,
    prefill: checkout.prefill,
    ...target,
    handler: (response: Record<string, unknown>) =>
      window.location.assign(callbackWith(checkout.callback_url, response)),
    modal: { ondismiss: () => onDismiss?.() },
  }).open();
}

/** The razorpay_* parameters the checkout returns with (the payment verification fields), if the URL has them. */
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
