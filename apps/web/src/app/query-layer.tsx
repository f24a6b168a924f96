import './styles-full.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { prefetchDashboard } from '../features/dashboard/api/dashboard.ts';
import { ApiError, onSessionEnded } from '../lib/api-client.ts';
import { currentUserQuery } from '../lib/current-user.ts';
import { invitationCountQuery } from '../lib/shared-queries.ts';

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
 * Fills the cache with what the first screen of a staff URL shows (the signed-in user; on the dashboard, its
 * lists), so the app's first render is already complete. That render is a transition, which React does in slices;
 * an answer arriving after it would re-render as one blocking task instead (a store update is never a transition).
 * Never rejects: a failed query is left for the page to show and retry.
 */
export async function prefetchFirstScreen(pathname: string): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(currentUserQuery()),
    pathname === '/dashboard' && queryClient.prefetchQuery(invitationCountQuery()),
    pathname === '/dashboard' && prefetchDashboard(queryClient),
  ]);
}

/**
 * Server state (TanStack Query) for every screen that talks to the API. Its own chunk: the static marketing
 * pages never load it, which keeps the landing page's initial JS inside its budget.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The session ended (a 401, a failed refresh): nothing cached for it survives (another person may sign in next
  // on this browser), and the user goes to /login with the server's reason.
  useEffect(
    () =>
      onSessionEnded((reason) => {
        queryClient.clear();
        if (window.location.pathname !== '/login') void navigate('/login', { state: { reason } });
      }),
    [navigate],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
