import { interviewTokenPattern } from '@talvio/contracts/interviews';
import { describe, expect, it } from 'vitest';
import { deriveToken, hashToken, issueToken } from './interview-token.ts';

describe('interview link tokens', () => {
  const secret = 'a-test-secret-of-at-least-32-characters!';

  it('link tokens: 256-bit tokens that match the token format, stored only as a hash', () => {
    const issued = issueToken(secret);
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(32);
    expect(interviewTokenPattern.test(issued.token)).toBe(true);
    expect(issued.hash).toBe(hashToken(issued.token));
    expect(issued.hash).not.toContain(issued.token);
    expect(issued.nonce).not.toBe(issued.token);
  });

  it('the same nonce gives the same link (reminders and resends); another secret or nonce does not', () => {
    const { nonce, token } = issueToken(secret);
    expect(deriveToken(secret, nonce)).toBe(token);
    expect(deriveToken(`${secret}x`, nonce)).not.toBe(token);
    expect(issueToken(secret).token).not.toBe(token);
  });
});
