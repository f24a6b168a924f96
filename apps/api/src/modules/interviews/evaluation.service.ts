import type { EvaluateInterviewInput } from '@talvio/ai/schemas';
import { interviewLimits } from '@talvio/contracts/interviews';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { resolveSettings } from '../organisations/organisations.service.ts';
import { completionEmail } from './interview-emails.ts';
import {
  type AnswerRow,
  claimDueEvaluations,
  expireOverdue,
  findJobCandidate,
  findJobCandidateRow,
  findJobWithQuestions,
  findOrganisationFacts,
  findUserContact,
  listAnswers,
  listChunks,
  listReminderDue,
  updateAnswer,
  updateJobCandidate,
} from './interviews.repository.ts';
import { emailInterviewLink } from './invitations.service.ts';
import { appendOversightRecord } from './oversight.repository.ts';

const isFinished = (status: string) => status === 'completed' || status === 'evaluated';

/** How long a claimed evaluation is reserved before another worker may take it over (a crash mid-way). */
const leaseMs = 5 * 60_000;
const maxAttempts = 5;
const batchSize = 5;

/** What the evaluator reads of an answer: the typed text and the transcript, nothing about the person. */
export function answerText(answer: Pick<AnswerRow, 'text' | 'transcript'> | undefined): string {
  if (!answer) return '';
  return [answer.text.trim(), answer.transcript?.trim() ?? ''].filter(Boolean).join('\n\n');
}

/** Reassembles a recording from its chunks, in order. */
export async function readRecording(
  deps: Pick<AppContext, 'db' | 'storage'>,
  jobCandidateId: number,
  answer: AnswerRow,
) {
  const chunks = (await listChunks(deps.db, jobCandidateId, answer.questionId)).filter(
    (c) => c.index < answer.recordingChunks,
  );
  const parts: Buffer[] = [];
  for (const c of chunks) {
    const part = await deps.storage.get(c.storageName);
    if (part) parts.push(part);
  }
  return Buffer.concat(parts);
}

/** GET /job-candidates/{id}/answers/{questionId}/recording: the bytes and their type; 404 outside the organisation. */
export async function getAnswerRecording(
  deps: Pick<AppContext, 'db' | 'storage'>,
  organisationId: number,
  id: number,
  questionId: string,
): Promise<{ mimeType: string; data: Buffer }> {
  if (!(await findJobCandidate(deps.db, organisationId, id))) throw notFound('The interview');
  const answer = (await listAnswers(deps.db, id)).find((a) => a.questionId === questionId);
  if (!answer || answer.recordingChunks === 0 || !answer.recordingMimeType) throw notFound('The recording');
  return { mimeType: answer.recordingMimeType, data: await readRecording(deps, id, answer) };
}

/** A recorded answer without a browser transcript gets one from the engine's speech-to-text, when it has one. */
async function transcribeMissing(
  deps: Pick<AppContext, 'db' | 'storage' | 'ai'>,
  jobCandidateId: number,
  answers: AnswerRow[],
) {
  for (const answer of answers) {
    if (answer.recordingChunks === 0 || answer.transcript || !answer.recordingMimeType) continue;
    const audio = await readRecording(deps, jobCandidateId, answer);
    if (audio.length === 0) continue;
    const result = await deps.ai.transcribe(audio, answer.recordingMimeType).catch(() => null);
    if (!result?.text.trim()) continue;
    const transcript = result.text.trim().slice(0, interviewLimits.transcript);
    await updateAnswer(deps.db, jobCandidateId, answer.questionId, {
      transcript,
      transcriptSource: 'engine',
    });
    answer.transcript = transcript;
    answer.transcriptSource = 'engine';
  }
}

async function notifyOwner(
  deps: Pick<AppContext, 'db' | 'email' | 'config'>,
  organisationId: number,
  jobCandidateId: number,
) {
  const j = await findJobCandidate(deps.db, organisationId, jobCandidateId);
  if (!j || j.job.createdBy === null) return;
  const org = await findOrganisationFacts(deps.db, organisationId);
  if (!org || !resolveSettings(org.settings).notifications.email_on_interview_completed) return;
  const owner = await findUserContact(deps.db, j.job.createdBy);
  if (!owner?.isActive) return;
  await deps.email.send(
    completionEmail({
      to: owner.email,
      ownerName: owner.name,
      candidateName: j.candidate.name,
      jobTitle: j.job.title,
      score: j.row.score,
      recommendation: j.row.recommendation,
      link: `${deps.config.publicUrl}/candidate-profile/${jobCandidateId}`,
      about: { organisationId, candidateId: j.row.candidateId },
    }),
  );
}

