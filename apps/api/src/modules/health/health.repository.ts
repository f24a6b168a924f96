import type { Database } from '@talvio/db/client';
import { sql } from 'drizzle-orm';

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
