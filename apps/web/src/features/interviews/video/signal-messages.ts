import {
  type SignalServerMessage,
  signalCloseCodes,
  signalServerMessageSchema,
} from '@talvio/contracts/video';

/** One message from the signalling route, or null for anything that is not one (it is then ignored). */
export function parseSignal(data: unknown): SignalServerMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = signalServerMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Why the signalling connection closed, as the page acts on it. */
export type CloseOutcome =
  /** The room is full or this seat is taken: the two already there carry on (**two parties**). */
  | { kind: 'full'; message: string }
  /** Cancelled, ended, expired or not open yet: the page asks for the room's state again. */
  | { kind: 'closed'; message: string }
  | { kind: 'unknown' }
  /** Staff of another organisation, or a session that has ended. */
  | { kind: 'unauthorized'; message: string }
  /** We left (or sent something the route refused): nothing to do. */
  | { kind: 'left' }
  /** The network or the server: try again. */
  | { kind: 'retry' };

export function closeOutcome(code: number, reason: string): CloseOutcome {
  switch (code) {
    case signalCloseCodes.seatTaken:
      return {
        kind: 'full',
        message: /two people/.test(reason)
          ? 'This room is full: the interview already has its two people.'
          : reason || 'This seat is taken.',
      };
    case signalCloseCodes.roomClosed:
    case signalCloseCodes.notOpen:
      return { kind: 'closed', message: reason || 'The room is closed.' };
    case signalCloseCodes.unknownRoom:
      return { kind: 'unknown' };
    case signalCloseCodes.unauthorized:
      return { kind: 'unauthorized', message: reason || 'You cannot join this room.' };
    case 1000:
    case signalCloseCodes.badMessage:
      return { kind: 'left' };
    default:
      return { kind: 'retry' };
  }
}

/** How long to wait before the next reconnection attempt: 0.5 s, 1 s, 2 s … at most 8 s. */
export const retryDelayMs = (attempt: number) => Math.min(8_000, 500 * 2 ** Math.max(0, attempt));
