import { useEffect } from 'react';

/**
 * Rendered beside the page, inside the boundary that waits for its code: once it has mounted, the page has been
 * taken over by the app. A visitor screen the HTML brought (docs/product/app-shell.md, **first paint**) is inert
 * until then, so nothing is typed into it or clicked before the app can handle it; this lifts that.
 */
export function FirstScreenReady() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}
