import type {
  Job,
  JobAction,
  JobDescriptionDraft,
  JobDescriptionDraftRequest,
  JobInput,
  JobList,
  JobListQuery,
  JobQuestionsDraft,
  JobQuestionsDraftRequest,
  SkillSearchResult,
} from '@talvio/contracts/jobs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

function toParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  return params;
}

/** GET /jobs: search, status filter, sort and pages ("My Jobs"). */
export const jobsListQuery = (query: JobListQuery) =>
  queryOptions({
    queryKey: ['jobs', 'list', query],
    queryFn: () => apiFetch<JobList>(`/jobs?${toParams(query)}`),
    placeholderData: keepPreviousData,
  });

export const jobQuery = (id: number) =>
  queryOptions({ queryKey: ['jobs', 'detail', id], queryFn: () => apiFetch<Job>(`/jobs/${id}`) });

export const createJob = (input: JobInput) => apiFetch<Job>('/jobs', { method: 'POST', json: input });
export const updateJob = (id: number, input: JobInput) =>
  apiFetch<Job>(`/jobs/${id}`, { method: 'PUT', json: input });
export const deleteJob = (id: number) => apiFetch<void>(`/jobs/${id}`, { method: 'DELETE' });

/** POST /jobs/{id}/{publish|pause|reopen|close}: publishing spends one job credit. */
export const changeJobStatus = (id: number, action: JobAction) =>
  apiFetch<Job>(`/jobs/${id}/${action}`, { method: 'POST' });

export const draftDescription = (input: JobDescriptionDraftRequest) =>
  apiFetch<JobDescriptionDraft>('/jobs/ai/description', { method: 'POST', json: input });

export const draftQuestions = (input: JobQuestionsDraftRequest) =>
  apiFetch<JobQuestionsDraft>('/jobs/ai/questions', { method: 'POST', json: input });

export const skillsQuery = (search: string) =>
  queryOptions({
    queryKey: ['skills', search],
    queryFn: () => apiFetch<SkillSearchResult>(`/skills?${toParams({ search, limit: 12 })}`),
    enabled: search.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
