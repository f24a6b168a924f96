import type { Database } from '@talvio/db/client';
import type { RzpInvoice, RzpOrder, RzpPayment, RzpPlan, RzpSubscription } from '../razorpay-types.ts';
import { SandboxError } from './errors.ts';
import { type EntityData, findEntity, insertEntity, type SandboxEntityKind } from './sandbox.repository.ts';

/**
 * The sandbox's objects as stored (JSON in sandbox_entities) and the two ways every part loads one:
 * plainly, or locked for update inside a transaction. A missing id is Razorpay's "does not exist" error.
 */

/** A subscription as the sandbox keeps it: Razorpay's fields plus its own cancel and plan-change marks. */
export type SandboxSubscription = RzpSubscription & {
  cancel_at_cycle_end?: boolean;
  scheduled_plan_id?: string;
};

export const asOrder = (d: EntityData) => d as unknown as RzpOrder;
export const asPayment = (d: EntityData) => d as unknown as RzpPayment;
export const asSubscription = (d: EntityData) => d as unknown as SandboxSubscription;
export const asPlan = (d: EntityData) => d as unknown as RzpPlan;
export const asInvoice = (d: EntityData) => d as unknown as RzpInvoice;
/** An object as the JSON the repository stores. */
export const toData = (v: object) => v as unknown as EntityData;

function doesNotExist(): SandboxError {
  return new SandboxError(400, 'The id provided does not exist', {
    field: 'id',
    reason: 'input_validation_failed',
  });
}

export async function getEntity<T>(
  db: Database,
  kind: SandboxEntityKind,
  id: string,
  cast: (d: EntityData) => T,
): Promise<T> {
  const found = await findEntity(db, kind, id);
  if (!found) throw doesNotExist();
  return cast(found);
}

/** Loads an object locked for update (SELECT … FOR UPDATE) in the caller's transaction. */
export async function lockEntity<T>(
  tx: Database,
  kind: SandboxEntityKind,
  id: string,
  cast: (d: EntityData) => T,
): Promise<T> {
  const found = await findEntity(tx, kind, id, { forUpdate: true });
  if (!found) throw doesNotExist();
  return cast(found);
}

/** Stores a new object under its parent (a payment's order, an invoice's subscription; null when it has none). */
export async function storeEntity(
  db: Database,
  kind: SandboxEntityKind,
  object: { id: string },
  parentId: string | null,
  createdAt: number,
): Promise<void> {
  await insertEntity(db, { id: object.id, entity: kind, parentId, data: toData(object), createdAt });
}
