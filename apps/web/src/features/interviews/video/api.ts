import type {
  LiveInterview,
  LiveInterviewList,
  LiveInterviewReschedule,
  LiveInterviewSchedule,
  RoomState,
  ScorecardInput,
  UpcomingLiveInterviewList,
} from '@talvio/contracts/video';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { jobCandidateKeys } from '../../../lib/query-keys.ts';

/** GET /video/rooms/{token}: public (no session sent, so a stale one never sends anyone to /login). */
export const roomStateQuery = (token: string) =>
  queryOptions({
    queryKey: ['video-room', token] as const,
    queryFn: () => apiFetch<RoomState>(`/video/rooms/${encodeURIComponent(token)}`, { auth: false }),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** A room token has the link's shape (43 URL-safe base64 characters); anything else is not asked for. */
export const isRoomToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** GET /job-candidates/{id}/live-interviews: newest first. */
export const liveInterviewsQuery = (jobCandidateId: number) =>
  queryOptions({
    queryKey: jobCandidateKeys.liveInterviews(jobCandidateId),
    queryFn: () =>
      apiFetch<LiveInterviewList>(`/job-candidates/${jobCandidateId}/live-interviews`).then((r) => r.items),
  });

/** GET /live-interviews/upcoming: the organisation's scheduled live interviews not over yet, soonest first. */
export const upcomingLiveInterviewsQuery = () =>
  queryOptions({
    queryKey: jobCandidateKeys.upcomingLive(),
    queryFn: () => apiFetch<UpcomingLiveInterviewList>('/live-interviews/upcoming').then((r) => r.items),
  });

/** Every change answers with the live interview; it replaces the one in the candidate's list. */
function useStoreLive() {
  const queryClient = useQueryClient();
  return (live: LiveInterview) => {
    queryClient.setQueryData<LiveInterview[]>(
      jobCandidateKeys.liveInterviews(live.job_candidate_id),
      (list) => (list ? list.map((item) => (item.id === live.id ? live : item)) : list),
    );
    void queryClient.invalidateQueries({ queryKey: jobCandidateKeys.upcomingLive() });
    return queryClient.invalidateQueries({
      queryKey: jobCandidateKeys.liveInterviews(live.job_candidate_id),
    });
  };
}

export function useScheduleLive(jobCandidateId: number) {
  const store = useStoreLive();
  return useMutation({
    mutationFn: (body: LiveInterviewSchedule) =>
      apiFetch<LiveInterview>(`/job-candidates/${jobCandidateId}/live-interviews`, {
        method: 'POST',
        json: body,
      }),
    onSuccess: store,
  });
}

export function useRescheduleLive() {
  const store = useStoreLive();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: LiveInterviewReschedule }) =>
      apiFetch<LiveInterview>(`/live-interviews/${id}`, { method: 'PATCH', json: changes }),
    onSuccess: store,
  });
}

/** Cancelling or ending: the room closes for both. */
export function useCloseLive(action: 'cancel' | 'end') {
  const store = useStoreLive();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<LiveInterview>(`/live-interviews/${id}/${action}`, { method: 'POST' }),
    onSuccess: store,
  });
}

export function useSaveLiveNotes() {
  const store = useStoreLive();
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string }) =>
      apiFetch<LiveInterview>(`/live-interviews/${id}/notes`, { method: 'PUT', json: { notes } }),
    onSuccess: store,
  });
}

export function useSaveScorecard() {
  const store = useStoreLive();
  return useMutation({
    mutationFn: ({ id, scorecard }: { id: number; scorecard: ScorecardInput }) =>
      apiFetch<LiveInterview>(`/live-interviews/${id}/scorecard`, { method: 'PUT', json: scorecard }),
    onSuccess: store,
  });
}

/** The room's link with what the interviewer's side panel needs (which candidate and which live interview). */
export const interviewerRoomUrl = (live: Pick<LiveInterview, 'room_url' | 'id' | 'job_candidate_id'>) => {
  const url = new URL(live.room_url);
  url.searchParams.set('live', String(live.id));
  url.searchParams.set('candidate', String(live.job_candidate_id));
  return `${url.pathname}${url.search}`;
};
