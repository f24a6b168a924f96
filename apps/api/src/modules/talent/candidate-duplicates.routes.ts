import {
  candidateMergeSchema,
  candidateMergeUndoSchema,
  duplicateSuggestionListSchema,
  mergeCandidatesSchema,
  mergeIdParamSchema,
} from '@talvio/contracts/candidate-duplicates';
import { idParamSchema } from '@talvio/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireStaff } from '../../plugins/access.ts';
import { getDuplicateSuggestions, mergeCandidates, undoMerge } from './candidate-duplicates.service.ts';

/**
 * Duplicate profiles (docs/product/candidate-duplicates.md): suggestions, a merge chosen field by field, its undo.
 * Every staff member may use them, within their organisation.
 */
export async function candidateDuplicateRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['talent'];

  r.get('/api/candidates/:id/duplicates', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Profiles of the organisation that are probably the same person, with why and how sure',
      params: idParamSchema,
      response: { 200: duplicateSuggestionListSchema },
    },
    handler: async (req) => getDuplicateSuggestions(ctx, requireStaff(req), req.params.id),
  });

  r.post('/api/candidates/:id/merge', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Merge another profile into this one, choosing field by field which value to keep',
      params: idParamSchema,
      body: mergeCandidatesSchema,
      response: { 200: candidateMergeSchema },
    },
    handler: async (req) => mergeCandidates(ctx, requireStaff(req), req.params.id, req.body),
  });

  r.post('/api/candidates/merges/:mergeId/undo', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Undo a merge: both profiles as they were, while the kept one is unchanged (up to 7 days)',
      params: mergeIdParamSchema,
      response: { 200: candidateMergeUndoSchema },
    },
    handler: async (req) => undoMerge(ctx, requireStaff(req), req.params.mergeId),
  });
}
