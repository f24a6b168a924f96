import type { CurrentUser } from '@talvio/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { currentUserPath } from './api-paths.ts';
import { fromEarly } from './early-requests.ts';
import { userKeys } from './query-keys.ts';
import { hasToken } from './session-storage.ts';

/** GET /users/current, shared by the shell and every feature that needs the signed-in user. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: userKeys.current(),
    // The app asks for it before the staff pages' code has loaded (app-layout.tsx, preloadLayout).
    queryFn: () => fromEarly(currentUserPath, () => apiFetch<CurrentUser>(currentUserPath)),
    staleTime: 60_000,
  });

export function useCurrentUser() {
  return useQuery({ ...currentUserQuery(), enabled: hasToken() });
}
