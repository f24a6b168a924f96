import type { SignalRole } from '@talvio/contracts/video';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { idTokenForRequest } from '../../../lib/api-client.ts';
import { CallSession, type CallState, initialCallState } from './call-session.ts';

const noSubscription = () => () => {};
const initial = () => initialCallState;

/** A call for as long as the component is shown: its state, and the session to act on (null for a moment). */
export function useCall(token: string, role: SignalRole, local: MediaStream | null, name: string) {
  const [session, setSession] = useState<CallSession | null>(null);
  useEffect(() => {
    const created = new CallSession({ token, role, local, name, idToken: idTokenForRequest });
    created.start();
    setSession(created);
    return () => created.stop();
  }, [token, role, local, name]);
  const state: CallState = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getState ?? initial,
  );
  return { state, session };
}
