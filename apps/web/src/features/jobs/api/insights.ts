import type { JobInsights } from '@talvio/contracts/job-insights';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/files.ts';
import { jobKeys } from '../../../lib/query-keys.ts';

/** A job's insights (/jobs/{id}/insights): how its AI interviews went, and the same figures as a CSV file. */

// Fetchers.

/** GET /jobs/{id}/insights: the funnel, scores, questions, skills and the best-ranked interviews. */
export const getJobInsights = (id: number) => apiFetch<JobInsights>(`/jobs/${id}/insights`);

/** GET /jobs/{id}/insights.csv: every evaluated interview, as a Blob (it needs the staff token, so no plain link). */
export const fetchJobInsightsCsv = (id: number) =>
  apiFetch<Blob>(`/jobs/${id}/insights.csv`, { as: 'blob', headers: { accept: 'text/csv' } });

/** The name the export is saved under: the job and the day ("job-12-insights-2026-11-03.csv"). */
export const insightsFileName = (id: number, now = new Date()) =>
  `job-${id}-insights-${now.toISOString().slice(0, 10)}.csv`;

// Queries.

export const jobInsightsQuery = (id: number) =>
  queryOptions({ queryKey: jobKeys.insights(id), queryFn: () => getJobInsights(id) });
export const useJobInsights = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...jobInsightsQuery(id), enabled });

// Mutations.

/** Downloads the CSV export: fetched with the staff token, saved from an object URL. */
export function useExportJobInsights() {
  return useMutation({
    mutationFn: async (id: number) => {
      saveFile(await fetchJobInsightsCsv(id), insightsFileName(id));
    },
  });
}
