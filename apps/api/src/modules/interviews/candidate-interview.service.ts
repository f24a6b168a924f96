import type { DemographicAnswers } from '@talvio/contracts/fairness';
import {
  type CandidateInterview,
  interviewLimits,
  interviewProblemCodes,
  interviewTokenPattern,
  type PublicJob,
  type SubmitAnswer,
} from '@talvio/contracts/interviews';
import { fileTypeFromBuffer } from 'file-type';
import { newStoredName } from '../../adapters/storage/storage.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getSettings, logoUrl } from '../organisations/organisations.service.ts';
import { scheduleEvaluation } from './evaluation.service.ts';
import { hashToken } from './interview-token.ts';
import {
  countPublicStartsSince,
  deleteChunks,
  findByTokenHash,
  findJobWithQuestions,
  findOrCreateCandidate,
  findOrganisationFacts,
  findPendingForJob,
  insertAnswer,
  insertJobCandidate,
  type JobCandidateRow,
  listAnswers,
  listChunks,
  saveDemographicAnswers,
  updateCandidateResume,
  updateJobCandidate,
  upsertChunk,
} from './interviews.repository.ts';
import {
  emailInterviewLink,
  hasAllowanceFor,
  interviewableJob,
  newInvitation,
  notAcceptingInterviews,
  reserveInterviewForStranger,
  snapshotQuestions,
  totalMinutes,
} from './invitations.service.ts';
import { checkResumeContent, declaredContainer, recordingContainer } from './upload-content.ts';

type Found = NonNullable<Awaited<ReturnType<typeof findByTokenHash>>>;

/** A few seconds of grace for the network before an answer counts as over time. */
const overTimeGraceMs = 15_000;

const unknownLink = () =>
  new AppError(
    interviewProblemCodes.tokenUnknown,
    404,
    'This interview link is not valid. Check that you copied the whole link from your e-mail.',
  );

/** The invitation behind a token, or the problem the candidate page shows (unknown, expired, cancelled). */
export async function resolveToken(
  deps: Pick<AppContext, 'db'>,
  token: string,
  now = new Date(),
): Promise<Found> {
  if (!interviewTokenPattern.test(token)) throw unknownLink();
  const found = await findByTokenHash(deps.db, hashToken(token));
  if (!found) throw unknownLink();
  const { row } = found;
  if (row.status === 'cancelled')
    throw new AppError(
      interviewProblemCodes.tokenCancelled,
      410,
      `${found.organisation.name} has cancelled this interview. If you think this is a mistake, reply to the invitation e-mail.`,
    );
  const live = row.status === 'invited' || row.status === 'started';
  if (row.status === 'expired' || (live && row.expiresAt <= now)) {
    if (live)
      await updateJobCandidate(deps.db, row.organisationId, row.id, { status: 'expired' }, [
        'invited',
        'started',
      ]);
    throw new AppError(
      interviewProblemCodes.tokenExpired,
      410,
      `This interview link expired on ${row.expiresAt.toISOString().slice(0, 10)}. Ask ${found.organisation.name} for a new link.`,
    );
  }
  // Job status: only open jobs accept interviews. A paused job's links work again when it reopens.
  if (live && found.job.status !== 'open')
    throw new AppError(
      interviewProblemCodes.jobNotOpen,
      409,
      found.job.status === 'paused'
        ? `${found.organisation.name} has paused hiring for ${found.job.title}. Your link stays valid until ${row.expiresAt.toISOString().slice(0, 10)}: try again later. Anything you already answered is saved.`
        : `${found.organisation.name} has closed the ${found.job.title} job, so its interview can no longer be taken.`,
    );
  return found;
}

/** "Pune, IN" (city and country code) or null. */
function jobLocation(job: { locationCity: string | null; locationCountry: string | null }): string | null {
  if (!job.locationCity) return null;
  return job.locationCountry ? `${job.locationCity}, ${job.locationCountry}` : job.locationCity;
}

function timeLimitMs(row: JobCandidateRow, seconds: number): number {
  return seconds * 1000 * (row.extraTime ? interviewLimits.extraTimeFactor : 1);
}

