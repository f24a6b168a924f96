import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedNow } from './columns.ts';
import { organisationIdColumn } from './organisations.ts';
import { users } from './users.ts';

/** The organisation's audit trail: who did what, to which subject, when. Written with the change itself. */
export const activities = pgTable(
  'activities',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    verb: text().notNull(),
    subjectType: text().notNull(),
    subjectId: integer(),
    summary: text().notNull(),
    details: jsonb()
      .$type<Record<string, string | number | boolean | null | string[]>>()
      .notNull()
      .default({}),
    createdAt: stampedNow(),
  },
  (t) => [
    index().on(t.organisationId, t.id),
    index().on(t.actorUserId),
    // One subject's history, newest first (a candidate's profile).
    index().on(t.organisationId, t.subjectType, t.subjectId, t.id),
  ],
);
