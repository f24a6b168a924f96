import { idParamSchema } from '@talvio/contracts/common';
import {
  bulkInviteRequestSchema,
  bulkInviteResultSchema,
  bulkResultSchema,
  bulkSelectionRequestSchema,
  bulkTagRequestSchema,
  bulkTagResultSchema,
  bulkTagUndoSchema,
  createSavedSearchSchema,
  savedSearchListSchema,
  savedSearchSchema,
  talentPoolBulkLimits,
  updateSavedSearchSchema,
} from '@talvio/contracts/talent-pool';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../csv.ts';
import { requireStaff } from '../../plugins/access.ts';
import { perSessionLimit } from '../../plugins/rate-limits.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearches,
  updateSavedSearch,
} from './saved-searches.service.ts';
import { bulkDelete, bulkExport, bulkInvite, bulkTag, undoBulkTag } from './talent-bulk.service.ts';

/**
 * The talent pool's saved searches and bulk actions (docs/product/talent-pool.md), for every staff member of the
 * organisation.
 */
export async function talentPoolBulkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['talent'];

  r.get('/api/talent/saved-searches', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Your saved talent-pool searches, then those others share with the organisation',
      response: { 200: savedSearchListSchema },
    },
    handler: async (req) => getSavedSearches(ctx, requireStaff(req)),
  });

  r.post('/api/talent/saved-searches', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: `Save the list's search, filters and sort under a name (at most ${talentPoolBulkLimits.savedSearches} each)`,
      body: createSavedSearchSchema,
      response: { 201: savedSearchSchema },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await createSavedSearch(ctx, requireStaff(req), req.body)),
  });

  r.patch('/api/talent/saved-searches/:id', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Rename a saved search of yours, share it or not, or replace its filters',
      params: idParamSchema,
      body: updateSavedSearchSchema,
      response: { 200: savedSearchSchema },
    },
    handler: async (req) => updateSavedSearch(ctx, requireStaff(req), req.params.id, req.body),
  });

  r.delete('/api/talent/saved-searches/:id', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Delete a saved search of yours',
      params: idParamSchema,
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await deleteSavedSearch(ctx, requireStaff(req), req.params.id);
      return reply.status(204).send(null);
    },
  });

  r.post('/api/candidates/bulk/tags', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Add and remove tags on the selected profiles (the answer says how to undo it)',
      body: bulkTagRequestSchema,
      response: { 200: bulkTagResultSchema },
    },
    handler: async (req) => bulkTag(ctx, requireStaff(req), req.body),
  });

  r.post('/api/candidates/bulk/tags/undo', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: "Take back a tagging: send its answer's undo",
      body: bulkTagUndoSchema,
      response: { 200: bulkResultSchema },
    },
    handler: async (req) => undoBulkTag(ctx, requireStaff(req), req.body),
  });

  r.post('/api/candidates/bulk/export', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'The selected profiles as a CSV file (text/csv)',
      body: bulkSelectionRequestSchema,
      produces: ['text/csv'],
    },
    handler: async (req, reply) => {
      const { csv } = await bulkExport(ctx, requireStaff(req), req.body.selection);
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `talent-pool-${day}.csv`, csv);
    },
  });

  r.post('/api/candidates/bulk/delete', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "Erase the selected candidates' data, as erasing one does (admins; cannot be undone)",
      body: bulkSelectionRequestSchema,
      response: { 200: bulkResultSchema },
    },
    handler: async (req) => bulkDelete(ctx, requireStaff(req), req.body.selection),
  });

  r.post('/api/candidates/bulk/invite', {
    // Sends e-mails, like the job's own invitations.
    config: { access: 'member', rateLimit: perSessionLimit(30), requires: ['email'] },
    schema: {
      tags,
      summary: `Invite the selected profiles (at most ${talentPoolBulkLimits.invite}) to a job's AI interview`,
      body: bulkInviteRequestSchema,
      response: { 200: bulkInviteResultSchema },
    },
    handler: async (req) => bulkInvite(ctx, requireStaff(req), req.body),
  });
}