/**
 * Evaluates one finished interview. Blind (docs/product/interviews.md, **blind evaluation**): the engine gets the job,
 * the questions with their rubrics and the answers' words; never the name, e-mail or anything else about the candidate.
 */
async function evaluateOne(
  deps: Pick<AppContext, 'db' | 'storage' | 'ai'>,
  organisationId: number,
  id: number,
): Promise<void> {
  const j = await findJobCandidate(deps.db, organisationId, id);
  if (!j || !isFinished(j.row.status)) {
    await updateJobCandidate(deps.db, organisationId, id, {
      evaluationStatus: 'none',
      evaluationDueAt: null,
    });
    return;
  }
  const job = await findJobWithQuestions(deps.db, j.job.id, organisationId);
  const answers = await listAnswers(deps.db, id);
  await transcribeMissing(deps, id, answers);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const input: EvaluateInterviewInput = {
    job_title: j.job.title,
    seniority: (job?.job.seniority ?? 'mid') as EvaluateInterviewInput['seniority'],
    required_skills: job?.job.requiredSkills ?? [],
    answers: j.row.questions.map((q) => {
      const a = byQuestion.get(q.id);
      return {
        question_id: q.id,
        question_text: q.text,
        question_type: q.type,
        skill: q.skill,
        rubric: q.rubric,
        answer_text: answerText(a).slice(0, interviewLimits.answerText),
        time_taken_seconds: a?.timeTakenSeconds ?? null,
        time_limit_seconds: q.timeLimitSeconds,
      };
    }),
  };
  const result = await deps.ai.evaluateInterview(input);
  await deps.db.transaction(async (tx) => {
    for (const e of result.answers) {
      if (!byQuestion.has(e.question_id)) continue;
      await updateAnswer(tx, id, e.question_id, {
        evaluation: {
          score: e.score,
          rubric_met: e.rubric_met,
          rubric_missed: e.rubric_missed,
          rationale: e.rationale,
          quotes: e.quotes,
          signals: e.signals,
        },
      });
    }
    await updateJobCandidate(tx, organisationId, id, {
      status: 'evaluated',
      score: result.overall_score,
      recommendation: result.recommendation,
      evaluation: {
        strengths: result.strengths,
        concerns: result.concerns,
        summary: result.summary,
        engine: {
          engine: result.engine,
          model: result.model,
          ...(result.fallback ? { fallback: result.fallback } : {}),
        },
        evaluatedAt: new Date().toISOString(),
      },
      evaluationStatus: 'done',
      evaluationDueAt: null,
      evaluationError: null,
    });
    await appendOversightRecord(tx, {
      organisationId,
      jobId: j.job.id,
      jobCandidateId: id,
      kind: 'ai_evaluation',
      engine: result.engine,
      model: result.model,
      score: result.overall_score,
      recommendation: result.recommendation,
      decision: j.row.decision,
    });
  });
}

/** Runs every evaluation that is due; each one is claimed first, so parallel workers never evaluate twice. */
export async function processDueEvaluations(
  deps: Pick<AppContext, 'db' | 'storage' | 'ai' | 'email' | 'config' | 'log'>,
  now = new Date(),
): Promise<number> {
  let done = 0;
  for (;;) {
    // Shutting down: the claimed batch is finished, the rest stays due for the next start.
    if (stopping.has(deps)) return done;
    const due = await claimDueEvaluations(deps.db, now, leaseMs, batchSize);
    if (due.length === 0) return done;
    for (const { id, organisationId } of due) {
      const row = await findJobCandidateRow(deps.db, id);
      const firstTime = row?.status === 'completed';
      try {
        await evaluateOne(deps, organisationId, id);
        if (firstTime) await notifyOwner(deps, organisationId, id);
      } catch (err) {
        const attempts = row?.evaluationAttempts ?? maxAttempts;
        const finalFailure = attempts >= maxAttempts;
        deps.log.warn({ err, jobCandidateId: id, attempts }, 'interview evaluation failed');
        await updateJobCandidate(deps.db, organisationId, id, {
          evaluationStatus: finalFailure ? 'failed' : 'pending',
          evaluationDueAt: finalFailure ? null : new Date(Date.now() + 30_000 * 2 ** attempts),
          evaluationError: err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500),
        });
        if (finalFailure && firstTime) await notifyOwner(deps, organisationId, id).catch(() => undefined);
      }
      done += 1;
    }
  }
}

