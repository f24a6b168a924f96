import { z } from 'zod';
import { multilineText } from './common.ts';
import { recommendationSchema } from './interviews.ts';

/** Live video interviews (docs/product/video-interviews.md). */
export const liveInterviewLimits = {
  minMinutes: 15,
  maxMinutes: 180,
  stepMinutes: 5,
  /** The room opens this long before the start (**join window**). */
  opensBeforeMinutes: 10,
  notesChars: 20_000,
  scorecardSkills: 20,
} as const;

/** Whether a name is an IANA time zone this runtime knows (e.g. Europe/Berlin, UTC). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(64, 'Must be at most 64 characters')
  .refine(isTimeZone, 'Must be an IANA time zone such as Europe/Berlin')
  .meta({ examples: ['Europe/Berlin', 'Asia/Kolkata', 'America/New_York', 'UTC'] });

const startsAtSchema = z.iso
  .datetime({ offset: true, error: 'Must be an ISO 8601 date and time with an offset' })
  .refine((v) => Date.parse(v) > Date.now(), 'Must be in the future');

const durationSchema = z
  .number('Must be a number of minutes')
  .int('Must be a whole number of minutes')
  .min(liveInterviewLimits.minMinutes, `Must be at least ${liveInterviewLimits.minMinutes} minutes`)
  .max(liveInterviewLimits.maxMinutes, `Must be at most ${liveInterviewLimits.maxMinutes} minutes`)
  .multipleOf(
    liveInterviewLimits.stepMinutes,
    `Must be in steps of ${liveInterviewLimits.stepMinutes} minutes`,
  );

/** POST /job-candidates/{id}/live-interviews. */
export const liveInterviewScheduleSchema = z.strictObject({
  starts_at: startsAtSchema,
  duration_minutes: durationSchema,
  /** The scheduler's zone (the browser's). */
  time_zone: timeZoneSchema,
  /** The candidate's zone when the scheduler knows it. */
  candidate_time_zone: timeZoneSchema.nullable().optional(),
});
export type LiveInterviewSchedule = z.infer<typeof liveInterviewScheduleSchema>;

/** PATCH /live-interviews/{id}: any of the schedule's fields; at least one. */
export const liveInterviewRescheduleSchema = liveInterviewScheduleSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one of starts_at, duration_minutes, time_zone');
export type LiveInterviewReschedule = z.infer<typeof liveInterviewRescheduleSchema>;

export const liveInterviewStatuses = ['scheduled', 'cancelled', 'ended'] as const;
export type LiveInterviewStatus = (typeof liveInterviewStatuses)[number];

export const scorecardRatingSchema = z.strictObject({
  skill: z.string().trim().min(1, 'Required').max(100, 'Must be at most 100 characters'),
  rating: z.number().int('Must be a whole number').min(1, 'Must be 1 to 5').max(5, 'Must be 1 to 5'),
});

/** PUT /live-interviews/{id}/scorecard: the interviewer's own judgement, shown beside the AI score. */
export const scorecardInputSchema = z.strictObject({
  ratings: z
    .array(scorecardRatingSchema)
    .max(liveInterviewLimits.scorecardSkills, `At most ${liveInterviewLimits.scorecardSkills} skills`)
    .refine(
      (list) => new Set(list.map((r) => r.skill.toLowerCase())).size === list.length,
      'Each skill at most once',
    ),
  recommendation: recommendationSchema.nullable(),
});
export type ScorecardInput = z.infer<typeof scorecardInputSchema>;

/** PUT /live-interviews/{id}/notes: private to the organisation's staff. */
export const liveInterviewNotesSchema = z.strictObject({
  notes: multilineText(liveInterviewLimits.notesChars),
});

