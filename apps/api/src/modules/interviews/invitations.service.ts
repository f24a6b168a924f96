import {
  type InvitationCount,
  type InvitationRequest,
  type InvitationResult,
  interviewProblemCodes,
  type JobCandidateDetail,
  type JobCandidateList,
  type JobCandidateListQuery,
  type JobCandidateSummary,
  type JobCandidateUpdate,
  jobCandidateDetailSchema,
  pendingStatuses,
} from '@talvio/contracts/interviews';
import type { Database } from '@talvio/db/client';
import { oversightAgreement } from '@talvio/domain/oversight';
import { interviewAllowance, isPlanName } from '@talvio/domain/plans';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound, unprocessable } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { recordStaffActivity } from '../activity/activity.service.ts';
import { invitationEmail, reminderEmail } from './interview-emails.ts';
import { deriveToken, issueToken } from './interview-token.ts';
import {
  type AnswerRow,
  countCountedInterviews,
  findJobCandidate,
  findJobWithQuestions,
  findLatestFinished,
  findOrCreateCandidate,
  findOrganisationFacts,
  findPendingForJob,
  insertJobCandidate,
  type JobCandidateRow,
  type JobRow,
  jobInterviewStats,
  listAnswers,
  listJobCandidates,
  periodOutcomes,
  type QuestionRow,
  type StoredInterviewQuestion,
  updateJobCandidate,
} from './interviews.repository.ts';
import { appendOversightRecord } from './oversight.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const dayMs = 86_400_000;

/** The billing period interviews are counted in: the subscription's, or the calendar month (UTC) without one. */
export function countingPeriod(
  org: { billingPeriodStart: Date | null; billingPeriodEnd: Date | null },
  now: Date,
): { start: Date; end: Date } {
  const { billingPeriodStart: start, billingPeriodEnd: end } = org;
  if (start && end && start <= now && now < end) return { start, end };
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start: monthStart, end: monthEnd };
}

type OrganisationPlan = {
  id: number;
  plan: string;
  billingPeriodStart: Date | null;
  billingPeriodEnd: Date | null;
};
type Usage = Pick<InvitationCount, 'used' | 'total' | 'remaining' | 'plan'> & {
  period: { start: Date; end: Date };
};

/** Interview allowance (docs/product/billing.md): interviews used this billing period against the plan's allowance. */
async function usageOf(db: Database, org: OrganisationPlan, now: Date): Promise<Usage> {
  const period = countingPeriod(org, now);
  const used = await countCountedInterviews(db, org.id, period.start, period.end);
  const total = interviewAllowance(org.plan);
  return {
    used,
    total,
    remaining: Math.max(0, total - used),
    plan: isPlanName(org.plan) ? org.plan : 'free',
    period,
  };
}

/** GET /job-candidates/invitations/current/count: usage, plus the period's completed interviews and average score. */
export async function getInvitationCount(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  now = new Date(),
): Promise<InvitationCount> {
  const { db } = deps;
  const org = await findOrganisationFacts(db, organisationId);
  if (!org) throw notFound('The organisation');
  const { period, ...usage } = await usageOf(db, org, now);
  const outcomes = await periodOutcomes(db, org.id, period.start, period.end);
  return {
    ...usage,
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
    completed: outcomes.completed,
    average_score: outcomes.average === null ? null : Math.round(outcomes.average),
  };
}

/** Whether the organisation can count `wanted` more interviews now (read only; the count itself locks). */
export async function hasAllowanceFor(db: Database, organisationId: number, wanted: number, now: Date) {
  const org = await findOrganisationFacts(db, organisationId);
  if (!org) throw notFound('The organisation');
  return (await usageOf(db, org, now)).remaining >= wanted;
}

/**
 * What an anonymous candidate is told when the organisation's allowance is used up: nothing about its plan,
 * allowance or billing (docs/product/public-interview-link.md "anonymous callers").
 */
export const notAcceptingInterviews = () =>
  new AppError(
    interviewProblemCodes.notAccepting,
    409,
    'This job is not accepting interviews right now. Please try again later.',
  );

export function allowanceExhausted(count: Usage, wanted: number): AppError {
  const detail =
    count.total === 0
      ? `Your ${count.plan} plan includes no AI interviews. Upgrade your plan on the Change plan page to invite candidates.`
      : `Your ${count.plan} plan's ${count.total} interviews for this billing period are used up (${count.used} of ${count.total}${wanted > 1 ? `; ${wanted} requested, ${count.remaining} left` : ''}). Upgrade your plan on the Change plan page to invite more, or wait for the next period.`;
  return new AppError(interviewProblemCodes.allowanceExhausted, 402, detail);
}

