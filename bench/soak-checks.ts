/**
 * What the soak verifies in the database afterwards (with `pg`, directly, not through the relay): every create
 * the API confirmed is stored, nothing is stored that the API refused, background work (evaluations, e-mails,
 * payment webhooks) has finished, and no payment was credited twice.
 */
import pg from 'pg';
import type { Item, ItemKind } from './soak-scenario.ts';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface RowCheck {
  kind: ItemKind;
  /** Answered 2xx (created). */
  confirmed: number;
  stored: number;
  /** Answered 2xx but not stored. */
  lost: number;
  /** Stored although every attempt was refused with a 4xx or never answered. */
  unexpected: number;
  /** Stored though no 2xx said so: a 503 whose commit reached the database as the connection was cut, a webhook. */
  storedUncertain: number;
}

async function keys(client: pg.Client, sql: string, params: unknown[] = []): Promise<Set<string>> {
  const { rows } = await client.query<{ key: string }>(sql, params);
  return new Set(rows.map((r) => r.key));
}

/** The keys of stored rows per item kind, spelled as the scenario spells them. */
async function storedKeys(client: pg.Client, runId: string): Promise<Record<ItemKind, Set<string>>> {
  return {
    invitation: await keys(
      client,
      `select c.email as key from job_candidates jc join candidates c on c.id = jc.candidate_id
        where c.email like $1`,
      [`soak-${runId}-%`],
    ),
    answer: await keys(client, `select job_candidate_id || ':' || question_id as key from interview_answers`),
    chunk: await keys(
      client,
      `select job_candidate_id || ':' || question_id || ':' || index as key from recording_chunks`,
    ),
    resume: await keys(
      client,
      `select id::text as key from candidates where resume_file is not null and email like $1`,
      [`soak-${runId}-%`],
    ),
    'sign-in': await keys(
      client,
      `select ip_address as key from identity_sessions where ip_address like '10.%'`,
    ),
    payment: await keys(
      client,
      `select o.provider_order_id as key from credit_orders o
        join credit_ledger l on l.payment_reference = o.provider_payment_id where o.status = 'paid'`,
    ),
  };
}

export async function compareRows(
  databaseUrl: string,
  runId: string,
  items: Iterable<Item>,
): Promise<RowCheck[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = await storedKeys(client, runId);
    const byKind = new Map<ItemKind, Item[]>();
    for (const item of items) {
      const list = byKind.get(item.kind);
      if (list) list.push(item);
      else byKind.set(item.kind, [item]);
    }
    return (Object.keys(stored) as ItemKind[]).map((kind) => {
      const asked = byKind.get(kind) ?? [];
      const present = stored[kind];
      const askedKeys = new Set(asked.map((i) => i.key));
      return {
        kind,
        confirmed: asked.filter((i) => i.ok).length,
        stored: [...present].filter((k) => askedKeys.has(k) || kind === 'invitation').length,
        lost: asked.filter((i) => i.ok && !present.has(i.key)).length,
        unexpected:
          asked.filter((i) => !i.ok && !i.uncertain && present.has(i.key)).length +
          (kind === 'invitation' ? [...present].filter((k) => !askedKeys.has(k)).length : 0),
        storedUncertain: asked.filter((i) => !i.ok && i.uncertain && present.has(i.key)).length,
      };
    });
  } finally {
    await client.end();
  }
}

export interface Backlog {
  evaluationsPending: number;
  interviewsUnevaluated: number;
  interviewsEvaluated: number;
  emailsByStatus: Record<string, number>;
  webhooksPending: number;
}

/** Work the API does after answering: evaluations of finished interviews, e-mails, sandbox webhooks. */
export async function readBacklog(databaseUrl: string): Promise<Backlog> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const interviews = await client.query<{ status: string; evaluation_status: string; n: string }>(
      `select status, evaluation_status, count(*) as n from job_candidates group by 1, 2`,
    );
    const count = (f: (r: { status: string; evaluation_status: string }) => boolean) =>
      interviews.rows.filter(f).reduce((sum, r) => sum + Number(r.n), 0);
    const emails = await client.query<{ status: string; n: string }>(
      `select status, count(*) as n from email_outbox group by 1`,
    );
    const webhooks = await client.query<{ n: string }>(
      `select count(*) as n from sandbox_webhook_deliveries where status = 'pending'`,
    );
    return {
      evaluationsPending: count((r) => r.evaluation_status === 'pending'),
      interviewsUnevaluated: count((r) => r.status === 'completed'),
      interviewsEvaluated: count((r) => r.status === 'evaluated'),
      emailsByStatus: Object.fromEntries(emails.rows.map((r) => [r.status, Number(r.n)])),
      webhooksPending: Number(webhooks.rows[0]?.n ?? 0),
    };
  } finally {
    await client.end();
  }
}

export function backlogSettled(b: Backlog): boolean {
  const unsent = Object.entries(b.emailsByStatus)
    .filter(([status]) => status !== 'sent')
    .reduce((sum, [, n]) => sum + n, 0);
  return (
    b.evaluationsPending === 0 && b.interviewsUnevaluated === 0 && unsent === 0 && b.webhooksPending === 0
  );
}

export interface PaymentCheck {
  paidOrders: number;
  creditedOnce: number;
  creditedTwice: number;
  notCredited: number;
  /** Sum of credited purchase deltas against the sum of paid orders' quantities. */
  creditsGranted: number;
  creditsPaidFor: number;
}

export async function checkPayments(databaseUrl: string): Promise<PaymentCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ quantity: number; credits: string; entries: string }>(
      `select o.quantity, coalesce(sum(l.delta), 0) as credits, count(l.id) as entries
         from credit_orders o
         left join credit_ledger l on l.payment_reference = o.provider_payment_id and l.reason = 'purchase'
        where o.status = 'paid'
        group by o.id, o.quantity`,
    );
    return {
      paidOrders: rows.length,
      creditedOnce: rows.filter((r) => Number(r.entries) === 1).length,
      creditedTwice: rows.filter((r) => Number(r.entries) > 1).length,
      notCredited: rows.filter((r) => Number(r.entries) === 0).length,
      creditsGranted: rows.reduce((sum, r) => sum + Number(r.credits), 0),
      creditsPaidFor: rows.reduce((sum, r) => sum + r.quantity, 0),
    };
  } finally {
    await client.end();
  }
}

/** Interviews counted against each organisation's allowance, beside the plan's allowance. */
export async function allowanceUse(
  databaseUrl: string,
): Promise<{ name: string; plan: string; counted: number }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; plan: string; counted: string }>(
      `select o.name, o.plan, count(jc.id) filter (where jc.counted_at is not null) as counted
         from organisations o left join job_candidates jc on jc.organisation_id = o.id
        group by o.id, o.name, o.plan order by o.id`,
    );
    return rows.map((r) => ({ name: r.name, plan: r.plan, counted: Number(r.counted) }));
  } finally {
    await client.end();
  }
}
