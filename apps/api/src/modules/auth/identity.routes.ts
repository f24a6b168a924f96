import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityBasePath } from '../../adapters/identity/identity.ts';
import type { AppContext } from '../../context.ts';

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

/** The identity provider (better-auth) served under /api/identity, the "identity provider's client" endpoint. */
export async function identityRoutes(app: FastifyInstance, ctx: AppContext) {
  app.route({
    method: ['GET', 'POST'],
    url: `${identityBasePath}/*`,
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (req, reply) => {
      const response = await ctx.identity.auth().handler(toWebRequest(req, ctx.config.publicUrl));
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