/**
 * reserveInterviews for someone outside the organisation (a public-link candidate): an exhausted allowance is
 * answered with the neutral message, never the plan's details.
 */
export async function reserveInterviewForStranger(db: Database, organisationId: number, now: Date) {
  try {
    return await reserveInterviews(db, organisationId, 1, now);
  } catch (err) {
    if (err instanceof AppError && err.code === interviewProblemCodes.allowanceExhausted)
      throw notAcceptingInterviews();
    throw err;
  }
}

/** Checks the plan allowance inside the caller's transaction, the organisation row locked (no double spend). */
export async function reserveInterviews(db: Database, organisationId: number, wanted: number, now: Date) {
  const org = await findOrganisationFacts(db, organisationId, true);
  if (!org) throw notFound('The organisation');
  const usage = await usageOf(db, org, now);
  if (wanted > usage.remaining) throw allowanceExhausted(usage, wanted);
  return { org };
}

export function snapshotQuestions(rows: QuestionRow[]): StoredInterviewQuestion[] {
  return rows.map((q) => ({
    id: q.id,
    text: q.text,
    type: q.type as StoredInterviewQuestion['type'],
    skill: q.skill,
    timeLimitSeconds: q.timeLimitSeconds,
    rubric: q.rubric,
  }));
}

export const totalMinutes = (questions: { timeLimitSeconds: number }[]) =>
  Math.max(1, Math.ceil(questions.reduce((sum, q) => sum + q.timeLimitSeconds, 0) / 60));

/** The open job and its question snapshot, or the reason it can't take interviews. */
export async function interviewableJob(db: Database, organisationId: number, jobId: number) {
  const found = await findJobWithQuestions(db, jobId, organisationId);
  if (!found) throw notFound('The job');
  if (found.job.status !== 'open')
    throw new AppError(
      interviewProblemCodes.jobNotOpen,
      409,
      `This job is ${found.job.status}; only open jobs take interviews. Publish or reopen it first.`,
    );
  const questions = snapshotQuestions(found.questions);
  if (questions.length === 0)
    throw unprocessable(
      interviewProblemCodes.noQuestions,
      'This job has no interview questions yet. Add questions in the job editor first.',
    );
  return { job: found.job, questions };
}

/**
 * What every new invitation takes from its job and the moment it is made (an invitation e-mail or a public-link
 * start): a fresh link, the question snapshot, the interview settings, and the allowance count at `now`.
 */
export function newInvitation(
  secret: string,
  job: { interview: JobRow['interview'] },
  questions: StoredInterviewQuestion[],
  now: Date,
) {
  const { nonce, hash, token } = issueToken(secret);
  return {
    token,
    values: {
      tokenHash: hash,
      tokenNonce: nonce,
      questions,
      mode: job.interview.mode,
      language: job.interview.language,
      allowExtraTime: job.interview.allow_extra_time,
      invitedAt: now,
      countedAt: now,
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + job.interview.link_expiry_days * dayMs),
    },
  };
}

export const interviewLink = (deps: Pick<AppContext, 'config'>, nonce: string) =>
  `${deps.config.publicUrl}/candidate-interview/${deriveToken(deps.config.authSecret, nonce)}`;

/** E-mails an invitation's link: the first invitation, a resend, or the reminder before it expires. */
export async function emailInterviewLink(
  deps: Pick<AppContext, 'email' | 'config'>,
  kind: 'invitation' | 'reminder',
  to: { name: string; email: string },
  facts: {
    row: Pick<JobCandidateRow, 'questions' | 'tokenNonce' | 'expiresAt' | 'organisationId' | 'candidateId'>;
    jobTitle: string;
    organisationName: string | undefined;
    message?: string | undefined;
  },
): Promise<void> {
  const common = {
    to: to.email,
    candidateName: to.name,
    organisationName: facts.organisationName ?? 'The hiring team',
    jobTitle: facts.jobTitle,
    questionCount: facts.row.questions.length,
    totalMinutes: totalMinutes(facts.row.questions),
    link: interviewLink(deps, facts.row.tokenNonce),
    expiresAt: facts.row.expiresAt,
    about: { organisationId: facts.row.organisationId, candidateId: facts.row.candidateId },
  };
  await deps.email.send(
    kind === 'invitation' ? invitationEmail({ ...common, message: facts.message }) : reminderEmail(common),
  );
}

