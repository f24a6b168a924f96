import type { CurrentUser } from '@talvio/contracts/users';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { currentUserQuery } from '../../../lib/current-user.ts';

/** POST /auth/register (seed §7): stores the profile and creates the organisation. */
export function registerProfile(input: { name: string; organisation_name?: string }) {
  return apiFetch<CurrentUser>('/auth/register', { method: 'POST', json: input });
}

/**
 * After the identity provider signed the person in: make sure the staff profile exists (a first Google
 * sign-in registers it), then go to onboarding or to where they were headed.
 */
export async function finishSignIn(queryClient: QueryClient, fallbackName: string): Promise<string> {
  let user: CurrentUser;
  try {
    user = await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
  } catch (err) {
    if (!(err instanceof ApiError && err.problem?.code === 'profile_missing')) throw err;
    user = await registerProfile({ name: fallbackName || 'New user' });
    queryClient.setQueryData(currentUserQuery().queryKey, user);
  }
  return user.onboarded ? '/dashboard' : '/onboarding';
}
