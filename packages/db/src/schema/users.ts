import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { identityUsers } from './identity.ts';
import { organisations } from './organisations.ts';

/** Staff profile (the current user's fields); the password stays with the identity provider. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    identityId: text()
      .notNull()
      .unique()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull().unique(),
    isAdmin: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    currency: text().notNull().default('USD'),
    billingPeriodStart: timestamp({ withTimezone: true }),
    billingPeriodEnd: timestamp({ withTimezone: true }),
    createdBy: integer(),
    createdDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.organisationId)],
);
