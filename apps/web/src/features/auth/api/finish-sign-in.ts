import type { CurrentUser } from '@talvio/contracts/users';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { currentUserQuery } from '../../../lib/current-user.ts';

/** POST /auth/register: stores the profile and creates the organisation. */
export function registerProfile(input: { name: string; organisation_name?: string }) {
  return apiFetch<CurrentUser>('/auth/register', { method: 'POST', json: input });
}

/**
 * After the identity provider signed the person in: make sure the staff profile exists (a first Google
 * sign-in registers it), then go to onboarding or to where they were headed.
 */
export async function finishSignIn(
  queryClient: QueryClient,
  profile: { name: string; organisation_name?: string },
): Promise<string> {
  let user: CurrentUser;
  try {
    user = await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
  } catch (err) {
    if (!(err instanceof ApiError && err.problem?.code === 'profile_missing')) throw err;
    user = await registerProfile({ ...profile, name: profile.name || 'New user' });
    queryClient.setQueryData(currentUserQuery().queryKey, user);
  }
  return user.onboarded ? '/dashboard' : '/onboarding';
}

const pendingKey = 'talvio_pending_registration';

export interface PendingRegistration {
  email: string;
  name: string;
  organisation_name: string;
}

/**
 * What the sign-up form said, kept in this browser until the e-mailed link is opened, so the organisation is
 * created with the name given. Opened in another browser, the link still works and onboarding asks again.
 */
export const pendingRegistration = {
  save: (value: PendingRegistration) => localStorage.setItem(pendingKey, JSON.stringify(value)),
  take(): PendingRegistration | null {
    const raw = localStorage.getItem(pendingKey);
    localStorage.removeItem(pendingKey);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as Partial<PendingRegistration>;
      if (typeof value.email !== 'string' || typeof value.name !== 'string') return null;
      return {
        email: value.email,
        name: value.name,
        organisation_name: typeof value.organisation_name === 'string' ? value.organisation_name : '',
      };
    } catch {
      return null;
    }
  },
};
