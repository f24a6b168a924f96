import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const organisations = pgTable('organisations', {
  id: serial().primaryKey(),
  name: text().notNull().default(''),
  industry: text(),
  size: text(),
  website: text(),
  country: text(),
  city: text(),
  logoPath: text(),
  onboarded: boolean().notNull().default(false),
  /** Free-form onboarding details beyond the named columns (kept for forward compatibility). */
  details: jsonb().$type<Record<string, string>>().notNull().default({}),
  /**
   * Preferences set on /settings (notifications, interview defaults, retention); only the values an admin
   * changed are stored, the API fills in the defaults and validates every write.
   */
  settings: jsonb().$type<Record<string, Record<string, unknown>>>().notNull().default({}),
  settingsUpdatedAt: timestamp({ withTimezone: true }),
  plan: text().notNull().default('free'),
  /** The current billing period of the plan (set by the subscription); interviews are counted from its start. */
  billingPeriodStart: timestamp({ withTimezone: true }),
  billingPeriodEnd: timestamp({ withTimezone: true }),
  ...timestamps(),
});

/** The organisation a row belongs to; its rows go when it goes. */
export const organisationIdColumn = () =>
  integer()
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });
