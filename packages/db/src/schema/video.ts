import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { jobCandidates } from './interviews.ts';
import { organisationIdColumn } from './organisations.ts';
import { users } from './users.ts';

/** An interviewer's scorecard of a live interview: 1–5 per skill and an overall recommendation (never the AI's). */
export interface StoredScorecard {
  ratings: { skill: string; rating: number }[];
  recommendation: 'strong_yes' | 'yes' | 'maybe' | 'no' | null;
  updatedAt: string;
  updatedBy: number;
}

/**
 * A live video interview of a job candidate (docs/product/video-interviews.md): when, for how long, in which time
 * zones, and the room link — kept as a nonce and the SHA-256 of the token, like interview links — plus the
 * interviewer's private notes and scorecard. `sequence` grows with every calendar update sent for it.
 */
export const liveInterviews = pgTable(
  'live_interviews',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    jobCandidateId: integer()
      .notNull()
      .references(() => jobCandidates.id, { onDelete: 'cascade' }),
    /** Who scheduled it; null once that user is gone. */
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull(),
    /** IANA zones: the scheduler's, and the candidate's when known. */
    schedulerTimeZone: text().notNull(),
    candidateTimeZone: text(),
    roomTokenHash: text().notNull(),
    roomTokenNonce: text().notNull(),
    status: text().$type<'scheduled' | 'cancelled' | 'ended'>().notNull().default('scheduled'),
    sequence: integer().notNull().default(0),
    notes: text().notNull().default(''),
    scorecard: jsonb().$type<StoredScorecard>(),
    cancelledAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('live_interviews_room_token_hash').on(t.roomTokenHash),
    index().on(t.organisationId, t.jobCandidateId),
    check('live_interviews_status_check', sql`${t.status} in ('scheduled', 'cancelled', 'ended')`),
    check('live_interviews_duration_check', sql`${t.durationMinutes} between 15 and 180`),
  ],
);
