import { randomUUID } from 'node:crypto';
import { resolveSkill } from '@talvio/ai/taxonomy';
import type { ActivityVerb } from '@talvio/contracts/activity';
import {
  type Job,
  type JobAction,
  type JobInputParsed,
  type JobInterviewSettings,
  type JobList,
  type JobQuestion,
  jobLimits,
  type jobListQuerySchema,
  jobProblemCodes,
  jobSchema,
  questionDifficultySchema,
  questionTypeSchema,
} from '@talvio/contracts/jobs';
import type { Database } from '@talvio/db/client';
import {
  allowedJobActions,
  isJobDeletable,
  isJobEditable,
  jobTransition,
  targetStatus,
} from '@talvio/domain/job-status';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import { pageOf, pageWindow } from '../../pagination.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { descriptionText, sanitizeDescriptionHtml } from '../../safe-html.ts';
import { recordStaffActivity } from '../activity/activity.service.ts';
import { spendCreditForPublish } from '../billing/credits.service.ts';
import { getJobInterviewStats } from '../interviews/invitations.service.ts';
import { getSettings } from '../organisations/organisations.service.ts';
import {
  countJobsByStatus,
  deleteJob,
  existingQuestionIds,
  findJob,
  findJobForUpdate,
  insertJob,
  type JobQuestionRow,
  type JobRow,
  type JobValues,
  listJobs,
  listQuestions,
  type QuestionValues,
  replaceQuestions,
  updateJob,
} from './jobs.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The default interview language until the organisation settings have one. */
const defaultLanguage = 'en';

function toQuestion(row: JobQuestionRow): JobQuestion {
  return {
    id: row.id,
    text: row.text,
    type: questionTypeSchema.parse(row.type),
    skill: row.skill,
    difficulty: questionDifficultySchema.parse(row.difficulty),
    time_limit_seconds: row.timeLimitSeconds,
    rubric: row.rubric,
    position: row.position,
  };
}

type InterviewStats = { invited: number; completed: number; average: number | null };
const noInterviews: InterviewStats = { invited: 0, completed: 0, average: null };

