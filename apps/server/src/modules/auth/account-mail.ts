import type { FastifyBaseLogger } from 'fastify';
import type { SmtpConfig } from '../notification/config';
import { createMailer, type MailMessage } from '../notification/mail-client';

/** Sends the one-time links of invitations and password resets; false when not sent. */
export interface AccountMailer {
  send(message: MailMessage): Promise<boolean>;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * Through the SMTP server of the alert e-mails (SMTP_URL or SMTP_HOST, notification/config.ts); with
 * none configured nothing is sent and the admin copies the link from the page instead.
 */
export function accountMailer(smtp: SmtpConfig | null, logger: FastifyBaseLogger): AccountMailer {
  if (!smtp) return { send: async () => false };
  return {
    async send(message) {
      const mailer = createMailer(smtp, SEND_TIMEOUT_MS);
      try {
        const outcome = await mailer.send(message);
        if (!outcome.ok) logger.warn({ reason: outcome.reason }, 'an account e-mail was not sent');
        return outcome.ok;
      } finally {
        mailer.close();
      }
    },
  };
}

export function invitationMail(to: string, companyName: string, url: string): MailMessage {
  return {
    to,
    subject: `Undangan ke Armada - ${companyName}`,
    text:
      `Anda diundang ke ${companyName} di Armada.\n\n` +
      `Buat kata sandi Anda melalui tautan berikut (berlaku 72 jam, sekali pakai):\n${url}\n`,
  };
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Atur ulang kata sandi Armada',
    text:
      'Seseorang meminta pengaturan ulang kata sandi akun Armada Anda.\n\n' +
      `Buat kata sandi baru melalui tautan berikut (berlaku 72 jam, sekali pakai):\n${url}\n\n` +
      'Abaikan e-mail ini bila Anda tidak memintanya.\n',
  };
}
