import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { firstPageShown } from './page-shown.tsx';
import { AppRoutes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const Toasts = lazy(() => import('./notifications.tsx').then((m) => ({ default: m.Toasts })));

/**
 * True once the first page is shown, the document has loaded and the browser has a quiet moment: what the first
 * screen does not need waits for it, so its download does not compete with the first screen's.
 */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let cancelled = false;
    const whenIdle = () => {
      if (cancelled) return;
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setReady(true), { timeout: 3000 })
          : window.setTimeout(() => setReady(true), 500);
    };
    // A screen that is not a page (an account that failed to load, say) still gets its toasts, a little later.
    const pageOrTimeout = Promise.race([firstPageShown, new Promise((r) => window.setTimeout(r, 5000))]);
    void pageOrTimeout.then(() => {
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

/**
 * Toasts (and with them the complete stylesheet, notifications.tsx) are never part of the first screen. One shown
 * before their renderer arrives waits in Mantine's notifications store and appears when it mounts. Its own
 * component, so mounting it re-renders nothing else.
 */
function DeferredNotifications() {
  const ready = useAfterFirstScreen();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

/** Theme, colour scheme and toasts around the router: the same in the browser and in the build's prerender. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeferredNotifications />
      {children}
    </MantineProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
