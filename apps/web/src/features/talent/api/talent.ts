import type { ActivityList } from '@talvio/contracts/activity';
import type { Problem } from '@talvio/contracts/common';
import type { JobCandidateList } from '@talvio/contracts/interviews';
import type {
  CandidateProfile,
  ResumeText,
  TalentBatch,
  TalentBatchDetail,
  TalentBatchList,
  TalentFile,
  TalentPoolList,
  TalentPoolQuery,
  UpdateCandidateInput,
} from '@talvio/contracts/talent';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, apiFetch, idTokenForRequest, requestFailed } from '../../../lib/api-client.ts';
import { activityKeys, jobCandidateKeys, talentKeys } from '../../../lib/query-keys.ts';
import { toParams } from '../../../lib/query-string.ts';

/** How often a batch that is still being read is asked for again. */
export const batchPollMs = 2_000;

// Fetchers.

/** POST /talent/batches: a new, empty batch. */
export const createBatch = () => apiFetch<TalentBatch>('/talent/batches', { method: 'POST', json: {} });

/** GET /talent/batches: the organisation's 20 most recent batches, newest first. */
export const getBatches = () => apiFetch<TalentBatchList>('/talent/batches');

/** GET /talent/batches/{id}: the whole batch, or with `changedSince` (a previous `as_of`) only the files changed since. */
export const getBatch = (id: number, changedSince?: string) =>
  apiFetch<TalentBatchDetail>(
    changedSince
      ? `/talent/batches/${id}?${toParams({ changed_since: changedSince })}`
      : `/talent/batches/${id}`,
  );

export const getProfile = (id: number) => apiFetch<CandidateProfile>(`/candidates/${id}`);

/** The interviews of a profile across jobs, newest first (a profile with more than 100 shows its latest 100). */
const profileInterviewsParams = (id: number) => ({ candidate_id: id, page_size: 100 });

/** GET /job-candidates?candidate_id=: the profile's interviews. */
export const getProfileInterviews = (id: number) =>
  apiFetch<JobCandidateList>(`/job-candidates?${toParams(profileInterviewsParams(id))}`);

/** A profile's history: the activities about it, newest first (the latest 50). */
const profileHistoryParams = (id: number) => ({ subject_type: 'candidate', subject_id: id, limit: 50 });

/** GET /activities?subject_type=candidate&subject_id=: who changed the profile, and what. */
export const getProfileHistory = (id: number) =>
  apiFetch<ActivityList>(`/activities?${toParams(profileHistoryParams(id))}`);

/** PATCH /candidates/{id}: the fields sent change and are no longer flagged for review. */
export const updateProfile = (id: number, input: UpdateCandidateInput) =>
  apiFetch<CandidateProfile>(`/candidates/${id}`, { method: 'PATCH', json: input });

export const getTalentPool = (query: TalentPoolQuery) =>
  apiFetch<TalentPoolList>(`/candidates?${toParams(query)}`);

export const getResumeText = (id: number) => apiFetch<ResumeText>(`/candidates/${id}/resume/text`);

/** GET /candidates/{id}/resume: the original file; it needs the staff token, so it is read as a Blob. */
export const fetchResume = (id: number) =>
  apiFetch<Blob>(`/candidates/${id}/resume`, { as: 'blob', headers: { accept: '*/*' } });

/**
 * POST /talent/batches/{id}/files: one file, as multipart `file`. Sent with XMLHttpRequest, which reports the
 * upload's progress (fetch cannot), with the same token `apiFetch` sends; a refusal rejects with the `ApiError`
 * `apiFetch` would give (a 401 ends the session the same way).
 */
