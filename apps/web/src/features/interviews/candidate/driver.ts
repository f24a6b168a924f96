import {
  type CandidateInterview,
  type InterviewPreview,
  interviewLimits,
  type PublicJob,
} from '@talvio/contracts/interviews';
import {
  discardRecording,
  getInterview,
  type InterviewDriver,
  putChunk,
  type Snapshot,
  startInterview,
  submitAnswer,
  submitDemographics,
  uploadResume,
} from './api.ts';

/** The real interview (`InterviewDriver`): every call goes to the API with the link token. */
export function liveDriver(token: string): InterviewDriver {
  return {
    preview: false,
    draftScope: token,
    start: (extraTime) => startInterview(token, extraTime),
    submit: (questionId, answer) => submitAnswer(token, questionId, answer),
    reload: () => getInterview(token),
    putChunk: (questionId, index, chunk) => putChunk(token, questionId, index, chunk),
    discardRecording: (questionId) => discardRecording(token, questionId),
    uploadResume: (file) => uploadResume(token, file),
    saveDemographics: (answers) => submitDemographics(token, answers),
  };
}

const minutesOf = (preview: InterviewPreview) =>
  Math.ceil(preview.questions.reduce((sum, q) => sum + q.time_limit_seconds, 0) / 60);

/**
 * The staff preview (`/job-interview-test/{jobId}`): the job's questions walked through in memory with
 * the same screens a candidate sees. Recordings are measured and dropped.
 */
export function previewDriver(
  preview: InterviewPreview,
  job: Pick<PublicJob, 'organisation' | 'location' | 'work_mode' | 'total_minutes'> | null,
  fallbackOrganisation: string,
  now: () => number = Date.now,
): InterviewDriver & { initial: () => Snapshot } {
  let position = 0;
  let status: CandidateInterview['status'] = 'invited';
  let extraTime = false;
  let opened: { id: string; at: number } | null = null;
  const chunks = new Map<string, Map<number, number>>();

  const current = (): CandidateInterview['current'] => {
    if (status !== 'started') return null;
    const question = preview.questions[position];
    if (!question) return null;
    if (opened?.id !== question.id) opened = { id: question.id, at: now() };
    const limit = question.time_limit_seconds * (extraTime ? interviewLimits.extraTimeFactor : 1);
    return {
      id: question.id,
      index: position,
      text: question.text,
      type: question.type,
      time_limit_seconds: question.time_limit_seconds,
      opened_at: new Date(opened.at).toISOString(),
      deadline_at: new Date(opened.at + limit * 1000).toISOString(),
      received_chunks: [...(chunks.get(question.id)?.keys() ?? [])],
    };
  };

  const state = (): Snapshot => {
    const at = now();
    return {
      receivedAt: at,
      interview: {
        status,
        organisation: job?.organisation ?? { name: fallbackOrganisation, logo_url: null },
        job: { title: preview.title, location: job?.location ?? null, work_mode: job?.work_mode ?? 'remote' },
        candidate_name: 'Preview',
        mode: preview.mode,
        language: preview.language,
        question_count: preview.questions.length,
        answered: position,
        total_minutes: job?.total_minutes ?? minutesOf(preview),
        allow_extra_time: preview.allow_extra_time,
        extra_time: extraTime,
        expires_at: new Date(at + 24 * 3600 * 1000).toISOString(),
        current: current(),
        server_time: new Date(at).toISOString(),
        // A preview never asks a staff member for demographic answers.
        demographics: 'off',
      },
    };
  };

  return {
    preview: true,
    draftScope: null,
    initial: state,
    start: async (extra) => {
      status = 'started';
      extraTime = extra;
      return state();
    },
    submit: async (questionId) => {
      if (preview.questions[position]?.id === questionId) position += 1;
      if (position >= preview.questions.length) status = 'completed';
      return state();
    },
    reload: async () => state(),
    putChunk: async (questionId, index, chunk) => {
      const held = chunks.get(questionId) ?? new Map<number, number>();
      held.set(index, chunk.size);
      chunks.set(questionId, held);
      return { received_chunks: [...held.keys()], bytes: [...held.values()].reduce((a, b) => a + b, 0) };
    },
    discardRecording: async (questionId) => {
      chunks.delete(questionId);
      return { received_chunks: [], bytes: 0 };
    },
  };
}
