import type { JobFairness } from '@talvio/contracts/fairness';
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

/** GET /jobs/{id}/insights/fairness: selection and scoring rates per self-declared group, with impact ratios. */
export const getJobFairness = (id: number) => apiFetch<JobFairness>(`/jobs/${id}/insights/fairness`);

/** GET /jobs/{id}/insights/fairness.csv: the fairness tables, one row per group and measure, as a Blob. */
export const fetchJobFairnessCsv = (id: number) =>
  apiFetch<Blob>(`/jobs/${id}/insights/fairness.csv`, { as: 'blob', headers: { accept: 'text/csv' } });

/** "job-12-fairness-2026-11-03.csv". */
export const fairnessFileName = (id: number, now = new Date()) =>
  `job-${id}-fairness-${now.toISOString().slice(0, 10)}.csv`;

// Queries.

export const jobInsightsQuery = (id: number) =>
  queryOptions({ queryKey: jobKeys.insights(id), queryFn: () => getJobInsights(id) });
export const useJobInsights = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...jobInsightsQuery(id), enabled });

export const jobFairnessQuery = (id: number) =>
  queryOptions({ queryKey: jobKeys.fairness(id), queryFn: () => getJobFairness(id) });
/** Its own query: the rest of the insights page never waits for it. */
export const useJobFairness = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...jobFairnessQuery(id), enabled });

// Mutations.

/** Downloads the CSV export: fetched with the staff token, saved from an object URL. */
export function useExportJobInsights() {
  return useMutation({
    mutationFn: async (id: number) => {
      saveFile(await fetchJobInsightsCsv(id), insightsFileName(id));
    },
  });
}

/** Downloads the fairness tables as CSV, like the insights export. */
export function useExportJobFairness() {
  return useMutation({
    mutationFn: async (id: number) => {
      saveFile(await fetchJobFairnessCsv(id), fairnessFileName(id));
    },
  });
}
