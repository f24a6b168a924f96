import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organisationIdColumn } from './organisations.ts';
import { users } from './users.ts';

/** A message to Talvio support from a staff user (POST /support/contact). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial().primaryKey(),
    organisationId: organisationIdColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    status: text().$type<'open' | 'in_progress' | 'resolved' | 'closed'>().notNull().default('open'),
    ...timestamps(),
  },
  (t) => [index().on(t.organisationId, t.userId, t.id)],
);