export const scorecardSchema = z.object({
  ratings: z.array(z.object({ skill: z.string(), rating: z.number().int() })),
  recommendation: recommendationSchema.nullable(),
  updated_at: z.string(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** A live interview as staff see it. */
export const liveInterviewSchema = z.object({
  id: z.number().int(),
  job_candidate_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  time_zone: z.string(),
  candidate_time_zone: z.string().nullable(),
  status: z.enum(liveInterviewStatuses),
  /** The room's link (the candidate's too): staff only, never in a public answer. */
  room_url: z.string(),
  sequence: z.number().int(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  notes: z.string(),
  scorecard: scorecardSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LiveInterview = z.infer<typeof liveInterviewSchema>;

/** A live interview in a candidate's data export: what it holds about the person, without the room's link. */
export const exportedLiveInterviewSchema = liveInterviewSchema.omit({ room_url: true, sequence: true });
export type ExportedLiveInterview = z.infer<typeof exportedLiveInterviewSchema>;

export const liveInterviewListSchema = z.object({ items: z.array(liveInterviewSchema) });
export type LiveInterviewList = z.infer<typeof liveInterviewListSchema>;

/** A scheduled live interview not over yet, for the pending interviews list: whom, for which job, when. */
export const upcomingLiveInterviewSchema = liveInterviewSchema
  .pick({
    id: true,
    job_candidate_id: true,
    starts_at: true,
    ends_at: true,
    duration_minutes: true,
    time_zone: true,
    room_url: true,
    created_by: true,
  })
  .extend({
    candidate: z.object({ name: z.string() }),
    job: z.object({ id: z.number().int(), title: z.string() }),
  });
export type UpcomingLiveInterview = z.infer<typeof upcomingLiveInterviewSchema>;

/** At most this many upcoming live interviews are listed, soonest first. */
export const upcomingLiveInterviewsLimit = 50;

export const upcomingLiveInterviewListSchema = z.object({ items: z.array(upcomingLiveInterviewSchema) });
export type UpcomingLiveInterviewList = z.infer<typeof upcomingLiveInterviewListSchema>;

export const roomTokenParamsSchema = z.object({ token: z.string().max(200) });

/** GET /video/rooms/{token}: what the pre-join page shows; no staff data beyond the interviewer's first name. */
export const roomStateSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('scheduled'),
    job_title: z.string(),
    organisation_name: z.string(),
    interviewer_first_name: z.string().nullable(),
    starts_at: z.string(),
    ends_at: z.string(),
    /** From 10 minutes before the start until the scheduled end. */
    open_now: z.boolean(),
    opens_at: z.string(),
  }),
  z.object({ state: z.literal('cancelled') }),
  z.object({ state: z.literal('ended') }),
  z.object({ state: z.literal('expired') }),
]);
export type RoomState = z.infer<typeof roomStateSchema>;

export const videoProblemCodes = {
  notScheduled: 'live_interview_not_scheduled',
  unknownRoom: 'unknown',
} as const;

/** One STUN or TURN server as the browser's RTCPeerConnection takes it (`ICE_SERVERS` is a JSON list of these). */
export const iceServerSchema = z.strictObject({
  urls: z.union([
    z.string().regex(/^(stun|stuns|turn|turns):\S+$/, 'Must be a stun:, stuns:, turn: or turns: URL'),
    z
      .array(
        z.string().regex(/^(stun|stuns|turn|turns):\S+$/, 'Must be a stun:, stuns:, turn: or turns: URL'),
      )
      .min(1),
  ]),
  username: z.string().min(1).max(512).optional(),
  credential: z.string().min(1).max(512).optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;
export const iceServersSchema = z.array(iceServerSchema).max(10, 'At most 10 ICE servers');

/** Offered when ICE_SERVERS is unset: a public STUN server (no relay; set a TURN server in production). */
export const defaultIceServers: IceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];

/** Signalling of a live interview (`GET /video/rooms/{token}/signal`, a WebSocket): what each side may send. */
export const signalLimits = {
  /** Largest message in bytes (an SDP offer with many codecs stays well below). */
  messageBytes: 64 * 1024,
  chatChars: 2_000,
  /** A connection that has not joined by then is closed. */
  joinTimeoutMs: 5_000,
} as const;

/** Close codes the signalling route uses (4000–4999 are the application's). */
export const signalCloseCodes = {
  badMessage: 4400,
  unauthorized: 4401,
  notOpen: 4403,
  unknownRoom: 4404,
  seatTaken: 4409,
  roomClosed: 4410,
} as const;

const sdpSchema = z.string().min(1).max(signalLimits.messageBytes);

/** The name a party gives themselves before joining, shown to the other one (nothing is stored). */
const displayNameSchema = z.string().trim().min(1).max(60).optional();

export const signalJoinSchema = z.discriminatedUnion('role', [
  z.strictObject({ type: z.literal('join'), role: z.literal('candidate'), name: displayNameSchema }),
  z.strictObject({
    type: z.literal('join'),
    role: z.literal('interviewer'),
    id_token: z.string().min(1).max(8192),
    name: displayNameSchema,
  }),
]);

/** Messages relayed to the other party once joined. */
export const signalRelaySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('offer'), sdp: sdpSchema }),
  z.strictObject({ type: z.literal('answer'), sdp: sdpSchema }),
  z.strictObject({
    type: z.literal('ice'),
    candidate: z.strictObject({
      candidate: z.string().max(2048),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(255).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
  z.strictObject({ type: z.literal('chat'), text: z.string().trim().min(1).max(signalLimits.chatChars) }),
  z.strictObject({ type: z.literal('leave') }),
]);
export type SignalRelay = z.infer<typeof signalRelaySchema>;
export type SignalRole = 'candidate' | 'interviewer';

/** What the signalling route sends a party: its own join, the other's arrival and departure, relayed messages. */
export const signalServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('joined'),
    role: z.enum(['candidate', 'interviewer']),
    peer_present: z.boolean(),
    /** The name the other party gave, when they are here and gave one. */
    peer_name: z.string().optional(),
    ice_servers: iceServersSchema,
  }),
  z.object({
    type: z.literal('peer_joined'),
    role: z.enum(['candidate', 'interviewer']),
    name: z.string().optional(),
  }),
  z.object({ type: z.literal('peer_left'), role: z.enum(['candidate', 'interviewer']) }),
  z.object({ type: z.literal('offer'), sdp: z.string() }),
  z.object({ type: z.literal('answer'), sdp: z.string() }),
  z.object({
    type: z.literal('ice'),
    candidate: z.object({
      candidate: z.string(),
      sdpMid: z.string().nullable().optional(),
      sdpMLineIndex: z.number().int().nullable().optional(),
      usernameFragment: z.string().nullable().optional(),
    }),
  }),
  z.object({
    type: z.literal('chat'),
    text: z.string(),
    from: z.enum(['candidate', 'interviewer']),
    at: z.string(),
  }),
  z.object({ type: z.literal('leave') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type SignalServerMessage = z.infer<typeof signalServerMessageSchema>;