/** Reminder e-mails 48 h before expiry (docs/product/interviews.md, **interview e-mails**), once per link. */
export async function sendDueReminders(
  deps: Pick<AppContext, 'db' | 'email' | 'config'>,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() + interviewLimits.reminderBeforeHours * 3_600_000);
  const due = await listReminderDue(deps.db, now, before, 50);
  for (const { id, organisationId } of due) {
    // Claim first: only the worker that moves remindersSent from 0 sends the e-mail.
    const claimed = await deps.db.transaction(async (tx) => {
      const j = await findJobCandidate(tx, organisationId, id);
      if (j?.row.remindersSent !== 0) return null;
      await updateJobCandidate(tx, organisationId, id, { remindersSent: 1 }, ['invited', 'started']);
      return j;
    });
    if (!claimed) continue;
    const org = await findOrganisationFacts(deps.db, organisationId);
    await emailInterviewLink(deps, 'reminder', claimed.candidate, {
      row: claimed.row,
      jobTitle: claimed.job.title,
      organisationName: org?.name,
    });
  }
  return due.length;
}

/** The background work of interviews: expiry, reminders, evaluations. State lives in the rows, so it survives restarts. */
export async function runInterviewMaintenance(
  deps: Pick<AppContext, 'db' | 'storage' | 'ai' | 'email' | 'config' | 'log'>,
  now = new Date(),
) {
  const expired = await expireOverdue(deps.db, now);
  const reminded = await sendDueReminders(deps, now);
  const evaluated = await processDueEvaluations(deps, now);
  return { expired, reminded, evaluated };
}

/**
 * The last evaluation run queued per server, keyed by the server's context object (routes and services pass it on
 * unchanged as their `deps`); runs follow each other.
 */
const queued = new WeakMap<object, Promise<void>>();

/** Starts the due evaluations soon, without waiting; a run queued behind one in progress picks up new interviews. */
export function scheduleEvaluation(
  deps: Pick<AppContext, 'db' | 'storage' | 'ai' | 'email' | 'config' | 'log'>,
): void {
  const run = (queued.get(deps) ?? Promise.resolve())
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(() => processDueEvaluations(deps))
    .then(
      () => undefined,
      (err: unknown) => deps.log.warn({ err }, 'evaluation run failed'),
    );
  queued.set(deps, run);
  void run.then(() => {
    if (queued.get(deps) === run) queued.delete(deps);
  });
}

/** Servers shutting down: they finish the evaluations they claimed and claim no more. */
const stopping = new WeakSet<object>();

/** At shutdown: no new evaluations are claimed (a backlog would otherwise hold the exit past its deadline). */
export function stopEvaluations(ctx: AppContext): void {
  stopping.add(ctx);
}

/** Resolves when every evaluation run started by scheduleEvaluation has finished (tests, shutdown). */
export async function evaluationsSettled(ctx: AppContext): Promise<void> {
  for (let run = queued.get(ctx); run; run = queued.get(ctx)) await run;
}

/** POST /job-candidates/{id}/evaluate: evaluate again (a failed evaluation, or after a new engine). */
export async function requestEvaluation(
  deps: Pick<AppContext, 'db' | 'storage' | 'ai' | 'email' | 'config' | 'log'>,
  staff: StaffPrincipal,
  id: number,
) {
  const j = await findJobCandidate(deps.db, staff.organisationId, id);
  if (!j) throw notFound('The interview');
  if (!isFinished(j.row.status))
    throw new AppError('interview_not_finished', 409, 'Only a finished interview can be evaluated.');
  await updateJobCandidate(deps.db, staff.organisationId, id, {
    evaluationStatus: 'pending',
    evaluationDueAt: new Date(),
    evaluationAttempts: 0,
    evaluationError: null,
  });
  scheduleEvaluation(deps);
}
