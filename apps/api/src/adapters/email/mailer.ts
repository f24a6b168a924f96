export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
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
    async deliver(email) {
      await transport.sendMail({ from, ...email });
    },
  };
}