/** POST /jobs/{id}/candidates/invitations: one allowance unit per new invitation, all or nothing. */
export async function inviteCandidates(
  deps: Pick<AppContext, 'db' | 'email' | 'config'>,
  staff: StaffPrincipal,
  jobId: number,
  input: InvitationRequest,
  now = new Date(),
): Promise<InvitationResult> {
  // Duplicate e-mails in one request collapse to the first.
  const unique = [...new Map(input.candidates.map((c) => [c.email, c])).values()];
  const outcome = await deps.db.transaction(async (tx) => {
    const { job, questions } = await interviewableJob(tx, staff.organisationId, jobId);
    const profiles = [];
    for (const c of unique)
      profiles.push(await findOrCreateCandidate(tx, staff.organisationId, { ...c, source: 'invitation' }));
    const pending = await findPendingForJob(
      tx,
      jobId,
      profiles.map((p) => p.id),
    );
    const pendingBy = new Map(pending.map((p) => [p.candidateId, p]));
    const fresh = profiles.filter((p) => !pendingBy.has(p.id));
    const { org } = await reserveInterviews(tx, staff.organisationId, fresh.length, now);
    const sent: { row: JobCandidateRow; name: string; email: string }[] = [];
    const results: InvitationResult['results'] = [];
    for (const profile of profiles) {
      const existing = pendingBy.get(profile.id);
      if (existing) {
        results.push({
          email: profile.email,
          name: profile.name,
          outcome: 'already_invited',
          job_candidate_id: existing.id,
          candidate_id: profile.id,
        });
        continue;
      }
      const row = await insertJobCandidate(tx, {
        ...newInvitation(deps.config.authSecret, job, questions, now).values,
        organisationId: staff.organisationId,
        jobId,
        candidateId: profile.id,
        source: 'invitation',
        invitedBy: staff.id,
      });
      sent.push({ row, name: profile.name, email: profile.email });
      results.push({
        email: profile.email,
        name: profile.name,
        outcome: 'invited',
        job_candidate_id: row.id,
        candidate_id: profile.id,
      });
    }
    if (sent.length > 0)
      await recordStaffActivity(tx, staff, {
        verb: 'interview.invited',
        subjectType: 'job',
        subjectId: jobId,
        summary: `Invited ${sent.length === 1 ? sent[0]!.name : `${sent.length} candidates`} to interview for ${job.title}.`,
        details: { candidates: sent.map((s) => s.email) },
      });
    return { job, org, sent, results };
  });
  // E-mails go through the outbox after the invitations exist (a failed delivery is retried from there).
  for (const s of outcome.sent) {
    await emailInterviewLink(deps, 'invitation', s, {
      row: s.row,
      jobTitle: outcome.job.title,
      organisationName: outcome.org.name,
      message: input.message,
    });
  }
  return {
    invited: outcome.sent.length,
    already_invited: outcome.results.length - outcome.sent.length,
    results: outcome.results,
    allowance: await getInvitationCount(deps, staff.organisationId, now),
  };
}

type Joined = NonNullable<Awaited<ReturnType<typeof findJobCandidate>>>;

export function toSummary(j: Joined): JobCandidateSummary {
  const { row } = j;
  return {
    id: row.id,
    job: { id: j.job.id, title: j.job.title },
    candidate: { id: j.candidate.id, name: j.candidate.name, email: j.candidate.email },
    source: row.source,
    status: row.status,
    decision: row.decision,
    score: row.score,
    recommendation: row.recommendation,
    answered: j.answered,
    question_count: row.questions.length,
    invited_at: row.invitedAt.toISOString(),
    last_sent_at: iso(row.lastSentAt),
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    expires_at: row.expiresAt.toISOString(),
    reminders_sent: row.remindersSent,
    invited_by:
      row.invitedBy !== null && j.inviterName !== null ? { id: row.invitedBy, name: j.inviterName } : null,
  };
}

const zeroIntegrity = { tab_hidden: 0, focus_lost: 0, paste: 0, pasted_chars: 0 };

