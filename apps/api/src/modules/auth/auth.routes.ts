import {
  authProvidersSchema,
  citySearchQuerySchema,
  citySearchResponseSchema,
  registerRequestSchema,
} from '@talvio/contracts/auth';
import { currentUserSchema } from '@talvio/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireIdentity } from '../../plugins/access.ts';
import { perSessionLimit } from '../../plugins/rate-limits.ts';
import { registerProfile } from './auth.service.ts';
import { searchCities } from './cities.service.ts';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/register', {
    // Per identity: creating identities is already rate-limited per address by the identity provider.
    config: { access: 'identity', rateLimit: perSessionLimit(20) },
    schema: {
      tags: ['auth'],
      body: registerRequestSchema,
      response: { 200: currentUserSchema, 201: currentUserSchema },
    },
    handler: async (req, reply) => {
      const { created, user } = await registerProfile(ctx, requireIdentity(req), req.body);
      if (created) req.log.info({ userId: user.id, organisationId: user.organisation_id }, 'registered');
      return reply.status(created ? 201 : 200).send(user);
    },
  });

  r.get('/api/auth/search-all-cities', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      querystring: citySearchQuerySchema,
      response: { 200: citySearchResponseSchema },
    },
    handler: async (req) => ({ cities: searchCities(req.query) }),
  });

  r.get('/api/auth/providers', {
    config: { access: 'public' },
    schema: { tags: ['auth'], response: { 200: authProvidersSchema } },
    handler: async () => ({
      google: { enabled: ctx.identity.google !== null, isLocal: ctx.identity.google?.isLocal ?? false },
    }),
  });
}
