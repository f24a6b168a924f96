import type { Database } from '@talvio/db/client';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Back-dating, all of it in this file (docs/product/demo-data.md, **spread over time**). The generator drives the
 * real services, which stamp the moment they run; these explicit UPDATEs then move the demo organisation's rows to
 * the moments the plan gives them, over the last ~90 days. Every statement names the organisation, so no other
 * organisation's rows are touched.
 */

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Tables whose rows many steps create (activity feed, outbox, credit ledger): dated by the step that made them. */
const stepTables = ['activities', 'email_outbox', 'credit_ledger'] as const;
type StepTable = (typeof stepTables)[number];
type Marks = Record<StepTable, number>;

export interface Timeline {
  /** When the plan says something happened. */
  readonly anchor: Date;
  ago(ms: number): Date;
  /** The rows the step just made in the step tables happened at `when`. */
  step(when: Date): Promise<void>;
  /** Writes the step tables' dates (once, at the end). */
  apply(): Promise<void>;
}

export async function createTimeline(db: Database, organisationId: number, anchor: Date): Promise<Timeline> {
  const read = async (): Promise<Marks> => {
    const [row] = await rows<Marks>(
      db,
      sql.raw(
        `SELECT ${stepTables.map((t) => `(SELECT coalesce(max(id), 0) FROM ${t})::int AS ${t}`).join(', ')}`,
      ),
    );
    return row!;
  };
  let last = await read();
  const spans: { table: StepTable; from: number; to: number; when: Date }[] = [];
  return {
    anchor,
    ago: (ms) => new Date(anchor.getTime() - ms),
    async step(when) {
      const now = await read();
      for (const table of stepTables)
        if (now[table] > last[table]) spans.push({ table, from: last[table], to: now[table], when });
      last = now;
    },
    async apply() {
      for (const table of stepTables) {
        const mine = spans.filter((s) => s.table === table);
        if (mine.length === 0) continue;
        const values = sql.join(
          mine.map((s) => sql`(${s.from}::int, ${s.to}::int, ${at(s.when)})`),
          sql`, `,
        );
        const sent =
          table === 'email_outbox'
            ? sql`, sent_at = CASE WHEN t.sent_at IS NULL THEN NULL ELSE v.at END`
            : sql``;
        await db.execute(sql`
          UPDATE ${sql.raw(table)} t SET created_at = v.at ${sent}
            FROM (VALUES ${values}) AS v(lo, hi, at)
           WHERE t.id > v.lo AND t.id <= v.hi AND t.organisation_id = ${organisationId}`);
      }
      // The activity feed reads newest id first: the organisation's own ids are handed out again in date order.
      await db.execute(sql`
        UPDATE activities a SET id = -byId.id
          FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n
                  FROM activities WHERE organisation_id = ${organisationId}) byDate
          JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n
                  FROM activities WHERE organisation_id = ${organisationId}) byId ON byId.n = byDate.n
         WHERE a.id = byDate.id`);
      await db.execute(
        sql`UPDATE activities SET id = -id WHERE id < 0 AND organisation_id = ${organisationId}`,
      );
    },
  };
}

/**
 * An invitation sent at `invitedAt`: moved there at once, so it counts in the billing period of that day and the
 * allowance of the current period stays free for the next one, as it would have been.
 */
export async function backdateInvitation(
  db: Database,
  organisationId: number,
  jobCandidateId: number,
  invitedAt: Date,
  linkDays: number,
): Promise<void> {
  const expiresAt = new Date(invitedAt.getTime() + linkDays * 86_400_000);
  await db.execute(sql`
    UPDATE job_candidates
       SET invited_at = ${at(invitedAt)}, counted_at = ${at(invitedAt)}, last_sent_at = ${at(invitedAt)},
           expires_at = ${at(expiresAt)}, updated_at = ${at(invitedAt)}
     WHERE id = ${jobCandidateId} AND organisation_id = ${organisationId}`);
}

export interface InterviewTimes {
  jobCandidateId: number;
  startedAt: Date | null;
  /** Seconds each answer took, in order. */
  answerSeconds: number[];
  completedAt: Date | null;
  /** A cancelled invitation: when. */
  cancelledAt: Date | null;
}

/**
 * An interview's start, answers and end (before evaluation, which reads how long each answer took). Consent is
 * given at the start; demographic answers come a minute after the end.
 */
