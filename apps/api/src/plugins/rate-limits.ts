import type { FastifyRequest } from 'fastify';

/**
 * A route rate limit counted per session rather than per address (offices share one address); for routes
 * that send e-mails. Requests without a token are counted per address.
 */
export const perSessionLimit = (max: number, timeWindow = '1 minute') => ({
  max,
  timeWindow,
  keyGenerator: (req: FastifyRequest) => req.headers.authorization ?? req.ip,
});
