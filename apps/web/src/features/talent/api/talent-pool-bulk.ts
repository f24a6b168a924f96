import type { JobList } from '@talvio/contracts/jobs';
import type {
  BulkInviteRequest,
  BulkInviteResult,
  BulkResult,
  BulkSelection,
  BulkTagRequest,
  BulkTagResult,
  BulkTagUndo,
  CreateSavedSearchInput,
  SavedSearch,
  SavedSearchList,
  UpdateSavedSearchInput,
} from '@talvio/contracts/talent-pool';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { activityKeys, jobCandidateKeys, jobKeys, talentKeys } from '../../../lib/query-keys.ts';

/** Saved searches and bulk actions of the talent pool (docs/product/talent-pool.md). */

export const savedSearchKeys = {
  all: [...talentKeys.all, 'saved-searches'] as const,
};

// Fetchers.

export const getSavedSearches = () => apiFetch<SavedSearchList>('/talent/saved-searches');

export const createSavedSearch = (input: CreateSavedSearchInput) =>
  apiFetch<SavedSearch>('/talent/saved-searches', { method: 'POST', json: input });

export const updateSavedSearch = (id: number, input: UpdateSavedSearchInput) =>
  apiFetch<SavedSearch>(`/talent/saved-searches/${id}`, { method: 'PATCH', json: input });

export const deleteSavedSearch = (id: number) =>
  apiFetch<void>(`/talent/saved-searches/${id}`, { method: 'DELETE' });

export const bulkTag = (input: BulkTagRequest) =>
  apiFetch<BulkTagResult>('/candidates/bulk/tags', { method: 'POST', json: input });

export const undoBulkTag = (input: BulkTagUndo) =>
  apiFetch<BulkResult>('/candidates/bulk/tags/undo', { method: 'POST', json: input });

export const bulkDelete = (selection: BulkSelection) =>
  apiFetch<BulkResult>('/candidates/bulk/delete', { method: 'POST', json: { selection } });

export const bulkInvite = (input: BulkInviteRequest) =>
  apiFetch<BulkInviteResult>('/candidates/bulk/invite', { method: 'POST', json: input });

/** POST /candidates/bulk/export: the CSV file, as a Blob (it needs the staff token, so no plain link). */
export const bulkExport = (selection: BulkSelection) =>
  apiFetch<Blob>('/candidates/bulk/export', {
    method: 'POST',
    json: { selection },
    as: 'blob',
    headers: { accept: 'text/csv' },
  });

/** The organisation's open jobs, by title: where pool candidates can be invited. */
const openJobsParams = { status: 'open', pageSize: 100, sort: 'title', order: 'asc' } as const;
export const openJobsQuery = () =>
  queryOptions({
    queryKey: jobKeys.list(openJobsParams),
    queryFn: () => apiFetch<JobList>('/jobs?status=open&pageSize=100&sort=title&order=asc'),
    staleTime: 60_000,
  });

// Queries.

export const savedSearchesQuery = () =>
  queryOptions({ queryKey: savedSearchKeys.all, queryFn: getSavedSearches });
export const useSavedSearches = () => useQuery(savedSearchesQuery());

// Mutations.

function useSavedSearchMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export const useCreateSavedSearch = () => useSavedSearchMutation(createSavedSearch);
export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(({ id, input }: { id: number; input: UpdateSavedSearchInput }) =>
    updateSavedSearch(id, input),
  );
export const useDeleteSavedSearch = () => useSavedSearchMutation(deleteSavedSearch);

/** A bulk write: the pool's lists, the profiles and the activity feed refresh after it. */
function useBulkMutation<V, R>(fn: (vars: V) => Promise<R>, alsoRefresh: (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      for (const key of [talentKeys.pool(), talentKeys.profiles(), activityKeys.all, ...alsoRefresh])
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useBulkTag = () => useBulkMutation(bulkTag);
export const useUndoBulkTag = () => useBulkMutation(undoBulkTag);
export const useBulkDelete = () => useBulkMutation(bulkDelete, [talentKeys.batches()]);
export const useBulkInvite = () => useBulkMutation(bulkInvite, [jobCandidateKeys.all]);
export const useBulkExport = () => useMutation({ mutationFn: bulkExport });
