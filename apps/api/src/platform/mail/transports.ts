import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** An iCalendar invitation sent with the message (a calendar event the mail app offers to add). */
  ical?: string | null;
  /** Files attached (rendered by the mail worker from the outbox row's attachments). */
  files?: { filename: string; contentType: string; content: Buffer }[];
}

/** nodemailer's calendar event for a message with an invitation. */
const icalOf = (message: OutgoingEmail) => ({
  ...(message.ical
    ? { icalEvent: { method: 'REQUEST', filename: 'consulta-nutritest.ics', content: message.ical } }
    : {}),
  ...(message.files?.length ? { attachments: message.files } : {}),
});

export interface MailTransport {
  readonly name: 'file' | 'smtp';
  /** Delivers one message; resolves with the transport's message id or throws. */
  send(message: OutgoingEmail): Promise<string>;
  close(): void;
}

/** Default transport: one RFC 822 .eml file per message in DATA_DIR/outbox (open it in any mail app). */
export function createFileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'file',
    async send(message) {
      const info = await composer.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: `<${message.id}@nutritest.local>`,
        ...icalOf(message),
      });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(dir, `${stamp}-${message.id}.eml`);
      await writeFile(file, info.message as Buffer);
      return file;
    },
    close() {},
  };
}

/** SMTP_URL set: nodemailer over SMTP (smtp://user:pass@host:587, smtps:// for implicit TLS). */
export function createSmtpTransport(url: string): MailTransport {
  // Bounded waits (nodemailer's defaults are minutes): a server that is down or hangs fails the
  // attempt quickly and the outbox retries it later, well inside the row's lease.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: `<${message.id}@nutritest.local>`,
        ...icalOf(message),
      });
      return info.messageId;
    },
    close() {
      transport.close();
    },
  };
}
