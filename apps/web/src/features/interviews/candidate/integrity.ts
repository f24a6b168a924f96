import type { IntegritySignals } from '@talvio/contracts/interviews';

/**
 * Integrity signals of one answer (docs/product/interviews.md, **integrity signals**): how often the tab was hidden,
 * the window lost focus, and text was pasted into the answer. They are counted for the hiring team; nothing blocks or
 * warns the candidate.
 */
export const noSignals = (): IntegritySignals => ({
  tab_hidden: 0,
  focus_lost: 0,
  paste: 0,
  pasted_chars: 0,
});

export type IntegrityEvent =
  | { type: 'tab_hidden' }
  | { type: 'focus_lost' }
  | { type: 'paste'; chars: number };

/** The signals after one more event (a new object; the input is not changed). */
export function countSignal(signals: IntegritySignals, event: IntegrityEvent): IntegritySignals {
  switch (event.type) {
    case 'tab_hidden':
      return { ...signals, tab_hidden: signals.tab_hidden + 1 };
    case 'focus_lost':
      return { ...signals, focus_lost: signals.focus_lost + 1 };
    case 'paste':
      return {
        ...signals,
        paste: signals.paste + 1,
        pasted_chars: signals.pasted_chars + Math.max(0, Math.floor(event.chars)),
      };
  }
}

/** Reads stored signals back, accepting only whole non-negative counts. */
export function parseSignals(value: unknown): IntegritySignals {
  const out = noSignals();
  if (typeof value !== 'object' || value === null) return out;
  for (const key of Object.keys(out) as (keyof IntegritySignals)[]) {
    const n = (value as Record<string, unknown>)[key];
    if (typeof n === 'number' && Number.isInteger(n) && n >= 0) out[key] = n;
  }
  return out;
}

/** How many characters a paste event carries. */
export function pastedLength(event: Pick<ClipboardEvent, 'clipboardData'>): number {
  return event.clipboardData?.getData('text/plain').length ?? 0;
}

/**
 * Listens for the tab being hidden and the window losing focus while a question is on screen; returns the function
 * that stops listening. Paste is counted on the answer field itself (see `pastedLength`).
 */
export function watchPage(
  onEvent: (event: IntegrityEvent) => void,
  targets: { document: Document; window: Window } = { document, window },
): () => void {
  // Reloading or leaving the page hides it too (pagehide comes first): that is not a tab switch.
  let leaving = false;
  const onPageHide = () => {
    leaving = true;
  };
  const onPageShow = () => {
    leaving = false;
  };
  const onVisibility = () => {
    if (targets.document.visibilityState === 'hidden' && !leaving) onEvent({ type: 'tab_hidden' });
  };
  const onBlur = () => {
    if (!leaving) onEvent({ type: 'focus_lost' });
  };
  targets.document.addEventListener('visibilitychange', onVisibility);
  targets.window.addEventListener('blur', onBlur);
  targets.window.addEventListener('pagehide', onPageHide);
  targets.window.addEventListener('pageshow', onPageShow);
  return () => {
    targets.document.removeEventListener('visibilitychange', onVisibility);
    targets.window.removeEventListener('blur', onBlur);
    targets.window.removeEventListener('pagehide', onPageHide);
    targets.window.removeEventListener('pageshow', onPageShow);
  };
}
