import multipart from '@fastify/multipart';
import { idParamSchema } from '@talvio/contracts/common';
import {
  candidateProfileSchema,
  resumeTextSchema,
  talentBatchDetailSchema,
  talentBatchListSchema,
  talentBatchQuerySchema,
  talentBatchSchema,
  talentFileSchema,
  talentLimits,
  talentPoolListSchema,
  talentPoolQuerySchema,
  updateCandidateSchema,
} from '@talvio/contracts/talent';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import { requireStaff } from '../../plugins/access.ts';
import {
  addFile,
  createBatch,
  deleteCandidate,
  getBatch,
  getBatches,
  getCandidate,
  getCandidateResume,
  getCandidateResumeText,
  updateCandidate,
} from './talent.service.ts';
import { getTalentPool } from './talent-pool.service.ts';

/**
 * Talent intake (docs/product/talent-intake.md): upload batches of résumés and candidate CSVs, follow their reading,
 * and the profiles they make. Every staff member may use them.
 */
export async function talentRoutes(app: FastifyInstance, ctx: AppContext, wakeQueue: () => void) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['talent'];
  await app.register(multipart, {
    limits: { fileSize: talentLimits.fileBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });

  r.post('/api/talent/batches', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Start an upload batch (empty; files are added one per request)',
      body: z.object({}).strict().optional(),
      response: { 201: talentBatchSchema },
    },
    handler: async (req, reply) => reply.status(201).send(await createBatch(ctx, requireStaff(req))),
  });

  r.get('/api/talent/batches', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: "The organisation's most recent upload batches",
      response: { 200: talentBatchListSchema },
    },
    handler: async (req) => getBatches(ctx, requireStaff(req)),
  });

  r.get('/api/talent/batches/:id', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'A batch and its files; with changed_since, only the files changed since',
      params: idParamSchema,
      querystring: talentBatchQuerySchema,
      response: { 200: talentBatchDetailSchema },
    },
    handler: async (req) => getBatch(ctx, requireStaff(req), req.params.id, req.query.changed_since),
  });

  r.post('/api/talent/batches/:id/files', {
    config: { access: 'member', rateLimit: { max: 1_200, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: `Add one file (multipart field \`file\`, ≤ ${talentLimits.fileBytes / 1024 / 1024} MB) to a batch`,
      params: idParamSchema,
      consumes: ['multipart/form-data'],
      response: { 201: talentFileSchema },
    },
    handler: async (req, reply) => {
      const staff = requireStaff(req);
      if (!req.isMultipart())
        throw new AppError(
          'unsupported_media_type',
          415,
          'Send the file as multipart/form-data in the field "file".',
          'file',
        );
      const part = await req.file();
      if (!part) throw badRequest('file: Choose a file to upload.', 'file');
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest('file: Send the file in the field "file".', 'file');
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode !== 413) throw err;
        bytes = Buffer.alloc(0);
      }
      const file = await addFile(
        ctx,
        staff,
        req.params.id,
        {
          fileName: part.filename,
          bytes,
          truncated: part.file.truncated || bytes.length > talentLimits.fileBytes,
        },
        wakeQueue,
      );
      return reply.status(201).send(file);
    },
  });

  r.get('/api/candidates', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: "The organisation's talent pool: search, filters, sort, a page at a time",
      querystring: talentPoolQuerySchema,
      response: { 200: talentPoolListSchema },
    },
    handler: async (req) => getTalentPool(ctx, requireStaff(req), req.query),
  });

  r.get('/api/candidates/:id', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'A talent-pool profile',
      params: idParamSchema,
      response: { 200: candidateProfileSchema },
    },
    handler: async (req) => getCandidate(ctx, requireStaff(req), req.params.id),
  });

  r.get('/api/candidates/:id/resume/text', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: "A profile's résumé text as read, and where each of its values came from",
      params: idParamSchema,
      response: { 200: resumeTextSchema },
    },
    handler: async (req) => getCandidateResumeText(ctx, requireStaff(req), req.params.id),
  });

  r.patch('/api/candidates/:id', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Correct a profile: the fields sent change, are kept from then on and are no longer flagged',
      params: idParamSchema,
      body: updateCandidateSchema,
      response: { 200: candidateProfileSchema },
    },
    handler: async (req) => updateCandidate(ctx, requireStaff(req), req.params.id, req.body),
  });

  r.delete('/api/candidates/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        "Erase the person's data, as POST /api/candidates/{id}/erase does (docs/product/candidate-privacy.md)",
      params: idParamSchema,
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await deleteCandidate(ctx, requireStaff(req), req.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get('/api/candidates/:id/resume', {
    config: { access: 'member' },
    schema: { tags, summary: 'The original résumé file of a profile', params: idParamSchema },
    handler: async (req, reply) => {
      const file = await getCandidateResume(ctx, requireStaff(req), req.params.id);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.bytes);
    },
  });
}
