import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stampedNow, timestamps, tsvector } from './columns.ts';
import type { StoredEngineInfo } from './jobs.ts';
import { jobs } from './jobs.ts';
import { organisationIdColumn } from './organisations.ts';
import { users } from './users.ts';

export interface StoredExperienceEntry {
  title: string;
  company: string;
  /** `YYYY-MM` or `YYYY`; null when not known. */
  start: string | null;
  /** Null: present. */
  end: string | null;
  description: string;
}

export interface StoredEducationEntry {
  institution: string;
  degree: string;
  end: string | null;
}

export interface StoredReviewFlag {
  field: 'name' | 'email' | 'phone' | 'location' | 'headline' | 'experience' | 'education' | 'skills';
  reason: string;
}

/** A candidate: a talent-pool profile, unique by e-mail within the organisation. */
export const candidates = pgTable(
  'candidates',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    name: text().notNull(),
    /** Lower-cased; a profile read from a résumé without one has none until a person adds it. */
    email: text(),
    /** E.164 when it could be normalised, else as written. */
    phone: text(),
    location: text(),
    headline: text(),
    links: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    skills: text().array().notNull().default(sql`'{}'::text[]`),
    experience: jsonb().$type<StoredExperienceEntry[]>().notNull().default(sql`'[]'::jsonb`),
    education: jsonb().$type<StoredEducationEntry[]>().notNull().default(sql`'[]'::jsonb`),
    languages: text().array().notNull().default(sql`'{}'::text[]`),
    certifications: text().array().notNull().default(sql`'{}'::text[]`),
    totalYears: real(),
    summary: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    notes: text().notNull().default(''),
    source: text().$type<'upload' | 'invitation' | 'public_link' | 'manual'>().notNull(),
    /** Fields a person should check, with why (docs/product/talent-intake.md, **needs review**). */
    review: jsonb().$type<StoredReviewFlag[]>().notNull().default(sql`'[]'::jsonb`),
    /** Fields a person has set: a later résumé merged into the profile leaves them as they are. */
    keptFields: text().array().notNull().default(sql`'{}'::text[]`),
    /** Server-generated storage name of the resume file. */
    resumeFile: text(),
    /** The résumé's name as uploaded, what it is by content, its size and when it arrived. */
    resumeFileName: text(),
    resumeKind: text().$type<'pdf' | 'docx' | 'txt' | 'image' | 'csv'>(),
    resumeSizeBytes: integer(),
    resumeUploadedAt: timestamp({ withTimezone: true }),
    /**
     * What the talent pool's search reads (docs/product/talent-pool.md, **search**): the name weighted most, then
     * headline and skills, then titles, employers, location and tags, then the rest. Kept by the trigger
     * `candidates_search_vector` (migration 0010) on every insert and update, whoever writes the row.
     */
    search: tsvector(),
    /**
     * When the person's data was erased (docs/product/candidate-privacy.md): the row stays as a placeholder so
     * interview counts and usage stay the same; by whom (null: a former user, or the retention sweep) and why.
     */
    erasedAt: timestamp({ withTimezone: true }),
    erasedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    erasedReason: text().$type<'request' | 'retention'>(),
    ...timestamps(),
    /**
     * The later of the profile's last change and its last interview event (docs/product/talent-pool.md, **last
     * activity**). Kept by the triggers `candidates_last_activity` and `job_candidates_touch_candidate` (migration
     * 0015), whoever writes the rows.
     */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidates_organisation_email').on(t.organisationId, t.email),
    index().on(t.organisationId, t.updatedAt),
    index('candidates_search').using('gin', t.search),
    index('candidates_name_trigram').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The talent pool's filters and sorts at 100,000 profiles (migration 0011).
    index('candidates_skills_lower').using('gin', sql`talvio_lower_array(${t.skills})`),
    index('candidates_tags').using('gin', t.tags),
    index('candidates_location_trigram').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('candidates_organisation_name').on(t.organisationId, sql`lower(${t.name})`),
    index('candidates_organisation_years').on(t.organisationId, sql`coalesce(${t.totalYears}, -1)`),
    // Duplicate suggestions (migration 0014): the same phone, the same LinkedIn or GitHub profile.
    index('candidates_organisation_phone').on(t.organisationId, t.phone).where(sql`${t.phone} is not null`),
    // Without a pending list: a lookup never reads through a list of unsorted recent entries.
    index('candidates_profile_handles')
      .using('gin', sql`talvio_profile_handles(${t.links})`)
      .with({ fastupdate: false }),
    index('candidates_organisation_last_activity').on(t.organisationId, t.lastActivityAt),
  ],
);

