import type { DemographicAnswers } from '@talvio/contracts/fairness';
import type {
  CandidateInterview,
  InterviewPreview,
  PublicJob,
  submitAnswerSchema,
} from '@talvio/contracts/interviews';
import { interviewProblemCodes, interviewTokenSchema } from '@talvio/contracts/interviews';
import { tokenRefreshWindowSeconds } from '@talvio/domain/session';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiBase, apiFetch, refreshIdToken } from '../../../lib/api-client.ts';
import { expiresWithin } from '../../../lib/jwt.ts';
import { getIdToken } from '../../../lib/session-storage.ts';
import { type ChunkReceipt, contiguousChunks } from './chunk-uploader.ts';

/** Keys of the candidate's pages (no staff session: nothing here is shared with the staff screens). */
export const candidateKeys = {
  interview: (token: string) => ['candidate-interview', token] as const,
  publicJob: (jobId: number) => ['public-job', jobId] as const,
  preview: (jobId: number, signedIn: boolean) => ['interview-preview', jobId, signedIn] as const,
};

/**
 * The candidate's calls (.scratch/interviews-api.md "Candidate"): the link token in the URL is the only credential,
 * so none of them sends a staff session (`auth: false`), and none of their errors ends one.
 */

/** What the page holds of the interview: the server's answer and when it arrived (to correct the clock). */
export interface Snapshot {
  interview: CandidateInterview;
  receivedAt: number;
}

export type AnswerBody = z.input<typeof submitAnswerSchema>;

/**
 * What the question flow needs from the outside world. The real interview talks to the API; the staff preview
 * keeps everything in memory (driver.ts), so one flow serves both and the preview can never store or count anything.
 */
export interface InterviewDriver {
  /** True for the staff preview: nothing is sent anywhere. */
  readonly preview: boolean;
  /** Where typed drafts are kept between reloads (sessionStorage scope); null keeps them in memory only. */
  readonly draftScope: string | null;
  start(extraTime: boolean): Promise<Snapshot>;
  submit(questionId: string, answer: AnswerBody): Promise<Snapshot>;
  /** Reads the state again (after "not the current question", e.g. an answer sent twice). */
  reload(): Promise<Snapshot>;
  putChunk(questionId: string, index: number, chunk: Blob): Promise<ChunkReceipt>;
  /** Drops the recording of this question so a new take starts from chunk 0. */
  discardRecording(questionId: string): Promise<ChunkReceipt>;
  /** Attaches the candidate's résumé before they start; absent in the staff preview. */
  uploadResume?(file: File): Promise<void>;
  /** Sends the optional demographic answers after the interview; absent in the staff preview, which never asks. */
  saveDemographics?(answers: DemographicAnswers): Promise<Snapshot>;
}

const snapshot = async (request: Promise<CandidateInterview>): Promise<Snapshot> => {
  const interview = await request;
  return { interview, receivedAt: Date.now() };
};

const base = (token: string) => `/interview/${encodeURIComponent(token)}`;

/** A link token can be checked without asking the server: anything else is an unknown link. */
export const isWellFormedToken = (token: string) => interviewTokenSchema.safeParse({ token }).success;

export const getInterview = (token: string) =>
  snapshot(apiFetch<CandidateInterview>(base(token), { auth: false, cache: 'no-store' }));

export const startInterview = (token: string, extraTime: boolean) =>
  snapshot(
    apiFetch<CandidateInterview>(`${base(token)}/start`, {
      method: 'POST',
      auth: false,
      json: { consent: true, extra_time: extraTime },
    }),
  );

export const submitAnswer = (token: string, questionId: string, body: AnswerBody) =>
  snapshot(
    apiFetch<CandidateInterview>(`${base(token)}/answers/${encodeURIComponent(questionId)}`, {
      method: 'POST',
      auth: false,
      json: body,
    }),
  );

/** PUT one recording chunk as raw bytes; idempotent per index, so a retry simply sends it again. */
export const putChunk = (token: string, questionId: string, index: number, chunk: Blob) =>
  apiFetch<ChunkReceipt>(`${base(token)}/answers/${encodeURIComponent(questionId)}/recording/${index}`, {
    method: 'PUT',
    auth: false,
    body: chunk,
    headers: { 'content-type': 'application/octet-stream' },
  });

/** Discards the recording of the question on screen, so a new take replaces it. */
export const discardRecording = (token: string, questionId: string) =>
  apiFetch<ChunkReceipt>(`${base(token)}/answers/${encodeURIComponent(questionId)}/recording`, {
    method: 'DELETE',
    auth: false,
  });

/** The optional résumé of a public-link candidate (multipart field `file`). */
export function uploadResume(token: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<void>(`${base(token)}/resume`, { method: 'POST', auth: false, body });
}

/**
 * The optional demographic answers after a finished interview (docs/product/fairness.md): kept apart from the
 * application; 409 `demographics_not_collected` when the organisation stopped asking.
 */
export const submitDemographics = (token: string, answers: DemographicAnswers) =>
  snapshot(
    apiFetch<CandidateInterview>(`${base(token)}/demographics`, {
      method: 'POST',
      auth: false,
      json: answers,
    }),
  );

/** The problem code of the refusal when the organisation no longer asks the demographic questions. */
export const demographicsNotCollected = 'demographics_not_collected';

