import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { outboxEmails } from '../../db/schema';
import { enqueueEmail, MAX_ATTEMPTS, retryDelaySeconds } from './outbox';
import { emailTemplates } from './templates';
import { createFileTransport } from './transports';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP sink on a random local port; `reject` makes it refuse messages. */
async function startSmtpSink() {
  const received: Received[] = [];
  const state = { reject: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (state.reject) return callback(new Error('mailbox unavailable'));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { received, state, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const sample = () =>
  emailTemplates.confirmAccount({
    firstName: 'Ana',
    supportEmail: 'soporte@nutritest.uy',
    confirmUrl: 'http://localhost:3000/verified?id=1&token=abc',
  });

describe('mail outbox over SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    sink.received.length = 0;
    sink.state.reject = false;
    await t.app.database.db.delete(outboxEmails);
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, 'ana@test.uy', sample());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.app.database.db.select().from(outboxEmails)).toHaveLength(0);
    expect(await t.app.mail.runOnce()).toBe(0);
  });

  it('delivers a committed e-mail once, as Spanish HTML and text', async () => {
    await t.app.database.db.transaction((tx) => enqueueEmail(tx, 'ana@test.uy', sample()));
    expect(await t.app.mail.runOnce()).toBe(1);
    expect(await t.app.mail.runOnce()).toBe(0);
    expect(sink.received).toHaveLength(1);
    const message = sink.received[0]!;
    expect(message.to).toEqual(['ana@test.uy']);
    expect(message.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Confirm/);
    expect(message.raw).toContain('text/html');
    expect(message.raw).toContain('text/plain');
    const [row] = await t.app.database.db.select().from(outboxEmails);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('retries with back-off when the server refuses, and gives up after the last attempt', async () => {
    sink.state.reject = true;
    const id = await enqueueEmail(t.app.database.db, 'beto@test.uy', sample());
    expect(await t.app.mail.runOnce()).toBe(1);
    let [row] = await t.app.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('mailbox unavailable');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is attempted.
    expect(await t.app.mail.runOnce()).toBe(0);

    // Pretend the back-off elapsed on the last allowed attempt.
    await t.app.database.db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(Date.now() - 1000), attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outboxEmails.id, id));
    expect(await t.app.mail.runOnce()).toBe(1);
    [row] = await t.app.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });

    // A due message is delivered once the server accepts again.
    sink.state.reject = false;
    await enqueueEmail(t.app.database.db, 'caro@test.uy', sample());
    expect(await t.app.mail.runOnce()).toBe(1);
    expect(sink.received.map((m) => m.to[0])).toEqual(['caro@test.uy']);
  });

  it('grows the retry delay exponentially up to one hour', () => {
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(2)).toBe(60);
    expect(retryDelaySeconds(3)).toBe(120);
    expect(retryDelaySeconds(20)).toBe(3600);
  });
});

describe('mail outbox to .eml files (default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes one .eml file per message in DATA_DIR/outbox', async () => {
    await enqueueEmail(t.app.database.db, 'ana@test.uy', sample());
    expect(await t.app.mail.runOnce()).toBe(1);
    const dir = path.join(t.config.dataDir, 'outbox');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: ana@test.uy');
    expect(eml).toContain('From: NutriTest <no-responder@nutritest.uy>');
    expect(eml).toContain('http://localhost:3000/verified?id=3D1&token=3Dabc');
  });

  it('a message sent again after a crash (before it was marked sent) replaces its own file (issue 36)', async () => {
    const dir = path.join(t.config.dataDir, 'outbox');
    const before = new Set(readdirSync(dir));
    const id = await enqueueEmail(t.app.database.db, 'reintento@test.uy', sample());
    expect(await t.app.mail.runOnce()).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    // The process died after writing the file and before recording it: the row is due again.
    await t.app.database.db
      .update(outboxEmails)
      .set({ status: 'pending', sentAt: null, nextAttemptAt: new Date(0) })
      .where(eq(outboxEmails.id, id));
    expect(await t.app.mail.runOnce()).toBe(1);
    const added = readdirSync(dir).filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(new RegExp(`-${id}\\.eml$`));
    expect(readFileSync(path.join(dir, added[0]!), 'utf8')).toContain('To: reintento@test.uy');
  });

  it('writes through a temporary file: no temporary file stays, and old ones from a crash are removed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nutritest-eml-'));
    const leftover = path.join(dir, '.0000.123.abcd.tmp');
    writeFileSync(leftover, '');
    const old = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(leftover, old, old);
    const transport = createFileTransport(dir);
    const message = {
      id: 'a1b2',
      from: 'x@nutritest.uy',
      to: 'y@test.uy',
      subject: 'Hola',
      html: '<p>Hola</p>',
      text: 'Hola',
      queuedAt: new Date(),
    };
    await transport.send(message);
    await transport.send(message);
    const names = readdirSync(dir);
    expect(names.filter((n) => n.endsWith('.eml'))).toHaveLength(1);
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(statSync(path.join(dir, names.find((n) => n.endsWith('.eml'))!)).size).toBeGreaterThan(100);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('templates', () => {
  it('escape what people typed and keep the brand colour', () => {
    const mail = emailTemplates.confirmAccount({
      firstName: '<script>x</script>',
      supportEmail: 'soporte@nutritest.uy',
      confirmUrl: 'http://localhost:3000/verified?id=1&token=abc',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('#7c67e2');
    expect(mail.text).toContain('Confirmar mi correo: http://localhost:3000/verified?id=1&token=abc');
    expect(mail.links).toEqual(['http://localhost:3000/verified?id=1&token=abc']);
  });
});
