import '@testing-library/jest-dom/vitest';

// What jsdom lacks and Mantine components use: media queries, the font loading API (the autosizing textarea
// listens to it) and ResizeObserver.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