export async function uploadTalentFile(
  batchId: number,
  file: File,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<TalentFile> {
  const token = await idTokenForRequest();
  return new Promise<TalentFile>((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('The upload was stopped.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase}/talent/batches/${batchId}/files`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as TalentFile);
      else reject(requestFailed(xhr.status, body && typeof body === 'object' ? (body as Problem) : null));
    };
    xhr.onerror = () =>
      reject(new Error('The file could not be sent: check the connection, then try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

// Following a batch.

const time = (iso: string) => Date.parse(iso) || 0;

/**
 * The files held, with `changes` merged in by id (a change replaces the file unless the one held is newer), in
 * the batch's order (oldest first). Files not in `changes` keep their identity, so their rows do not redraw.
 */
export function mergeFiles(held: readonly TalentFile[], changes: readonly TalentFile[]): TalentFile[] {
  if (changes.length === 0) return held as TalentFile[];
  const byId = new Map(held.map((file) => [file.id, file]));
  for (const change of changes) {
    const mine = byId.get(change.id);
    if (!mine || time(mine.updated_at) <= time(change.updated_at)) byId.set(change.id, change);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * A batch answer applied to what the page holds: its counts, `finished` and `as_of` are the whole batch's; its
 * files (all of them, or only the changed ones) are merged into the files held.
 */
export function mergeBatch(
  held: TalentBatchDetail | undefined,
  answer: TalentBatchDetail,
): TalentBatchDetail {
  if (!held) return answer;
  return { ...answer, files: mergeFiles(held.files, answer.files) };
}

/**
 * Files the server has just accepted, shown with the batch before an answer brings them: counted, and the batch
 * is no longer finished while one waits to be read. (They are not written into the query's cache: every change to
 * it would restart the 2-second poll, which a steady stream of uploads would then never let run.)
 */
export function withUploadedFiles(
  held: TalentBatchDetail,
  accepted: readonly TalentFile[],
): TalentBatchDetail {
  const known = new Set(held.files.map((f) => f.id));
  const added = accepted.filter((f) => !known.has(f.id));
  if (added.length === 0) return held;
  const counts = { ...held.counts, total: held.counts.total + added.length };
  for (const file of added) {
    if (file.state !== 'done') counts[file.state] += 1;
    else if (file.outcome) counts[file.outcome] += 1;
  }
  return {
    ...held,
    counts,
    finished: held.finished && added.every((f) => f.state === 'done'),
    files: mergeFiles(held.files, added),
  };
}

// Queries.

export const batchListQuery = () =>
  queryOptions({ queryKey: talentKeys.batchList(), queryFn: getBatches, staleTime: 0 });
export const useBatches = () => useQuery(batchListQuery());

/**
 * A followed batch: the first answer is the whole batch, every later one asks only for the files changed since
 * the previous answer's `as_of` and merges them into what is held (read again when the answer arrives, so a file
 * added by an upload meanwhile is kept).
 */
export const batchQuery = (id: number) =>
  queryOptions({
    queryKey: talentKeys.batch(id),
    queryFn: async ({ client, queryKey }) => {
      const since = client.getQueryData<TalentBatchDetail>(queryKey)?.as_of;
      const answer = await getBatch(id, since);
      return mergeBatch(client.getQueryData<TalentBatchDetail>(queryKey), answer);
    },
    staleTime: 0,
  });

/**
 * Polls every 2 s while the batch is not finished or this page has files for it that no answer has shown yet, then
 * stops.
 */
export const useBatch = (id: number, { sending, enabled = true }: { sending: boolean; enabled?: boolean }) =>
  useQuery({
    ...batchQuery(id),
    enabled,
    refetchInterval: (query) => (sending || query.state.data?.finished === false ? batchPollMs : false),
  });

export const profileQuery = (id: number) =>
  queryOptions({ queryKey: talentKeys.profile(id), queryFn: () => getProfile(id) });
export const useProfile = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...profileQuery(id), enabled });

/** A page of the talent pool; the previous page stays on screen while the next loads. */
export const talentPoolQuery = (query: TalentPoolQuery) =>
  queryOptions({
    queryKey: talentKeys.poolList(query),
    queryFn: () => getTalentPool(query),
    placeholderData: keepPreviousData,
  });

/** The résumé's text and the sources of the profile's values, asked for only when it is shown. */
export const useResumeText = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({ queryKey: talentKeys.resumeText(id), queryFn: () => getResumeText(id), enabled });

// A decision taken on an interview refreshes every interview list, this one included.
export const profileInterviewsQuery = (id: number) =>
  queryOptions({
    queryKey: jobCandidateKeys.list(profileInterviewsParams(id)),
    queryFn: () => getProfileInterviews(id),
  });
export const useProfileInterviews = (id: number) => useQuery(profileInterviewsQuery(id));

export const profileHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: activityKeys.feed(profileHistoryParams(id)),
    queryFn: () => getProfileHistory(id),
  });
export const useProfileHistory = (id: number) => useQuery(profileHistoryQuery(id));

// Mutations.

/** A new batch; the recent-batches list refreshes. */
export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentKeys.batchList() }),
  });
}

/** The server's answer replaces the profile (its review flags included). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateCandidateInput }) => updateProfile(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(talentKeys.profile(saved.id), saved);
      // A changed value no longer points into the résumé, and the pool lists the new values.
      void queryClient.invalidateQueries({ queryKey: talentKeys.resumeText(saved.id) });
      void queryClient.invalidateQueries({ queryKey: talentKeys.pool() });
      // The change is in the profile's history and the organisation's feed.
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}

export const useResumeFile = () => useMutation({ mutationFn: fetchResume });
