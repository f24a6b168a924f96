import type { FastifyRequest } from 'fastify';

/** Whom a per-session limit counts: the verified user (never the header's spelling), else the client address. */
export function sessionKey(req: FastifyRequest): string {
  if (req.staff) return `staff:${req.staff.id}`;
  if (req.identity) return `identity:${req.identity.identityId}`;
  return `ip:${req.ip}`;
}

/**
 * A route rate limit counted per signed-in user rather than per address (offices share one address); for routes
 * that send e-mails or create provider objects. It runs after the access check, so the key is the verified user:
 * re-spelling the Authorization header or minting a new token does not start a fresh count.
 */
export const perSessionLimit = (max: number, timeWindow = '1 minute') => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: sessionKey,
});
