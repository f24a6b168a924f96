import type { Database } from '@talvio/db/client';
import { webhookSignature } from '../razorpay-signatures.ts';
import type { SandboxContext, WebhookSender } from './context.ts';
import { sandboxId } from './ids.ts';
import { insertDelivery, listDueDeliveries, updateDelivery } from './sandbox.repository.ts';

/**
 * Webhooks as Razorpay sends them: each event is queued in the caller's transaction (sandbox_webhook_deliveries),
 * delivered after it commits, signed with the webhook secret, and retried with back-off until it is accepted or
 * given up. Tests can hold delivery (as when Razorpay's webhooks are late) and flush it when they choose.
 */

/** The JSON body of a Razorpay webhook event; each payload entry is wrapped as { entity }. */
export function eventBody(input: {
  accountId: string;
  event: string;
  payload: Record<string, object>;
  createdAt: number;
}): string {
  return JSON.stringify({
    entity: 'event',
    account_id: input.accountId,
    event: input.event,
    contains: Object.keys(input.payload),
    payload: Object.fromEntries(Object.entries(input.payload).map(([k, v]) => [k, { entity: v }])),
    created_at: input.createdAt,
  });
}

/** The headers Razorpay sends with a webhook: the body's signature and the event id. */
export function deliveryHeaders(
  body: string,
  eventId: string,
  webhookSecret: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-razorpay-signature': webhookSignature(body, webhookSecret),
    'x-razorpay-event-id': eventId,
  };
}

/** Exponential back-off like Razorpay's retries: 2 s, 4 s, 8 s … capped at 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(600_000, 1000 * 2 ** attempts);
}

/** After a failed attempt a delivery waits for another, until the last allowed attempt has failed. */
export function statusAfterFailure(attempts: number, maxAttempts: number): 'failed' | 'pending' {
  return attempts >= maxAttempts ? 'failed' : 'pending';
}

/** What the other parts use: queue an event, and ask for delivery once their transaction has committed. */
export interface WebhookQueue {
  /** Queues a signed webhook event (written in the caller's transaction, delivered after it commits). */
  emit(tx: Database, event: string, payload: Record<string, object>): Promise<void>;
  /** Delivers what is due soon (on the next turn of the event loop), unless delivery is held or stopped. */
  kick(): void;
}

export interface Webhooks extends WebhookQueue {
  /** Delivers every due webhook now; resolves when done. */
  flush(): Promise<number>;
  /** Holds automatic delivery until resumed (false) or flushed. */
  hold(hold: boolean): void;
  /** Starts the retry timer (every 5 seconds). */
  start(): void;
  /** Stops automatic delivery and waits for the delivery under way. */
  stop(): Promise<void>;
}

export function createWebhooks(ctx: SandboxContext, send: WebhookSender): Webhooks {
  const { db, clock, log, config } = ctx;
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let held = false;
  const timers: NodeJS.Timeout[] = [];

  async function emit(tx: Database, event: string, payload: Record<string, object>) {
    const body = eventBody({ accountId: config.accountId, event, payload, createdAt: clock.nowSeconds() });
    await insertDelivery(tx, { eventId: sandboxId('evt'), event, body });
  }

  async function deliverDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const due = await listDueDeliveries(db, clock.now(), 20);
      if (due.length === 0) return delivered;
      for (const row of due) {
        const attempts = row.attempts + 1;
        try {
          const res = await send(row.body, deliveryHeaders(row.body, row.eventId, config.webhookSecret));
          if (res.status >= 200 && res.status < 300) {
            await updateDelivery(db, row.id, { status: 'delivered', attempts, deliveredAt: clock.now() });
            delivered += 1;
            continue;
          }
          throw new Error(`webhook answered ${res.status}`);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          log.warn(
            { event: row.event, eventId: row.eventId, attempts, err: message },
            'sandbox webhook not delivered',
          );
          await updateDelivery(db, row.id, {
            status: statusAfterFailure(attempts, config.maxWebhookAttempts),
            attempts,
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)),
          });
        }
      }
    }
  }

  /** Delivery runs one at a time: each flush waits for the one before it, then delivers what is due. */
  function flush(): Promise<number> {
    const run = chain.then(() => deliverDue());
    chain = run.catch(() => 0);
    return run;
  }

  function kick() {
    if (stopped || held) return;
    setImmediate(() => {
      flush().catch((err: unknown) => log.warn({ err }, 'sandbox webhook delivery failed'));
    });
  }

  return {
    emit,
    kick,
    flush,
    hold(hold) {
      held = hold;
      if (!hold) kick();
    },
    start() {
      stopped = false;
      const retry = setInterval(() => {
        if (held) return;
        flush().catch((err: unknown) => log.warn({ err }, 'sandbox webhook delivery failed'));
      }, 5_000);
      retry.unref();
      timers.push(retry);
    },
    async stop() {
      stopped = true;
      for (const t of timers.splice(0)) clearInterval(t);
      await chain;
    },
  };
}
