import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const Notifications = lazy(() => import('./notifications.tsx').then((m) => ({ default: m.Notifications })));

/**
 * True once the page has loaded and the browser has a quiet moment: what the first screen does not need waits for
 * it, so its download does not compete with the first screen's.
 */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setReady(true), { timeout: 3000 })
          : window.setTimeout(() => setReady(true), 500);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

/**
 * Toasts are never part of the first screen. One shown before their renderer arrives waits in Mantine's
 * notifications store and appears when it mounts. Its own component, so mounting it re-renders nothing else.
 */
function DeferredNotifications() {
  const ready = useAfterFirstScreen();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
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
