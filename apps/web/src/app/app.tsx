import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** Toasts are never needed for the first paint; their renderer loads after it. */
const Notifications = lazy(() => import('./notifications.tsx').then((m) => ({ default: m.Notifications })));

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </MantineProvider>
  );
}
