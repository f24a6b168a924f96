import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Candidate link tokens (docs/product/interviews.md, **link tokens**: ≥ 128 bits, stored hashed, expiring). A token is
 * the HMAC-SHA256 of a random per-invitation nonce under the server secret: 256 bits, 43 base64url characters. The
 * database keeps the nonce and the SHA-256 of the token, never the token, so a copy of the database alone opens no
 * interview; the server can still put the same link into a reminder or a resent e-mail.
 */
export function newTokenNonce(): string {
  return randomBytes(16).toString('base64url');
}

export function deriveToken(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`interview-link:${nonce}`).digest('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh link: the nonce and hash to store, the token to send. */
export function issueToken(secret: string): { nonce: string; hash: string; token: string } {
  const nonce = newTokenNonce();
  const token = deriveToken(secret, nonce);
  return { nonce, hash: hashToken(token), token };
}
