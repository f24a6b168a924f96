import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stampedNow, timestamps } from './columns.ts';

/**
 * Tables owned by the identity provider (better-auth). Property names are the ones better-auth expects;
 * our own staff profile lives in `users` and points here through `identity_id`.
 */
export const identityUsers = pgTable('identity_users', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  ...timestamps(),
});

export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    ...timestamps(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.userId)],
);

export const identityAccounts = pgTable(
  'identity_accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps(),
  },
  (t) => [index().on(t.userId)],
);

export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.identifier)],
);

export const identityJwks = pgTable('identity_jwks', {
  id: text().primaryKey(),
  publicKey: text().notNull(),
  privateKey: text().notNull(),
  createdAt: stampedNow(),
  expiresAt: timestamp({ withTimezone: true }),
  alg: text(),
  crv: text(),
});
