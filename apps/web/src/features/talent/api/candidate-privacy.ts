import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/files.ts';
import { activityKeys, jobCandidateKeys, talentKeys } from '../../../lib/query-keys.ts';

/** Candidate privacy (docs/product/candidate-privacy.md): erasing a person's data and exporting it. */

// Fetchers.

/** POST /candidates/{id}/erase: the person's data goes everywhere; the profile stays as a placeholder. */
export const eraseCandidate = (id: number) => apiFetch<void>(`/candidates/${id}/erase`, { method: 'POST' });

/** GET /candidates/{id}/export: everything held about the person, as the JSON file the server names. */
export const fetchCandidateExport = (id: number) =>
  apiFetch<Blob>(`/candidates/${id}/export`, { as: 'blob', headers: { accept: 'application/json' } });

/** The name the export is saved under. */
export const exportFileName = (id: number) => `candidate-${id}-export.json`;

// Mutations.

/**
 * After erasing, the profile is read again (it shows the erased state), and every list that named the person
 * (the pool, batches, interviews, the activity feed) refreshes.
 */
export function useEraseCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseCandidate,
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: talentKeys.resumeText(id) });
      void queryClient.invalidateQueries({ queryKey: talentKeys.pool() });
      void queryClient.invalidateQueries({ queryKey: talentKeys.batches() });
      void queryClient.invalidateQueries({ queryKey: jobCandidateKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      await queryClient.invalidateQueries({ queryKey: talentKeys.profile(id), exact: true });
    },
  });
}

/** Downloads the export: fetched with the staff token, saved from an object URL. */
export function useExportCandidate() {
  return useMutation({
    mutationFn: async (id: number) => {
      saveFile(await fetchCandidateExport(id), exportFileName(id));
    },
  });
}
