import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking new requests (503 with `Connection: close`) and resolves once every request in flight has been
     * answered, or after `timeoutMs`; the caller closes the app (and its database pool) afterwards.
     */
    drain(timeoutMs: number): Promise<{ unfinished: number }>;
  }
}

/** Shutdown drain (docs/product/deployment-safety.md "shutdown drain"). */
export const drainPlugin = fp(async (app: FastifyInstance) => {
  // A set rather than a counter: a request that is both aborted and answered is counted out once.
  const inFlight = new Set<FastifyRequest>();
  let draining = false;
  let idle: (() => void) | null = null;

  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      reply.header('connection', 'close');
      throw new AppError(
        'shutting_down',
        503,
        'The server is restarting. Please try again in a few seconds.',
      );
    }
    // A WebSocket (live interview signalling) lives as long as the call: it is not a request to wait for, and
    // never gets onResponse. Closing the server closes it.
    if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
    inFlight.add(request);
  });
  const finished = async (request: FastifyRequest) => {
    if (inFlight.delete(request) && inFlight.size === 0) idle?.();
  };
  app.addHook('onResponse', finished);
  // A request whose client went away never gets onResponse.
  app.addHook('onRequestAbort', finished);

  app.decorate('drain', async (timeoutMs: number) => {
    draining = true;
    if (inFlight.size > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return { unfinished: inFlight.size };
  });
});