/** GET /interview/{token}: opens the question on screen, so it is read once per visit and never refetched behind the page. */
export const interviewQuery = (token: string) =>
  queryOptions({
    queryKey: candidateKeys.interview(token),
    queryFn: () => getInterview(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const publicJobQuery = (jobId: number) =>
  queryOptions({
    queryKey: candidateKeys.publicJob(jobId),
    queryFn: () => apiFetch<PublicJob>(`/public/jobs/${jobId}`, { auth: false }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/**
 * The staff preview of a job's interview, or null when the visitor is not signed-in staff of its organisation.
 * Unlike staff screens, a missing or expired session here is not an error that sends anyone to /login: the
 * visitor is simply treated as a candidate.
 */
export async function fetchPreview(jobId: number): Promise<InterviewPreview | null> {
  let token = getIdToken();
  if (!token) return null;
  if (expiresWithin(token, tokenRefreshWindowSeconds)) {
    try {
      token = await refreshIdToken();
    } catch {
      return null;
    }
  }
  try {
    const res = await fetch(`${apiBase}/jobs/${jobId}/interview-preview`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    return res.ok ? ((await res.json()) as InterviewPreview) : null;
  } catch {
    return null;
  }
}

export const previewQuery = (jobId: number) =>
  queryOptions({
    queryKey: candidateKeys.preview(jobId, Boolean(getIdToken())),
    queryFn: () => fetchPreview(jobId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const startPublicInterview = (jobId: number, body: { name: string; email: string }) =>
  apiFetch<{ sent_to: string; token: string | null }>(`/public/jobs/${jobId}/interviews`, {
    method: 'POST',
    auth: false,
    json: body,
  });

// Mutations. The interview's writes go through the driver (the preview sends nothing). Nothing is cached to
// refresh: the session holds the snapshot each write answers with (`interviewQuery` is read once per visit).
// They run even when the browser reports no connection: the failure shows at once with its Retry, where
// TanStack Query's default would hold the write until the connection is back.
const candidateWrite = { networkMode: 'always' } as const;

/** Starts the interview once the candidate agreed (with extra time or not): answers with the first question. */
export const useStartInterview = (driver: InterviewDriver) =>
  useMutation({ ...candidateWrite, mutationFn: (extraTime: boolean) => driver.start(extraTime) });

/** Drops the recording of the question on screen, so a new take replaces it. */
export const useDiscardRecording = (driver: InterviewDriver) =>
  useMutation({ ...candidateWrite, mutationFn: (questionId: string) => driver.discardRecording(questionId) });

/** An answer as the question on screen hands it over. */
export interface AnswerSubmission {
  /** Ends the recording and its upload; resolves with the number of chunks the answer has. */
  prepare: () => Promise<number>;
  /** The answer with that many recording chunks. */
  answer: (chunks: number) => AnswerBody;
}

/**
 * Stores the answer to the question on screen and answers with the interview as it now stands, so the next
 * question shows only after the server stored this one. Two refusals are settled by reading the interview again.
 */
export const useSubmitAnswer = (driver: InterviewDriver, questionId: string) =>
  useMutation({
    ...candidateWrite,
    mutationFn: ({ prepare, answer }: AnswerSubmission) =>
      prepare()
        .then((chunks) => driver.submit(questionId, answer(chunks)))
        .catch((error: unknown) => settleRefusal(driver, questionId, answer, error)),
  });

async function settleRefusal(
  driver: InterviewDriver,
  questionId: string,
  answer: AnswerSubmission['answer'],
  error: unknown,
): Promise<Snapshot> {
  const code = problemCode(error);
  if (code !== interviewProblemCodes.wrongQuestion && code !== interviewProblemCodes.recordingIncomplete)
    throw error;
  // Sent twice (or from two tabs), or the interview moved on: show where it really is.
  const fresh = await driver.reload();
  if (fresh.interview.current?.id !== questionId) return fresh;
  if (code === interviewProblemCodes.wrongQuestion) throw error;
  // The server lost part of an earlier take (this page no longer has it): keep the part it holds rather than
  // leave the candidate stuck on this question.
  return driver.submit(questionId, answer(contiguousChunks(fresh.interview.current.received_chunks)));
}

/** Attaches the résumé of a live interview as soon as it is chosen. */
export const useUploadResume = (upload: (file: File) => Promise<void>) =>
  useMutation({ ...candidateWrite, mutationFn: upload });

/** Sends the optional demographic answers (nothing is cached: the page shows the saved state itself). */
export const useSaveDemographics = (save: (answers: DemographicAnswers) => Promise<Snapshot>) =>
  useMutation({ ...candidateWrite, mutationFn: save });

/** The public link's form: answers with where the link was sent, and the token when the candidate may start now. */
export const useApplyForInterview = (jobId: number) =>
  useMutation({
    ...candidateWrite,
    mutationFn: (candidate: { name: string; email: string }) => startPublicInterview(jobId, candidate),
  });

/** The problem code of a failed call, if the server sent one. */
export const problemCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.problem?.code : undefined;

/** A failure as the candidate reads it: the server's sentence without its "field: " prefix. */
export function plainMessage(error: unknown): string {
  // fetch() rejects with a TypeError ("Failed to fetch") when the network is down.
  if (!(error instanceof ApiError)) return 'We could not reach the server.';
  const field = error.field;
  const message =
    field && error.message.startsWith(`${field}: `) ? error.message.slice(field.length + 2) : error.message;
  return /[.!?]$/.test(message) ? message : `${message}.`;
}
