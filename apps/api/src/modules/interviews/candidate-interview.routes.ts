import multipart from '@fastify/multipart';
import { idParamSchema } from '@talvio/contracts/common';
import { demographicAnswersSchema } from '@talvio/contracts/fairness';
import {
  answerQuestionParamsSchema,
  candidateInterviewSchema,
  chunkParamsSchema,
  chunkReceiptSchema,
  interviewLimits,
  interviewProblemCodes,
  interviewTokenSchema,
  publicInterviewRequestSchema,
  publicInterviewStartSchema,
  publicJobSchema,
  startInterviewSchema,
  submitAnswerSchema,
} from '@talvio/contracts/interviews';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import {
  discardRecording,
  getCandidateInterview,
  getPublicJob,
  startCandidateInterview,
  startPublicInterview,
  storeCandidateResume,
  storeRecordingChunk,
  submitCandidateAnswer,
  submitDemographics,
} from './candidate-interview.service.ts';

const resumeMaxBytes = 10 * 1024 * 1024;
/** Per address and minute: a person answering never comes close; a script guessing links does. */
const candidateLimit = { max: 240, timeWindow: '1 minute' };
const chunkLimit = { max: 600, timeWindow: '1 minute' };

/**
 * Nothing about a candidate's interview is cached or leaks through the Referer header (docs/product/interviews.md,
 * **link tokens**).
 */
function privateReply(reply: FastifyReply) {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
}

const tooLarge = () =>
  new AppError(
    'payload_too_large',
    413,
    `file: The résumé is larger than ${resumeMaxBytes / 1024 / 1024} MB.`,
    'file',
  );

/**
 * The candidate's side: no staff session, the link token is the credential (access 'candidate', checked by the
 * service on every call), and the public interview link of an open job.
 */
export async function candidateInterviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['candidate interview'];

  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: interviewLimits.chunkBytes },
    (_req, body, done) => done(null, body),
  );
  await app.register(multipart, {
    limits: { fileSize: resumeMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  app.addHook('onSend', async (_req, reply) => privateReply(reply));

  r.get('/api/interview/:token', {
    config: { access: 'candidate', rateLimit: candidateLimit },
    schema: {
      tags,
      summary: 'The interview behind a link: intro, the current question, or completed (404/410 otherwise)',
      params: interviewTokenSchema,
      response: { 200: candidateInterviewSchema },
    },
    handler: async (req) => getCandidateInterview(ctx, req.params.token),
  });

  r.post('/api/interview/:token/start', {
    config: { access: 'candidate', rateLimit: candidateLimit },
    schema: {
      tags,
      summary: 'Consent and start; the first question opens',
      params: interviewTokenSchema,
      body: startInterviewSchema,
      response: { 200: candidateInterviewSchema },
    },
    handler: async (req) => startCandidateInterview(ctx, req.params.token, req.body),
  });

  r.post('/api/interview/:token/demographics', {
    config: { access: 'candidate', rateLimit: candidateLimit },
    schema: {
      tags,
      summary: 'Optional self-declared demographic answers after the interview (never an input to any score)',
      params: interviewTokenSchema,
      body: demographicAnswersSchema,
      response: { 200: candidateInterviewSchema },
    },
    handler: async (req) => submitDemographics(ctx, req.params.token, req.body),
  });

  r.put('/api/interview/:token/answers/:questionId/recording/:index', {
    config: { access: 'candidate', rateLimit: chunkLimit },
    schema: {
      tags,
      summary: 'One chunk of the answer’s recording (raw bytes, ≤ 5 MB); a retried index replaces the first',
      params: chunkParamsSchema,
      consumes: ['application/octet-stream'],
      response: { 200: chunkReceiptSchema },
    },
    handler: async (req) => {
      if (!Buffer.isBuffer(req.body))
        throw new AppError(
          'unsupported_media_type',
          415,
          'Send the chunk as application/octet-stream.',
          'body',
        );
      return storeRecordingChunk(ctx, req.params.token, req.params.questionId, req.params.index, req.body);
    },
  });

  r.delete('/api/interview/:token/answers/:questionId/recording', {
    config: { access: 'candidate', rateLimit: candidateLimit },
    schema: {
      tags,
      summary: 'Discard the recording of the question on screen (a new take replaces it)',
      params: answerQuestionParamsSchema,
      response: { 200: chunkReceiptSchema },
    },
    handler: async (req) => discardRecording(ctx, req.params.token, req.params.questionId),
  });

  r.post('/api/interview/:token/answers/:questionId', {
    config: { access: 'candidate', rateLimit: candidateLimit },
    schema: {
      tags,
      summary: 'Store the answer to the question on screen; returns the next question or completed',
      params: answerQuestionParamsSchema,
      body: submitAnswerSchema,
      response: { 200: candidateInterviewSchema },
    },
    handler: async (req) => submitCandidateAnswer(ctx, req.params.token, req.params.questionId, req.body),
  });

  r.post('/api/interview/:token/resume', {
    config: { access: 'candidate', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Optional résumé (multipart field `file`: PDF, DOCX or text up to 10 MB)',
      params: interviewTokenSchema,
      consumes: ['multipart/form-data'],
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      if (!req.isMultipart())
        throw new AppError(
          'unsupported_media_type',
          415,
          'Send the résumé as multipart/form-data in the field "file".',
          'file',
        );
      const part = await req.file();
      if (!part) throw badRequest('file: Choose a file to upload.', 'file');
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest('Send the résumé in the field "file".', 'file');
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge();
        throw err;
      }
      if (part.file.truncated) throw tooLarge();
      await storeCandidateResume(ctx, req.params.token, data);
      return reply.status(204).send(null);
    },
  });

  r.get('/api/public/jobs/:id', {
    config: { access: 'public', rateLimit: candidateLimit },
    schema: {
      tags,
      summary: 'The public interview link of a job: what the candidate sees before starting',
      params: idParamSchema,
      response: { 200: publicJobSchema },
    },
    handler: async (req) => getPublicJob(ctx, req.params.id),
  });

  r.post('/api/public/jobs/:id/interviews', {
    config: {
      access: 'public',
      rateLimit: {
        // Per address and job; generous for a hiring day on one campus network, a wall for a script.
        max: 20,
        timeWindow: '10 minutes',
        keyGenerator: (req) => `${req.ip}:${(req.params as { id?: string }).id ?? ''}`,
        errorResponseBuilder: (_req, context) =>
          new AppError(
            interviewProblemCodes.tooManyPublicStarts,
            429,
            `Too many interview requests from your network. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
          ),
      },
      requires: ['email'],
    },
    schema: {
      tags,
      summary:
        'Ask for the public interview: the link is e-mailed (never returned) and counts when the candidate starts',
      params: idParamSchema,
      body: publicInterviewRequestSchema,
      response: { 202: publicInterviewStartSchema },
    },
    handler: async (req, reply) =>
      reply.status(202).send(await startPublicInterview(ctx, req.params.id, req.body)),
  });
}