function toDetail(j: Joined, answers: AnswerRow[]): JobCandidateDetail {
  const { row } = j;
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const total = { ...zeroIntegrity };
  const resultAnswers = row.questions.map((q, position) => {
    const a = byQuestion.get(q.id);
    const integrity = a?.integrity ?? zeroIntegrity;
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += integrity[key];
    return {
      question_id: q.id,
      position,
      question: q.text,
      type: q.type,
      skill: q.skill,
      rubric: q.rubric,
      time_limit_seconds: q.timeLimitSeconds,
      answered: Boolean(a),
      text: a ? a.text : null,
      transcript: a?.transcript ?? null,
      transcript_source: a?.transcriptSource ?? null,
      recording:
        a && a.recordingChunks > 0 && a.recordingMimeType
          ? {
              mime_type: a.recordingMimeType,
              bytes: a.recordingBytes,
              url: `/api/job-candidates/${row.id}/answers/${q.id}/recording`,
            }
          : null,
      time_taken_seconds: a?.timeTakenSeconds ?? null,
      over_time: a?.overTime ?? false,
      integrity,
      evaluation: a?.evaluation ?? null,
    };
  });
  return jobCandidateDetailSchema.parse({
    ...toSummary(j),
    notes: row.notes,
    extra_time: row.extraTime,
    consent_at: iso(row.consentAt),
    evaluation_status: row.evaluationStatus,
    evaluation: row.evaluation
      ? {
          strengths: row.evaluation.strengths,
          concerns: row.evaluation.concerns,
          summary: row.evaluation.summary,
          engine: row.evaluation.engine,
          evaluated_at: row.evaluation.evaluatedAt,
        }
      : null,
    answers: resultAnswers,
    integrity: total,
    decided_at: iso(row.decidedAt),
    decided_by:
      row.decidedBy !== null && j.deciderName !== null ? { id: row.decidedBy, name: j.deciderName } : null,
  });
}

async function joined(db: Database, organisationId: number, id: number): Promise<Joined> {
  const j = await findJobCandidate(db, organisationId, id);
  if (!j) throw notFound('The interview');
  return j;
}

export async function getJobCandidate(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  id: number,
): Promise<JobCandidateDetail> {
  const j = await joined(deps.db, organisationId, id);
  return toDetail(j, await listAnswers(deps.db, id));
}

export async function getLatestJobCandidate(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
): Promise<JobCandidateDetail> {
  const j = await findLatestFinished(deps.db, organisationId);
  if (!j) throw notFound('A completed interview');
  return toDetail(j, await listAnswers(deps.db, j.row.id));
}

export async function getJobCandidates(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  q: JobCandidateListQuery,
): Promise<JobCandidateList> {
  const statuses =
    q.status === 'pending' ? [...pendingStatuses] : q.status !== undefined ? [q.status] : undefined;
  const { rows, total, statusRows } = await listJobCandidates(deps.db, organisationId, {
    jobId: q.job_id,
    candidateId: q.candidate_id,
    statuses,
    decision: q.decision,
    search: q.search || undefined,
    sort: q.sort,
    order: q.order,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return {
    items: rows.map(toSummary),
    total,
    page: q.page,
    page_size: q.page_size,
    status_counts: Object.fromEntries(statusRows.map((r) => [r.status, r.total])),
  };
}

/** PATCH /job-candidates/{id}: the staff decision and notes. */
export async function updateJobCandidateDecision(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  id: number,
  input: JobCandidateUpdate,
): Promise<JobCandidateDetail> {
  await deps.db.transaction(async (tx) => {
    const j = await joined(tx, staff.organisationId, id);
    const decisionChanged = input.decision !== undefined && input.decision !== j.row.decision;
    await updateJobCandidate(tx, staff.organisationId, id, {
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(decisionChanged ? { decision: input.decision, decidedAt: new Date(), decidedBy: staff.id } : {}),
    });
    if (decisionChanged)
      await appendOversightRecord(tx, {
        organisationId: staff.organisationId,
        jobId: j.job.id,
        jobCandidateId: id,
        kind: 'human_decision',
        actorUserId: staff.id,
        score: j.row.score,
        recommendation: j.row.recommendation,
        decision: input.decision,
        previousDecision: j.row.decision,
        agreement: oversightAgreement(j.row.recommendation, input.decision!),
      });
    if (decisionChanged)
      await recordStaffActivity(tx, staff, {
        verb: 'interview.decided',
        subjectType: 'job_candidate',
        subjectId: id,
        summary:
          input.decision === 'none'
            ? `Cleared the decision on ${j.candidate.name} for ${j.job.title}.`
            : `Marked ${j.candidate.name} as ${input.decision} for ${j.job.title}.`,
        details: { decision: input.decision ?? null, previous: j.row.decision },
      });
  });
  return getJobCandidate(deps, staff.organisationId, id);
}

async function pendingOrConflict(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  id: number,
  action: string,
) {
  const j = await joined(deps.db, organisationId, id);
  if (!(pendingStatuses as readonly string[]).includes(j.row.status))
    throw new AppError(
      interviewProblemCodes.notPending,
      409,
      `This interview is ${j.row.status}; only invited or started interviews can be ${action}.`,
    );
  return j;
}

/** POST /job-candidates/{id}/resend: the same link again (not counted again). */
export async function resendInvitation(
  deps: Pick<AppContext, 'db' | 'email' | 'config'>,
  staff: StaffPrincipal,
  id: number,
): Promise<JobCandidateSummary> {
  const j = await pendingOrConflict(deps, staff.organisationId, id, 'resent');
  const org = await findOrganisationFacts(deps.db, staff.organisationId);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await updateJobCandidate(tx, staff.organisationId, id, { lastSentAt: now });
    await recordStaffActivity(tx, staff, {
      verb: 'interview.resent',
      subjectType: 'job_candidate',
      subjectId: id,
      summary: `Resent the interview link for ${j.job.title} to ${j.candidate.name}.`,
    });
  });
  await emailInterviewLink(deps, 'invitation', j.candidate, {
    row: j.row,
    jobTitle: j.job.title,
    organisationName: org?.name,
  });
  return toSummary(await joined(deps.db, staff.organisationId, id));
}

