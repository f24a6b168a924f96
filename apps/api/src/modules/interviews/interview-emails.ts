import type { EmailMessage } from '../email/email.service.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const when = (date: Date) => `${dateFormat.format(date)} UTC`;

interface InvitationFacts {
  to: string;
  candidateName: string;
  organisationName: string;
  jobTitle: string;
  questionCount: number;
  totalMinutes: number;
  link: string;
  expiresAt: Date;
  message?: string | undefined;
  about?: EmailMessage['about'];
}

/** Interview e-mails: invitation with link and expiry. */
export function invitationEmail(facts: InvitationFacts): EmailMessage {
  return {
    to: facts.to,
    kind: 'interview_invitation',
    subject: `Your interview for ${facts.jobTitle} at ${facts.organisationName}`,
    paragraphs: [
      `Hello ${facts.candidateName},`,
      `${facts.organisationName} invites you to an online interview for the ${facts.jobTitle} role: ${facts.questionCount} questions, about ${facts.totalMinutes} minutes. You can take it at any time before ${when(facts.expiresAt)}, on a computer or phone, without an account.`,
      ...(facts.message ? [facts.message] : []),
      'Your answers are scored by AI against the role’s criteria; people at the organisation make every decision, and the AI never sees your name or e-mail address.',
    ],
    action: { label: 'Start your interview', url: facts.link },
    ...(facts.about ? { about: facts.about } : {}),
  };
}

/** Interview e-mails: reminder 48 h before expiry. */
export function reminderEmail(facts: Omit<InvitationFacts, 'message'>): EmailMessage {
  return {
    to: facts.to,
    kind: 'interview_reminder',
    subject: `Reminder: your interview for ${facts.jobTitle} closes soon`,
    paragraphs: [
      `Hello ${facts.candidateName},`,
      `Your interview link for ${facts.jobTitle} at ${facts.organisationName} expires on ${when(facts.expiresAt)}. If you started already, the link takes you back to where you stopped.`,
    ],
    action: { label: 'Continue to your interview', url: facts.link },
    ...(facts.about ? { about: facts.about } : {}),
  };
}

/** Interview e-mails: completion notice to the job owner. */
export function completionEmail(facts: {
  to: string;
  ownerName: string;
  candidateName: string;
  jobTitle: string;
  score: number | null;
  recommendation: string | null;
  link: string;
  about?: EmailMessage['about'];
}): EmailMessage {
  const outcome =
    facts.score === null
      ? 'The evaluation could not be completed automatically; the answers are ready to review.'
      : `AI score ${facts.score}/100 (suggestion: ${facts.recommendation?.replace('_', ' ')}). The decision is yours.`;
  return {
    to: facts.to,
    kind: 'interview_completed',
    subject: `${facts.candidateName} completed the interview for ${facts.jobTitle}`,
    paragraphs: [
      `Hello ${facts.ownerName},`,
      `${facts.candidateName} completed the interview for ${facts.jobTitle}.`,
      outcome,
    ],
    action: { label: 'Review the result', url: facts.link },
    ...(facts.about ? { about: facts.about } : {}),
  };
}
