import type { IntegritySignals } from '@talvio/contracts/interviews';
import { noSignals, parseSignals } from './integrity.ts';

/**
 * What the candidate has typed (and counted) for the question on screen, kept in this tab's sessionStorage so a
 * reload does not lose it. Keyed by the question id (unique) and a short prefix of the link token, so the full
 * credential is never written anywhere.
 */
export interface Draft {
  text: string;
  transcript: string;
  integrity: IntegritySignals;
  mimeType: string | null;
}

export const emptyDraft = (): Draft => ({ text: '', transcript: '', integrity: noSignals(), mimeType: null });

const key = (scope: string, questionId: string) => `talvio.interview.${scope.slice(0, 10)}.${questionId}`;

export function loadDraft(scope: string | null, questionId: string): Draft {
  if (!scope) return emptyDraft();
  try {
    const raw = sessionStorage.getItem(key(scope, questionId));
    if (!raw) return emptyDraft();
    const value = JSON.parse(raw) as Partial<Record<keyof Draft, unknown>>;
    return {
      text: typeof value.text === 'string' ? value.text : '',
      transcript: typeof value.transcript === 'string' ? value.transcript : '',
      integrity: parseSignals(value.integrity),
      mimeType: typeof value.mimeType === 'string' ? value.mimeType : null,
    };
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(scope: string | null, questionId: string, draft: Draft): void {
  if (!scope) return;
  try {
    sessionStorage.setItem(key(scope, questionId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the answer is still on screen.
  }
}

export function clearDraft(scope: string | null, questionId: string): void {
  if (!scope) return;
  try {
    sessionStorage.removeItem(key(scope, questionId));
  } catch {
    // nothing to clear
  }
}
