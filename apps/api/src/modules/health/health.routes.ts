import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { pingDatabase } from './health.repository.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'starting']),
  database: z.enum(['pglite', 'postgres']),
  databaseOk: z.boolean(),
  uptimeSeconds: z.number(),
});

export async function healthRoutes(app: FastifyInstance, ctx: AppContext, driver: 'pglite' | 'postgres') {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    config: { access: 'public' },
    schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_req, reply) => {
      const databaseOk = await pingDatabase(ctx.db);
      const status = !databaseOk
        ? ('degraded' as const)
        : ctx.state.ready
          ? ('ok' as const)
          : ('starting' as const);
      const body = {
        status,
        database: driver,
        databaseOk,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(status === 'ok' ? 200 : 503).send(body);
    },
  });
}
