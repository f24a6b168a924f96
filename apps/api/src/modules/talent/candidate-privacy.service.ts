import { type Activity, activitySchema } from '@talvio/contracts/activity';
import {
  type CandidateExport,
  candidatePrivacyProblemCodes,
  erasedCandidateName,
} from '@talvio/contracts/candidate-privacy';
import type { CandidateErasure, CandidateProfile } from '@talvio/contracts/talent';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { emailsAbout, eraseEmailsAbout } from '../email/email.service.ts';
import { interviewLink } from '../interviews/invitations.service.ts';
import { resolveSettings } from '../organisations/organisations.service.ts';
import { eraseLiveInterviewsOf, liveInterviewsForExport } from '../video/video.service.ts';
import {
  type ActivitiesAbout,
  type ActivityRow,
  deleteRecordingChunks,
  deleteResumeText,
  eraseInterviews,
  eraseProfileRow,
  eraseUploads,
  findOrganisationName,
  findResumeTextOf,
  findUserName,
  listActivitiesAbout,
  listAnswersOf,
  listInactiveCandidates,
  listInterviewsOf,
  listOrganisationSettings,
  listUploadsOf,
  rewriteActivity,
} from './candidate-privacy.repository.ts';
import { type CandidateRow, findCandidate } from './talent.repository.ts';

/**
 * Candidate privacy (docs/product/candidate-privacy.md): erasing a person's data (on request or when the
 * organisation's retention period runs out) and exporting everything the organisation holds about them.
 */

/** Who erases: a staff member, or nobody (the retention sweep). */
export interface Eraser {
  organisationId: number;
  userId: number | null;
  reason: 'request' | 'retention';
  /** The retention period that ran out (for the activity entry of a sweep). */
  months?: number;
}

/** What an uploaded file's name becomes once the person it was about is erased. */
export const erasedFileName = 'Erased file';

const erasedSomeone = 'an erased candidate';

/** The profile's erasure as the API shows it, or null. */
export async function erasureOf(
  deps: Pick<AppContext, 'db'>,
  row: Pick<CandidateRow, 'erasedAt' | 'erasedBy' | 'erasedReason'>,
): Promise<CandidateErasure | null> {
  if (!row.erasedAt) return null;
  const name = row.erasedBy === null ? null : await findUserName(deps.db, row.erasedBy);
  return {
    erased_at: row.erasedAt.toISOString(),
    reason: row.erasedReason ?? 'request',
    erased_by: row.erasedBy !== null && name !== null ? { id: row.erasedBy, name } : null,
  };
}

/** Refuses a change to a profile whose data was erased (**erased profiles stay erased**). */
export function assertNotErased(row: Pick<CandidateRow, 'erasedAt'>): void {
  if (row.erasedAt)
    throw new AppError(
      candidatePrivacyProblemCodes.erased,
      409,
      "This candidate's data was erased; the profile can no longer be changed.",
    );
}

/** Links that only this person's e-mails hold: their interview links and the result pages of their interviews. */
function personalLinks(
  deps: Pick<AppContext, 'config'>,
  interviews: { row: { id: number; tokenNonce: string } }[],
): string[] {
  return interviews.flatMap(({ row }) => [
    interviewLink(deps, row.tokenNonce),
    `${deps.config.publicUrl}/candidate-profile/${row.id}`,
  ]);
}

/**
 * An activity entry about an erased person, rewritten without anything about them (**activity without the
 * person**): a sentence by its verb, naming the job where it named one; their e-mail goes from its details.
 */