async function stateOf(deps: Pick<AppContext, 'db'>, found: Found, now: Date): Promise<CandidateInterview> {
  const { db } = deps;
  let { row } = found;
  const answers = row.status === 'started' ? await listAnswers(db, row.id) : [];
  const answeredIds = new Set(answers.map((a) => a.questionId));
  let current: CandidateInterview['current'] = null;
  if (row.status === 'started') {
    const index = row.questions.findIndex((q) => !answeredIds.has(q.id));
    const question = row.questions[index];
    if (question) {
      if (row.currentQuestionId !== question.id || !row.currentOpenedAt) {
        // The question is shown for the first time: its timer starts now and survives reloads.
        row =
          (await updateJobCandidate(db, row.organisationId, row.id, {
            currentQuestionId: question.id,
            currentOpenedAt: now,
          })) ?? row;
      }
      const openedAt = row.currentOpenedAt ?? now;
      const chunks = await listChunks(db, row.id, question.id);
      current = {
        id: question.id,
        index,
        text: question.text,
        type: question.type,
        time_limit_seconds: Math.round(timeLimitMs(row, question.timeLimitSeconds) / 1000),
        opened_at: openedAt.toISOString(),
        deadline_at: new Date(openedAt.getTime() + timeLimitMs(row, question.timeLimitSeconds)).toISOString(),
        received_chunks: chunks.map((c) => c.index),
      };
    }
  }
  const job = found.job;
  return {
    status: row.status === 'invited' || row.status === 'started' ? row.status : 'completed',
    organisation: { name: found.organisation.name, logo_url: logoUrl(found.organisation) },
    job: {
      title: job.title,
      location: jobLocation(job),
      work_mode: job.workMode,
    },
    candidate_name: found.candidateName,
    mode: row.mode,
    language: row.language,
    question_count: row.questions.length,
    answered:
      row.status === 'started' ? answeredIds.size : row.status === 'invited' ? 0 : row.questions.length,
    total_minutes: totalMinutes(row.questions),
    allow_extra_time: row.allowExtraTime,
    extra_time: row.extraTime,
    expires_at: row.expiresAt.toISOString(),
    current,
    server_time: now.toISOString(),
    demographics:
      row.status !== 'completed' && row.status !== 'evaluated'
        ? 'off'
        : found.demographicsAnswered
          ? 'answered'
          : found.organisation.collectsDemographics
            ? 'ask'
            : 'off',
  };
}

/**
 * POST /interview/{token}/demographics: the candidate's optional self-declared answers, after the interview and
 * only when the organisation asks for them; stored apart from the profile, never read by any score.
 */
export async function submitDemographics(
  deps: Pick<AppContext, 'db'>,
  token: string,
  answers: DemographicAnswers,
): Promise<CandidateInterview> {
  const now = new Date();
  const found = await resolveToken(deps, token, now);
  const { row } = found;
  if (row.status !== 'completed' && row.status !== 'evaluated')
    throw new AppError(
      'interview_not_finished',
      409,
      'These questions come after the interview is finished.',
    );
  if (!found.organisation.collectsDemographics && !found.demographicsAnswered)
    throw new AppError(
      'demographics_not_collected',
      409,
      `${found.organisation.name} does not ask these questions.`,
    );
  const known = <T extends string>(value: T | 'prefer_not_to_say' | null) =>
    value === 'prefer_not_to_say' ? null : value;
  await saveDemographicAnswers(deps.db, {
    jobCandidateId: row.id,
    organisationId: row.organisationId,
    jobId: row.jobId,
    gender: known(answers.gender),
    ethnicity: known(answers.ethnicity),
  });
  return stateOf(deps, { ...found, demographicsAnswered: true }, now);
}

/** GET /interview/{token}. */
export async function getCandidateInterview(
  deps: Pick<AppContext, 'db'>,
  token: string,
): Promise<CandidateInterview> {
  const now = new Date();
  return stateOf(deps, await resolveToken(deps, token, now), now);
}

/** POST /interview/{token}/start: consent given; the first question opens. Starting twice is harmless. */
export async function startCandidateInterview(
  deps: Pick<AppContext, 'db'>,
  token: string,
  input: { extra_time: boolean },
): Promise<CandidateInterview> {
  const now = new Date();
  const found = await resolveToken(deps, token, now);
  if (found.row.status === 'invited') {
    const { row: invited } = found;
    const row = await deps.db.transaction(async (tx) => {
      // A public-link interview counts now, when the candidate has opened the e-mailed link (the allowance is
      // checked with the organisation locked, as for invitations).
      if (!invited.countedAt) await reserveInterviewForStranger(tx, invited.organisationId, now);
      return updateJobCandidate(
        tx,
        invited.organisationId,
        invited.id,
        {
          status: 'started',
          startedAt: now,
          consentAt: now,
          extraTime: invited.allowExtraTime && input.extra_time,
          ...(invited.countedAt ? {} : { countedAt: now }),
        },
        ['invited'],
      );
    });
    if (row) found.row = row;
  }
  return stateOf(deps, found, now);
}