export async function backdateInterview(
  db: Database,
  organisationId: number,
  t: InterviewTimes,
): Promise<void> {
  if (t.cancelledAt) {
    await db.execute(sql`
      UPDATE job_candidates SET updated_at = ${at(t.cancelledAt)}
       WHERE id = ${t.jobCandidateId} AND organisation_id = ${organisationId}`);
    return;
  }
  if (!t.startedAt) return;
  const ended = t.completedAt ?? t.startedAt;
  await db.execute(sql`
    UPDATE job_candidates
       SET started_at = ${at(t.startedAt)}, consent_at = ${at(t.startedAt)},
           completed_at = ${t.completedAt ? at(t.completedAt) : sql`NULL`},
           evaluation_due_at = CASE WHEN evaluation_status = 'pending' THEN ${at(ended)} ELSE evaluation_due_at END,
           current_opened_at = CASE WHEN current_opened_at IS NULL THEN NULL ELSE ${at(ended)} END,
           updated_at = ${at(ended)}
     WHERE id = ${t.jobCandidateId} AND organisation_id = ${organisationId}`);
  let clock = t.startedAt.getTime();
  const answers = t.answerSeconds.map((seconds, position) => {
    clock += seconds * 1000 + 20_000;
    return sql`(${position}::int, ${seconds}::int, ${at(new Date(clock))})`;
  });
  if (answers.length > 0)
    await db.execute(sql`
      UPDATE interview_answers a SET submitted_at = v.at, time_taken_seconds = v.seconds
        FROM (VALUES ${sql.join(answers, sql`, `)}) AS v(position, seconds, at)
       WHERE a.job_candidate_id = ${t.jobCandidateId} AND a.position = v.position
         AND a.organisation_id = ${organisationId}`);
  if (t.completedAt)
    await db.execute(sql`
      UPDATE demographic_answers SET answered_at = ${at(new Date(t.completedAt.getTime() + 60_000))}
       WHERE job_candidate_id = ${t.jobCandidateId} AND organisation_id = ${organisationId}`);
}

/** An evaluation finishes half a minute after the interview; a decision is made when the plan says. */
export async function backdateOutcome(
  db: Database,
  organisationId: number,
  jobCandidateId: number,
  completedAt: Date,
  decidedAt: Date | null,
): Promise<void> {
  const evaluatedAt = new Date(completedAt.getTime() + 30_000);
  const last = decidedAt ?? evaluatedAt;
  await db.execute(sql`
    UPDATE job_candidates
       SET evaluation = CASE WHEN evaluation IS NULL THEN NULL
                        ELSE jsonb_set(evaluation, '{evaluatedAt}', to_jsonb(${evaluatedAt.toISOString()}::text)) END,
           decided_at = CASE WHEN decided_at IS NULL THEN NULL ELSE ${at(last)} END,
           updated_at = ${at(last)}
     WHERE id = ${jobCandidateId} AND organisation_id = ${organisationId}`);
  // The oversight record is append-only (docs/product/interview-results.md): its entries keep the moment of
  // generation, like any record written today.
}

/** Expired links: their last change is the day they ran out. */
export async function backdateExpired(db: Database, organisationId: number): Promise<void> {
  await db.execute(sql`
    UPDATE job_candidates SET updated_at = expires_at
     WHERE organisation_id = ${organisationId} AND status = 'expired'`);
}

export interface JobTimes {
  jobId: number;
  createdAt: Date;
  publishedAt: Date | null;
  /** Paused or closed. */
  endedAt: Date | null;
  closed: boolean;
}

export async function backdateJob(db: Database, organisationId: number, t: JobTimes): Promise<void> {
  const last = t.endedAt ?? t.publishedAt ?? t.createdAt;
  await db.execute(sql`
    UPDATE jobs SET created_at = ${at(t.createdAt)}, updated_at = ${at(last)},
           published_at = ${t.publishedAt ? at(t.publishedAt) : sql`NULL`},
           closed_at = ${t.closed && t.endedAt ? at(t.endedAt) : sql`NULL`}
     WHERE id = ${t.jobId} AND organisation_id = ${organisationId}`);
  await db.execute(sql`
    UPDATE job_questions SET created_at = ${at(t.createdAt)}, updated_at = ${at(t.createdAt)}
     WHERE job_id = ${t.jobId}`);
}

/** The organisation, its people and settings, its talent import and its credit purchases. */
export async function backdateOrganisation(
  db: Database,
  organisationId: number,
  t: {
    createdAt: Date;
    /** Colleagues by user id. */
    users: Map<number, Date>;
    /** Talent-pool CSV uploads: their batch, when, and the people in them. */
    imports: TalentImport[];
    purchases: { providerOrderId: string; paidAt: Date }[];
  },
): Promise<void> {
  await db.execute(sql`
    UPDATE organisations SET created_at = ${at(t.createdAt)},
           settings_updated_at = CASE WHEN settings_updated_at IS NULL THEN NULL ELSE ${at(t.createdAt)} END
     WHERE id = ${organisationId}`);
  await db.execute(sql`
    UPDATE users SET created_date = ${at(t.createdAt)}, updated_date = ${at(t.createdAt)}
     WHERE organisation_id = ${organisationId}`);
  for (const [userId, when] of t.users)
    await db.execute(sql`
      UPDATE users SET created_date = ${at(when)}, updated_date = ${at(when)}
       WHERE id = ${userId} AND organisation_id = ${organisationId}`);
  for (const { batchId, at: when } of t.imports) {
    if (batchId === null) continue;
    await db.execute(sql`
      UPDATE talent_batches SET created_at = ${at(when)} WHERE id = ${batchId} AND organisation_id = ${organisationId}`);
    await db.execute(sql`
      UPDATE talent_files SET created_at = ${at(when)}, updated_at = ${at(when)}
       WHERE batch_id = ${batchId} AND organisation_id = ${organisationId}`);
  }
  for (const p of t.purchases) {
    await db.execute(sql`
      UPDATE credit_orders SET created_at = ${at(p.paidAt)}, paid_at = ${at(p.paidAt)}
       WHERE provider_order_id = ${p.providerOrderId} AND organisation_id = ${organisationId}`);
    await db.execute(sql`
      UPDATE billing_invoices SET issued_at = ${at(p.paidAt)}
       WHERE provider_order_id = ${p.providerOrderId} AND organisation_id = ${organisationId}`);
  }
}

