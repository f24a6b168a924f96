import { idParamSchema } from '@talvio/contracts/common';
import { jobFairnessSchema } from '@talvio/contracts/fairness';
import { jobInsightsSchema } from '@talvio/contracts/job-insights';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../csv.ts';
import { requireStaff } from '../../plugins/access.ts';
import { getJobFairness, getJobFairnessCsv } from './fairness.service.ts';
import { getJobInsights, getJobInsightsCsv } from './insights.service.ts';

/** A job's insights (docs/product/job-insights.md): staff of the job's organisation only. */
export async function insightsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['insights'];

  r.get('/api/jobs/:id/insights', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'How the job’s AI interviews went: funnel, scores, questions, skills and ranking',
      params: idParamSchema,
      response: { 200: jobInsightsSchema },
    },
    handler: async (req) => getJobInsights(ctx, requireStaff(req).organisationId, req.params.id),
  });

  r.get('/api/jobs/:id/insights/fairness', {
    config: { access: 'member' },
    schema: {
      tags,
      summary:
        'Selection and scoring rates per self-declared group, with impact ratios (a bias audit’s tables)',
      params: idParamSchema,
      response: { 200: jobFairnessSchema },
    },
    handler: async (req) => getJobFairness(ctx, requireStaff(req).organisationId, req.params.id),
  });

  r.get('/api/jobs/:id/insights/fairness.csv', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'The fairness tables as CSV (text/csv)',
      params: idParamSchema,
      produces: ['text/csv'],
    },
    handler: async (req, reply) => {
      const { fileName, csv } = await getJobFairnessCsv(ctx, requireStaff(req).organisationId, req.params.id);
      return sendCsv(reply, fileName, csv);
    },
  });

  r.get('/api/jobs/:id/insights.csv', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Every evaluated interview of the job, best first, with its score per question (text/csv)',
      params: idParamSchema,
      produces: ['text/csv'],
    },
    handler: async (req, reply) => {
      const { fileName, csv } = await getJobInsightsCsv(ctx, requireStaff(req).organisationId, req.params.id);
      return sendCsv(reply, fileName, csv);
    },
  });
}
