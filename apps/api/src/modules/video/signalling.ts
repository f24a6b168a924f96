import {
  type SignalRole,
  signalCloseCodes,
  signalJoinSchema,
  signalLimits,
  signalRelaySchema,
} from '@talvio/contracts/video';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context.ts';
import { lookUpStaff } from '../users/users.service.ts';
import { findRoom, joinWindow, roomEvents, roomStateOf } from './video.service.ts';

/**
 * Signalling of live interviews (docs/decisions/0021-live-video-interviews.md): two seats per room — the candidate
 * (the room token is their credential) and the interviewer (an active staff member of the room's organisation,
 * whose ID token comes in the first message) — and every valid message of one is relayed to the other. The rooms
 * live in this process's memory (one API process; see the decision for several).
 */
type Seats = Partial<Record<SignalRole, WebSocket>>;
const rooms = new Map<string, Seats>();
/** The name each connected party gave (shown to the other; never stored). */
const names = new WeakMap<WebSocket, string>();

const other = (role: SignalRole): SignalRole => (role === 'candidate' ? 'interviewer' : 'candidate');

function send(socket: WebSocket | undefined, message: Record<string, unknown>) {
  if (socket && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function parseJson(data: unknown): unknown {
  try {
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : String(data);
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How often each connection is pinged; one that has not answered the previous ping by then is dropped. */
export let heartbeatMs = 15_000;
/** For tests: a shorter heartbeat. */
export function setHeartbeatMs(ms: number) {
  heartbeatMs = ms;
}

/** The connected parties of a room (for tests and the room's state). */
export function seatsOf(tokenHash: string): SignalRole[] {
  return Object.keys(rooms.get(tokenHash) ?? {}) as SignalRole[];
}

/** One WebSocket connection to a room, from its opening to its close. */
export async function handleSignal(
  deps: Pick<AppContext, 'db' | 'identity' | 'config'>,
  socket: WebSocket,
  token: string,
  log: FastifyBaseLogger,
): Promise<void> {
  // Messages that arrive while the room is looked up are kept, not lost.
  const early: unknown[] = [];
  const onEarly = (data: unknown) => early.push(data);
  socket.on('message', onEarly);

  const found = await findRoom(deps, token);
  if (!found) return socket.close(signalCloseCodes.unknownRoom, 'This video interview link is not valid.');
  const state = roomStateOf(found, new Date());
  if (state.state !== 'scheduled')
    return socket.close(signalCloseCodes.roomClosed, `This video interview is ${state.state}.`);
  if (!state.open_now)
    return socket.close(signalCloseCodes.notOpen, 'The room opens 10 minutes before the start.');
  const { row } = found;
  const hash = row.roomTokenHash;

  // A party whose network vanished sends no close: pings find it, so its seat frees up for it to come back to.
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, heartbeatMs);
  heartbeat.unref();

  let role: SignalRole | null = null;
  let stopWatching: (() => void) | null = null;
  let endTimer: NodeJS.Timeout | null = null;
  const joinTimer = setTimeout(() => {
    if (!role) socket.close(signalCloseCodes.unauthorized, 'Send a join message first.');
  }, signalLimits.joinTimeoutMs);

  const leave = () => {
    clearTimeout(joinTimer);
    clearInterval(heartbeat);
    if (endTimer) clearTimeout(endTimer);
    stopWatching?.();
    if (!role) return;
    const seats = rooms.get(hash);
    if (seats?.[role] === socket) {
      delete seats[role];
      send(seats[other(role)], { type: 'peer_left', role });
      if (!seats.candidate && !seats.interviewer) rooms.delete(hash);
    }
    role = null;
  };
  socket.on('close', leave);

  async function join(message: unknown) {
    const parsed = signalJoinSchema.safeParse(message);
    if (!parsed.success)
      return socket.close(signalCloseCodes.unauthorized, 'The first message must be a join message.');
    const wanted = parsed.data.role;
    if (parsed.data.role === 'interviewer') {
      const identity = await deps.identity.verifyIdToken(parsed.data.id_token);
      const staff = identity ? await lookUpStaff(deps.db, identity.identityId) : null;
      if (!staff?.isActive || staff.organisationId !== row.organisationId)
        return socket.close(
          signalCloseCodes.unauthorized,
          'Sign in as staff of the organisation to interview.',
        );
    }
    if (socket.readyState !== socket.OPEN) return;
    const seats = rooms.get(hash) ?? {};
    if (seats[wanted]) {
      const full = seats.candidate && seats.interviewer;
      return socket.close(
        signalCloseCodes.seatTaken,
        full ? 'This room already has two people.' : `The ${wanted}'s seat is taken.`,
      );
    }
    seats[wanted] = socket;
    rooms.set(hash, seats);
    if (parsed.data.name) names.set(socket, parsed.data.name);
    role = wanted;
    clearTimeout(joinTimer);
    stopWatching = roomEvents.on(hash, (reason) => socket.close(signalCloseCodes.roomClosed, reason));
    const { closesAt } = joinWindow(row);
    endTimer = setTimeout(
      () => socket.close(signalCloseCodes.roomClosed, 'The scheduled time is over.'),
      Math.min(closesAt.getTime() - Date.now(), 2 ** 31 - 1),
    );
    endTimer.unref();
    const peer = seats[other(wanted)];
    const peerName = peer ? names.get(peer) : undefined;
    send(socket, {
      type: 'joined',
      role: wanted,
      peer_present: Boolean(peer),
      ...(peerName ? { peer_name: peerName } : {}),
      ice_servers: deps.config.iceServers,
    });
    send(peer, {
      type: 'peer_joined',
      role: wanted,
      ...(parsed.data.name ? { name: parsed.data.name } : {}),
    });
  }

  let chain = Promise.resolve();
  const onMessage = (data: unknown) => {
    chain = chain
      .then(async () => {
        const message = parseJson(data);
        if (!role) return join(message);
        const parsed = signalRelaySchema.safeParse(message);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          send(socket, {
            type: 'error',
            message: `Not a signalling message${issue ? ` (${issue.path.join('.') || 'type'}: ${issue.message})` : ''}.`,
          });
          return;
        }
        const peer = rooms.get(hash)?.[other(role)];
        const relayed =
          parsed.data.type === 'chat'
            ? { ...parsed.data, from: role, at: new Date().toISOString() }
            : { ...parsed.data, from: role };
        send(peer, relayed);
        if (parsed.data.type === 'leave') socket.close(1000, 'Left the call.');
      })
      .catch((err: unknown) => {
        log.warn({ err }, 'signalling message failed');
        socket.close(1011, 'Something went wrong; join again.');
      });
  };
  socket.off('message', onEarly);
  socket.on('message', onMessage);
  for (const data of early) onMessage(data);
}
