import './styles-full.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, onSessionEnded } from '../lib/api-client.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// Another person may sign in next on this browser: nothing cached for the previous session survives it.
onSessionEnded(() => queryClient.clear());

/**
 * Server state (TanStack Query) for every screen that talks to the API. Its own chunk: the static marketing
 * pages never load it, which keeps the landing page's initial JS inside its budget.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
