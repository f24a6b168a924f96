import type { Database } from '@talvio/db/client';
import { emailOutbox } from '@talvio/db/schema';
import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../sql-like.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

export async function insertEmail(db: Database, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(emailOutbox).values(row).returning();
  return inserted!;
}

export async function markEmail(
  db: Database,
  id: number,
  patch: { status: OutboxRow['status']; lastError?: string | null },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: patch.status,
      lastError: patch.lastError ?? null,
      attempts: sql`${emailOutbox.attempts} + 1`,
      sentAt: patch.status === 'sent' ? new Date() : null,
    })
    .where(eq(emailOutbox.id, id));
}

/** Failed rows with attempts left, and queued rows older than `staleMs` (never delivered or never marked). */
export async function listRetryable(
  db: Database,
  maxAttempts: number,
  staleMs: number,
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(
        lt(emailOutbox.attempts, maxAttempts),
        or(
          eq(emailOutbox.status, 'failed'),
          and(eq(emailOutbox.status, 'queued'), lt(emailOutbox.createdAt, new Date(Date.now() - staleMs))),
        ),
      ),
    )
    .limit(50);
}

export async function listOutbox(db: Database, limit: number, to?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.toAddress, to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

/**
 * One person's e-mails: those stored with their profile, and (written before e-mails named their profile) those
 * whose text holds one of their interview links or result links, or that went to their address with one of them.
 */
export interface EmailsAbout {
  organisationId: number;
  candidateId: number;
  /** Links only this person's e-mails hold (interview links, result pages). */
  links: string[];
}

function aboutCondition(about: EmailsAbout): SQL {
  const linked = and(
    eq(emailOutbox.organisationId, about.organisationId),
    eq(emailOutbox.candidateId, about.candidateId),
  )!;
  if (about.links.length === 0) return linked;
  // A link ends at a line's end in the text (the template puts "label: url" on its own line).
  const older = and(
    isNull(emailOutbox.candidateId),
    or(
      ...about.links.map(
        (link) =>
          sql`${emailOutbox.text} like ${`%${escapeLike(link)}
%`}`,
      ),
    ),
  )!;
  return or(linked, older)!;
}

export async function listEmails(db: Database, about: EmailsAbout): Promise<OutboxRow[]> {
  return db.select().from(emailOutbox).where(aboutCondition(about)).orderBy(asc(emailOutbox.id));
}

const erasedText = "This e-mail's content was erased with a candidate's personal data.";

export async function eraseEmails(
  db: Database,
  about: EmailsAbout,
  maxAttempts: number,
  candidateKinds: readonly string[],
): Promise<number> {
  const rows = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(aboutCondition(about));
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  await db
    .update(emailOutbox)
    .set({
      // Interview e-mails went to the person; a completion notice went to staff and keeps its address.
      toAddress: sql`case when ${inArray(emailOutbox.kind, [...candidateKinds])} then 'erased@erased.invalid' else ${emailOutbox.toAddress} end`,
      subject: 'E-mail about an erased candidate',
      text: erasedText,
      html: `<p>${erasedText}</p>`,
      // A calendar invitation names the person and the room's link.
      attachments: [],
      // Not sent yet: it never will be (no retry picks it up).
      status: sql`case when ${emailOutbox.status} in ('queued', 'failed') then 'failed' else ${emailOutbox.status} end`,
      attempts: sql`case when ${emailOutbox.status} in ('queued', 'failed') then greatest(${emailOutbox.attempts}, ${maxAttempts}) else ${emailOutbox.attempts} end`,
      lastError: sql`case when ${emailOutbox.status} in ('queued', 'failed') then 'Not sent: the candidate''s data was erased.' else ${emailOutbox.lastError} end`,
      organisationId: about.organisationId,
      candidateId: about.candidateId,
    })
    .where(inArray(emailOutbox.id, ids));
  return ids.length;
}