const extendableStatuses = ['invited', 'started', 'expired'] as const;

/** POST /job-candidates/{id}/extend: later expiry (from now when already past); an expired link lives again. */
export async function extendInvitation(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  id: number,
  days: number,
): Promise<JobCandidateSummary> {
  const { db } = deps;
  const j = await joined(db, staff.organisationId, id);
  const { row } = j;
  if (!(extendableStatuses as readonly string[]).includes(row.status))
    throw new AppError(
      interviewProblemCodes.notPending,
      409,
      `This interview is ${row.status}; only invited, started or expired interviews can be extended.`,
    );
  const now = new Date();
  const base = row.expiresAt > now ? row.expiresAt : now;
  const expiresAt = new Date(base.getTime() + days * dayMs);
  await db.transaction(async (tx) => {
    await updateJobCandidate(
      tx,
      staff.organisationId,
      id,
      {
        expiresAt,
        remindersSent: 0,
        ...(row.status === 'expired' ? { status: row.startedAt ? 'started' : 'invited' } : {}),
      },
      [...extendableStatuses],
    );
    await recordStaffActivity(tx, staff, {
      verb: 'interview.extended',
      subjectType: 'job_candidate',
      subjectId: id,
      summary: `Extended ${j.candidate.name}'s interview link for ${j.job.title} by ${days} day${days === 1 ? '' : 's'}.`,
      details: { days, expires_at: expiresAt.toISOString() },
    });
  });
  return toSummary(await joined(db, staff.organisationId, id));
}

/** POST /job-candidates/{id}/cancel: the link stops working at once (the interview stays counted). */
export async function cancelInvitation(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  id: number,
): Promise<JobCandidateSummary> {
  const j = await pendingOrConflict(deps, staff.organisationId, id, 'cancelled');
  await deps.db.transaction(async (tx) => {
    const updated = await updateJobCandidate(tx, staff.organisationId, id, { status: 'cancelled' }, [
      ...pendingStatuses,
    ]);
    if (!updated) throw conflict('The interview changed meanwhile; reload and try again.');
    await recordStaffActivity(tx, staff, {
      verb: 'interview.cancelled',
      subjectType: 'job_candidate',
      subjectId: id,
      summary: `Cancelled ${j.candidate.name}'s interview for ${j.job.title}.`,
    });
  });
  return toSummary(await joined(deps.db, staff.organisationId, id));
}

/** Candidates invited, interviews completed and the average score, per job (the jobs list and detail). */
export async function getJobInterviewStats(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  jobIds: number[],
) {
  return jobInterviewStats(deps.db, organisationId, jobIds);
}
