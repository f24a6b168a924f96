import {
  supportContactSchema,
  supportRequestListSchema,
  supportRequestSchema,
} from '@talvio/contracts/support';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireStaff } from '../../plugins/access.ts';
import { perSessionLimit } from '../../plugins/rate-limits.ts';
import { contactSupport, getOwnSupportRequests } from './support.service.ts';

export async function supportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/support/contact', {
    config: { access: 'member', rateLimit: perSessionLimit(20), requires: ['email'] },
    schema: {
      tags: ['support'],
      summary: 'Send a request to Talvio support; the user receives a receipt by e-mail',
      body: supportContactSchema,
      response: { 201: supportRequestSchema },
    },
    handler: async (req, reply) => {
      const request = await contactSupport(ctx, requireStaff(req), req.body);
      return reply.status(201).send(request);
    },
  });

  r.get('/api/support/requests', {
    config: { access: 'member' },
    schema: {
      tags: ['support'],
      summary: "The current user's own support requests, newest first",
      response: { 200: supportRequestListSchema },
    },
    handler: async (req) => getOwnSupportRequests(ctx, requireStaff(req)),
  });
}