/**
 * The talent pool's search vectors in a narrow table of their own (docs/decisions/0024-search-vectors-apart.md): a
 * search that matches a sixth of a large pool reads and ranks these rows, not the profiles' wide ones. One row per
 * profile that is not erased, a copy of its `search` and `updated_at`, kept by the trigger `candidates_search_copy`
 * (migration 0020) on every write, whoever writes the row.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    candidateId: integer()
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    organisationId: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    search: tsvector().notNull(),
  },
  (t) => [
    index('candidate_search_search').using('gin', t.search),
    // Counts an organisation's pool from the index alone (docs/decisions/0024-search-vectors-apart.md).
    index('candidate_search_organisation').on(t.organisationId),
  ],
);

/** The job's questions as they were when the invitation went out; later edits to the job don't change it. */
export interface StoredInterviewQuestion {
  id: string;
  text: string;
  type: 'technical' | 'behavioural' | 'situational' | 'motivation';
  skill: string | null;
  timeLimitSeconds: number;
  rubric: string[];
}

export interface StoredIntegrity {
  tab_hidden: number;
  focus_lost: number;
  paste: number;
  pasted_chars: number;
}

export interface StoredInterviewEvaluation {
  strengths: string[];
  concerns: string[];
  summary: string;
  engine: StoredEngineInfo;
  evaluatedAt: string;
}

export type StoredInterviewStatus =
  | 'invited'
  | 'started'
  | 'completed'
  | 'evaluated'
  | 'expired'
  | 'cancelled';

/** A job-candidate: one invitation of a candidate to a job's AI interview. */
export const jobCandidates = pgTable(
  'job_candidates',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: integer()
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    source: text().$type<'invitation' | 'public_link'>().notNull(),
    /** SHA-256 of the link token (the token itself is derived from `tokenNonce` and the server secret). */
    tokenHash: text().notNull(),
    tokenNonce: text().notNull(),
    status: text().$type<StoredInterviewStatus>().notNull().default('invited'),
    decision: text().$type<'none' | 'shortlisted' | 'rejected' | 'hired'>().notNull().default('none'),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    notes: text().notNull().default(''),
    questions: jsonb().$type<StoredInterviewQuestion[]>().notNull(),
    mode: text().$type<'text' | 'voice' | 'video'>().notNull(),
    language: text().notNull().default('en'),
    allowExtraTime: boolean().notNull().default(false),
    extraTime: boolean().notNull().default(false),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    invitedAt: stampedNow(),
    /**
     * When the interview used one of the plan's allowance: the invitation sent, or a public-link candidate starting
     * from the e-mailed link (null until then).
     */
    countedAt: timestamp({ withTimezone: true }).defaultNow(),
    lastSentAt: timestamp({ withTimezone: true }),
    consentAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    remindersSent: integer().notNull().default(0),
    /** The question on screen and when it was first shown (the timer runs from here across reloads). */
    currentQuestionId: text(),
    currentOpenedAt: timestamp({ withTimezone: true }),
    score: integer(),
    recommendation: text().$type<'strong_yes' | 'yes' | 'maybe' | 'no'>(),
    evaluation: jsonb().$type<StoredInterviewEvaluation>(),
    evaluationStatus: text().$type<'none' | 'pending' | 'done' | 'failed'>().notNull().default('none'),
    evaluationAttempts: integer().notNull().default(0),
    evaluationDueAt: timestamp({ withTimezone: true }),
    evaluationError: text(),
    updatedAt: stampedNow(),
  },
  (t) => [
    uniqueIndex('job_candidates_token_hash').on(t.tokenHash),
    // One live invitation per candidate and job; after expiry or cancellation a new one may be sent.
    uniqueIndex('job_candidates_one_pending')
      .on(t.jobId, t.candidateId)
      .where(sql`${t.status} in ('invited', 'started')`),
    index().on(t.organisationId, t.countedAt),
    index().on(t.organisationId, t.status, t.invitedAt),
    index().on(t.jobId, t.status),
    // A profile's interviews across jobs, and deleting a profile (the cascade finds its rows).
    index().on(t.candidateId),
    index('job_candidates_evaluation_due')
      .on(t.evaluationDueAt)
      .where(sql`${t.evaluationStatus} = 'pending'`),
    index('job_candidates_pending_expiry').on(t.expiresAt).where(sql`${t.status} in ('invited', 'started')`),
    check(
      'job_candidates_status_check',
      sql`${t.status} in ('invited', 'started', 'completed', 'evaluated', 'expired', 'cancelled')`,
    ),
    check(
      'job_candidates_decision_check',
      sql`${t.decision} in ('none', 'shortlisted', 'rejected', 'hired')`,
    ),
    check('job_candidates_score_check', sql`${t.score} is null or (${t.score} between 0 and 100)`),
  ],
);

