import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stampedNow } from './columns.ts';

/** Every e-mail the product sends, kept so it can be read (dev outbox page) and retried. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    kind: text().notNull(),
    status: text().$type<'queued' | 'sent' | 'failed' | 'stored'>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: stampedNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status), index().on(t.toAddress)],
);
