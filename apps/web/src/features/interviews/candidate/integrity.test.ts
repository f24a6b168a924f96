import { describe, expect, it, vi } from 'vitest';
import { countSignal, noSignals, parseSignals, pastedLength, watchPage } from './integrity.ts';

describe('integrity signals', () => {
  it('counts tab switches, focus losses, pastes and pasted characters', () => {
    let s = noSignals();
    s = countSignal(s, { type: 'tab_hidden' });
    s = countSignal(s, { type: 'tab_hidden' });
    s = countSignal(s, { type: 'focus_lost' });
    s = countSignal(s, { type: 'paste', chars: 120 });
    s = countSignal(s, { type: 'paste', chars: 30 });
    expect(s).toEqual({ tab_hidden: 2, focus_lost: 1, paste: 2, pasted_chars: 150 });
  });

  it('does not change the counts it was given', () => {
    const before = noSignals();
    countSignal(before, { type: 'paste', chars: 5 });
    expect(before).toEqual(noSignals());
  });

  it('never counts negative or fractional pasted characters', () => {
    expect(countSignal(noSignals(), { type: 'paste', chars: -4 }).pasted_chars).toBe(0);
    expect(countSignal(noSignals(), { type: 'paste', chars: 3.7 }).pasted_chars).toBe(3);
  });

  it('reads stored counts back, dropping anything that is not a whole count', () => {
    expect(parseSignals({ tab_hidden: 2, focus_lost: -1, paste: 'x', pasted_chars: 1.5 })).toEqual({
      tab_hidden: 2,
      focus_lost: 0,
      paste: 0,
      pasted_chars: 0,
    });
    expect(parseSignals(null)).toEqual(noSignals());
  });

  it('measures the text of a paste', () => {
    const getData = vi.fn(() => 'hello world');
    expect(pastedLength({ clipboardData: { getData } as unknown as DataTransfer })).toBe(11);
    expect(getData).toHaveBeenCalledWith('text/plain');
    expect(pastedLength({ clipboardData: null })).toBe(0);
  });

  it('listens for the tab being hidden and the window losing focus, and stops when told', () => {
    const events: string[] = [];
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const stop = watchPage((e) => events.push(e.type));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('blur'));
    expect(events).toEqual(['tab_hidden', 'focus_lost']);
    stop();
    window.dispatchEvent(new Event('blur'));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(events).toEqual(['tab_hidden', 'focus_lost']);
  });

  it('does not count a reload or leaving the page as a tab switch', () => {
    const events: string[] = [];
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const stop = watchPage((e) => events.push(e.type));
    window.dispatchEvent(new Event('pagehide'));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('blur'));
    expect(events).toEqual([]);
    // Back from the browser's page cache: counting resumes.
    window.dispatchEvent(new Event('pageshow'));
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(events).toEqual(['tab_hidden']);
    stop();
  });
});