export interface StoredAnswerEvaluation {
  score: number;
  rubric_met: string[];
  rubric_missed: string[];
  rationale: string;
  quotes: string[];
  signals: string[];
}

/**
 * An answer: one per question, stored before the next question is shown (docs/product/interviews.md, **answers are
 * kept**).
 */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    jobCandidateId: integer()
      .notNull()
      .references(() => jobCandidates.id, { onDelete: 'cascade' }),
    questionId: text().notNull(),
    position: integer().notNull(),
    text: text().notNull().default(''),
    transcript: text(),
    transcriptSource: text().$type<'browser' | 'engine'>(),
    recordingMimeType: text(),
    recordingChunks: integer().notNull().default(0),
    recordingBytes: bigint({ mode: 'number' }).notNull().default(0),
    timeTakenSeconds: integer(),
    overTime: boolean().notNull().default(false),
    integrity: jsonb().$type<StoredIntegrity>().notNull(),
    evaluation: jsonb().$type<StoredAnswerEvaluation>(),
    submittedAt: stampedNow(),
  },
  (t) => [uniqueIndex('interview_answers_once').on(t.jobCandidateId, t.questionId)],
);

/** Recording chunks as they arrive (resumable: each index is stored once, a retry overwrites it). */
export const recordingChunks = pgTable(
  'recording_chunks',
  {
    jobCandidateId: integer()
      .notNull()
      .references(() => jobCandidates.id, { onDelete: 'cascade' }),
    questionId: text().notNull(),
    index: integer().notNull(),
    storageName: text().notNull(),
    bytes: integer().notNull(),
    createdAt: stampedNow(),
  },
  (t) => [primaryKey({ columns: [t.jobCandidateId, t.questionId, t.index] })],
);

/**
 * Human oversight of AI scores (docs/product/interview-results.md, **oversight record**): every AI evaluation and
 * every person's decision on it, appended and never changed — a trigger (migration 0016) refuses updates and
 * deletes. It holds ids, scores and decisions, no candidate's personal data, and no foreign key to the interview,
 * so deleting or erasing a candidate leaves the record of what was decided about them.
 */
export const oversightRecords = pgTable(
  'oversight_records',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    jobId: integer().notNull(),
    jobCandidateId: integer().notNull(),
    kind: text().$type<'ai_evaluation' | 'human_decision'>().notNull(),
    /** The staff member who decided (null for the AI); their name as it was, should the user go. */
    actorUserId: integer(),
    actorName: text(),
    /** The AI evaluation's engine and model, and its overall score and recommendation. */
    engine: text(),
    model: text(),
    score: integer(),
    recommendation: text().$type<'strong_yes' | 'yes' | 'maybe' | 'no'>(),
    /** A person's decision, the one it replaced, and how it relates to the AI's recommendation at that moment. */
    decision: text().$type<'none' | 'shortlisted' | 'rejected' | 'hired'>(),
    previousDecision: text().$type<'none' | 'shortlisted' | 'rejected' | 'hired'>(),
    agreement: text().$type<'agreed' | 'overrode' | 'neither'>(),
    createdAt: stampedNow(),
  },
  (t) => [
    index().on(t.organisationId, t.jobCandidateId),
    index().on(t.organisationId, t.createdAt),
    check('oversight_records_kind_check', sql`${t.kind} in ('ai_evaluation', 'human_decision')`),
  ],
);

/**
 * A candidate's self-declared demographic answers for one interview (docs/product/fairness.md): optional, asked
 * only when the organisation turns it on, kept apart from the profile and never an input to any score. Erasing
 * the candidate deletes them.
 */
export const demographicAnswers = pgTable(
  'demographic_answers',
  {
    jobCandidateId: integer()
      .primaryKey()
      .references(() => jobCandidates.id, { onDelete: 'cascade' }),
    organisationId: organisationIdColumn(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** A group of the contract's lists; null when not answered or "prefer not to say". */
    gender: text(),
    ethnicity: text(),
    answeredAt: stampedNow(),
  },
  (t) => [index().on(t.jobId)],
);