function requireCurrent(found: Found, questionId: string) {
  const { row } = found;
  if (row.status === 'invited')
    throw new AppError(interviewProblemCodes.notStarted, 409, 'Start the interview before answering.');
  if (row.status !== 'started')
    throw new AppError(interviewProblemCodes.interviewCompleted, 409, 'This interview is already complete.');
  const question = row.questions.find((q) => q.id === questionId);
  if (!question || row.currentQuestionId !== questionId)
    throw new AppError(
      interviewProblemCodes.wrongQuestion,
      409,
      'This is not the question on screen any more (it may have been answered already). Reload to continue.',
    );
  return question;
}

/** PUT /interview/{token}/answers/{questionId}/recording/{index}: one chunk; a retried index replaces the first. */
export async function storeRecordingChunk(
  deps: Pick<AppContext, 'db' | 'storage'>,
  token: string,
  questionId: string,
  index: number,
  data: Buffer,
): Promise<{ received_chunks: number[]; bytes: number }> {
  const found = await resolveToken(deps, token);
  requireCurrent(found, questionId);
  if (data.length === 0) throw unprocessable('empty_chunk', 'body: The recording chunk is empty.', 'body');
  // The first chunk carries the container's signature; anything else (a web page, a script) is not a recording.
  if (index === 0 && !recordingContainer(data))
    throw new AppError(
      'unsupported_media_type',
      415,
      'body: This is not a recording. Record in WebM, Ogg or MP4 (audio or video).',
      'body',
    );
  const before = await listChunks(deps.db, found.row.id, questionId);
  const bytesBefore = before.filter((c) => c.index !== index).reduce((sum, c) => sum + c.bytes, 0);
  if (bytesBefore + data.length > interviewLimits.recordingBytes)
    throw new AppError(
      interviewProblemCodes.recordingTooLarge,
      413,
      `The recording is larger than ${interviewLimits.recordingBytes / 1024 / 1024} MB. Stop it and submit, or keep answers shorter.`,
      'body',
    );
  const name = newStoredName('bin');
  await deps.storage.put(name, data);
  const replaced = await upsertChunk(deps.db, {
    jobCandidateId: found.row.id,
    questionId,
    index,
    storageName: name,
    bytes: data.length,
  });
  if (replaced) await deps.storage.remove(replaced).catch(() => undefined);
  const chunks = await listChunks(deps.db, found.row.id, questionId);
  return { received_chunks: chunks.map((c) => c.index), bytes: chunks.reduce((s, c) => s + c.bytes, 0) };
}

/** DELETE /interview/{token}/answers/{questionId}/recording: a new take replaces the earlier one. */
export async function discardRecording(
  deps: Pick<AppContext, 'db' | 'storage'>,
  token: string,
  questionId: string,
): Promise<{ received_chunks: number[]; bytes: number }> {
  const found = await resolveToken(deps, token);
  requireCurrent(found, questionId);
  const names = await deleteChunks(deps.db, found.row.id, questionId);
  for (const name of names) await deps.storage.remove(name).catch(() => undefined);
  return { received_chunks: [], bytes: 0 };
}

