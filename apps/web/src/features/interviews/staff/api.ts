import type {
  Decision,
  InterviewPreview,
  InvitationRequest,
  InvitationResult,
  interviewStatuses,
  JobCandidateDetail,
  JobCandidateList,
  JobCandidateSummary,
  jobCandidateSortFields,
  OversightRecordEntry,
} from '@talvio/contracts/interviews';
import type { JobList } from '@talvio/contracts/jobs';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/files.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { jobCandidateKeys, jobKeys } from '../../../lib/query-keys.ts';
import { toParams } from '../../../lib/query-string.ts';

export type InvitationOutcome = Pick<InvitationResult, 'invited' | 'already_invited' | 'results'>;

export type CandidateStatusFilter = (typeof interviewStatuses)[number] | 'pending';
export type CandidateSortField = (typeof jobCandidateSortFields)[number];

export interface CandidateListParams {
  job_id?: number;
  status?: CandidateStatusFilter;
  decision?: Decision;
  search?: string;
  sort?: CandidateSortField;
  order?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

/** GET /job-candidates: a job's pipeline, /pending-interviews (status=pending) and the dashboard lists. */
export const jobCandidatesQuery = (query: CandidateListParams) =>
  queryOptions({
    queryKey: jobCandidateKeys.list(query),
    queryFn: () => apiFetch<JobCandidateList>(`/job-candidates?${toParams(query)}`),
    placeholderData: keepPreviousData,
  });

export const jobCandidateQuery = (id: number) =>
  queryOptions({
    queryKey: jobCandidateKeys.detail(id),
    queryFn: () => apiFetch<JobCandidateDetail>(`/job-candidates/${id}`),
  });

/**
 * GET /job-candidates/{id}/oversight: every AI evaluation of the interview and every decision on it. `version`
 * (the result's status, score and decision) asks again when the result changes, an evaluation arriving say.
 */
export const oversightQuery = (id: number, version: string) =>
  queryOptions({
    queryKey: [...jobCandidateKeys.oversight(id), version],
    queryFn: () =>
      apiFetch<{ items: OversightRecordEntry[] }>(`/job-candidates/${id}/oversight`).then((r) => r.items),
  });

/** GET /oversight-records.csv: the organisation's oversight record over the last twelve months, saved as a file. */
export function useExportOversight() {
  return useMutation({
    mutationFn: async () => {
      const to = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      const blob = await apiFetch<Blob>(`/oversight-records.csv?from=${from}&to=${to}`, {
        as: 'blob',
        headers: { accept: 'text/csv' },
      });
      saveFile(blob, `oversight-record-${from}-to-${to}.csv`);
    },
  });
}

/** GET /job-candidates/latest: the most recent completed or evaluated interview (404 when there is none). */
export const latestJobCandidateQuery = () =>
  queryOptions({
    queryKey: jobCandidateKeys.latest(),
    queryFn: () => apiFetch<JobCandidateDetail>('/job-candidates/latest'),
  });

/** The organisation's jobs for the "Job" filter of /pending-interviews (titles only). */
export const jobOptionsQuery = () =>
  queryOptions({
    queryKey: jobKeys.options(),
    queryFn: () => apiFetch<JobList>('/jobs?pageSize=100&sort=title&order=asc'),
    staleTime: 60_000,
  });

export const interviewPreviewQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.interviewPreview(jobId),
    queryFn: () => apiFetch<InterviewPreview>(`/jobs/${jobId}/interview-preview`),
  });

export const inviteCandidates = (jobId: number, body: InvitationRequest) =>
  apiFetch<InvitationResult>(`/jobs/${jobId}/candidates/invitations`, { method: 'POST', json: body });

export const updateJobCandidate = (id: number, changes: { decision?: Decision; notes?: string }) =>
  apiFetch<JobCandidateDetail>(`/job-candidates/${id}`, { method: 'PATCH', json: changes });

export const resendInvitation = (id: number) =>
  apiFetch<JobCandidateSummary>(`/job-candidates/${id}/resend`, { method: 'POST' });

export const extendInvitation = (id: number, days: number) =>
  apiFetch<JobCandidateSummary>(`/job-candidates/${id}/extend`, { method: 'POST', json: { days } });

export const cancelInvitation = (id: number) =>
  apiFetch<JobCandidateSummary>(`/job-candidates/${id}/cancel`, { method: 'POST' });

