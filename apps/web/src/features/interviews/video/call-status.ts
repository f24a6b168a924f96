import type { CallState } from './call-session.ts';

type Status = Pick<CallState, 'phase' | 'peer' | 'connection' | 'network'>;

/** The call's one-line status: the network first ("Reconnecting…"), then the other person. */
export function statusText(state: Status, otherName: string): string {
  if (state.network === 'reconnecting') return 'Reconnecting…';
  if (state.network === 'reconnected') return 'Reconnected';
  if (state.phase === 'connecting') return 'Joining…';
  if (state.peer === 'left') return `${otherName} left the call`;
  if (state.peer === 'dropped') return `${otherName}’s connection dropped. Waiting for them to come back…`;
  if (state.peer === 'absent') return `Waiting for ${otherName}`;
  return state.connection === 'connected' ? 'Connected' : `Connecting to ${otherName}…`;
}

/** What the other person's tile says while there is no picture. */
export function peerPlaceholder(state: Pick<CallState, 'peer'>, otherName: string): string {
  if (state.peer === 'left') return `${otherName} left the call.`;
  if (state.peer === 'dropped') return `${otherName}’s connection dropped. Waiting for them to come back…`;
  if (state.peer === 'absent') return `Waiting for ${otherName} to join…`;
  return 'Connecting…';
}
