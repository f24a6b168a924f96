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
}

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
  const transport = nodemailer.createTransport(smtpUrl);
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
  };
}
