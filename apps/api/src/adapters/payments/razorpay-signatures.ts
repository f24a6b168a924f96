import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's signatures, exactly as Razorpay computes them (hex HMAC-SHA256):
 * - order payment:        HMAC(order_id + "|" + payment_id, key_secret)
 * - subscription payment: HMAC(payment_id + "|" + subscription_id, key_secret)
 * - webhook:              HMAC(raw request body, webhook_secret), sent as X-Razorpay-Signature.
 * Checks compare in constant time. The contract tests hold these against the official `razorpay` package.
 */

export function hmacSha256Hex(payload: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time equality of an expected hex signature and a received one (exact, like Razorpay's own check). */
export function signaturesMatch(expectedHex: string, received: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(received, 'utf8');
  // timingSafeEqual needs equal lengths; comparing the expected value with itself keeps the timing flat.
  if (given.length !== expected.length) {
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(expected, given);
}

export function orderPaymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(`${orderId}|${paymentId}`, keySecret);
}

export function subscriptionPaymentSignature(
  paymentId: string,
  subscriptionId: string,
  keySecret: string,
): string {
  return hmacSha256Hex(`${paymentId}|${subscriptionId}`, keySecret);
}

export function webhookSignature(rawBody: string | Buffer, webhookSecret: string): string {
  return hmacSha256Hex(rawBody, webhookSecret);
}

export function isValidOrderPaymentSignature(
  input: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  return signaturesMatch(orderPaymentSignature(input.orderId, input.paymentId, keySecret), input.signature);
}

export function isValidSubscriptionPaymentSignature(
  input: { subscriptionId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  return signaturesMatch(
    subscriptionPaymentSignature(input.paymentId, input.subscriptionId, keySecret),
    input.signature,
  );
}

export function isValidWebhookSignature(
  rawBody: string | Buffer,
  signature: string | undefined,
  webhookSecret: string,
): boolean {
  if (!signature) return false;
  return signaturesMatch(webhookSignature(rawBody, webhookSecret), signature);
}