function scrubbedActivity(
  entry: { activity: ActivityRow; jobTitle: string | null },
  email: string | null,
): Pick<ActivityRow, 'summary' | 'details'> {
  const { activity } = entry;
  const job = entry.jobTitle ?? 'a job';
  const details = Object.fromEntries(
    Object.entries(activity.details).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.map((v) => (email !== null && v === email ? 'erased' : v))
        : email !== null && value === email
          ? 'erased'
          : value,
    ]),
  );
  const decision = typeof activity.details.decision === 'string' ? activity.details.decision : 'none';
  const invited = Array.isArray(activity.details.candidates) ? activity.details.candidates.length : 1;
  const summaries: Record<string, string> = {
    'candidate.updated': `Changed the profile of ${erasedSomeone}.`,
    'candidate.deleted': `Deleted the profile of ${erasedSomeone}.`,
    'interview.invited':
      invited === 1 ? `Invited ${erasedSomeone} to interview for ${job}.` : activity.summary,
    'interview.resent': `Resent the interview link for ${job} to ${erasedSomeone}.`,
    'interview.extended': `Extended ${erasedSomeone}'s interview link for ${job}.`,
    'interview.cancelled': `Cancelled ${erasedSomeone}'s interview for ${job}.`,
    'interview.completed': `An erased candidate completed the interview for ${job}.`,
    'interview.decided':
      decision === 'none'
        ? `Cleared the decision on ${erasedSomeone} for ${job}.`
        : `Marked ${erasedSomeone} as ${decision} for ${job}.`,
    'candidate.erased': activity.summary,
  };
  return { summary: summaries[activity.verb] ?? `Acted on the record of ${erasedSomeone}.`, details };
}

/**
 * Erases the person's data everywhere the organisation holds it (**erase**), keeping the profile row as a
 * placeholder so interview and usage counts stay the same. Files in storage go once the database has committed.
 */
export async function eraseCandidate(
  deps: Pick<AppContext, 'db' | 'storage' | 'config' | 'log'>,
  eraser: Eraser,
  id: number,
  now = new Date(),
): Promise<void> {
  let closeRooms = () => {};
  const files = await deps.db.transaction(async (tx) => {
    const row = await findCandidate(tx, eraser.organisationId, id, true);
    if (!row) throw notFound('The candidate');
    if (row.erasedAt)
      throw new AppError(
        candidatePrivacyProblemCodes.erased,
        409,
        "This candidate's data was erased already.",
      );
    const interviews = await listInterviewsOf(tx, eraser.organisationId, id);
    const interviewIds = interviews.map((i) => i.row.id);
    const about: ActivitiesAbout = {
      organisationId: eraser.organisationId,
      candidateId: id,
      jobCandidateIds: interviewIds,
      email: row.email,
    };
    for (const entry of await listActivitiesAbout(tx, about))
      await rewriteActivity(tx, entry.activity.id, scrubbedActivity(entry, row.email));
    await eraseEmailsAbout(tx, {
      organisationId: eraser.organisationId,
      candidateId: id,
      links: personalLinks(deps, interviews),
    });
    await eraseInterviews(tx, eraser.organisationId, interviewIds);
    closeRooms = await eraseLiveInterviewsOf(tx, eraser.organisationId, interviewIds);
    const recordings = await deleteRecordingChunks(tx, interviewIds);
    await eraseUploads(tx, eraser.organisationId, id, erasedFileName);
    await deleteResumeText(tx, id);
    await eraseProfileRow(tx, eraser.organisationId, id, {
      name: erasedCandidateName,
      erasedAt: now,
      erasedBy: eraser.userId,
      erasedReason: eraser.reason,
    });
    await recordActivity(tx, {
      organisationId: eraser.organisationId,
      actorUserId: eraser.userId,
      verb: 'candidate.erased',
      subjectType: 'candidate',
      subjectId: id,
      summary:
        eraser.reason === 'retention'
          ? `Erased a candidate's data (profile #${id}): no activity for ${eraser.months} months, the organisation's retention period.`
          : `Erased a candidate's data (profile #${id}).`,
      details: { reason: eraser.reason, interviews: interviewIds.length },
    });
    return [...(row.resumeFile ? [row.resumeFile] : []), ...recordings];
  });
  closeRooms();
  for (const name of files)
    await deps.storage.remove(name).catch((err) => deps.log.warn({ err }, 'an erased file was not removed'));
}

