import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server (smtp-server) that can hold its replies. Like a mail server that queues a
// message once its data has arrived and only then answers 250, a message counts as received at the
// end of its data: one whose sender is killed while the reply is held has been received, though the
// sender never learns it, and a resend of it is a second copy (told apart by its Message-ID).

export interface GatedMail {
  /** The envelope's sender: each instance has its own SMTP_FROM, so this says which one sent it. */
  from: string;
  to: string;
  subject: string;
  messageId: string;
  /** The 250 went out (false: the sender was gone before its reply). */
  answered: boolean;
}

export interface GatedSmtp {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Every message whose data arrived, in order. */
  received: GatedMail[];
  /** Messages whose reply is held, on connections still open. */
  held(): GatedMail[];
  /** Replies 250 at once to the first `count` messages from now on, then holds the rest. */
  holdAfter(count: number): void;
  /** Answers every held message whose connection is still open, and holds nothing more. */
  release(): void;
  close(): Promise<void>;
}

interface Pending {
  mail: GatedMail;
  sessionId: string;
  accept: () => void;
}

export async function startGatedSmtp(): Promise<GatedSmtp> {
  const received: GatedMail[] = [];
  let pending: Pending[] = [];
  const closedSessions = new Set<string>();
  let passesLeft = Number.POSITIVE_INFINITY;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
      pending = pending.filter((entry) => entry.sessionId !== session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: GatedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            answered: false,
          };
          received.push(mail);
          const accept = () => {
            if (closedSessions.has(session.id)) return;
            mail.answered = true;
            callback();
          };
          // Its sender died while the data was being read: received, and never answered.
          if (closedSessions.has(session.id)) return;
          if (passesLeft > 0) {
            passesLeft -= 1;
            accept();
          } else {
            pending.push({ mail, sessionId: session.id, accept });
          }
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held: () => pending.map((entry) => entry.mail),
    holdAfter: (count) => {
      passesLeft = count;
    },
    release: () => {
      passesLeft = Number.POSITIVE_INFINITY;
      for (const entry of pending.splice(0)) entry.accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
