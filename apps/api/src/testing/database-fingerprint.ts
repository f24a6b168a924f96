import type { Database } from '@talvio/db/client';
import { type SQL, sql } from 'drizzle-orm';

/** The rows of a raw query, the same on PGlite and PostgreSQL. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A cheap picture of everything stored: the row count of every table in the public schema and, where a table has
 * an `updated_at` column, its latest value. Two equal fingerprints mean no row was added, removed or touched.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await rows<{ table_name: string; has_updated_at: boolean }>(
    db,
    sql`
    SELECT t.table_name,
           EXISTS (SELECT 1 FROM information_schema.columns c
                    WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name
                      AND c.column_name = 'updated_at') AS has_updated_at
      FROM information_schema.tables t
     WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
     ORDER BY t.table_name`,
  );
  if (tables.length === 0) return {};
  const parts = tables.map(
    ({ table_name, has_updated_at }) =>
      `SELECT ${`'${table_name.replaceAll("'", "''")}'`} AS name, count(*)::text ||
        ${has_updated_at ? `'@' || coalesce(max(updated_at)::text, '')` : `''`} AS value FROM ${quoted(table_name)}`,
  );
  const counted = await rows<{ name: string; value: string }>(db, sql.raw(parts.join(' UNION ALL ')));
  return Object.fromEntries(counted.map((row) => [row.name, row.value]));
}