/** POST /candidates/{id}/erase (and DELETE /candidates/{id}): a staff member erases the person's data. */
export function eraseCandidateByStaff(
  deps: Pick<AppContext, 'db' | 'storage' | 'config' | 'log'>,
  staff: StaffPrincipal,
  id: number,
): Promise<void> {
  return eraseCandidate(
    deps,
    { organisationId: staff.organisationId, userId: staff.id, reason: 'request' },
    id,
  );
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** GET /candidates/{id}/export: everything the organisation holds about the person (**export**). */
export async function exportCandidate(
  deps: Pick<AppContext, 'db' | 'config'>,
  staff: StaffPrincipal,
  id: number,
  profileOf: (row: CandidateRow) => CandidateProfile,
): Promise<CandidateExport> {
  const { db } = deps;
  const row = await findCandidate(db, staff.organisationId, id);
  if (!row) throw notFound('The candidate');
  const interviews = await listInterviewsOf(db, staff.organisationId, id);
  const interviewIds = interviews.map((i) => i.row.id);
  const [answers, uploads, resumeText, entries, emails, organisationName, erased, live] = await Promise.all([
    listAnswersOf(db, staff.organisationId, interviewIds),
    listUploadsOf(db, staff.organisationId, id),
    findResumeTextOf(db, id),
    listActivitiesAbout(db, {
      organisationId: staff.organisationId,
      candidateId: id,
      jobCandidateIds: interviewIds,
      email: row.email,
    }),
    emailsAbout(db, {
      organisationId: staff.organisationId,
      candidateId: id,
      links: personalLinks(deps, interviews),
    }),
    findOrganisationName(db, staff.organisationId),
    erasureOf(deps, row),
    liveInterviewsForExport(deps, staff.organisationId, interviewIds),
  ]);
  const activity: Activity[] = entries.map(({ activity: a, actorName }) =>
    activitySchema.parse({
      id: a.id,
      verb: a.verb,
      subject_type: a.subjectType,
      subject_id: a.subjectId,
      summary: a.summary,
      details: a.details,
      actor: a.actorUserId !== null && actorName !== null ? { id: a.actorUserId, name: actorName } : null,
      created_at: a.createdAt.toISOString(),
    }),
  );
  const hasResume = row.resumeFile !== null || resumeText !== null;
  return {
    format: 'talvio.candidate-export.v1',
    exported_at: new Date().toISOString(),
    organisation: { id: staff.organisationId, name: organisationName },
    profile: { ...profileOf(row), erased },
    field_history: activity
      .filter((a) => a.verb === 'candidate.updated')
      .map((a) => ({
        at: a.created_at,
        by: a.actor,
        fields: Array.isArray(a.details.changes) ? a.details.changes : [],
      })),
    resume: hasResume
      ? {
          file_name: row.resumeFileName,
          kind: row.resumeKind,
          size_bytes: row.resumeSizeBytes,
          uploaded_at: iso(row.resumeUploadedAt),
          text: resumeText?.text ?? null,
          ocr: resumeText?.ocr ?? false,
          sources: resumeText?.sources ?? [],
        }
      : null,
    uploads: uploads.map((f) => ({
      batch_id: f.batchId,
      file_name: f.fileName,
      kind: f.kind,
      size_bytes: f.sizeBytes,
      outcome: f.outcome,
      uploaded_at: f.createdAt.toISOString(),
    })),
    interviews: interviews.map(({ row: j, jobTitle }) => ({
      id: j.id,
      job: { id: j.jobId, title: jobTitle },
      source: j.source,
      status: j.status,
      decision: j.decision,
      notes: j.notes,
      invited_at: j.invitedAt.toISOString(),
      consent_at: iso(j.consentAt),
      started_at: iso(j.startedAt),
      completed_at: iso(j.completedAt),
      expires_at: j.expiresAt.toISOString(),
      score: j.score,
      recommendation: j.recommendation,
      evaluation: j.evaluation
        ? {
            summary: j.evaluation.summary,
            strengths: j.evaluation.strengths,
            concerns: j.evaluation.concerns,
          }
        : null,
      questions: j.questions.map((q) => ({
        id: q.id,
        text: q.text,
        type: q.type,
        skill: q.skill,
        rubric: q.rubric,
        time_limit_seconds: q.timeLimitSeconds,
      })),
      answers: answers
        .filter((a) => a.jobCandidateId === j.id)
        .map((a) => ({
          question_id: a.questionId,
          text: a.text,
          transcript: a.transcript,
          time_taken_seconds: a.timeTakenSeconds,
          over_time: a.overTime,
          integrity: a.integrity,
          recording:
            a.recordingChunks > 0 && a.recordingMimeType
              ? { mime_type: a.recordingMimeType, bytes: a.recordingBytes }
              : null,
          evaluation: a.evaluation,
          submitted_at: a.submittedAt.toISOString(),
        })),
    })),
    live_interviews: live,
    emails: emails.map((e) => ({
      kind: e.kind,
      to: e.toAddress,
      subject: e.subject,
      text: e.text,
      created_at: e.createdAt.toISOString(),
    })),
    activity,
  };
}

/** Profiles erased per organisation in one sweep at most; the rest wait for the next day's. */
const sweepLimit = 1_000;
const sweepPage = 100;

/** The moment `months` calendar months before `now` (the last day of a shorter month when the day is missing). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/**
 * The retention sweep (**retention**): in every organisation, erases the profiles whose last activity is older
 * than the organisation's `data_retention.candidate_data_months`. Returns how many it erased.
 */
export async function sweepCandidateRetention(
  deps: Pick<AppContext, 'db' | 'storage' | 'config' | 'log'>,
  now = new Date(),
): Promise<number> {
  let erased = 0;
  for (const org of await listOrganisationSettings(deps.db)) {
    const months = resolveSettings(org.settings).data_retention.candidate_data_months;
    const cutoff = monthsBefore(now, months);
    let done = 0;
    while (done < sweepLimit) {
      const ids = await listInactiveCandidates(deps.db, org.id, cutoff, sweepPage);
      if (ids.length === 0) break;
      let progressed = false;
      for (const id of ids) {
        try {
          await eraseCandidate(
            deps,
            { organisationId: org.id, userId: null, reason: 'retention', months },
            id,
            now,
          );
          erased += 1;
          progressed = true;
        } catch (err) {
          // Erased meanwhile by a person or another process: nothing left to do for it.
          if (!(err instanceof AppError)) throw err;
        }
        done += 1;
      }
      if (!progressed || ids.length < sweepPage) break;
    }
  }
  return erased;
}

export interface CandidateRetention {
  /** Runs one sweep now (the timer's runs and this one never overlap). */
  runNow(now?: Date): Promise<number>;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

export interface CandidateRetentionOptions {
  /** Between two sweeps: a day. */
  everyMs: number;
  /** Before the first sweep after the start; null: none until `everyMs` has passed. */
  firstAfterMs: number | null;
}

/** The daily retention sweep, started with the app (in this process; every process may run it, erasing is locked). */
export function startCandidateRetention(
  deps: Pick<AppContext, 'db' | 'storage' | 'config' | 'log'>,
  options: CandidateRetentionOptions,
  sweep: typeof sweepCandidateRetention = sweepCandidateRetention,
): CandidateRetention {
  let running: Promise<number> | null = null;
  let stopped = false;
  const runNow = (now?: Date): Promise<number> => {
    const previous = running ?? Promise.resolve(0);
    const next = previous
      .catch(() => 0)
      .then(() => sweep(deps, now ?? new Date()))
      .finally(() => {
        if (running === next) running = null;
      });
    running = next;
    return next;
  };
  const tick = () => {
    if (stopped) return;
    runNow().catch((err) => deps.log.warn({ err }, 'candidate retention sweep failed'));
  };
  const interval = setInterval(tick, options.everyMs);
  interval.unref();
  const first = options.firstAfterMs === null ? null : setTimeout(tick, options.firstAfterMs);
  first?.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(interval);
      if (first) clearTimeout(first);
      await running?.catch(() => undefined);
    },
  };
}
