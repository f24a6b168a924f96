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
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { jobKeys, userKeys } from '../../../lib/query-keys.ts';
import { toParams } from '../../../lib/query-string.ts';

/** Keys only this feature reads. */
export const skillKeys = {
  search: (search: string) => ['skills', search] as const,
};

// Fetchers.

export const getJobs = (query: JobListQuery) => apiFetch<JobList>(`/jobs?${toParams(query)}`);
export const getJob = (id: number) => apiFetch<Job>(`/jobs/${id}`);
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

export const searchSkills = (search: string) =>
  apiFetch<SkillSearchResult>(`/skills?${toParams({ search, limit: 12 })}`);

// Queries.

/** GET /jobs: search, status filter, sort and pages ("My Jobs"). */
export const jobsListQuery = (query: JobListQuery) =>
  queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: () => getJobs(query),
    placeholderData: keepPreviousData,
  });
export const useJobs = (query: JobListQuery) => useQuery(jobsListQuery(query));

export const jobQuery = (id: number) =>
  queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => getJob(id) });
export const useJob = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...jobQuery(id), enabled });

export const skillsQuery = (search: string) =>
  queryOptions({
    queryKey: skillKeys.search(search),
    queryFn: () => searchSkills(search),
    enabled: search.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
export const useSkills = (search: string) => useQuery(skillsQuery(search));

// Mutations.

/** Creates (no `id`) or updates a job; the saved job is cached and every jobs list refreshes. */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: JobInput }) =>
      id === null ? createJob(input) : updateJob(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(jobKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
}

/** Publishing also refreshes the current user (their job-credit balance). */
export function useChangeJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: JobAction }) => changeJobStatus(id, action),
    onSuccess: async (updated, { action }) => {
      queryClient.setQueryData(jobKeys.detail(updated.id), updated);
      await queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
      if (action === 'publish') await queryClient.invalidateQueries({ queryKey: userKeys.current() });
    },
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteJob(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}

export const useDraftDescription = () => useMutation({ mutationFn: draftDescription });
export const useDraftQuestions = () => useMutation({ mutationFn: draftQuestions });
