import { tokenRefreshWindowSeconds } from '@talvio/domain/session';
import { apiBase } from './api-base.ts';
import { expiresWithin } from './jwt.ts';
import { getIdToken } from './session-storage.ts';

/** How long an early answer may wait for the query that takes it before it is too old to use. */
const maxAgeMs = 10_000;
const early = new Map<string, { response: Promise<Response | null>; sentAt: number }>();

/**
 * Sends the GETs the first page will need as soon as the app starts, before that page's code (and the API client)
 * has arrived, so the answers travel alongside the code instead of after it. Sent only with a stored ID token that
 * is not about to expire; anything unusual (no token, a refresh due, an error answer) is left to the API client,
 * which the query falls back to (`fromEarly`).
 */
export function sendEarly(paths: readonly string[]): void {
  const token = getIdToken();
  if (!token || expiresWithin(token, tokenRefreshWindowSeconds)) return;
  for (const path of paths) {
    const response = fetch(`${apiBase}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => null);
    early.set(path, { response, sentAt: Date.now() });
  }
}

/**
 * The early answer to `path` when it was sent and succeeded, taken once; otherwise (never sent, too old, failed,
 * an error status) `fetchNow()`, so errors, refreshes and session endings follow the API client's one path.
 */
export function fromEarly<T>(path: string, fetchNow: () => Promise<T>): Promise<T> {
  const sent = early.get(path);
  early.delete(path);
  if (!sent || Date.now() - sent.sentAt > maxAgeMs) return fetchNow();
  return sent.response.then((res) => (res?.ok ? (res.json() as Promise<T>) : fetchNow()));
}
