import type { EmailMessage } from '../email/email.service.ts';
import { buildInvitationIcs } from './ics.ts';

/** A moment in a zone, e.g. "Tuesday, 4 March 2030 at 10:30 (Europe/Berlin)". */
export function inZone(date: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    date,
  );
  return `${text} (${timeZone})`;
}

/**
 * When the interview is, as the candidate reads it (docs/product/video-interviews.md, **time zones**): in their zone
 * when known; otherwise in UTC and in the scheduler's zone.
 */
export function whenForCandidate(
  start: Date,
  facts: { candidateTimeZone: string | null; schedulerTimeZone: string },
): string {
  if (facts.candidateTimeZone) return inZone(start, facts.candidateTimeZone);
  const utc = inZone(start, 'UTC');
  return facts.schedulerTimeZone === 'UTC'
    ? utc
    : `${utc}, which is ${inZone(start, facts.schedulerTimeZone)}`;
}

export interface LiveInterviewEmailFacts {
  kind: 'scheduled' | 'rescheduled' | 'cancelled';
  to: { name: string; email: string };
  organisationName: string;
  jobTitle: string;
  interviewId: number;
  /** Domain of the calendar UID (the public host). */
  uidDomain: string;
  sequence: number;
  start: Date;
  end: Date;
  durationMinutes: number;
  candidateTimeZone: string | null;
  schedulerTimeZone: string;
  roomUrl: string;
  /** The address e-mails are sent from (the calendar's organizer). */
  fromAddress: string;
  about: EmailMessage['about'];
}

const subjects = {
  scheduled: (f: LiveInterviewEmailFacts) => `Video interview for ${f.jobTitle} at ${f.organisationName}`,
  rescheduled: (f: LiveInterviewEmailFacts) => `New time: video interview for ${f.jobTitle}`,
  cancelled: (f: LiveInterviewEmailFacts) => `Cancelled: video interview for ${f.jobTitle}`,
};

const kinds = {
  scheduled: 'live_interview_invitation',
  rescheduled: 'live_interview_updated',
  cancelled: 'live_interview_cancelled',
} as const;

/** The live interview e-mails, each with a calendar invitation (.ics) that replaces the previous one. */
export function liveInterviewEmail(f: LiveInterviewEmailFacts): EmailMessage {
  const when = whenForCandidate(f.start, f);
  const paragraphs =
    f.kind === 'cancelled'
      ? [
          `Hello ${f.to.name},`,
          `${f.organisationName} cancelled the video interview for the ${f.jobTitle} role that was planned for ${when}. The link no longer opens the call.`,
        ]
      : [
          `Hello ${f.to.name},`,
          f.kind === 'scheduled'
            ? `${f.organisationName} invites you to a live video interview for the ${f.jobTitle} role on ${when}, for ${f.durationMinutes} minutes.`
            : `The video interview for the ${f.jobTitle} role at ${f.organisationName} has a new time: ${when}, for ${f.durationMinutes} minutes.`,
          'Join from a computer or phone with a camera and microphone; you need no account. The room opens 10 minutes before the start. The attached calendar invitation adds it to your calendar.',
        ];
  const description =
    f.kind === 'cancelled'
      ? `This video interview for ${f.jobTitle} at ${f.organisationName} was cancelled.`
      : `Video interview for ${f.jobTitle} at ${f.organisationName}.\nJoin: ${f.roomUrl}\nThe room opens 10 minutes before the start.`;
  const method = f.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = buildInvitationIcs({
    method,
    uid: `live-interview-${f.interviewId}@${f.uidDomain}`,
    sequence: f.sequence,
    start: f.start,
    end: f.end,
    summary: `Video interview: ${f.jobTitle} (${f.organisationName})`,
    description,
    url: f.roomUrl,
    organizer: { name: f.organisationName || 'Talvio', email: f.fromAddress },
    attendee: { name: f.to.name, email: f.to.email },
  });
  return {
    to: f.to.email,
    kind: kinds[f.kind],
    subject: subjects[f.kind](f),
    paragraphs,
    ...(f.kind === 'cancelled' ? {} : { action: { label: 'Join the video interview', url: f.roomUrl } }),
    about: f.about,
    attachments: [
      {
        filename: f.kind === 'cancelled' ? 'cancel.ics' : 'invite.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: ics,
      },
    ],
  };
}
