import { describe, expect, it } from 'vitest';
import { sandboxId } from './ids.ts';

describe('sandbox ids', () => {
  it('look like Razorpay’s: the prefix, an underscore and 14 base62 characters', () => {
    expect(sandboxId('order')).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(sandboxId('sub')).toMatch(/^sub_[0-9A-Za-z]{14}$/);
  });

  it('differ from one call to the next', () => {
    const ids = new Set(Array.from({ length: 200 }, () => sandboxId('pay')));
    expect(ids.size).toBe(200);
  });
});