/** The job on the wire, with its interview counts and average score. */
function toJob(
  job: JobRow,
  ownerName: string | null,
  questions: JobQuestionRow[],
  stats: InterviewStats = noInterviews,
): Job {
  const parsed = jobSchema.safeParse({
    id: job.id,
    title: job.title,
    department: job.department,
    location:
      job.locationCity && job.locationCountry
        ? { city: job.locationCity, country_code: job.locationCountry }
        : null,
    work_mode: job.workMode,
    employment_type: job.employmentType,
    seniority: job.seniority,
    experience_min_years: job.experienceMinYears,
    experience_max_years: job.experienceMaxYears,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    salary_currency: job.salaryCurrency,
    salary_period: job.salaryPeriod,
    description_html: job.descriptionHtml,
    required_skills: job.requiredSkills,
    nice_to_have_skills: job.niceToHaveSkills,
    interview: job.interview,
    questions: questions.map(toQuestion),
    status: job.status,
    allowed_actions: allowedJobActions(job.status),
    editable: isJobEditable(job.status),
    owner: job.createdBy !== null && ownerName !== null ? { id: job.createdBy, name: ownerName } : null,
    description_engine: job.descriptionEngine,
    questions_engine: job.questionsEngine,
    counts: { invited: stats.invited, completed: stats.completed },
    average_score: stats.average === null ? null : Math.round(stats.average * 10) / 10,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    published_at: iso(job.publishedAt),
    closed_at: iso(job.closedAt),
  });
  if (!parsed.success) throw new Error(`job ${job.id} does not match the contract: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Skills are stored under their taxonomy name when the taxonomy knows them ("reactjs" → "React"), as typed
 * otherwise; duplicates go, and a nice-to-have skill that is also required is kept only as required.
 */
export function normaliseSkills(
  required: string[],
  niceToHave: string[],
): { required: string[]; niceToHave: string[] } {
  const seen = new Set<string>();
  const normalise = (list: string[]) => {
    const out: string[] = [];
    for (const raw of list) {
      const name = resolveSkill(raw)?.name ?? raw.trim();
      const key = name.toLowerCase();
      if (name === '' || seen.has(key)) continue;
      seen.add(key);
      out.push(name);
    }
    return out;
  };
  const requiredOut = normalise(required);
  return { required: requiredOut, niceToHave: normalise(niceToHave) };
}

/** 422 for the cross-field rules a schema cannot express, naming the field. */
function checkRanges(input: JobInputParsed): void {
  if (input.salary_min !== null && input.salary_max !== null && input.salary_min > input.salary_max) {
    throw unprocessable(
      jobProblemCodes.invalidRange,
      'salary_min: The minimum salary must not be more than the maximum salary.',
      'salary_min',
    );
  }
  if (
    input.experience_min_years !== null &&
    input.experience_max_years !== null &&
    input.experience_min_years > input.experience_max_years
  ) {
    throw unprocessable(
      jobProblemCodes.invalidRange,
      'experience_min_years: The minimum experience must not be more than the maximum experience.',
      'experience_min_years',
    );
  }
}

function sanitisedDescription(html: string): string {
  const clean = sanitizeDescriptionHtml(html);
  if (clean.length > jobLimits.descriptionHtml) {
    throw unprocessable(
      'description_too_long',
      `The description is longer than ${jobLimits.descriptionHtml.toLocaleString('en')} characters. Shorten it.`,
      'description_html',
    );
  }
  return clean;
}

function engineInfo(
  info: JobInputParsed['description_engine'],
): NonNullable<JobRow['descriptionEngine']> | null {
  if (!info) return null;
  return { engine: info.engine, model: info.model, ...(info.fallback ? { fallback: info.fallback } : {}) };
}

function toValues(input: JobInputParsed, interview: JobRow['interview']): JobValues {
  checkRanges(input);
  const skills = normaliseSkills(input.required_skills, input.nice_to_have_skills);
  return {
    title: input.title,
    department: input.department,
    locationCity: input.location?.city ?? null,
    locationCountry: input.location?.country_code ?? null,
    workMode: input.work_mode,
    employmentType: input.employment_type,
    seniority: input.seniority,
    experienceMinYears: input.experience_min_years,
    experienceMaxYears: input.experience_max_years,
    salaryMin: input.salary_min,
    salaryMax: input.salary_max,
    salaryCurrency: input.salary_currency,
    salaryPeriod: input.salary_period,
    descriptionHtml: sanitisedDescription(input.description_html),
    requiredSkills: skills.required,
    niceToHaveSkills: skills.niceToHave,
    interview,
    descriptionEngine: engineInfo(input.description_engine),
    questionsEngine: engineInfo(input.questions_engine),
  };
}

/** Keeps the ids of this job's existing questions; any other or repeated id gets a new one. */
async function questionValues(
  db: Database,
  organisationId: number,
  jobId: number | null,
  input: JobInputParsed['questions'],
): Promise<QuestionValues[]> {
  const sent = input.flatMap((q) => (q.id ? [q.id] : []));
  const existing =
    jobId === null ? new Set<string>() : await existingQuestionIds(db, organisationId, jobId, sent);
  const used = new Set<string>();
  return input.map((q) => {
    const id = q.id && existing.has(q.id) && !used.has(q.id) ? q.id : randomUUID();
    used.add(id);
    return {
      id,
      text: q.text,
      type: q.type,
      skill: q.skill ? (resolveSkill(q.skill)?.name ?? q.skill) : null,
      difficulty: q.difficulty,
      timeLimitSeconds: q.time_limit_seconds,
      rubric: q.rubric,
    };
  });
}

/**
 * What an open job must have, checked when publishing and when editing an open or paused job (it must not
 * lose them): a title, a description and at least one question. 422 naming the field.
 */
function checkPublishable(values: Pick<JobValues, 'title' | 'descriptionHtml'>, questionCount: number): void {
  // The detail is shown to people as it is: in words, the field only in `field`.
  const missing = (field: string, detail: string) =>
    unprocessable(jobProblemCodes.notReadyToPublish, detail, field);
  if (values.title.trim() === '') throw missing('title', 'Give the job a title before publishing it.');
  if (descriptionText(values.descriptionHtml ?? '') === '')
    throw missing('description_html', 'Write a description before publishing the job, or let AI draft one.');
  if (questionCount < 1)
    throw missing('questions', 'Add at least one interview question before publishing the job.');
}

const fieldLabels: Partial<Record<keyof JobValues, string>> = {
  descriptionHtml: 'description',
  requiredSkills: 'required skills',
  niceToHaveSkills: 'nice-to-have skills',
  locationCity: 'location',
  locationCountry: 'location',
  experienceMinYears: 'experience',
  experienceMaxYears: 'experience',
  salaryMin: 'salary',
  salaryMax: 'salary',
  salaryCurrency: 'salary',
  salaryPeriod: 'salary',
  workMode: 'work mode',
  employmentType: 'employment type',
  interview: 'interview settings',
  descriptionEngine: 'description',
  questionsEngine: 'questions',
};

function changedFields(before: JobRow, after: JobValues): string[] {
  const changed = new Set<string>();
  for (const key of Object.keys(after) as (keyof JobValues)[]) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      changed.add(fieldLabels[key] ?? key);
    }
  }
  return [...changed];
}

function sameQuestions(before: JobQuestionRow[], after: QuestionValues[]): boolean {
  const shape = (q: QuestionValues | JobQuestionRow) => [
    q.id,
    q.text,
    q.type,
    q.skill ?? null,
    q.difficulty,
    q.timeLimitSeconds,
    q.rubric,
  ];
  return JSON.stringify(before.map(shape)) === JSON.stringify(after.map(shape));
}

export async function getJob(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  jobId: number,
): Promise<Job> {
  const found = await findJob(deps.db, organisationId, jobId);
  if (!found) throw notFound('The job');
  const [questions, stats] = await Promise.all([
    listQuestions(deps.db, organisationId, jobId),
    getJobInterviewStats(deps, organisationId, [jobId]),
  ]);
  return toJob(found.job, found.ownerName, questions, stats.get(jobId));
}

/** POST /jobs: a new draft owned by the caller; interview settings default from the organisation settings. */
export async function createJob(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  input: JobInputParsed,
): Promise<Job> {
  const { db } = deps;
  const { interview_defaults: defaults } = await getSettings(deps, staff.organisationId);
  const interview: JobInterviewSettings = {
    mode: defaults.mode,
    question_count: defaults.question_count,
    answer_time_limit_seconds: defaults.answer_time_limit_seconds,
    link_expiry_days: defaults.link_expiry_days,
    allow_extra_time: defaults.allow_extra_time,
    language: defaultLanguage,
    ...definedOnly(input.interview),
  };
  const values = toValues(input, interview);
  const questions = await questionValues(db, staff.organisationId, null, input.questions);
  const jobId = await db.transaction(async (tx) => {
    const job = await insertJob(tx, staff.organisationId, { createdBy: staff.id, values });
    await replaceQuestions(tx, staff.organisationId, job.id, questions);
    await recordStaffActivity(tx, staff, {
      verb: 'job.created',
      subjectType: 'job',
      subjectId: job.id,
      summary: `Created the job "${job.title}" as a draft.`,
      details: { title: job.title, questions: questions.length },
    });
    return job.id;
  });
  return getJob(deps, staff.organisationId, jobId);
}

function definedOnly<T extends object>(partial: T): Partial<T> {
  return Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const notEditable = () =>
  new AppError(
    jobProblemCodes.jobNotEditable,
    409,
    'This job is closed, and closed jobs are read-only. Create a new job to hire for this role again.',
  );

/**
 * PUT /jobs/{id}: replaces the editable document (drafts, open and paused jobs; closed ones are read-only).
 * An open or paused job keeps what publishing required. Nothing changes (no write, no activity) when the
 * document is the same.
 */
export async function replaceJob(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  jobId: number,
  input: JobInputParsed,
): Promise<Job> {
  await deps.db.transaction(async (tx) => {
    const before = await findJobForUpdate(tx, staff.organisationId, jobId);
    if (!before) throw notFound('The job');
    if (!isJobEditable(before.status)) throw notEditable();
    const values = toValues(input, { ...before.interview, ...definedOnly(input.interview) });
    const questions = await questionValues(tx, staff.organisationId, jobId, input.questions);
    if (before.status !== 'draft') checkPublishable(values, questions.length);
    const previousQuestions = await listQuestions(tx, staff.organisationId, jobId);
    const fields = changedFields(before, values);
    const questionsChanged = !sameQuestions(previousQuestions, questions);
    if (questionsChanged) fields.push('questions');
    if (fields.length === 0) return;
    await updateJob(tx, staff.organisationId, jobId, values);
    if (questionsChanged) await replaceQuestions(tx, staff.organisationId, jobId, questions);
    const unique = [...new Set(fields)];
    await recordStaffActivity(tx, staff, {
      verb: 'job.updated',
      subjectType: 'job',
      subjectId: jobId,
      summary: `Updated the job "${values.title}" (${unique.join(', ')}).`,
      details: { changes: unique },
    });
  });
  return getJob(deps, staff.organisationId, jobId);
}

/** DELETE /jobs/{id}: drafts only (a published job has spent a credit and may have candidates). */
export async function removeJob(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  jobId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const job = await findJobForUpdate(tx, staff.organisationId, jobId);
    if (!job) throw notFound('The job');
    if (!isJobDeletable(job.status)) {
      throw new AppError(
        jobProblemCodes.jobNotDeletable,
        409,
        `This job is ${job.status}; only drafts can be deleted. Close the job instead.`,
      );
    }
    await deleteJob(tx, staff.organisationId, jobId);
    await recordStaffActivity(tx, staff, {
      verb: 'job.deleted',
      subjectType: 'job',
      subjectId: jobId,
      summary: `Deleted the draft job "${job.title}".`,
      details: { title: job.title },
    });
  });
}

const actionVerbs: Record<JobAction, { verb: ActivityVerb; past: string }> = {
  publish: { verb: 'job.published', past: 'Published' },
  pause: { verb: 'job.paused', past: 'Paused' },
  reopen: { verb: 'job.reopened', past: 'Reopened' },
  close: { verb: 'job.closed', past: 'Closed' },
};

/**
 * POST /jobs/{id}/{publish|pause|reopen|close}: the status machine of @talvio/domain/job-status.
 * Publishing checks the job is complete and spends one job credit in the same transaction (402 at 0);
 * reopening a paused job is free. An action the current status does not allow answers 409.
 */
export async function changeJobStatus(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  jobId: number,
  action: JobAction,
): Promise<Job> {
  await deps.db.transaction(async (tx) => {
    const job = await findJobForUpdate(tx, staff.organisationId, jobId);
    if (!job) throw notFound('The job');
    const transition = jobTransition(job.status, action);
    if (!transition.ok) {
      throw new AppError(
        jobProblemCodes.invalidTransition,
        409,
        `This job is ${job.status}; it cannot be moved to ${targetStatus(action)} with "${action}". Allowed now: ${
          allowedJobActions(job.status).join(', ') || 'nothing (closed jobs are final)'
        }.`,
        'status',
      );
    }
    const now = new Date();
    let remaining: number | null = null;
    if (transition.spendsCredit) {
      const questions = await listQuestions(tx, staff.organisationId, jobId);
      checkPublishable(job, questions.length);
      remaining = await spendCreditForPublish(tx, staff.organisationId, { jobId, actorUserId: staff.id });
    }
    await updateJob(tx, staff.organisationId, jobId, {
      status: transition.to,
      ...(action === 'publish' ? { publishedAt: job.publishedAt ?? now } : {}),
      ...(action === 'close' ? { closedAt: now } : {}),
    });
    const { verb, past } = actionVerbs[action];
    await recordStaffActivity(tx, staff, {
      verb,
      subjectType: 'job',
      subjectId: jobId,
      summary: `${past} the job "${job.title}".`,
      details: { from: transition.from, to: transition.to },
    });
    if (remaining !== null) {
      await recordStaffActivity(tx, staff, {
        verb: 'credits.spent',
        subjectType: 'job',
        subjectId: jobId,
        summary: `Spent 1 job credit to publish "${job.title}" (${remaining} left).`,
        details: { delta: -1, remaining },
      });
    }
  });
  return getJob(deps, staff.organisationId, jobId);
}

/** GET /jobs: search, status filter, sort and pages, with the per-status totals for the filter tabs. */
export async function getJobs(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  query: z.output<typeof jobListQuerySchema>,
): Promise<JobList> {
  const { db } = deps;
  const [{ rows, total }, statusCounts] = await Promise.all([
    listJobs(db, organisationId, {
      search: query.search || undefined,
      status: query.status,
      sort: query.sort,
      order: query.order,
      ...pageWindow(query),
    }),
    countJobsByStatus(db, organisationId),
  ]);
  const stats = await getJobInterviewStats(
    deps,
    organisationId,
    rows.map((r) => r.job.id),
  );
  const items = rows.map(({ job, ownerName, questionCount }) => {
    const full = toJob(job, ownerName, [], stats.get(job.id));
    return {
      id: full.id,
      title: full.title,
      department: full.department,
      location: full.location,
      work_mode: full.work_mode,
      employment_type: full.employment_type,
      seniority: full.seniority,
      required_skills: full.required_skills,
      status: full.status,
      allowed_actions: full.allowed_actions,
      editable: full.editable,
      owner: full.owner,
      counts: full.counts,
      average_score: full.average_score,
      created_at: full.created_at,
      updated_at: full.updated_at,
      published_at: full.published_at,
      closed_at: full.closed_at,
      question_count: questionCount,
    };
  });
  return { ...pageOf(items, total, query), status_counts: statusCounts };
}
