import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column builders several tables share (each call makes a new column). */

/** `timestamptz not null default now()`: when the row was made or last changed. */
export const stampedNow = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** The `created_at` / `updated_at` pair, both set to now on insert. */
export const timestamps = () => ({ createdAt: stampedNow(), updatedAt: stampedNow() });

/** A full-text search vector, kept by a trigger (read only in SQL; never sent to a client). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
