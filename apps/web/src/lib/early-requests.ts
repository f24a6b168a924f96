import { apiFetch } from './api-client.ts';

/** GET /users/current: every staff page waits for it, so the app sends it early (see current-user.ts). */
export const currentUserPath = '/users/current';

/** How long an early answer may wait for the query that takes it before it is too old to use. */
const maxAgeMs = 10_000;
const early = new Map<string, { answer: Promise<unknown>; sentAt: number }>();

/**
 * Sends a GET the first page will need before that page's code has arrived (the app calls it before its first
 * render), so the answer travels alongside the code instead of after it.
 */
export function sendEarly(path: string): void {
  const answer = apiFetch<unknown>(path);
  // The query that takes it sees the failure; nobody taking it is not an error.
  answer.catch(() => {});
  early.set(path, { answer, sentAt: Date.now() });
}

/** The early answer for `path`, once: later calls (a refetch, a retry) go to the network. */
export function takeEarly<T>(path: string): Promise<T> | undefined {
  const sent = early.get(path);
  early.delete(path);
  if (!sent || Date.now() - sent.sentAt > maxAgeMs) return undefined;
  return sent.answer as Promise<T>;
}
