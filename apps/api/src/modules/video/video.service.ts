import type { Recommendation } from '@talvio/contracts/interviews';
import {
  type ExportedLiveInterview,
  type LiveInterview,
  type LiveInterviewList,
  type LiveInterviewReschedule,
  type LiveInterviewSchedule,
  liveInterviewLimits,
  type RoomState,
  type ScorecardInput,
  type UpcomingLiveInterviewList,
  upcomingLiveInterviewsLimit,
  videoProblemCodes,
} from '@talvio/contracts/video';
import type { Database } from '@talvio/db/client';
import type { AppContext } from '../../context.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { recordStaffActivity } from '../activity/activity.service.ts';
import { deriveRoomToken, hashRoomToken, issueRoomToken, roomTokenShape } from './room-token.ts';
import {
  eraseLiveInterviews,
  findJobCandidateFacts,
  findLiveInterview,
  findRoomByHash,
  insertLiveInterview,
  type JobCandidateFacts,
  type LiveInterviewRow,
  type LiveInterviewWithNames,
  listLiveInterviews,
  listLiveInterviewsOf,
  listUpcomingLiveInterviews,
  updateLiveInterview,
  userNames,
} from './video.repository.ts';
import { liveInterviewEmail } from './video-emails.ts';

const minuteMs = 60_000;

export const endsAt = (row: Pick<LiveInterviewRow, 'startsAt' | 'durationMinutes'>) =>
  new Date(row.startsAt.getTime() + row.durationMinutes * minuteMs);

/** **join window**: from 10 minutes before the start until the scheduled end. */
export function joinWindow(row: Pick<LiveInterviewRow, 'startsAt' | 'durationMinutes'>) {
  return {
    opensAt: new Date(row.startsAt.getTime() - liveInterviewLimits.opensBeforeMinutes * minuteMs),
    closesAt: endsAt(row),
  };
}

export const roomUrl = (deps: Pick<AppContext, 'config'>, nonce: string) =>
  `${deps.config.publicUrl}/video-call?room=${deriveRoomToken(deps.config.authSecret, nonce)}`;

/** What every staff view of a live interview shows: which one, when, where to join, who scheduled it. */
function whenAndWhere(deps: Pick<AppContext, 'config'>, row: LiveInterviewRow, creatorName: string | null) {
  return {
    id: row.id,
    job_candidate_id: row.jobCandidateId,
    starts_at: row.startsAt.toISOString(),
    ends_at: endsAt(row).toISOString(),
    duration_minutes: row.durationMinutes,
    time_zone: row.schedulerTimeZone,
    room_url: roomUrl(deps, row.roomTokenNonce),
    created_by:
      row.createdBy !== null && creatorName !== null ? { id: row.createdBy, name: creatorName } : null,
  };
}

