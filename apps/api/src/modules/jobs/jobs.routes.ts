import { idParamSchema } from '@talvio/contracts/common';
import {
  jobActions,
  jobDescriptionDraftRequestSchema,
  jobDescriptionDraftSchema,
  jobInputSchema,
  jobListQuerySchema,
  jobListSchema,
  jobQuestionsDraftRequestSchema,
  jobQuestionsDraftSchema,
  jobSchema,
  skillSearchQuerySchema,
  skillSearchResultSchema,
} from '@talvio/contracts/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireStaff } from '../../plugins/access.ts';
import { perSessionLimit } from '../../plugins/rate-limits.ts';
import { draftDescription, draftQuestions, findSkills } from './job-drafts.service.ts';
import { changeJobStatus, createJob, getJob, getJobs, removeJob, replaceJob } from './jobs.service.ts';

const actionSummaries = {
  publish: 'Publish a draft (draft → open); spends one job credit, 402 no_credits at 0',
  pause: 'Pause an open job (open → paused)',
  reopen: 'Reopen a paused job (paused → open); free',
  close: 'Close an open or paused job (→ closed, read-only)',
} as const;

/** Per session and minute: generous for a person at the editor, a wall for a script. */
const aiLimit = perSessionLimit(30);

export async function jobRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/jobs', {
    config: { access: 'member' },
    schema: {
      tags: ['jobs'],
      summary: 'Create a job as a draft owned by the caller',
      body: jobInputSchema,
      response: { 201: jobSchema },
    },
    handler: async (req, reply) => reply.status(201).send(await createJob(ctx, requireStaff(req), req.body)),
  });

  r.get('/api/jobs', {
    config: { access: 'member' },
    schema: {
      tags: ['jobs'],
      summary: "The organisation's jobs: search, status filter, sorting, pages",
      querystring: jobListQuerySchema,
      response: { 200: jobListSchema },
    },
    handler: async (req) => getJobs(ctx, requireStaff(req).organisationId, req.query),
  });

  r.post('/api/jobs/ai/description', {
    config: { access: 'member', rateLimit: aiLimit },
    schema: {
      tags: ['jobs'],
      summary: 'Draft a job description with AI (sections + sanitised HTML + engine)',
      body: jobDescriptionDraftRequestSchema,
      response: { 200: jobDescriptionDraftSchema },
    },
    handler: async (req) => draftDescription(ctx, requireStaff(req), req.body),
  });

  r.post('/api/jobs/ai/questions', {
    config: { access: 'member', rateLimit: aiLimit },
    schema: {
      tags: ['jobs'],
      summary: 'Generate interview questions with rubrics with AI (+ engine)',
      body: jobQuestionsDraftRequestSchema,
      response: { 200: jobQuestionsDraftSchema },
    },
    handler: async (req) => draftQuestions(ctx, requireStaff(req), req.body),
  });

  r.get('/api/skills', {
    config: { access: 'member' },
    schema: {
      tags: ['jobs'],
      summary: 'Skills taxonomy prefix search for the skills input (top 20)',
      querystring: skillSearchQuerySchema,
      response: { 200: skillSearchResultSchema },
    },
    handler: async (req) => findSkills(req.query),
  });

  r.get('/api/jobs/:id', {
    config: { access: 'member' },
    schema: { tags: ['jobs'], params: idParamSchema, response: { 200: jobSchema } },
    handler: async (req) => getJob(ctx, requireStaff(req).organisationId, req.params.id),
  });

  r.put('/api/jobs/:id', {
    config: { access: 'member' },
    schema: {
      tags: ['jobs'],
      summary: 'Replace the editable job document (drafts, open and paused jobs; closed → 409)',
      params: idParamSchema,
      body: jobInputSchema,
      response: { 200: jobSchema },
    },
    handler: async (req) => replaceJob(ctx, requireStaff(req), req.params.id, req.body),
  });

  r.delete('/api/jobs/:id', {
    config: { access: 'member' },
    schema: {
      tags: ['jobs'],
      summary: 'Delete a draft job (other statuses → 409)',
      params: idParamSchema,
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await removeJob(ctx, requireStaff(req), req.params.id);
      return reply.status(204).send(null);
    },
  });

  for (const action of jobActions) {
    r.post(`/api/jobs/:id/${action}`, {
      config: { access: 'member' },
      schema: {
        tags: ['jobs'],
        summary: actionSummaries[action],
        params: idParamSchema,
        response: { 200: jobSchema },
      },
      handler: async (req) => changeJobStatus(ctx, requireStaff(req), req.params.id, action),
    });
  }
}
