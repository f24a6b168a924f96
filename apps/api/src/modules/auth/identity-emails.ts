import type { EmailService } from '../email/email.service.ts';

interface Recipient {
  email: string;
  name: string;
}

/** The e-mails the identity provider asks for: sign-up confirmation, "you already have an account", reset. */
export function identityEmails(email: EmailService, publicUrl: string) {
  const greeting = (name: string) => `Hello ${name || 'there'},`;
  return {
    sendVerificationEmail: async ({ email: to, name, url }: Recipient & { url: string }) => {
      await email.send({
        to,
        kind: 'email_verification',
        subject: 'Confirm your e-mail to start using Talvio',
        paragraphs: [
          greeting(name),
          'Confirm that this is your e-mail address to finish creating your Talvio account. The link below works for 24 hours and signs you in.',
          'If you did not sign up for Talvio, ignore this e-mail: no account is created without this confirmation.',
        ],
        action: { label: 'Confirm my e-mail', url },
      });
    },
    sendExistingAccountNotice: async ({ email: to, name }: Recipient) => {
      await email.send({
        to,
        kind: 'existing_account_sign_up',
        subject: 'You already have a Talvio account',
        paragraphs: [
          greeting(name),
          'Someone just tried to create a Talvio account with this e-mail address. This address already has an account, so nothing was changed.',
          'If it was you, log in instead. If you forgot your password, choose "Forgot password?" on the login page. If it was not you, you can ignore this e-mail.',
        ],
        action: { label: 'Log in to Talvio', url: `${publicUrl}/login` },
      });
    },
    sendResetPassword: async ({ email: to, name, url }: Recipient & { url: string }) => {
      await email.send({
        to,
        kind: 'password_reset',
        subject: 'Reset your Talvio password',
        paragraphs: [
          greeting(name),
          'Someone asked to reset the password of your Talvio account. The link below works once and expires in 1 hour.',
          'If it was not you, ignore this e-mail: your password stays as it is.',
        ],
        action: { label: 'Choose a new password', url },
      });
    },
  };
}