export interface TalentImport {
  batchId: number | null;
  at: Date;
  emails: string[];
}

/**
 * Profiles: made (and their résumés uploaded) when imported or first invited; their last activity is their latest
 * interview event (the trigger `candidates_last_activity` keeps the later of it and updated_at, so both are set).
 */
export async function backdateCandidates(
  db: Database,
  organisationId: number,
  imports: TalentImport[],
): Promise<void> {
  const imported = sql`(VALUES ${sql.join(
    imports.flatMap((i) => i.emails.map((email) => sql`(${email}::text, ${at(i.at)})`)),
    sql`, `,
  )}) AS i(email, at)`;
  const made = sql`coalesce(i.at, j.first, ${at(imports[0]?.at ?? new Date())})`;
  await db.execute(sql`
    UPDATE candidates c
       SET created_at = ${made},
           updated_at = ${made},
           last_activity_at = greatest(${made}, j.latest),
           resume_uploaded_at = CASE WHEN c2.resume_uploaded_at IS NOT NULL THEN ${made} END
      FROM candidates c2
      LEFT JOIN (
        SELECT candidate_id, min(invited_at) AS first,
               max(greatest(invited_at, last_sent_at, started_at, completed_at, decided_at,
                            CASE WHEN status = 'cancelled' THEN updated_at END)) AS latest
          FROM job_candidates WHERE organisation_id = ${organisationId} GROUP BY candidate_id
      ) j ON j.candidate_id = c2.id
      LEFT JOIN ${imports.some((i) => i.emails.length > 0) ? imported : sql`(SELECT NULL::text AS email, NULL::timestamptz AS at) AS i`}
        ON i.email = c2.email
     WHERE c.id = c2.id AND c.organisation_id = ${organisationId}`);
}

/**
 * The subscription's current billing period, as the app mirrors it, starts when the latest interviews were sent: as
 * many as fill 90% of the plan's allowance (within the last four weeks), so the dashboard's "this period" cards show
 * a busy month that is not used up. The sandbox keeps its own clock and renews the subscription on it.
 */
export async function backdateBillingPeriod(
  db: Database,
  organisationId: number,
  anchor: Date,
  allowance: number,
): Promise<void> {
  const cap = Math.max(1, Math.floor(allowance * 0.9));
  const earliest = new Date(anchor.getTime() - 28 * 86_400_000);
  const [row] = await rows<{ counted_at: string | null }>(
    db,
    sql`SELECT (SELECT counted_at FROM job_candidates
                 WHERE organisation_id = ${organisationId} AND counted_at IS NOT NULL
                 ORDER BY counted_at DESC OFFSET ${cap - 1} LIMIT 1)::text AS counted_at`,
  );
  const nth = row?.counted_at ? new Date(row.counted_at) : earliest;
  // Just after the cap-th newest: the period holds fewer than `cap` of them.
  const start = new Date(Math.max(earliest.getTime(), nth.getTime() + 1000));
  const end = sql`${at(start)} + interval '1 month'`;
  await db.execute(sql`
    UPDATE organisations SET billing_period_start = ${at(start)}, billing_period_end = ${end}
     WHERE id = ${organisationId} AND billing_period_start IS NOT NULL`);
  await db.execute(sql`
    UPDATE subscriptions SET current_start = ${at(start)}, current_end = ${end}, created_at = ${at(start)},
           updated_at = ${at(start)}
     WHERE organisation_id = ${organisationId} AND current_start IS NOT NULL`);
  await db.execute(sql`
    UPDATE billing_invoices SET issued_at = ${at(start)}, period_start = ${at(start)}, period_end = ${end}
     WHERE organisation_id = ${organisationId} AND kind = 'subscription'`);
  await db.execute(sql`
    UPDATE activities SET created_at = ${at(start)}
     WHERE organisation_id = ${organisationId} AND verb LIKE 'subscription.%'`);
}
