import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Room links of live interviews (docs/product/video-interviews.md, **room link**): the token is the HMAC-SHA256 of a
 * random 128-bit nonce under the server secret (256 bits, 43 base64url characters). The database keeps the nonce
 * and the SHA-256 of the token, never the token, so a copy of the database alone opens no room; the server can
 * still put the same link into an updated invitation.
 */
export function deriveRoomToken(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`video-room:${nonce}`).digest('base64url');
}

export function hashRoomToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function issueRoomToken(secret: string): { nonce: string; hash: string; token: string } {
  const nonce = randomBytes(16).toString('base64url');
  const token = deriveRoomToken(secret, nonce);
  return { nonce, hash: hashRoomToken(token), token };
}

/** The shape of a token this server issues; anything else is unknown without a database lookup. */
export const roomTokenShape = /^[A-Za-z0-9_-]{43}$/;
