import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { outboxEmails } from '../../db/schema';
import { createMailWorker, enqueueEmail, retryDelaySeconds } from './outbox';
import { emailTemplates } from './templates';
import type { MailTransport, OutgoingEmail } from './transports';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;

/** A transport that records what it sends; `hold` makes the next send wait until released. */
function recordingTransport() {
  const sent: OutgoingEmail[] = [];
  let release: (() => void) | undefined;
  let holding: Promise<void> | undefined;
  let started: ((message: OutgoingEmail) => void) | undefined;
  const transport: MailTransport & { sent: OutgoingEmail[]; hold(): Promise<OutgoingEmail>; release(): void } = {
    name: 'smtp',
    sent,
    hold() {
      holding = new Promise<void>((r) => {
        release = r;
      });
      return new Promise<OutgoingEmail>((r) => {
        started = r;
      });
    },
    release: () => release?.(),
    async send(message) {
      if (holding) {
        const wait = holding;
        holding = undefined;
        started?.(message);
        await wait;
      }
      sent.push(message);
      return message.id;
    },
    close() {},
  };
  return transport;
}

describe('the outbox lease across processes', () => {
  it('never sends a message that another process took over while this one was stuck', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push(
        await enqueueEmail(
          t.app.database.db,
          `lease${n}@test.uy`,
          emailTemplates.confirmAccount({
            firstName: 'Ana',
            supportEmail: 'soporte@nutritest.uy',
            confirmUrl: 'http://x/y',
          }),
        ),
      );
    }
    const slow = recordingTransport();
    const other = recordingTransport();
    const a = createMailWorker({ db: t.app.database.db, transport: slow, from: 'x@test.uy', log: silent });
    const b = createMailWorker({ db: t.app.database.db, transport: other, from: 'x@test.uy', log: silent });
    const stuck = slow.hold();
    const runA = a.runOnce();
    const first = await stuck; // A claimed all three and hangs on the first one.
    const others = ids.filter((id) => id !== first.id);
    // The lease of the two A has not started yet runs out: B claims and sends them.
    await t.app.database.db
      .update(outboxEmails)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(inArray(outboxEmails.id, others));
    expect(await b.runOnce()).toBe(2);
    slow.release();
    await runA;
    expect(slow.sent.map((m) => m.id)).toEqual([first.id]);
    expect(other.sent.map((m) => m.id).sort()).toEqual([...others].sort());
    const rows = await t.app.database.db.select().from(outboxEmails).where(inArray(outboxEmails.id, ids));
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('backs off from MAIL_RETRY_BASE_SECONDS, doubling, at most one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 5))).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(20, 5)).toBe(3600);
  });
});
