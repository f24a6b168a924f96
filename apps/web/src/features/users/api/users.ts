import type { User, UserCreate, UserList, UserListQuery, UserUpdate } from '@talvio/contracts/users';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { toParams } from '../../../lib/query-string.ts';

// Fetchers.

/** GET /users: search, filters and pagination. */
export const getUsers = (query: UserListQuery) => apiFetch<UserList>(`/users?${toParams(query)}`);

/** GET /users/{id}. */
export const getUser = (id: number) => apiFetch<User>(`/users/${id}`);

/** POST /users: the new user receives an e-mail to set a password. */
export const createUser = (input: UserCreate) => apiFetch<User>('/users', { method: 'POST', json: input });

/** PUT /users/{id}: the server keeps password, created_date, created_by and email. */
export const updateUser = (id: number, input: UserUpdate) =>
  apiFetch<User>(`/users/${id}`, { method: 'PUT', json: input });

/** POST /users/{id}/invitation: a new set-password link for a user who has not set a password yet. */
export const resendInvitation = (id: number) => apiFetch<User>(`/users/${id}/invitation`, { method: 'POST' });

// Queries.

export const usersListQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });
export const useUsers = (query: UserListQuery) => useQuery(usersListQuery(query));

export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });
export const useUser = (id: number) => useQuery(userQuery(id));

// Mutations.

/**
 * Creates (no `id`) or updates a user. Everything under `userKeys.all` refreshes: the lists, the user, and the
 * current user (who may have changed their own name or role).
 */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { id: null; input: UserCreate } | { id: number; input: UserUpdate },
    ): Promise<User> => (change.id === null ? createUser(change.input) : updateUser(change.id, change.input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useResendUserInvitation = () => useMutation({ mutationFn: resendInvitation });
