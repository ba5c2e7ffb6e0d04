import nodemailer from 'nodemailer';
import type { SmtpConfig } from './config';
import type { SendOutcome } from './whatsapp-client';

/** The longest reason kept on the row. */
const REASON_MAX = 300;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The Message-ID, the same on every attempt of one outbox row: a message resent after a killed
   * instance (the server took it, the outcome was never written) is a copy receivers can drop.
   */
  messageId?: string;
}

export interface Mailer {
  /** Sends one message; never throws: a refused connection or a timeout is a retryable outcome. */
  send(message: MailMessage): Promise<SendOutcome>;
  close(): void;
}

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
}

function shorten(text: string): string {
  return text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text;
}

/**
 * A 4xx reply of the server (mailbox busy, try later) and any trouble reaching it pass; a 5xx reply
 * (unknown mailbox, refused sender, bad login) would be refused again, so it is final.
 */
function failureOf(error: unknown): SendOutcome {
  const smtp = (error ?? {}) as SmtpError;
  const code = typeof smtp.responseCode === 'number' ? smtp.responseCode : null;
  const detail =
    typeof smtp.response === 'string'
      ? smtp.response
      : typeof smtp.message === 'string'
        ? smtp.message
        : String(error);
  if (code !== null) {
    return { ok: false, retryable: code < 500, reason: shorten(`SMTP ${code}: ${detail}`) };
  }
  const what = typeof smtp.code === 'string' ? `${smtp.code}: ${detail}` : detail;
  return { ok: false, retryable: true, reason: shorten(`server e-mail tidak terjangkau (${what})`) };
}

/** A nodemailer SMTP transport, each stage of a call (connect, greeting, reply) bounded by `timeoutMs`. */
export function createMailer(config: SmtpConfig, timeoutMs: number): Mailer {
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  const auth = config.user ? { user: config.user, pass: config.password ?? '' } : undefined;
  const transport = config.url
    ? nodemailer.createTransport({ url: config.url, ...timeouts })
    : nodemailer.createTransport({
        host: config.host ?? 'localhost',
        port: config.port,
        secure: config.secure,
        ...(auth ? { auth } : {}),
        ...timeouts,
      });
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ from: config.from, ...message });
        return { ok: true, providerMessageId: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (error) {
        return failureOf(error);
      }
    },
    close: () => transport.close(),
  };
}
