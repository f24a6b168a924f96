import type { Problem } from '@talvio/contracts/common';
import { tokenRefreshWindowSeconds } from '@talvio/domain/session';
import { apiBase } from './api-base.ts';
import { expiresWithin } from './jwt.ts';
import { clearAllStorage, getIdToken, getSessionToken, storeSession } from './session-storage.ts';

export { apiBase };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The field the server named as the cause, if any. */
  get field(): string | undefined {
    return this.problem?.field;
  }
}

const sessionEndedListeners = new Set<(reason: string | null) => void>();
/**
 * The app registers what happens when the session is gone (docs/product/sign-in.md, **session-ending errors**):
 * going to /login with the server's reason, dropping cached server state. Returns the unsubscribe function.
 */
export function onSessionEnded(listener: (reason: string | null) => void): () => void {
  sessionEndedListeners.add(listener);
  if (endedUnheard) {
    // The session ended before the app was listening (a request sent before the first render).
    const { reason } = endedUnheard;
    endedUnheard = null;
    listener(reason);
  }
  return () => sessionEndedListeners.delete(listener);
}

/** A session end nobody has heard yet. */
let endedUnheard: { reason: string | null } | null = null;

function endSession(reason: string | null) {
  clearAllStorage();
  if (sessionEndedListeners.size === 0) endedUnheard = { reason };
  for (const listener of sessionEndedListeners) listener(reason);
}

/** The person logged out: the session ends here as it does after a 401, without a reason to show. */
export function endSessionByLogout() {
  endSession(null);
}

let refreshing: Promise<string> | null = null;

/** Exchanges the identity session for a fresh 1-hour ID token and stores it. */
export async function refreshIdToken(): Promise<string> {
  const sessionToken = getSessionToken();
  if (!sessionToken) throw new ApiError(401, null, 'Your session has ended. Sign in again.');
  refreshing ??= (async () => {
    try {
      const res = await fetch(`${apiBase}/identity/token`, {
        headers: { authorization: `Bearer ${sessionToken}` },
      });
      if (!res.ok) throw new ApiError(401, null, 'Your session has ended. Sign in again.');
      const { token } = (await res.json()) as { token: string };
      storeSession({ idToken: token });
      return token;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * Token refresh (docs/product/sign-in.md): before every request the ID token is refreshed (when it expires within 5
 * minutes), stored, and sent as `Authorization: Bearer`. Session-ending errors: a session-ending error (401 or a failed
 * refresh) sends the user to /login and still rejects to the caller; other errors only reject.
 */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown; auth?: boolean; as?: 'blob' } = {},
): Promise<T> {
  const { json, auth = true, as, headers, ...rest } = init;
  const token = auth ? await idTokenForRequest() : null;
  const res = await fetch(`${apiBase}${path}`, {
    ...rest,
    headers: {
      accept: 'application/json',
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(auth && token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (res.ok) {
    if (res.status === 204) return undefined as T;
    // Binary bodies (recordings) for callers that ask for them.
    if (as === 'blob') return (await res.blob()) as T;
    const type = res.headers.get('content-type') ?? '';
    return (type.includes('json') ? await res.json() : await res.text()) as T;
  }
  let problem: Problem | null = null;
  try {
    problem = (await res.json()) as Problem;
  } catch {
    problem = null;
  }
  throw requestFailed(res.status, problem, auth);
}

/**
 * The ID token a staff request sends as `Authorization: Bearer`, refreshed first when it expires within 5 minutes
 * (token refresh); a failed refresh ends the session and rejects. For requests `apiFetch` cannot make (an upload
 * that reports its progress).
 */
export async function idTokenForRequest(): Promise<string | null> {
  const token = getIdToken();
  if (!token || !expiresWithin(token, tokenRefreshWindowSeconds)) return token;
  try {
    return await refreshIdToken();
  } catch (err) {
    endSession(err instanceof Error ? err.message : null);
    throw err;
  }
}

/** The error of a refused request, from its status and problem+json body; a 401 ends the session. */
export function requestFailed(status: number, problem: Problem | null, auth = true): ApiError {
  const error = new ApiError(status, problem, problem?.detail ?? `Request failed (${status}).`);
  if (status === 401 && auth) endSession(problem?.detail ?? null);
  return error;
}
