import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organisationIdColumn } from './organisations.ts';
import { users } from './users.ts';

/** Which AI engine produced a draft (docs/product/jobs.md, **AI says which engine**). */
export interface StoredEngineInfo {
  engine: 'local' | 'openai';
  model: string;
  fallback?: { from: 'openai'; reason: string };
}

/** The job's interview settings, defaulted from the organisation settings when the job is created. */
export interface StoredInterviewSettings {
  mode: 'text' | 'voice' | 'video';
  question_count: number;
  answer_time_limit_seconds: number;
  link_expiry_days: number;
  language: string;
  allow_extra_time: boolean;
}

/** A job; status draft → open ⇄ paused → closed (rules in @talvio/domain/job-status). */
export const jobs = pgTable(
  'jobs',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    /** The owner: the staff user who created the job. */
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    department: text(),
    locationCity: text(),
    locationCountry: text(),
    workMode: text().notNull(),
    employmentType: text().notNull(),
    seniority: text().notNull(),
    experienceMinYears: integer(),
    experienceMaxYears: integer(),
    /** Integer minor units (cents, paise) of salaryCurrency per salaryPeriod; never a float. */
    salaryMin: bigint({ mode: 'number' }),
    salaryMax: bigint({ mode: 'number' }),
    salaryCurrency: text().notNull().default('USD'),
    salaryPeriod: text().notNull().default('year'),
    /** Sanitised with the server's allow-list before it is stored. */
    descriptionHtml: text().notNull().default(''),
    requiredSkills: text().array().notNull().default(sql`'{}'::text[]`),
    niceToHaveSkills: text().array().notNull().default(sql`'{}'::text[]`),
    interview: jsonb().$type<StoredInterviewSettings>().notNull(),
    descriptionEngine: jsonb().$type<StoredEngineInfo>(),
    questionsEngine: jsonb().$type<StoredEngineInfo>(),
    status: text().$type<'draft' | 'open' | 'paused' | 'closed'>().notNull().default('draft'),
    ...timestamps(),
    publishedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.organisationId, t.updatedAt),
    index().on(t.organisationId, t.status),
    check('jobs_status_check', sql`${t.status} in ('draft', 'open', 'paused', 'closed')`),
    check(
      'jobs_salary_range_check',
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`,
    ),
  ],
);

/** A question of a job's interview, in `position` order. Ids are UUIDs (answers will refer to them). */
export const jobQuestions = pgTable(
  'job_questions',
  {
    id: text().primaryKey(),
    organisationId: organisationIdColumn(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    text: text().notNull(),
    type: text().notNull(),
    skill: text(),
    difficulty: text().notNull(),
    timeLimitSeconds: integer().notNull(),
    /** 3–5 key points a strong answer covers. */
    rubric: jsonb().$type<string[]>().notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.jobId, t.position)],
);