/** POST /interview/{token}/answers/{questionId}: stored before the next question is shown. */
export async function submitCandidateAnswer(
  deps: Pick<AppContext, 'db' | 'storage' | 'ai' | 'email' | 'config' | 'log'>,
  token: string,
  questionId: string,
  input: SubmitAnswer,
): Promise<CandidateInterview> {
  const now = new Date();
  const found = await resolveToken(deps, token, now);
  const question = requireCurrent(found, questionId);
  const { row } = found;
  let recordingBytes = 0;
  if (input.recording_chunks > 0) {
    if (!input.recording_mime_type)
      throw unprocessable(
        'invalid_input',
        'recording_mime_type: Say what type the recording is.',
        'recording_mime_type',
      );
    const chunks = await listChunks(deps.db, row.id, questionId);
    const have = new Set(chunks.map((c) => c.index));
    const missing = Array.from({ length: input.recording_chunks }, (_, i) => i).filter((i) => !have.has(i));
    if (missing.length > 0)
      throw new AppError(
        interviewProblemCodes.recordingIncomplete,
        409,
        `The recording has not fully arrived yet (missing parts ${missing.slice(0, 10).join(', ')}). Keep this page open; it retries.`,
        'recording_chunks',
      );
    recordingBytes = chunks.filter((c) => c.index < input.recording_chunks).reduce((s, c) => s + c.bytes, 0);
    const first = chunks.find((c) => c.index === 0);
    const stored = first ? await deps.storage.get(first.storageName) : null;
    const actual = stored ? recordingContainer(stored) : null;
    if (actual !== declaredContainer(input.recording_mime_type))
      throw new AppError(
        'unsupported_media_type',
        415,
        `recording_mime_type: The recording is ${actual ? actual.toUpperCase() : 'not a recording'}, not ${input.recording_mime_type}.`,
        'recording_mime_type',
      );
  }
  const hasTranscript = Boolean(input.transcript?.trim());
  // An empty answer is allowed (the candidate may skip a question); it is stored and scores 0.
  const openedAt = row.currentOpenedAt ?? now;
  const elapsedMs = Math.max(0, now.getTime() - openedAt.getTime());
  const position = row.questions.findIndex((q) => q.id === questionId);
  const answeredIds = new Set((await listAnswers(deps.db, row.id)).map((a) => a.questionId));
  const isLast = row.questions.every((q) => q.id === questionId || answeredIds.has(q.id));
  await deps.db.transaction(async (tx) => {
    const inserted = await insertAnswer(tx, {
      organisationId: row.organisationId,
      jobCandidateId: row.id,
      questionId,
      position,
      text: input.text,
      transcript: hasTranscript ? input.transcript!.trim() : null,
      transcriptSource: hasTranscript ? 'browser' : null,
      recordingMimeType: input.recording_chunks > 0 ? (input.recording_mime_type ?? null) : null,
      recordingChunks: input.recording_chunks,
      recordingBytes,
      timeTakenSeconds: Math.round(elapsedMs / 1000),
      overTime: elapsedMs > timeLimitMs(row, question.timeLimitSeconds) + overTimeGraceMs,
      integrity: input.integrity,
      submittedAt: now,
    });
    if (!inserted)
      throw new AppError(
        interviewProblemCodes.wrongQuestion,
        409,
        'This answer was saved already. Reload to continue.',
      );
    if (isLast) {
      await updateJobCandidate(
        tx,
        row.organisationId,
        row.id,
        {
          status: 'completed',
          completedAt: now,
          currentQuestionId: null,
          currentOpenedAt: null,
          evaluationStatus: 'pending',
          evaluationDueAt: now,
          evaluationAttempts: 0,
        },
        ['started'],
      );
      await recordActivity(tx, {
        organisationId: row.organisationId,
        actorUserId: null,
        verb: 'interview.completed',
        subjectType: 'job_candidate',
        subjectId: row.id,
        summary: `${found.candidateName} completed the interview for ${found.job.title}.`,
      });
    }
  });
  if (isLast) scheduleEvaluation(deps);
  const refreshed = await resolveToken(deps, token, now).catch(() => found);
  return stateOf(deps, refreshed, new Date());
}

// ------------------------------------------------------------------------------------------------ public link

async function publicJobRecord(deps: Pick<AppContext, 'db'>, jobId: number) {
  const found = await findJobWithQuestions(deps.db, jobId);
  if (!found || found.job.status === 'draft') throw notFound('The job');
  return found;
}

/** GET /public/jobs/{id}: what the public link shows before a candidate starts. */
export async function getPublicJob(deps: Pick<AppContext, 'db'>, jobId: number): Promise<PublicJob> {
  const { job, questions: rows } = await publicJobRecord(deps, jobId);
  const org = await findOrganisationFacts(deps.db, job.organisationId);
  if (!org) throw notFound('The job');
  const questions = snapshotQuestions(rows);
  return {
    id: job.id,
    title: job.title,
    organisation: { name: org.name, logo_url: logoUrl(org) },
    location: jobLocation(job),
    work_mode: job.workMode,
    mode: job.interview.mode,
    question_count: questions.length,
    total_minutes: totalMinutes(questions),
    accepting: job.status === 'open' && questions.length > 0,
  };
}

/** Public-link requests one job accepts per hour, counted or not: a wall for scripts, far above real traffic. */
export const publicStartsPerJobPerHour = 200;

/**
 * POST /public/jobs/{id}/interviews: a candidate asks for the public interview. The link is only ever e-mailed,
 * never returned, and the interview counts against the allowance when the candidate opens it and starts: typing an
 * invented or someone else's address uses up nothing (docs/product/public-interview-link.md). The answer is the
 * same whether or not the address already had an interview for this job (its link is e-mailed again).
 */