export const evaluateAgain = (id: number) =>
  apiFetch<JobCandidateDetail>(`/job-candidates/${id}/evaluate`, { method: 'POST' });

/** After any change: lists, results, the allowance, and the job's counts (its detail and the jobs list). */
export async function refreshAfterChange(queryClient: QueryClient, jobId?: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: jobCandidateKeys.all }),
    jobId !== undefined
      ? queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) })
      : Promise.resolve(),
    queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  ]);
}

/**
 * GET a recording (staff only): the bytes need the bearer token, so an <audio>/<video> element cannot load the
 * URL itself; the API client fetches them (same token refresh and session handling) as a Blob.
 */
export function fetchRecording(url: string): Promise<Blob> {
  return apiFetch<Blob>(url.replace(/^\/api(?=\/)/, ''), { as: 'blob', headers: { accept: '*/*' } });
}

/**
 * Loads a recording when staff ask for it. A mutation, not a query: the bytes (possibly large) are not kept in the
 * cache once the player has them, and a failed load is not retried behind the user's back.
 */
export const useLoadRecording = () => useMutation({ mutationFn: fetchRecording });

// Mutations: each refreshes what it changed through the shared key factories.

/** Caches the changed result and refreshes the lists, the latest result and the job's counts. */
function useStoreResult() {
  const queryClient = useQueryClient();
  return (updated: JobCandidateDetail) => {
    queryClient.setQueryData(jobCandidateKeys.detail(updated.id), updated);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: jobCandidateKeys.oversight(updated.id) }),
      queryClient.invalidateQueries({ queryKey: jobCandidateKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: jobCandidateKeys.latest() }),
      queryClient.invalidateQueries({ queryKey: jobKeys.detail(updated.job.id) }),
    ]);
  };
}

/** The team's decision or notes on a result. */
export function useUpdateJobCandidate() {
  const store = useStoreResult();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: { decision?: Decision; notes?: string } }) =>
      updateJobCandidate(id, changes),
    onSuccess: store,
  });
}

/** Evaluates a result again; after a failure everything about the job's candidates is read again. */
export function useEvaluateAgain() {
  const queryClient = useQueryClient();
  const store = useStoreResult();
  return useMutation({
    mutationFn: ({ id }: { id: number; jobId: number }) => evaluateAgain(id),
    onSuccess: store,
    onError: (_err, { jobId }) => refreshAfterChange(queryClient, jobId),
  });
}

/** A send that stopped at the batch the server refused (`batch`, its index): the batches before it were sent. */
export class InvitationsStopped extends Error {
  constructor(
    readonly reason: unknown,
    readonly sent: InvitationOutcome,
    readonly batch: number,
  ) {
    super(errorMessage(reason));
  }
}

/**
 * Invites the candidates batch by batch (the API takes a limited number per request), stopping at the first
 * batch refused. Whatever was sent refreshes the lists, the allowance and the job's counts.
 */
export function useInviteCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      jobId,
      batches,
      message,
    }: {
      jobId: number;
      batches: InvitationRequest['candidates'][];
      message?: string;
    }) => {
      const sent: InvitationOutcome = { invited: 0, already_invited: 0, results: [] };
      for (const [index, candidates] of batches.entries()) {
        const result = await inviteCandidates(jobId, { candidates, ...(message ? { message } : {}) }).catch(
          (reason: unknown) => {
            throw new InvitationsStopped(reason, sent, index);
          },
        );
        sent.invited += result.invited;
        sent.already_invited += result.already_invited;
        sent.results.push(...result.results);
      }
      return sent;
    },
    onSuccess: (_sent, { jobId }) => refreshAfterChange(queryClient, jobId),
    onError: (error, { jobId }) =>
      error instanceof InvitationsStopped && error.sent.results.length > 0
        ? refreshAfterChange(queryClient, jobId)
        : undefined,
  });
}

/** Resend, extend or cancel an invitation: each refreshes the lists, the allowance and the job's counts. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; jobId: number }) => resendInvitation(id),
    onSuccess: (_data, { jobId }) => refreshAfterChange(queryClient, jobId),
  });
}

export function useExtendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; jobId: number; days: number }) => extendInvitation(id, days),
    onSuccess: (_data, { jobId }) => refreshAfterChange(queryClient, jobId),
  });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; jobId: number }) => cancelInvitation(id),
    onSuccess: (_data, { jobId }) => refreshAfterChange(queryClient, jobId),
  });
}
