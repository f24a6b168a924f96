import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityBasePath } from '../../adapters/identity/identity.ts';
import type { AppConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { problemFor } from '../../plugins/errors.ts';
import { partMissing } from '../../plugins/required-parts.ts';

function toWebRequest(req: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'x-talvio-client-ip') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // The identity provider rate-limits by this header; it is set from the socket (or trusted proxy), never the client.
  headers.set('x-talvio-client-ip', req.ip);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const body = hasBody ? (typeof req.body === 'string' ? req.body : JSON.stringify(req.body)) : undefined;
  return new Request(new URL(req.url, publicUrl), { method: req.method, headers, body });
}

/** Identity requests whose whole point is an e-mail (a confirmation or reset link). */
const mailingPaths = /\/(sign-up\/email|request-password-reset|send-verification-email)(\?|$)/;

/** Says where the app was opened and what to set so that sign-in works from there. */
export function untrustedOriginDetail(origin: string, config: AppConfig): string {
  return config.env === 'production'
    ? `Sign-in is not allowed from ${origin}. Open Talvio at ${config.publicUrl}, or ask the operator to add ${origin} to TRUSTED_ORIGINS.`
    : `Sign-in is not allowed from ${origin}. Open Talvio at ${config.publicUrl}, or add ${origin} to TRUSTED_ORIGINS (or set PUBLIC_URL to it) and restart.`;
}

/** The identity provider (better-auth) served under /api/identity, the "identity provider's client" endpoint. */
export async function identityRoutes(app: FastifyInstance, ctx: AppContext) {
  const trusted = new Set([ctx.config.publicUrl, ...ctx.config.trustedOrigins]);
  app.route({
    method: ['GET', 'POST'],
    url: `${identityBasePath}/*`,
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (req, reply) => {
      // Refusals carry `message` too: it is what the identity client shows.
      const refuse = (problem: AppError) =>
        reply
          .status(problem.status)
          .type('application/problem+json')
          .send({
            ...problemFor(problem.status, problem.code, problem.detail, req.id),
            message: problem.detail,
          });
      const origin = req.headers.origin;
      if (req.method === 'POST' && origin && !trusted.has(origin)) {
        req.log.warn({ origin }, 'identity request from an untrusted origin refused');
        return refuse(new AppError('untrusted_origin', 403, untrustedOriginDetail(origin, ctx.config)));
      }
      if (req.method === 'POST' && ctx.missingParts.has('email') && mailingPaths.test(req.url)) {
        return refuse(partMissing('email'));
      }
      const { response, error } = await ctx.identity.handle(toWebRequest(req, ctx.config.publicUrl));
      // An unexpected failure (the database unreachable…) is answered and logged like any other route's.
      if (error) throw error;
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
