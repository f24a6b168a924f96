import type { User, UserCreate, UserList, UserListQuery, UserUpdate } from '@talvio/contracts/users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /users: search, filters and pagination. */
export const usersListQuery = (query: UserListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return queryOptions({
    queryKey: ['users', 'list', query],
    queryFn: () => apiFetch<UserList>(`/users?${params}`),
    placeholderData: keepPreviousData,
  });
};

/** GET /users/{id}. */
export const userQuery = (id: number) =>
  queryOptions({ queryKey: ['users', 'detail', id], queryFn: () => apiFetch<User>(`/users/${id}`) });

/** POST /users: the new user receives an e-mail to set a password. */
export const createUser = (input: UserCreate) => apiFetch<User>('/users', { method: 'POST', json: input });

/** PUT /users/{id}: the server keeps password, created_date, created_by and email. */
export const updateUser = (id: number, input: UserUpdate) =>
  apiFetch<User>(`/users/${id}`, { method: 'PUT', json: input });

/** POST /users/{id}/invitation: a new set-password link for a user who has not set a password yet. */
export const resendInvitation = (id: number) => apiFetch<User>(`/users/${id}/invitation`, { method: 'POST' });
