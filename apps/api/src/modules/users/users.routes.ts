import { currentUserSchema } from '@talvio/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireStaff } from '../../plugins/access.ts';
import { getCurrentUser } from './users.service.ts';

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/users/current', {
    config: { access: 'member' },
    schema: { tags: ['users'], response: { 200: currentUserSchema } },
    handler: async (req) => {
      const staff = requireStaff(req);
      return getCurrentUser(ctx.db, staff.organisationId, staff.id);
    },
  });
}
