import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stampedNow, timestamps } from './columns.ts';
import { candidates } from './interviews.ts';
import { organisationIdColumn } from './organisations.ts';
import { users } from './users.ts';

/** One upload session of résumés and candidate CSVs (docs/product/talent-intake.md). */
export const talentBatches = pgTable(
  'talent_batches',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stampedNow(),
  },
  (t) => [index().on(t.organisationId, t.id)],
);

export interface StoredCsvRowCounts {
  created: number;
  merged: number;
  failed: number;
  problems: { line: number; message: string }[];
}

/**
 * One file of a batch, and the queue of work at once (docs/decisions/0014-talent-intake-queue.md): a row is queued
 * until a worker leases it; a lease that runs out (the process stopped) puts it back in the queue.
 */
export const talentFiles = pgTable(
  'talent_files',
  {
    id: serial().primaryKey(),
    batchId: integer()
      .notNull()
      .references(() => talentBatches.id, { onDelete: 'cascade' }),
    organisationId: organisationIdColumn(),
    fileName: text().notNull(),
    sizeBytes: integer().notNull(),
    kind: text().$type<'pdf' | 'docx' | 'txt' | 'image' | 'csv'>(),
    /** Server-generated storage name of the bytes while they wait to be read; the profile keeps them after. */
    storedName: text(),
    state: text().$type<'queued' | 'parsing' | 'done'>().notNull(),
    outcome: text().$type<'created' | 'merged' | 'needs_review' | 'failed'>(),
    reason: text(),
    candidateId: integer().references(() => candidates.id, { onDelete: 'set null' }),
    ocr: boolean().notNull().default(false),
    rows: jsonb().$type<StoredCsvRowCounts>(),
    attempts: integer().notNull().default(0),
    leaseUntil: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.batchId, t.updatedAt),
    index('talent_files_queue').on(t.leaseUntil).where(sql`state <> 'done'`),
  ],
);

export interface StoredFieldSource {
  field:
    | 'name'
    | 'email'
    | 'phone'
    | 'location'
    | 'headline'
    | 'summary'
    | 'links'
    | 'skills'
    | 'experience'
    | 'education'
    | 'languages'
    | 'certifications';
  value: string;
  start: number;
  end: number;
  confidence: number;
}

/**
 * A profile's résumé as it was read, and where each parsed value came from (docs/product/talent-intake.md,
 * **fields show their source**). Kept apart from the profile row, which lists and searches read often.
 */
export const candidateResumeTexts = pgTable('candidate_resume_texts', {
  candidateId: integer()
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  text: text().notNull(),
  ocr: boolean().notNull().default(false),
  sources: jsonb().$type<StoredFieldSource[]>().notNull().default(sql`'[]'::jsonb`),
  ...timestamps(),
});

/** What a merge moved from the merged profile to the kept one, by id, so an undo moves exactly those back. */
export interface StoredMergeMoves {
  jobCandidates: number[];
  talentFiles: number[];
  activities: number[];
}

/**
 * Two profiles merged into one by a person (docs/product/candidate-duplicates.md, **merge field by field**): both
 * rows as they were (`to_jsonb` of the row), their résumé texts, the choices and what moved, so that **undo a
 * merge** restores both exactly.
 */
export const candidateMerges = pgTable(
  'candidate_merges',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    /** The profile kept; null once it is deleted (or merged away itself). */
    keptId: integer().references(() => candidates.id, { onDelete: 'set null' }),
    /** The profile that disappeared (its row is gone; its id comes back with an undo). */
    mergedId: integer().notNull(),
    fields: jsonb().$type<Record<string, 'this' | 'other' | 'both'>>().notNull(),
    keptBefore: jsonb().$type<Record<string, unknown>>().notNull(),
    mergedBefore: jsonb().$type<Record<string, unknown>>().notNull(),
    keptResumeText: jsonb().$type<Record<string, unknown>>(),
    mergedResumeText: jsonb().$type<Record<string, unknown>>(),
    moved: jsonb().$type<StoredMergeMoves>().notNull(),
    /** The kept profile's updated_at right after the merge: a later change refuses the undo. */
    keptAfter: timestamp({ withTimezone: true }).notNull(),
    /** The résumé file not chosen, kept in storage while the merge can be undone. */
    spareFile: text(),
    mergedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stampedNow(),
    undoneAt: timestamp({ withTimezone: true }),
    undoneBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.organisationId, t.id),
    index().on(t.keptId),
    index('candidate_merges_spare_files').on(t.createdAt).where(sql`${t.spareFile} is not null`),
  ],
);

/** The list's search, filters and sort a saved search keeps (the query parameters of GET /api/candidates). */
export interface StoredPoolFilters {
  q?: string;
  skill?: string[];
  tag?: string[];
  location?: string;
  min_years?: number;
  source?: 'upload' | 'invitation' | 'public_link' | 'manual';
  interviewed?: 'yes' | 'no';
  active_within?: '7d' | '30d' | '90d' | '180d' | '365d';
  inactive_for?: '7d' | '30d' | '90d' | '180d' | '365d';
  sort?: 'relevance' | 'updated_at' | 'name' | 'total_years';
  order?: 'asc' | 'desc';
}

/** A person's saved talent-pool search (docs/product/talent-pool.md, **saved searches**): private unless shared. */
export const talentSavedSearches = pgTable(
  'talent_saved_searches',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    filters: jsonb().$type<StoredPoolFilters>().notNull(),
    shared: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('talent_saved_searches_user_name').on(t.userId, sql`lower(${t.name})`),
    index('talent_saved_searches_shared').on(t.organisationId).where(sql`shared`),
  ],
);