export async function startPublicInterview(
  deps: Pick<AppContext, 'db' | 'email' | 'config'>,
  jobId: number,
  input: { name: string; email: string },
): Promise<{ sent_to: string; token: string | null }> {
  const now = new Date();
  const { job } = await publicJobRecord(deps, jobId);
  const confirm = (await getSettings(deps, job.organisationId)).interview_defaults.confirm_public_link_email;
  const recent = await countPublicStartsSince(deps.db, jobId, new Date(now.getTime() - 60 * 60 * 1000));
  if (recent >= publicStartsPerJobPerHour)
    throw new AppError(
      interviewProblemCodes.tooManyPublicStarts,
      429,
      'This job has received too many interview requests in the last hour. Please try again later.',
    );
  const outcome = await deps.db.transaction(async (tx) => {
    const { questions, job: open } = await interviewableJob(tx, job.organisationId, jobId);
    const candidate = await findOrCreateCandidate(tx, job.organisationId, {
      ...input,
      source: 'public_link',
    });
    const [pending] = await findPendingForJob(tx, jobId, [candidate.id]);
    if (pending) return { row: pending, candidate, token: null };
    // Without confirmation it counts now; with it, a request that could never start is refused at once.
    if (!confirm) await reserveInterviewForStranger(tx, job.organisationId, now);
    else if (!(await hasAllowanceFor(tx, job.organisationId, 1, now))) throw notAcceptingInterviews();
    const { values, token } = newInvitation(deps.config.authSecret, open, questions, now);
    const row = await insertJobCandidate(tx, {
      ...values,
      // With confirmation it counts when the candidate opens the e-mailed link and starts.
      countedAt: confirm ? null : now,
      organisationId: job.organisationId,
      jobId,
      candidateId: candidate.id,
      source: 'public_link',
    });
    return { row, candidate, token: confirm ? null : token };
  });
  const org = await findOrganisationFacts(deps.db, job.organisationId);
  await emailInterviewLink(deps, 'invitation', outcome.candidate, {
    row: outcome.row,
    jobTitle: job.title,
    organisationName: org?.name,
  });
  return { sent_to: outcome.candidate.email, token: outcome.token };
}

/** Staff preview of the public link (GET /jobs/{id}/interview-preview): nothing stored or counted. */
export async function getInterviewPreview(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  jobId: number,
) {
  const found = await findJobWithQuestions(deps.db, jobId, organisationId);
  if (!found) throw notFound('The job');
  const questions = snapshotQuestions(found.questions);
  return {
    job_id: jobId,
    title: found.job.title,
    mode: found.job.interview.mode,
    language: found.job.interview.language,
    allow_extra_time: found.job.interview.allow_extra_time,
    questions: questions.map((q) => ({
      id: q.id,
      text: q.text,
      type: q.type,
      time_limit_seconds: q.timeLimitSeconds,
    })),
  };
}

const resumeTypes = new Map<string, 'pdf' | 'docx'>([
  ['application/pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
]);

/** POST /interview/{token}/resume: the optional résumé of a public-link candidate (PDF, DOCX or plain text). */
export async function storeCandidateResume(
  deps: Pick<AppContext, 'db' | 'storage'>,
  token: string,
  data: Buffer,
): Promise<void> {
  const found = await resolveToken(deps, token);
  if (found.row.status !== 'invited' && found.row.status !== 'started')
    throw new AppError(
      interviewProblemCodes.interviewCompleted,
      409,
      'file: This interview is complete, so a résumé can no longer be added to it.',
      'file',
    );
  const detected = await fileTypeFromBuffer(data);
  let extension: 'pdf' | 'docx' | 'txt' | undefined = detected ? resumeTypes.get(detected.mime) : undefined;
  if (!detected && !data.includes(0)) {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
    if (!text.includes('\uFFFD')) extension = 'txt';
  }
  if (!extension)
    throw new AppError(
      'unsupported_media_type',
      415,
      'file: Upload the résumé as a PDF, DOCX or plain-text file.',
      'file',
    );
  const verdict = checkResumeContent(extension, data);
  if (!verdict.ok)
    throw new AppError(
      verdict.status === 415 ? 'unsupported_media_type' : 'invalid_file',
      verdict.status,
      `file: ${verdict.reason}`,
      'file',
    );
  const name = newStoredName(extension);
  await deps.storage.put(name, data);
  const previous = await updateCandidateResume(
    deps.db,
    found.row.organisationId,
    found.row.candidateId,
    name,
  );
  if (previous) await deps.storage.remove(previous).catch(() => undefined);
}
