import type { Database } from '@talvio/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { type Mailer, smtpConnections } from '../../adapters/email/mailer.ts';
import {
  type EmailsAbout,
  eraseEmails,
  insertEmail,
  listEmails,
  listOutbox,
  listRetryable,
  markEmail,
  type OutboxRow,
} from './email.repository.ts';

export type { EmailsAbout };

export type EmailKind =
  | 'password_reset'
  | 'email_verification'
  | 'existing_account_sign_up'
  | 'welcome'
  | 'user_invitation'
  | 'support_receipt'
  | 'support_request'
  | 'payment_receipt'
  | 'interview_invitation'
  | 'interview_reminder'
  | 'interview_completed'
  | 'live_interview_invitation'
  | 'live_interview_updated'
  | 'live_interview_cancelled';

/** E-mails that went to the candidate (erasing the candidate erases their address in them too). */
export const candidateEmailKinds: readonly EmailKind[] = [
  'interview_invitation',
  'interview_reminder',
  'live_interview_invitation',
  'live_interview_updated',
  'live_interview_cancelled',
];

/** A file sent with an e-mail: text content (a calendar invitation), kept in the outbox row for retries. */
export interface EmailAttachment {
  filename: string;
  /** The MIME type with its parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  content: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  kind: EmailKind;
  /** Paragraphs of plain text; rendered to text and escaped HTML by one template. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** The talent-pool profile the e-mail is about (so erasing the person finds it; docs/product/candidate-privacy.md). */
  about?: { organisationId: number; candidateId: number };
  attachments?: EmailAttachment[];
}

const maxAttempts = 5;
/** Deliveries under way at once, one per pooled SMTP connection: a batch of invitations does not open a hundred. */
const maxConcurrentDeliveries = smtpConnections;
/** A row still queued after this long was left by a process that stopped (or lost the database) mid-send. */
const staleQueuedMs = 10 * 60_000;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderEmail(message: EmailMessage): { text: string; html: string } {
  const text = [
    ...message.paragraphs,
    ...(message.action ? [`${message.action.label}: ${message.action.url}`] : []),
  ]
    .concat(['— Talvio'])
    .join('\n\n');
  const body = message.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = message.action
    ? `<p><a href="${escapeHtml(message.action.url)}" style="background:#3b3a9e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(message.action.label)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(message.action.url)}</p>`
    : '';
  const html = `<div style="font-family:Inter,Arial,sans-serif;font-size:15px;color:#1a1b1e">${body}${button}<p>— Talvio</p></div>`;
  return { text, html };
}

export interface EmailService {
  /** Stores the e-mail in the outbox; with a mailer its delivery starts in the background (settle waits for it). */
  send(message: EmailMessage): Promise<OutboxRow>;
  /**
   * Waits for the deliveries under way, then marks sent what was delivered while the database was away (at
   * shutdown; retryFailed does the marking too).
   */
  settle(): Promise<void>;
  retryFailed(): Promise<number>;
  list(limit: number, to?: string): Promise<OutboxRow[]>;
}

/** Every e-mail is stored in the outbox first, then delivered over SMTP when configured; failures are retried. */
export function createEmailService(
  db: Database,
  mailer: Mailer | null,
  log: FastifyBaseLogger,
): EmailService {
  /** Delivered, but the database was away when the row was to be marked sent: marked on the next retry or at close. */
  const unmarked = new Set<number>();

  type Outcome = { status: 'sent' } | { status: 'failed'; lastError: string };

  /** Hands one row to the SMTP server; the outcome is recorded apart, so a busy database does not hold a slot. */
  async function deliver(row: OutboxRow, smtp: Mailer): Promise<Outcome> {
    try {
      await smtp.deliver({
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments,
      });
      return { status: 'sent' };
    } catch (err) {
      log.warn({ emailId: row.id, err }, 'e-mail delivery failed; will retry');
      return { status: 'failed', lastError: err instanceof Error ? err.message : String(err) };
    }
  }

  async function record(row: OutboxRow, outcome: Outcome): Promise<void> {
    try {
      await markEmail(db, row.id, outcome);
    } catch (err) {
      if (outcome.status === 'sent') {
        // Marking it failed would deliver it twice; remember it was sent instead.
        unmarked.add(row.id);
        log.warn({ emailId: row.id, err }, 'e-mail sent but not marked sent; will mark it later');
      } else {
        // The row stays queued and the retry picks it up when stale.
        log.warn({ emailId: row.id, err }, 'e-mail delivery could not be recorded; will retry');
      }
    }
  }

  /** Rows waiting for a delivery slot, the deliveries under way and their outcomes being recorded (settle waits). */
  const waiting: OutboxRow[] = [];
  const underWay = new Set<Promise<void>>();
  const recording = new Set<Promise<void>>();

  /** Starts waiting deliveries while slots are free. */
  function pump(smtp: Mailer): void {
    while (underWay.size < maxConcurrentDeliveries && waiting.length > 0) {
      const row = waiting.shift() as OutboxRow;
      const delivery: Promise<void> = deliver(row, smtp).then((outcome) => {
        const recorded: Promise<void> = record(row, outcome).finally(() => recording.delete(recorded));
        recording.add(recorded);
        underWay.delete(delivery);
        pump(smtp);
      });
      underWay.add(delivery);
    }
  }

  async function markUnmarked(): Promise<void> {
    for (const id of [...unmarked]) {
      await markEmail(db, id, { status: 'sent' });
      unmarked.delete(id);
    }
  }

  return {
    async send(message) {
      const { text, html } = renderEmail(message);
      const row = await insertEmail(db, {
        toAddress: message.to.toLowerCase(),
        subject: message.subject,
        kind: message.kind,
        text,
        html,
        status: mailer ? 'queued' : 'stored',
        organisationId: message.about?.organisationId ?? null,
        candidateId: message.about?.candidateId ?? null,
        attachments: message.attachments ?? [],
      });
      // Delivered after the request that caused it is answered: a slow SMTP server never holds a person up.
      if (mailer) {
        waiting.push(row);
        pump(mailer);
      }
      return row;
    },
    async retryFailed() {
      await markUnmarked();
      if (!mailer) return 0;
      const rows = await listRetryable(db, maxAttempts, staleQueuedMs);
      for (const row of rows) await record(row, await deliver(row, mailer));
      return rows.length;
    },
    list: (limit, to) => listOutbox(db, limit, to),
    async settle() {
      while (underWay.size > 0 || recording.size > 0) await Promise.allSettled([...underWay, ...recording]);
      await markUnmarked();
    },
  };
}

/** The stored e-mails about one person of an organisation (their export), oldest first. */
export function emailsAbout(db: Database, about: EmailsAbout): Promise<OutboxRow[]> {
  return listEmails(db, about);
}

/**
 * Erases the personal parts of the stored e-mails about one person (docs/product/candidate-privacy.md, **e-mails**):
 * the subject and body become a placeholder, an address that was the person's goes too, and one not sent yet never
 * will be. Returns how many were erased. Pass the transaction of the erasure.
 */
export function eraseEmailsAbout(db: Database, about: EmailsAbout): Promise<number> {
  return eraseEmails(db, about, maxAttempts, candidateEmailKinds);
}
