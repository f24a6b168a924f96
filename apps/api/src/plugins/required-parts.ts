import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** Outside systems a route cannot do its job without (docs/product/deployment-safety.md "missing parts"). */
export type Part = 'payments' | 'email';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route refuses (503) before doing anything while one of these is not configured. */
    requires?: Part[];
  }
}

const missingDetail: Record<Part, string> = {
  payments:
    'Payments are not configured on this server, so nothing can be bought or charged. An operator must set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.',
  email:
    'E-mail is not configured on this server, so this cannot be sent and nothing was done. An operator must set SMTP_URL.',
};

export function partMissing(part: Part): AppError {
  return new AppError(`${part}_not_configured`, 503, missingDetail[part]);
}

/**
 * Refuses a route whose outside part is missing (production without Razorpay keys or SMTP) with 503 problem+json,
 * after the access check and before any work, so nothing is half-done and no stand-in pretends to work.
 */
export const requiredPartsPlugin = fp(async (app: FastifyInstance, opts: { missing: ReadonlySet<Part> }) => {
  if (opts.missing.size === 0) return;
  app.addHook('preHandler', async (request) => {
    for (const part of request.routeOptions.config.requires ?? []) {
      if (opts.missing.has(part)) throw partMissing(part);
    }
  });
});
