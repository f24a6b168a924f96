import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/** The organisation's audit trail: who did what, to which subject, when. Written with the change itself. */
export const activities = pgTable(
  'activities',
  {
    id: serial().primaryKey(),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    verb: text().notNull(),
    subjectType: text().notNull(),
    subjectId: integer(),
    summary: text().notNull(),
    details: jsonb()
      .$type<Record<string, string | number | boolean | null | string[]>>()
      .notNull()
      .default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.organisationId, t.id), index().on(t.actorUserId)],
);
