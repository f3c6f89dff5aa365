/**
 * (a) Two API processes on one PostgreSQL: a token from one works on the other; every outbox
 * e-mail goes out exactly once while both workers run; a periodic job runs once per period across
 * the two processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, signIn } from './common';
import {
  type ApiProcess,
  type PgCluster,
  type SmtpSink,
  sleep,
  startApi,
  startPostgres,
  startSmtpSink,
  stopApi,
  waitFor,
} from './harness';

let db: PgCluster;
let sink: SmtpSink;
let a: ApiProcess;
let b: ApiProcess;
const env = { RECONCILE_INTERVAL_SECONDS: '2', RECONCILE_AFTER_SECONDS: '5' };

beforeAll(async () => {
  [db, sink] = await Promise.all([startPostgres(), startSmtpSink()]);
  // The first process migrates and loads the demo data; the second starts on the ready database.
  a = await startApi({ name: 'a', databaseUrl: db.url, smtpUrl: sink.url, env });
  b = await startApi({ name: 'b', databaseUrl: db.url, smtpUrl: sink.url, env });
});

afterAll(async () => {
  await Promise.all([stopApi(a), stopApi(b)]);
  await sink?.close();
  await db?.destroy();
});

describe('two API processes on one PostgreSQL', () => {
  it('accepts on B a token issued by A', async () => {
    const token = await signIn(a, 'cliente@demo.uy', 'demo1234');
    const me = await b.json<{ email: string }>('/v1/account', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('cliente@demo.uy');
  });

  it('delivers each e-mail queued through either process exactly once', async () => {
    const emails = Array.from({ length: 24 }, (_, i) => `dos.procesos.${i}.${Date.now()}@test.uy`);
    const answers = await Promise.all(emails.map((email, i) => register(i % 2 ? b : a, email)));
    expect(answers.map((r) => r.status)).toEqual(emails.map(() => 201));

    await waitFor('every confirmation e-mail at the sink', () => emails.every((e) => sink.to(e).length > 0), 30_000);
    // Both workers keep polling: give them time to (wrongly) send something twice.
    await sleep(5_000);
    for (const email of emails) expect(sink.to(email), email).toHaveLength(1);
    const rows = await db.query<{ status: string; attempts: number }>(
      `select status, attempts from outbox_emails where to_address = any($1)`,
      [emails],
    );
    expect(rows).toHaveLength(emails.length);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const ids = new Set(sink.messages.map((m) => m.messageId));
    expect(ids.size).toBe(sink.messages.length);
  });

  it('runs a periodic job once per period across both processes', async () => {
    const count = async () =>
      Number(
        (
          await db.query<{ count: number }>(`select count from rate_limits where key = 'job:reconcile-pending-orders'`)
        )[0]?.count ?? 0,
      );
    await waitFor('the reconciliation job to have run', async () => (await count()) > 0, 15_000);
    const before = await count();
    await sleep(12_000);
    const runs = (await count()) - before;
    // Every 2 s in each process: alone each would run ~6 times in 12 s, together ~12 without
    // coordination. Claimed in the database, the pair runs it ~6 times.
    expect(runs).toBeGreaterThanOrEqual(4);
    expect(runs).toBeLessThanOrEqual(7);
    // Both processes are alive and did not log a failed run.
    for (const p of [a, b]) {
      expect(p.child.exitCode).toBeNull();
      expect(p.logs().filter((l) => l.msg === 'periodic job failed')).toEqual([]);
    }
  });
});
