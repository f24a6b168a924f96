import { idParamSchema } from '@talvio/contracts/common';
import {
  extendRequestSchema,
  interviewPreviewSchema,
  invitationCountSchema,
  invitationRequestSchema,
  invitationResultSchema,
  jobCandidateDetailSchema,
  jobCandidateListQuerySchema,
  jobCandidateListSchema,
  jobCandidateSummarySchema,
  jobCandidateUpdateSchema,
  oversightExportQuerySchema,
  oversightRecordListSchema,
} from '@talvio/contracts/interviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../csv.ts';
import { requireStaff } from '../../plugins/access.ts';
import { perSessionLimit } from '../../plugins/rate-limits.ts';
import { getInterviewPreview } from './candidate-interview.service.ts';
import { getAnswerRecording, requestEvaluation } from './evaluation.service.ts';
import {
  cancelInvitation,
  extendInvitation,
  getInvitationCount,
  getJobCandidate,
  getJobCandidates,
  getLatestJobCandidate,
  inviteCandidates,
  resendInvitation,
  updateJobCandidateDecision,
} from './invitations.service.ts';
import { exportOversightRecords, getOversightRecord } from './oversight.service.ts';

const answerParamsSchema = idParamSchema.extend({ questionId: z.string().uuid('Unknown question') });

/** Staff side of AI interviews: invitations, the pipeline, results and decisions. */
export async function interviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['interviews'];

  r.get('/api/job-candidates/invitations/current/count', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Interviews used this billing period and the plan total',
      response: { 200: invitationCountSchema },
    },
    handler: async (req) => getInvitationCount(ctx, requireStaff(req).organisationId),
  });

  r.post('/api/jobs/:id/candidates/invitations', {
    // Sends e-mails: a wall for scripts, room for a recruiter working through a list.
    config: { access: 'member', rateLimit: perSessionLimit(30), requires: ['email'] },
    schema: {
      tags,
      summary: 'Invite candidates to the job’s AI interview (one allowance unit each; 402 when used up)',
      params: idParamSchema,
      body: invitationRequestSchema,
      response: { 201: invitationResultSchema },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await inviteCandidates(ctx, requireStaff(req), req.params.id, req.body)),
  });

  r.get('/api/job-candidates', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Interviews of the organisation (pipeline of a job, pending invitations…), paginated',
      querystring: jobCandidateListQuerySchema,
      response: { 200: jobCandidateListSchema },
    },
    handler: async (req) => getJobCandidates(ctx, requireStaff(req).organisationId, req.query),
  });

  r.get('/api/job-candidates/latest', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'The most recent finished interview',
      response: { 200: jobCandidateDetailSchema },
    },
    handler: async (req) => getLatestJobCandidate(ctx, requireStaff(req).organisationId),
  });

  r.get('/api/job-candidates/:id', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'An interview result: answers, evaluation with quotes, integrity signals, decision',
      params: idParamSchema,
      response: { 200: jobCandidateDetailSchema },
    },
    handler: async (req) => getJobCandidate(ctx, requireStaff(req).organisationId, req.params.id),
  });

  r.get('/api/job-candidates/:id/oversight', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'The interview’s oversight record: every AI evaluation and every person’s decision on it',
      params: idParamSchema,
      response: { 200: oversightRecordListSchema },
    },
    handler: async (req) => getOversightRecord(ctx, requireStaff(req).organisationId, req.params.id),
  });

  r.get('/api/oversight-records.csv', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'The organisation’s oversight record over a period, as CSV (text/csv)',
      querystring: oversightExportQuerySchema,
      produces: ['text/csv'],
    },
    handler: async (req, reply) => {
      const { fileName, csv } = await exportOversightRecords(
        ctx,
        requireStaff(req).organisationId,
        req.query,
      );
      return sendCsv(reply, fileName, csv);
    },
  });

  r.patch('/api/job-candidates/:id', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Decide (shortlisted / rejected / hired / none) and keep notes',
      params: idParamSchema,
      body: jobCandidateUpdateSchema,
      response: { 200: jobCandidateDetailSchema },
    },
    handler: async (req) => updateJobCandidateDecision(ctx, requireStaff(req), req.params.id, req.body),
  });

  r.post('/api/job-candidates/:id/resend', {
    config: { access: 'member', rateLimit: perSessionLimit(30), requires: ['email'] },
    schema: {
      tags,
      summary: 'E-mail the same interview link again',
      params: idParamSchema,
      response: { 200: jobCandidateSummarySchema },
    },
    handler: async (req) => resendInvitation(ctx, requireStaff(req), req.params.id),
  });

  r.post('/api/job-candidates/:id/extend', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Move the link expiry later; an expired link works again',
      params: idParamSchema,
      body: extendRequestSchema,
      response: { 200: jobCandidateSummarySchema },
    },
    handler: async (req) => extendInvitation(ctx, requireStaff(req), req.params.id, req.body.days),
  });

  r.post('/api/job-candidates/:id/cancel', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Cancel a pending invitation (the link stops working)',
      params: idParamSchema,
      response: { 200: jobCandidateSummarySchema },
    },
    handler: async (req) => cancelInvitation(ctx, requireStaff(req), req.params.id),
  });

  r.post('/api/job-candidates/:id/evaluate', {
    config: { access: 'member', rateLimit: perSessionLimit(20) },
    schema: {
      tags,
      summary: 'Evaluate a finished interview again',
      params: idParamSchema,
      response: { 200: jobCandidateDetailSchema },
    },
    handler: async (req) => {
      const staff = requireStaff(req);
      await requestEvaluation(ctx, staff, req.params.id);
      return getJobCandidate(ctx, staff.organisationId, req.params.id);
    },
  });

  r.get('/api/job-candidates/:id/answers/:questionId/recording', {
    config: { access: 'member' },
    schema: { tags, summary: 'The recording of an answer (audio or video)', params: answerParamsSchema },
    handler: async (req, reply) => {
      const { mimeType, data } = await getAnswerRecording(
        ctx,
        requireStaff(req).organisationId,
        req.params.id,
        req.params.questionId,
      );
      return reply
        .type(mimeType.split(';')[0] ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(data);
    },
  });

  r.get('/api/jobs/:id/interview-preview', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Staff preview of the public interview (nothing stored or counted)',
      params: idParamSchema,
      response: { 200: interviewPreviewSchema },
    },
    handler: async (req) => getInterviewPreview(ctx, requireStaff(req).organisationId, req.params.id),
  });
}
