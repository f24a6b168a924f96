import { candidateExportSchema } from '@talvio/contracts/candidate-privacy';
import { idParamSchema } from '@talvio/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireStaff } from '../../plugins/access.ts';
import { eraseCandidateByStaff, exportCandidate } from './candidate-privacy.service.ts';
import { toCandidateProfile } from './talent.service.ts';

/**
 * Candidate privacy (docs/product/candidate-privacy.md): erasing a person's data (admins) and exporting it (all
 * staff, who can read all of it on the profile anyway).
 */
export async function candidatePrivacyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['talent'];

  r.post('/api/candidates/:id/erase', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        "Erase the person's data everywhere the organisation holds it; the profile stays as a placeholder (409 when erased already)",
      params: idParamSchema,
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await eraseCandidateByStaff(ctx, requireStaff(req), req.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get('/api/candidates/:id/export', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Everything the organisation holds about the person, as a JSON download',
      params: idParamSchema,
      response: { 200: candidateExportSchema },
    },
    handler: async (req, reply) => {
      const data = await exportCandidate(ctx, requireStaff(req), req.params.id, toCandidateProfile);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="candidate-${req.params.id}-export.json"`)
        .send(data);
    },
  });
}
