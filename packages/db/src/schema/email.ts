import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stampedNow } from './columns.ts';
import { candidates } from './interviews.ts';
import { organisations } from './organisations.ts';

/** A file sent with an e-mail (a calendar invitation): text content, stored with the e-mail so a retry sends it too. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

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
    /** The organisation and talent-pool profile an e-mail is about, so erasing the person finds it. */
    organisationId: integer().references(() => organisations.id, { onDelete: 'set null' }),
    candidateId: integer().references(() => candidates.id, { onDelete: 'set null' }),
    attachments: jsonb().$type<StoredAttachment[]>().notNull().default([]),
  },
  (t) => [index().on(t.status), index().on(t.toAddress), index().on(t.candidateId)],
);
