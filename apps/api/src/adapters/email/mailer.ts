export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Text attachments (a calendar invitation); none for most e-mails. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Delivers an e-mail; `null` mailer means "keep it in the outbox only" (development, tests). */
export interface Mailer {
  deliver(email: OutgoingEmail): Promise<void>;
  /** Closes the connections it keeps open (at shutdown, after the last delivery). */
  close?(): void;
}

/** SMTP connections kept open and reused; the outbox never runs more deliveries at once than this. */
export const smtpConnections = 4;

/** The SMTP mailer when SMTP_URL is set; nodemailer is loaded only then. */
export async function createMailer({
  smtpUrl,
  from,
}: {
  smtpUrl: string | undefined;
  from: string;
}): Promise<Mailer | null> {
  if (!smtpUrl) return null;
  const { default: nodemailer } = await import('nodemailer');
  // Pooled: one connection carries many messages, so a burst of invitations is not a TCP and SMTP handshake
  // each. Settings in SMTP_URL's query (`?pool=false`, `?maxConnections=2`) win over these.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: smtpConnections });
  return {
    async deliver({ attachments, ...email }) {
      await transport.sendMail({
        from,
        ...email,
        ...(attachments && attachments.length > 0
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
              })),
            }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}
