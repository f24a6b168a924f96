import {
  onboardRequestSchema,
  organisationPatchSchema,
  organisationSchema,
} from '@talvio/contracts/organisations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireStaff } from '../../plugins/access.ts';
import { getOrganisation, onboardOrganisation, patchOrganisation } from './organisations.service.ts';

export async function organisationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/api/organisation/onboard', {
    config: { access: 'admin' },
    schema: { tags: ['organisation'], body: onboardRequestSchema, response: { 200: organisationSchema } },
    handler: async (req) => onboardOrganisation(ctx.db, requireStaff(req).organisationId, req.body),
  });

  r.get('/api/organisation/current', {
    config: { access: 'member' },
    schema: { tags: ['organisation'], response: { 200: organisationSchema } },
    handler: async (req) => getOrganisation(ctx.db, requireStaff(req).organisationId),
  });

  r.patch('/api/organisation/current', {
    config: { access: 'admin' },
    schema: { tags: ['organisation'], body: organisationPatchSchema, response: { 200: organisationSchema } },
    handler: async (req) => patchOrganisation(ctx.db, requireStaff(req).organisationId, req.body),
  });
}
