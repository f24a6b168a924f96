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
} from '@talvio/contracts/interviews';
import type { JobList } from '@talvio/contracts/jobs';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

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

function toParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  return params;
}

/** Everything cached about invitations and results; invalidated after any change to one. */
export const jobCandidatesKey = ['job-candidates'] as const;

/** GET /job-candidates: a job's pipeline, /pending-interviews (status=pending) and the dashboard lists. */
export const jobCandidatesQuery = (query: CandidateListParams) =>
  queryOptions({
    queryKey: [...jobCandidatesKey, 'list', query],
    queryFn: () => apiFetch<JobCandidateList>(`/job-candidates?${toParams(query)}`),
    placeholderData: keepPreviousData,
  });

export const jobCandidateQuery = (id: number) =>
  queryOptions({
    queryKey: [...jobCandidatesKey, 'detail', id],
    queryFn: () => apiFetch<JobCandidateDetail>(`/job-candidates/${id}`),
  });

/** GET /job-candidates/latest: the most recent completed or evaluated interview (404 when there is none). */
export const latestJobCandidateQuery = () =>
  queryOptions({
    queryKey: [...jobCandidatesKey, 'latest'],
    queryFn: () => apiFetch<JobCandidateDetail>('/job-candidates/latest'),
  });

/** The organisation's jobs for the "Job" filter of /pending-interviews (titles only). */
export const jobOptionsQuery = () =>
  queryOptions({
    queryKey: ['jobs', 'list', 'options'],
    queryFn: () => apiFetch<JobList>('/jobs?pageSize=100&sort=title&order=asc'),
    staleTime: 60_000,
  });

export const interviewPreviewQuery = (jobId: number) =>
  queryOptions({
    queryKey: ['jobs', 'interview-preview', jobId],
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
    queryClient.invalidateQueries({ queryKey: jobCandidatesKey }),
    jobId !== undefined
      ? queryClient.invalidateQueries({ queryKey: ['jobs', 'detail', jobId] })
      : Promise.resolve(),
    queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] }),
  ]);
}

/**
 * GET a recording (staff only): the bytes need the bearer token, so an <audio>/<video> element cannot load the
 * URL itself; the API client fetches them (same token refresh and session handling) as a Blob.
 */
export function fetchRecording(url: string): Promise<Blob> {
  return apiFetch<Blob>(url.replace(/^\/api(?=\/)/, ''), { as: 'blob', headers: { accept: '*/*' } });
}
