import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { organisations } from './schema.ts';

/**
 * Locks an organisation's row until the transaction ends. Whatever takes it runs one at a time per organisation:
 * changes to admin flags and active states (two admins cannot demote each other at once), credit spends (a
 * balance read after the lock cannot be spent twice) and subscription changes. False when the organisation does
 * not exist.
 */
export async function lockOrganisation(db: Database, organisationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('update');
  return rows.length > 0;
}
