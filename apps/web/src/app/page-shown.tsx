import { useEffect } from 'react';

let markShown: () => void = () => {};

/** Settles once the first page the app renders has mounted (its code loaded, its first render committed). */
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/**
 * Rendered beside every page, inside the boundary that waits for its code: what the first screen does not need
 * (the toasts, the complete stylesheet) waits for it, so it never competes with the first screen's own downloads.
 */
export function PageShown() {
  useEffect(() => markShown(), []);
  return null;
}
