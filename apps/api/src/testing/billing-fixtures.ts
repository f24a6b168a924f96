import type { SubscriptionCheckout } from '@talvio/contracts/billing';
import { expect } from 'vitest';
import { creditOrderBody } from './credit-order-body.ts';
import type { StaffSession } from './staff-client.ts';

export interface CheckoutStart {
  order_id?: string;
  subscription_id?: string;
  checkout: { url: string | null; callback_url: string; key_id: string; mode: string };
}

export async function createCreditOrder(session: StaffSession, quantity: number, currency: 'USD' | 'INR') {
  const res = await session.api('/api/razorpay/create-order', {
    method: 'POST',
    json: creditOrderBody(quantity, currency),
  });
  if (res.status !== 201) throw new Error(`create-order failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CheckoutStart & { order_id: string; amount: number; currency: string };
}

/** POST /razorpay/subscription: a subscription to a paid plan, not paid yet, with what its checkout needs. */
export async function startSubscription(
  session: StaffSession,
  plan: 'starter' | 'business' | 'enterprise',
  currency: 'USD' | 'INR' = 'USD',
): Promise<SubscriptionCheckout> {
  const res = await session.api('/api/razorpay/subscription', { method: 'POST', json: { plan, currency } });
  if (res.status !== 201) throw new Error(`subscribe failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as SubscriptionCheckout;
}

export interface CheckoutResult {
  status: number;
  /** The callback URL's query parameters after a successful payment (the SPA reads these). */
  params: URLSearchParams | null;
  location: string | null;
  html: string;
}

/** Opens the sandbox checkout page and pays with a card, like a person filling in the form. */
export async function payAtCheckout(
  baseUrl: string,
  start: CheckoutStart,
  card: string,
): Promise<CheckoutResult> {
  const url = start.checkout.url;
  if (!url) throw new Error('no sandbox checkout URL');
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Razorpay test checkout (local sandbox)');
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
    ([, name, value]) => [name!, decodeEntities(value!)] as [string, string],
  );
  const form = new URLSearchParams([
    ...hidden,
    ['card_number', card],
    ['expiry', '12/39'],
    ['cvv', '123'],
    ['card_name', 'Test Payer'],
  ]);
  const res = await fetch(`${baseUrl}/sandbox/razorpay/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  return {
    status: res.status,
    location,
    params: res.status === 303 && location ? new URL(location).searchParams : null,
    html: res.status === 303 ? '' : await res.text(),
  };
}

function decodeEntities(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

export const goodCard = '4111 1111 1111 1111';
export const declinedCard = '4000 0000 0000 0002';
