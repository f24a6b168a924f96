import { earlyAnswersGlobal } from '@talvio/domain/first-paint';
import { tokenRefreshWindowSeconds } from '@talvio/domain/session';
import { apiBase } from './api-base.ts';
import { expiresWithin } from './jwt.ts';
import { getIdToken } from './session-storage.ts';

/** How long an early answer may wait for the query that takes it before it is too old to use. */
const maxAgeMs = 10_000;
const early = new Map<string, { response: Promise<Response | null>; sentAt: number }>();

/** What a page's inline script left (@talvio/domain/first-paint, `earlyAnswersScript`). */
interface InlineAnswers {
  token: string;
  sentAt: number;
  answers: Record<string, Promise<Response | null>>;
}

/**
 * The answers the page's own inline script asked for, taken once: only when they went to this app's API (same
 * origin) with the token still stored, so a session that changed meanwhile never gets another one's answers.
 */
function takeInlineAnswers(token: string): InlineAnswers | null {
  const holder = window as unknown as Record<string, InlineAnswers | undefined>;
  const inline = holder[earlyAnswersGlobal];
  delete holder[earlyAnswersGlobal];
  return inline && apiBase === '/api' && inline.token === token ? inline : null;
}

/**
 * Sends the GETs the first page will need as soon as the app starts, before that page's code (and the API client)
 * has arrived, so the answers travel alongside the code instead of after it; those the page's HTML already asked
 * for (docs/product/app-shell.md, **early answers**) are not asked again. Sent only with a stored ID token that is
 * not about to expire; anything unusual (no token, a refresh due, an error answer) is left to the API client,
 * which the query falls back to (`fromEarly`).
 */
export function sendEarly(paths: readonly string[]): void {
  const token = getIdToken();
  if (!token || expiresWithin(token, tokenRefreshWindowSeconds)) return;
  const inline = takeInlineAnswers(token);
  for (const path of paths) {
    const adopted = inline?.answers[path];
    early.set(
      path,
      adopted && inline
        ? { response: adopted, sentAt: inline.sentAt }
        : {
            response: fetch(`${apiBase}${path}`, { headers: { authorization: `Bearer ${token}` } }).catch(
              () => null,
            ),
            sentAt: Date.now(),
          },
    );
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