async function toLiveInterview(
  deps: Pick<AppContext, 'config' | 'db'>,
  items: LiveInterviewWithNames[],
): Promise<LiveInterview[]> {
  const scorers = await userNames(
    deps.db,
    items.flatMap((i) => (i.row.scorecard ? [i.row.scorecard.updatedBy] : [])),
  );
  return items.map(({ row, creatorName }) => ({
    ...whenAndWhere(deps, row, creatorName),
    candidate_time_zone: row.candidateTimeZone,
    status: row.status,
    sequence: row.sequence,
    notes: row.notes,
    scorecard: row.scorecard
      ? {
          ratings: row.scorecard.ratings,
          recommendation: row.scorecard.recommendation,
          updated_at: row.scorecard.updatedAt,
          updated_by: scorers.has(row.scorecard.updatedBy)
            ? { id: row.scorecard.updatedBy, name: scorers.get(row.scorecard.updatedBy)! }
            : null,
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

async function oneLiveInterview(deps: Pick<AppContext, 'config' | 'db'>, organisationId: number, id: number) {
  const found = await findLiveInterview(deps.db, organisationId, id);
  if (!found) throw notFound('The live interview');
  const [shaped] = await toLiveInterview(deps, [found]);
  return shaped!;
}

async function jobCandidateOrNotFound(db: Database, organisationId: number, id: number) {
  const facts = await findJobCandidateFacts(db, organisationId, id);
  if (!facts) throw notFound('The interview');
  return facts;
}

const emailAddressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** E-mails the candidate the invitation, the new time or the cancellation, with the calendar invitation. */
async function emailCandidate(
  deps: Pick<AppContext, 'config' | 'email'>,
  kind: 'scheduled' | 'rescheduled' | 'cancelled',
  facts: JobCandidateFacts,
  row: LiveInterviewRow,
) {
  if (!facts.candidateEmail) return;
  await deps.email.send(
    liveInterviewEmail({
      kind,
      to: { name: facts.candidateName, email: facts.candidateEmail },
      organisationName: facts.organisationName || 'The hiring team',
      jobTitle: facts.jobTitle,
      interviewId: row.id,
      uidDomain: new URL(deps.config.publicUrl).hostname,
      sequence: row.sequence,
      start: row.startsAt,
      end: endsAt(row),
      durationMinutes: row.durationMinutes,
      candidateTimeZone: row.candidateTimeZone,
      schedulerTimeZone: row.schedulerTimeZone,
      roomUrl: roomUrl(deps, row.roomTokenNonce),
      fromAddress: emailAddressOf(deps.config.mailFrom),
      about: { organisationId: row.organisationId, candidateId: facts.candidateId },
    }),
  );
}

const utcText = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** POST /job-candidates/{id}/live-interviews. */
export async function scheduleLiveInterview(
  deps: Pick<AppContext, 'db' | 'email' | 'config'>,
  staff: StaffPrincipal,
  jobCandidateId: number,
  input: LiveInterviewSchedule,
): Promise<LiveInterview> {
  const { row, facts } = await deps.db.transaction(async (tx) => {
    const facts = await jobCandidateOrNotFound(tx, staff.organisationId, jobCandidateId);
    if (!facts.candidateEmail)
      throw unprocessable(
        'candidate_without_email',
        'This candidate has no e-mail address to send the invitation to. Add one to their profile first.',
      );
    const { nonce, hash } = issueRoomToken(deps.config.authSecret);
    const row = await insertLiveInterview(tx, {
      organisationId: staff.organisationId,
      jobCandidateId,
      createdBy: staff.id,
      startsAt: new Date(input.starts_at),
      durationMinutes: input.duration_minutes,
      schedulerTimeZone: input.time_zone,
      candidateTimeZone: input.candidate_time_zone ?? null,
      roomTokenHash: hash,
      roomTokenNonce: nonce,
    });
    await recordStaffActivity(tx, staff, {
      verb: 'interview.live_scheduled',
      subjectType: 'job_candidate',
      subjectId: jobCandidateId,
      summary: `Scheduled a video interview with ${facts.candidateName} for ${facts.jobTitle} on ${utcText(row.startsAt)}.`,
      details: {
        live_interview_id: row.id,
        starts_at: row.startsAt.toISOString(),
        duration_minutes: row.durationMinutes,
      },
    });
    return { row, facts };
  });
  await emailCandidate(deps, 'scheduled', facts, row);
  return oneLiveInterview(deps, staff.organisationId, row.id);
}

/** GET /job-candidates/{id}/live-interviews: newest first. */
export async function getLiveInterviews(
  deps: Pick<AppContext, 'db' | 'config'>,
  organisationId: number,
  jobCandidateId: number,
): Promise<LiveInterviewList> {
  await jobCandidateOrNotFound(deps.db, organisationId, jobCandidateId);
  return {
    items: await toLiveInterview(deps, await listLiveInterviews(deps.db, organisationId, jobCandidateId)),
  };
}

/** **upcoming on the pending list**: the organisation's scheduled live interviews not over yet, soonest first. */
export async function getUpcomingLiveInterviews(
  deps: Pick<AppContext, 'db' | 'config'>,
  organisationId: number,
  now = new Date(),
): Promise<UpcomingLiveInterviewList> {
  const rows = await listUpcomingLiveInterviews(deps.db, organisationId, now, upcomingLiveInterviewsLimit);
  return {
    items: rows.map(({ row, creatorName, candidateName, jobId, jobTitle }) => ({
      ...whenAndWhere(deps, row, creatorName),
      candidate: { name: candidateName },
      job: { id: jobId, title: jobTitle },
    })),
  };
}

const notScheduled = (status: string, action: string) =>
  new AppError(
    videoProblemCodes.notScheduled,
    409,
    `This video interview is ${status}; only a scheduled one can be ${action}.`,
  );

/** A scheduled live interview of the organisation, locked for the change (404, or 409 when not scheduled). */
async function scheduledForChange(tx: Database, organisationId: number, id: number, action: string) {
  const found = await findLiveInterview(tx, organisationId, id, true);
  if (!found) throw notFound('The live interview');
  if (found.row.status !== 'scheduled') throw notScheduled(found.row.status, action);
  return found.row;
}

/** PATCH /live-interviews/{id}: a new time or length; the calendar entry is updated (SEQUENCE + 1). */
export async function rescheduleLiveInterview(
  deps: Pick<AppContext, 'db' | 'email' | 'config'>,
  staff: StaffPrincipal,
  id: number,
  input: LiveInterviewReschedule,
): Promise<LiveInterview> {
  const { row, facts } = await deps.db.transaction(async (tx) => {
    const before = await scheduledForChange(tx, staff.organisationId, id, 'rescheduled');
    const facts = await jobCandidateOrNotFound(tx, staff.organisationId, before.jobCandidateId);
    const patch = {
      startsAt: input.starts_at !== undefined ? new Date(input.starts_at) : before.startsAt,
      durationMinutes: input.duration_minutes ?? before.durationMinutes,
      schedulerTimeZone: input.time_zone ?? before.schedulerTimeZone,
      candidateTimeZone:
        input.candidate_time_zone !== undefined ? input.candidate_time_zone : before.candidateTimeZone,
      sequence: before.sequence + 1,
    };
    await updateLiveInterview(tx, staff.organisationId, id, patch);
    await recordStaffActivity(tx, staff, {
      verb: 'interview.live_rescheduled',
      subjectType: 'job_candidate',
      subjectId: before.jobCandidateId,
      summary: `Moved the video interview with ${facts.candidateName} for ${facts.jobTitle} to ${utcText(patch.startsAt)}.`,
      details: {
        live_interview_id: id,
        starts_at: patch.startsAt.toISOString(),
        previous_starts_at: before.startsAt.toISOString(),
        duration_minutes: patch.durationMinutes,
      },
    });
    return { row: { ...before, ...patch }, facts };
  });
  await emailCandidate(deps, 'rescheduled', facts, row);
  return oneLiveInterview(deps, staff.organisationId, id);
}

/** POST /live-interviews/{id}/cancel: the room closes; the calendar entry is cancelled (METHOD:CANCEL). */
export async function cancelLiveInterview(
  deps: Pick<AppContext, 'db' | 'email' | 'config'>,
  staff: StaffPrincipal,
  id: number,
): Promise<LiveInterview> {
  const { row, facts } = await deps.db.transaction(async (tx) => {
    const before = await scheduledForChange(tx, staff.organisationId, id, 'cancelled');
    const facts = await jobCandidateOrNotFound(tx, staff.organisationId, before.jobCandidateId);
    const patch = { status: 'cancelled' as const, cancelledAt: new Date(), sequence: before.sequence + 1 };
    await updateLiveInterview(tx, staff.organisationId, id, patch);
    await recordStaffActivity(tx, staff, {
      verb: 'interview.live_cancelled',
      subjectType: 'job_candidate',
      subjectId: before.jobCandidateId,
      summary: `Cancelled the video interview with ${facts.candidateName} for ${facts.jobTitle}.`,
      details: { live_interview_id: id, starts_at: before.startsAt.toISOString() },
    });
    return { row: { ...before, ...patch }, facts };
  });
  await emailCandidate(deps, 'cancelled', facts, row);
  roomEvents.emit(row.roomTokenHash);
  return oneLiveInterview(deps, staff.organisationId, id);
}

/**
 * POST /live-interviews/{id}/end: the interviewer ends the interview; the room then says it has ended and any open
 * call closes. Nothing is e-mailed (the candidate was in the call). Ending one that is not scheduled is 409.
 */
export async function endLiveInterview(
  deps: Pick<AppContext, 'db' | 'config'>,
  staff: StaffPrincipal,
  id: number,
): Promise<LiveInterview> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await scheduledForChange(tx, staff.organisationId, id, 'ended');
    const facts = await jobCandidateOrNotFound(tx, staff.organisationId, before.jobCandidateId);
    await updateLiveInterview(tx, staff.organisationId, id, { status: 'ended' });
    await recordStaffActivity(tx, staff, {
      verb: 'interview.live_ended',
      subjectType: 'job_candidate',
      subjectId: before.jobCandidateId,
      summary: `Ended the video interview with ${facts.candidateName} for ${facts.jobTitle}.`,
      details: { live_interview_id: id, starts_at: before.startsAt.toISOString() },
    });
    return before;
  });
  roomEvents.emit(row.roomTokenHash, 'The interviewer ended the video interview.');
  return oneLiveInterview(deps, staff.organisationId, id);
}

/** PUT /live-interviews/{id}/notes: the interviewer's private notes (any status). */
export async function saveLiveInterviewNotes(
  deps: Pick<AppContext, 'db' | 'config'>,
  staff: StaffPrincipal,
  id: number,
  notes: string,
): Promise<LiveInterview> {
  await deps.db.transaction(async (tx) => {
    const found = await findLiveInterview(tx, staff.organisationId, id, true);
    if (!found) throw notFound('The live interview');
    await updateLiveInterview(tx, staff.organisationId, id, { notes });
    await recordStaffActivity(tx, staff, {
      verb: 'interview.live_notes_saved',
      subjectType: 'job_candidate',
      subjectId: found.row.jobCandidateId,
      summary: 'Saved notes on a video interview.',
      details: { live_interview_id: id },
    });
  });
  return oneLiveInterview(deps, staff.organisationId, id);
}

/** PUT /live-interviews/{id}/scorecard: kept apart from the AI score, never merged into it. */
export async function saveLiveInterviewScorecard(
  deps: Pick<AppContext, 'db' | 'config'>,
  staff: StaffPrincipal,
  id: number,
  input: ScorecardInput,
): Promise<LiveInterview> {
  await deps.db.transaction(async (tx) => {
    const found = await findLiveInterview(tx, staff.organisationId, id, true);
    if (!found) throw notFound('The live interview');
    const recommendation: Recommendation | null = input.recommendation;
    await updateLiveInterview(tx, staff.organisationId, id, {
      scorecard: {
        ratings: input.ratings,
        recommendation,
        updatedAt: new Date().toISOString(),
        updatedBy: staff.id,
      },
    });
    await recordStaffActivity(tx, staff, {
      verb: 'interview.live_scorecard_saved',
      subjectType: 'job_candidate',
      subjectId: found.row.jobCandidateId,
      summary: 'Saved a scorecard for a video interview.',
      details: { live_interview_id: id, recommendation, skills: input.ratings.length },
    });
  });
  return oneLiveInterview(deps, staff.organisationId, id);
}

/** What a room token opens, for the room route and the signalling route. */
export async function findRoom(deps: Pick<AppContext, 'db'>, token: string) {
  if (!roomTokenShape.test(token)) return null;
  return findRoomByHash(deps.db, hashRoomToken(token));
}

export function roomStateOf(found: NonNullable<Awaited<ReturnType<typeof findRoom>>>, now: Date): RoomState {
  const { row } = found;
  if (row.status === 'cancelled') return { state: 'cancelled' };
  if (row.status === 'ended') return { state: 'ended' };
  const { opensAt, closesAt } = joinWindow(row);
  if (now >= closesAt) return { state: 'expired' };
  return {
    state: 'scheduled',
    job_title: found.jobTitle,
    organisation_name: found.organisationName,
    interviewer_first_name: found.interviewerName?.trim().split(/\s+/)[0] ?? null,
    starts_at: row.startsAt.toISOString(),
    ends_at: closesAt.toISOString(),
    open_now: now >= opensAt,
    opens_at: opensAt.toISOString(),
  };
}

/** GET /video/rooms/{token}: the pre-join page's facts (404 `unknown` for a token that opens nothing). */
export async function getRoomState(deps: Pick<AppContext, 'db'>, token: string, now = new Date()) {
  const found = await findRoom(deps, token);
  if (!found)
    throw new AppError(videoProblemCodes.unknownRoom, 404, 'This video interview link is not valid.');
  return roomStateOf(found, now);
}

/** Rooms whose state changed (cancelled or ended), with the sentence their connections close with: the signalling route closes their connections. */
export const roomEvents = (() => {
  const listeners = new Map<string, Set<(reason: string) => void>>();
  return {
    on(tokenHash: string, listener: (reason: string) => void) {
      const set = listeners.get(tokenHash) ?? new Set();
      set.add(listener);
      listeners.set(tokenHash, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(tokenHash);
      };
    },
    emit(tokenHash: string, reason = 'This video interview was cancelled.') {
      for (const listener of listeners.get(tokenHash) ?? []) listener(reason);
    },
  };
})();

/**
 * Erases what live interviews hold about a candidate being erased; pass the erasure's transaction, then call the
 * returned function once it has committed (it closes the cancelled rooms' open connections).
 */
export async function eraseLiveInterviewsOf(
  db: Database,
  organisationId: number,
  jobCandidateIds: number[],
): Promise<() => void> {
  const hashes = await eraseLiveInterviews(db, organisationId, jobCandidateIds);
  return () => {
    for (const hash of hashes) roomEvents.emit(hash);
  };
}

/** A candidate's live interviews for their data export (docs/product/candidate-privacy.md, **export**). */
export async function liveInterviewsForExport(
  deps: Pick<AppContext, 'db' | 'config'>,
  organisationId: number,
  jobCandidateIds: number[],
): Promise<ExportedLiveInterview[]> {
  const rows = await listLiveInterviewsOf(deps.db, organisationId, jobCandidateIds);
  return (await toLiveInterview(deps, rows)).map(({ room_url: _link, sequence: _sequence, ...rest }) => rest);
}
