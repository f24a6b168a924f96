import type {
  CandidateMerge,
  CandidateMergeUndo,
  DuplicateSuggestionList,
  MergeCandidatesInput,
} from '@talvio/contracts/candidate-duplicates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { activityKeys, jobCandidateKeys, talentKeys } from '../../../lib/query-keys.ts';

/** Duplicate profiles (docs/product/candidate-duplicates.md): suggestions, merge and undo. */

/** Under the profile's key, so anything that refreshes profiles refreshes its suggestions too. */
export const duplicateKeys = {
  suggestions: (id: number) => [...talentKeys.profile(id), 'duplicates'] as const,
};

// Fetchers.

/** GET /candidates/{id}/duplicates: profiles that are probably the same person, strongest first. */
export const getDuplicateSuggestions = (id: number) =>
  apiFetch<DuplicateSuggestionList>(`/candidates/${id}/duplicates`);

/** POST /candidates/{id}/merge: `other_id` merges into this profile, field by field as chosen. */
export const mergeProfiles = (id: number, input: MergeCandidatesInput) =>
  apiFetch<CandidateMerge>(`/candidates/${id}/merge`, { method: 'POST', json: input });

/** POST /candidates/merges/{mergeId}/undo: both profiles as they were. */
export const undoMerge = (mergeId: number) =>
  apiFetch<CandidateMergeUndo>(`/candidates/merges/${mergeId}/undo`, { method: 'POST' });

// Queries.

export const duplicateSuggestionsQuery = (id: number) =>
  queryOptions({ queryKey: duplicateKeys.suggestions(id), queryFn: () => getDuplicateSuggestions(id) });
export const useDuplicateSuggestions = (id: number) => useQuery(duplicateSuggestionsQuery(id));

// Mutations.

/**
 * After a merge or its undo: profiles (and their suggestions), the pool, every interview list (interviews moved)
 * and the activity feed (the merge is in both histories) are asked for again.
 */
function refreshAfterMerge(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: talentKeys.profiles() });
  void queryClient.invalidateQueries({ queryKey: talentKeys.pool() });
  void queryClient.invalidateQueries({ queryKey: jobCandidateKeys.all });
  void queryClient.invalidateQueries({ queryKey: activityKeys.all });
}

/** The kept profile takes the server's answer; the merged one leaves the cache. */
export function useMergeProfiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MergeCandidatesInput }) => mergeProfiles(id, input),
    onSuccess: (merge) => {
      queryClient.setQueryData(talentKeys.profile(merge.profile.id), merge.profile);
      queryClient.removeQueries({ queryKey: talentKeys.profile(merge.merged_id) });
      refreshAfterMerge(queryClient);
    },
  });
}

/**
 * Both profiles take the server's answer. The handlers are the hook's own (not `mutate`'s), so they run even when
 * the undo was asked from a notification that outlived the component which merged.
 */
export function useUndoMerge(
  handlers: {
    onSuccess?: (result: CandidateMergeUndo, mergeId: number) => void;
    onError?: (error: Error, mergeId: number) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoMerge,
    onSuccess: (result, mergeId) => {
      queryClient.setQueryData(talentKeys.profile(result.kept.id), result.kept);
      queryClient.setQueryData(talentKeys.profile(result.restored.id), result.restored);
      refreshAfterMerge(queryClient);
      handlers.onSuccess?.(result, mergeId);
    },
    onError: (error, mergeId) => handlers.onError?.(error, mergeId),
  });
}
