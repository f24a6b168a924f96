import { randomInt } from 'node:crypto';

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-like id: prefix + "_" + 14 base62 characters. */
export function sandboxId(prefix: 'order' | 'pay' | 'sub' | 'inv' | 'plan' | 'evt'): string {
  let out = '';
  for (let i = 0; i < 14; i += 1) out += base62[randomInt(62)];
  return `${prefix}_${out}`;
}
