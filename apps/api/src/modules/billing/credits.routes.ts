import {
  creditLedgerQuerySchema,
  creditLedgerSchema,
  jobCreditsRemainingSchema,
} from '@talvio/contracts/credits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireStaff } from '../../plugins/access.ts';
import { getCreditLedger, getRemainingCredits } from './credits.service.ts';

export async function creditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/job-credits/remaining', {
    config: { access: 'member' },
    schema: {
      tags: ['billing'],
      summary: "The organisation's remaining job credits (the ledger sum)",
      response: { 200: jobCreditsRemainingSchema },
    },
    handler: async (req) => getRemainingCredits(ctx, requireStaff(req).organisationId),
  });

  r.get('/api/job-credits/ledger', {
    config: { access: 'admin' },
    schema: {
      tags: ['billing'],
      summary: 'Every grant and spend of job credits, newest first, with the balance after each',
      querystring: creditLedgerQuerySchema,
      response: { 200: creditLedgerSchema },
    },
    handler: async (req) => getCreditLedger(ctx, requireStaff(req).organisationId, req.query),
  });
}
