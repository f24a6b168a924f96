// The Mantine styles of the first screens under this layer (sign-in, candidate, onboarding, staff + dashboard);
// every other page and the toasts bring the complete stylesheet (styles-full.ts).
import 'virtual:first-screen-styles';
import './read-only-fields.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, onSessionEnded } from '../lib/api-client.ts';
import { forgetSession } from '../lib/session-cache.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * Server state (TanStack Query) for every screen that talks to the API. Its own chunk: the static marketing
 * pages never load it, which keeps the landing page's initial JS inside its budget.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The session ended (logout, a 401, a failed refresh): its cached answers go, and the user goes to /login with the
  // server's reason.
  useEffect(
    () =>
      onSessionEnded((reason) => {
        forgetSession(queryClient);
        if (window.location.pathname !== '/login') void navigate('/login', { state: { reason } });
      }),
    [navigate],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
