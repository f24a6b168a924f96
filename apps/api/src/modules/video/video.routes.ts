import websocket from '@fastify/websocket';
import { idParamSchema } from '@talvio/contracts/common';
import {
  liveInterviewListSchema,
  liveInterviewNotesSchema,
  liveInterviewRescheduleSchema,
  liveInterviewScheduleSchema,
  liveInterviewSchema,
  roomStateSchema,
  roomTokenParamsSchema,
  scorecardInputSchema,
  signalLimits,
  upcomingLiveInterviewListSchema,
} from '@talvio/contracts/video';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireStaff } from '../../plugins/access.ts';
import { perSessionLimit } from '../../plugins/rate-limits.ts';
import { handleSignal } from './signalling.ts';
import {
  cancelLiveInterview,
  endLiveInterview,
  getLiveInterviews,
  getRoomState,
  getUpcomingLiveInterviews,
  rescheduleLiveInterview,
  saveLiveInterviewNotes,
  saveLiveInterviewScorecard,
  scheduleLiveInterview,
} from './video.service.ts';

/** Per address and minute: a person opening the pre-join page never comes close; a script guessing links does. */
const roomLimit = { max: 120, timeWindow: '1 minute' };

/** Live video interviews (docs/product/video-interviews.md): scheduling by staff, the room's public state. */
export async function videoRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(websocket, {
    options: { maxPayload: signalLimits.messageBytes },
    // A client's fault (an oversized message, a dropped connection): noted, and the connection ends.
    errorHandler: (err, socket, req) => {
      req.log.warn({ err }, 'signalling connection ended on an error');
      socket.terminate();
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['video interviews'];

  r.post('/api/job-candidates/:id/live-interviews', {
    config: { access: 'member', rateLimit: perSessionLimit(30), requires: ['email'] },
    schema: {
      tags,
      summary:
        'Schedule a live video interview; the candidate is e-mailed the link and a calendar invitation',
      params: idParamSchema,
      body: liveInterviewScheduleSchema,
      response: { 201: liveInterviewSchema },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await scheduleLiveInterview(ctx, requireStaff(req), req.params.id, req.body)),
  });

  r.get('/api/job-candidates/:id/live-interviews', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'The candidate’s live video interviews, newest first',
      params: idParamSchema,
      response: { 200: liveInterviewListSchema },
    },
    handler: async (req) => getLiveInterviews(ctx, requireStaff(req).organisationId, req.params.id),
  });

  r.get('/api/live-interviews/upcoming', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'The organisation’s scheduled live interviews not over yet, soonest first (at most 50)',
      response: { 200: upcomingLiveInterviewListSchema },
    },
    handler: async (req) => getUpcomingLiveInterviews(ctx, requireStaff(req).organisationId),
  });

  r.patch('/api/live-interviews/:id', {
    config: { access: 'member', rateLimit: perSessionLimit(30), requires: ['email'] },
    schema: {
      tags,
      summary: 'Reschedule: a new time or length; the candidate gets an updated calendar invitation',
      params: idParamSchema,
      body: liveInterviewRescheduleSchema,
      response: { 200: liveInterviewSchema },
    },
    handler: async (req) => rescheduleLiveInterview(ctx, requireStaff(req), req.params.id, req.body),
  });

  r.post('/api/live-interviews/:id/cancel', {
    config: { access: 'member', rateLimit: perSessionLimit(30), requires: ['email'] },
    schema: {
      tags,
      summary:
        'Cancel: the room closes and the candidate’s calendar entry is cancelled (409 when not scheduled)',
      params: idParamSchema,
      response: { 200: liveInterviewSchema },
    },
    handler: async (req) => cancelLiveInterview(ctx, requireStaff(req), req.params.id),
  });

  r.post('/api/live-interviews/:id/end', {
    config: { access: 'member', rateLimit: perSessionLimit(30) },
    schema: {
      tags,
      summary: 'End: the interviewer ends the interview; the room closes for both (409 when not scheduled)',
      params: idParamSchema,
      response: { 200: liveInterviewSchema },
    },
    handler: async (req) => endLiveInterview(ctx, requireStaff(req), req.params.id),
  });

  r.put('/api/live-interviews/:id/notes', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'The interviewer’s private notes',
      params: idParamSchema,
      body: liveInterviewNotesSchema,
      response: { 200: liveInterviewSchema },
    },
    handler: async (req) => saveLiveInterviewNotes(ctx, requireStaff(req), req.params.id, req.body.notes),
  });

  r.put('/api/live-interviews/:id/scorecard', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'The interviewer’s scorecard (1–5 per skill, a recommendation), kept apart from the AI score',
      params: idParamSchema,
      body: scorecardInputSchema,
      response: { 200: liveInterviewSchema },
    },
    handler: async (req) => saveLiveInterviewScorecard(ctx, requireStaff(req), req.params.id, req.body),
  });

  r.get('/api/video/rooms/:token', {
    config: { access: 'public', rateLimit: roomLimit },
    schema: {
      tags,
      summary:
        'A room’s state for the pre-join page (no account; 404 `unknown` for a link that opens nothing)',
      params: roomTokenParamsSchema,
      response: { 200: roomStateSchema },
    },
    handler: async (req, reply) => {
      // Nothing about the room is cached or leaks through the Referer header.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return getRoomState(ctx, req.params.token);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/video/rooms/:token/signal',
    // The token is the candidate's credential; the interviewer's ID token comes in the first message.
    config: { access: 'candidate', rateLimit: roomLimit },
    schema: {
      tags,
      summary:
        'Signalling of the room (WebSocket): join as candidate or interviewer, then offer/answer/ice/chat/leave are relayed',
      params: roomTokenParamsSchema,
    },
    wsHandler: (socket, req) => {
      void handleSignal(ctx, socket, req.params.token, req.log).catch((err: unknown) => {
        req.log.warn({ err }, 'signalling connection failed');
        socket.close(1011, 'Something went wrong; join again.');
      });
    },
    handler: async () => {
      throw new AppError('upgrade_required', 426, 'This address takes a WebSocket connection.');
    },
  });
}
