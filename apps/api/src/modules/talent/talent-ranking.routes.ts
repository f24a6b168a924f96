import { talentRankingQuerySchema, talentRankingSchema } from '@talvio/contracts/talent-ranking';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireStaff } from '../../plugins/access.ts';
import { getTalentRanking } from './talent-ranking.service.ts';

/** Find candidates (docs/product/find-candidates.md): the talent pool ranked against a job, for every staff member. */
export async function talentRankingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/talent/ranking', {
    config: { access: 'member' },
    schema: {
      tags: ['talent'],
      summary: 'The talent pool ranked against a job, each score explained by criterion',
      querystring: talentRankingQuerySchema,
      response: { 200: talentRankingSchema },
    },
    handler: async (req) => getTalentRanking(ctx, requireStaff(req), req.query),
  });
}
