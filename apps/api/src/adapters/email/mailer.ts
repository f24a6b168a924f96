import nodemailer from 'nodemailer';

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

export function createMailer({
  smtpUrl,
  from,
}: {
  smtpUrl: string | undefined;
  from: string;
}): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(email) {
      await transport.sendMail({ from, ...email });
    },
  };
}
