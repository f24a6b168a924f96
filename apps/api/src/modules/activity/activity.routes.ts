import {
  activityListQuerySchema,
  activityListSchema,
  activityPeopleSchema,
} from '@talvio/contracts/activity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireStaff } from '../../plugins/access.ts';
import { getActivities, getActivityPeople } from './activity.service.ts';

export async function activityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/activities', {
    config: { access: 'member' },
    schema: {
      tags: ['activity'],
      summary: "The organisation's activity feed, newest first",
      querystring: activityListQuerySchema,
      response: { 200: activityListSchema },
    },
    handler: async (req) => getActivities(ctx, requireStaff(req).organisationId, req.query),
  });

  r.get('/api/activities/people', {
    config: { access: 'member' },
    schema: {
      tags: ['activity'],
      summary: 'The colleagues who appear in the activity feed, to filter it by person',
      response: { 200: activityPeopleSchema },
    },
    handler: async (req) => getActivityPeople(ctx, requireStaff(req).organisationId),
  });
}
