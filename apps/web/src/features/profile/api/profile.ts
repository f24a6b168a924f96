import type { CurrentUser } from '@talvio/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { changePassword } from '../../../lib/identity-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';

// Fetchers.

/** PATCH /users/current: the signed-in user's own name. */
export const updateProfile = (changes: { name: string }) =>
  apiFetch<CurrentUser>('/users/current', { method: 'PATCH', json: changes });

// Mutations.

/** Saves the own name; the current user is cached as saved. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => queryClient.setQueryData(userKeys.current(), updated),
  });
}

/** Changes the own password at the identity provider (other devices are signed out). */
export const useChangePassword = () =>
  useMutation({
    mutationFn: ({ current, password }: { current: string; password: string }) =>
      changePassword(current, password),
  });
