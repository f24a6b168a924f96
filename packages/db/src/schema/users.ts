import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stampedNow } from './columns.ts';
import { identityUsers } from './identity.ts';
import { organisationIdColumn } from './organisations.ts';

/** Staff profile (the current user's fields); the password stays with the identity provider. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    identityId: text()
      .notNull()
      .unique()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    organisationId: organisationIdColumn(),
    name: text().notNull(),
    email: text().notNull().unique(),
    isAdmin: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    currency: text().notNull().default('USD'),
    billingPeriodStart: timestamp({ withTimezone: true }),
    billingPeriodEnd: timestamp({ withTimezone: true }),
    createdBy: integer(),
    createdDate: stampedNow(),
    updatedDate: stampedNow(),
  },
  (t) => [index().on(t.organisationId)],
);
