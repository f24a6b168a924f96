import { describe, expect, it } from 'vitest';
import { expiresWithin, tokenExpiry } from './jwt.ts';

const encode = (payload: object) =>
  `x.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.y`;

describe('token refresh: ID token expiry', () => {
  it('reads exp', () => {
    expect(tokenExpiry(encode({ exp: 123 }))).toBe(123);
    expect(tokenExpiry('garbage')).toBeNull();
  });
  it('refreshes when the token expires within 5 minutes, not earlier', () => {
    const now = 1_000_000_000_000;
    expect(expiresWithin(encode({ exp: now / 1000 + 299 }), 300, now)).toBe(true);
    expect(expiresWithin(encode({ exp: now / 1000 + 301 }), 300, now)).toBe(false);
    expect(expiresWithin(encode({}), 300, now)).toBe(true);
  });
});
