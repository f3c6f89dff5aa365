import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
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
  /** When the message was queued: the .eml file's name starts with it (the same on every retry). */
  queuedAt: Date;
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

/**
 * Default transport: one RFC 822 .eml file per message in DATA_DIR/outbox (open it in any mail app),
 * named `<queued at>-<message id>.eml` so they sort by time. Written to a hidden temporary file,
 * flushed, then renamed (issue 36): a crash mid-write leaves no empty or half-written .eml, and a
 * message sent again after a crash (before it was marked sent) replaces its own file instead of
 * adding a second one. Temporary files a crash left behind are removed on the first send.
 */
export function createFileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let cleaned = false;
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
      if (!cleaned) {
        cleaned = true;
        await removeStaleTemporaryFiles(dir);
      }
      const stamp = message.queuedAt.toISOString().replaceAll(':', '-');
      const file = path.join(dir, `${stamp}-${message.id}.eml`);
      const temporary = path.join(dir, `.${message.id}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
      const handle = await open(temporary, 'w', 0o600);
      try {
        await handle.writeFile(info.message as Buffer);
        await handle.sync();
      } catch (err) {
        await handle.close();
        await rm(temporary, { force: true });
        throw err;
      }
      await handle.close();
      await rename(temporary, file);
      return file;
    },
    close() {},
  };
}

/** Temporary files older than ten minutes: left by a process that ended while writing. */
async function removeStaleTemporaryFiles(dir: string) {
  const cutoff = Date.now() - 10 * 60 * 1000;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith('.') || !name.endsWith('.tmp')) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
  }
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
