/**
 * (b) SIGKILL of the API process during 100 concurrent purchases: 50 kit purchases with a sandbox
 * card and 50 weekly-meal orders paid in the sandbox checkout. After a restart: no half-written
 * order, every acknowledged order is there, nobody is charged twice, nothing is charged without
 * its order, and the reconciliation job settles what the crash left pending.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { insertAccount } from '../../src/modules/accounts/accounts.repository';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createTokenService } from '../../src/platform/auth/tokens';
import { createMealOrder, createPreference, type MealOrder, mealOrderBody } from './common';
import {
  type ApiProcess,
  clientIp,
  JWT_SECRET,
  jsonHeaders,
  type PgCluster,
  type SmtpSink,
  sleep,
  startApi,
  startPostgres,
  startSmtpSink,
  stopApi,
  waitFor,
} from './harness';

const KITS = 50;
const MEALS = 50;
const env = { RECONCILE_INTERVAL_SECONDS: '2', RECONCILE_AFTER_SECONDS: '3' };

let db: PgCluster;
let sink: SmtpSink;
let handle: DatabaseHandle;
let first: ApiProcess;
let second: ApiProcess | undefined;

interface Buyer {
  accountId: string;
  headers: Record<string, string>;
  instrumentToken: string;
}

beforeAll(async () => {
  [db, sink] = await Promise.all([startPostgres(), startSmtpSink()]);
  first = await startApi({ name: 'kill-1', databaseUrl: db.url, smtpUrl: sink.url, env });
  // The test's own connection, to make customers with the repository (a postgres URL uses no data dir).
  handle = await openDatabase({ url: db.url, dataDir: tmpdir() });
});

afterAll(async () => {
  await Promise.all([stopApi(first), stopApi(second)]);
  await handle?.close();
  await sink?.close();
  await db?.destroy();
});

/** Customers made with the repository (one password hash), signed in with the shared secret, each with a card. */
async function buyers(api: ApiProcess, n: number): Promise<Buyer[]> {
  const tokens = createTokenService(JWT_SECRET, 3600);
  const passwordHash = await hashPassword('no-se-usa-1234');
  const out: Buyer[] = [];
  for (let i = 0; i < n; i++) {
    const account = await insertAccount(handle.db, {
      email: `kill.${i}.${Date.now()}@test.uy`,
      passwordHash,
      role: 'Customer',
      confirmed: true,
      profile: { firstName: 'Comprador', lastName: String(i) },
    });
    const token = await tokens.sign({ id: account.id, role: 'Customer', tokenVersion: account.tokenVersion });
    out.push({ accountId: account.id, headers: { authorization: `Bearer ${token}` }, instrumentToken: '' });
  }
  for (const buyer of out) {
    const session = await api.fetch('/v1/instruments', {
      method: 'POST',
      headers: jsonHeaders({ ...buyer.headers, 'x-forwarded-for': clientIp() }),
      body: JSON.stringify({ redirectOrigin: api.url }),
    });
    expect(session.status).toBe(200);
    const id = new URL(await session.text(), 'http://x').searchParams.get('session')!;
    const card = await api.json<{ instrument: { instrumentToken: string } }>('/sandbox/card', {
      method: 'POST',
      headers: jsonHeaders({ 'x-forwarded-for': clientIp() }),
      body: JSON.stringify({
        session: id,
        number: '4509953566233704',
        holderName: 'Ana Suárez',
        expiry: '12/39',
        cvv: '123',
      }),
    });
    expect(card.status).toBe(201);
    buyer.instrumentToken = card.body.instrument.instrumentToken;
  }
  return out;
}

const rows = <T extends Record<string, unknown>>(text: string, values?: unknown[]) => db.query<T>(text, values);

describe('SIGKILL during 100 concurrent purchases', () => {
  it('leaves no half-written order, keeps every acknowledged one and never charges twice', async () => {
    const kitBuyers = await buyers(first, KITS);
    const mealBodies = await Promise.all(
      Array.from({ length: MEALS }, (_, i) => mealOrderBody(first, `kill.viandas.${i}.${Date.now()}@test.uy`)),
    );

    let acknowledged = 0;
    const kits = kitBuyers.map((buyer) => ({ buyer, key: randomUUID(), status: 0 }));
    const meals = mealBodies.map((body) => ({
      body,
      key: randomUUID(),
      order: undefined as MealOrder | undefined,
      paid: false,
    }));
    const kitFlow = async (k: (typeof kits)[number]) => {
      try {
        const res = await first.fetch('/v1/analyses', {
          method: 'POST',
          headers: jsonHeaders({ ...k.buyer.headers, 'idempotency-key': k.key, 'x-forwarded-for': clientIp() }),
          body: JSON.stringify({ analysisAmount: 1, instrumentToken: k.buyer.instrumentToken, installments: 1 }),
        });
        k.status = res.status;
        await res.arrayBuffer();
        if (res.ok) acknowledged++;
      } catch {
        k.status = -1;
      }
    };
    const mealFlow = async (m: (typeof meals)[number]) => {
      try {
        const created = await createMealOrder(first, m.body, m.key);
        if (created.status !== 200) return;
        m.order = created.body;
        const pref = await createPreference(first, created.body);
        if (pref.status !== 200) return;
        const paid = await first.fetch(new URL(pref.body.checkoutUrl).pathname, {
          method: 'POST',
          headers: jsonHeaders(),
          body: JSON.stringify({ outcome: 'approved' }),
        });
        await paid.arrayBuffer();
        if (paid.ok) {
          m.paid = true;
          acknowledged++;
        }
      } catch {
        // the process died under this request
      }
    };

    // The 100 purchases start spread over ~1.5 s, so the kill finds them at every stage: before the
    // order, between the order and the charge, between the charge and its recording, answering.
    const spread =
      <T>(flow: (x: T) => Promise<void>) =>
      (x: T, i: number) =>
        sleep((i * 1500) / 50).then(() => flow(x));
    const all = Promise.all([...kits.map(spread(kitFlow)), ...meals.map(spread(mealFlow))]);
    await waitFor('some purchases to be acknowledged', () => acknowledged >= 35, 30_000, 2);
    first.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await all;
    const ackKits = kits.filter((k) => k.status === 200);
    const ackOrders = meals.filter((m) => m.order);
    const ackPaid = meals.filter((m) => m.paid);
    const cut = kits.filter((k) => k.status === -1).length + meals.filter((m) => !m.paid).length;
    // The kill really happened mid-way.
    expect(cut).toBeGreaterThan(0);
    expect(ackKits.length + ackPaid.length).toBeGreaterThanOrEqual(20);

    // Right after the crash, before anything repairs: no order without its lines, no paid kit
    // without its analysis and approved charge.
    expect(
      await rows(
        `select o.id from orders o where o.kind = 'meals' and not exists (select 1 from order_lines i where i.order_id = o.id and i.kind = 'meal')`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `select o.id from orders o where o.account_id = any($1) and o.status = 'paid' and (
           not exists (select 1 from analyses a where a.order_id = o.id) or
           not exists (select 1 from charges c where c.order_id = o.id and c.status = 'approved'))`,
        [kitBuyers.map((b) => b.accountId)],
      ),
    ).toEqual([]);

    const [crash] = await rows<{ kits: string; meals: string }>(
      `select (select count(*) from orders where kind in ('kit', 'kit_places') and status = 'pending') as kits,
              (select count(*) from orders o join sandbox_payments p on p.external_reference = o.id::text
                where o.kind = 'meals' and p.status = 'approved' and o.status <> 'paid') as meals`,
    );
    const pendingAtCrash = { kits: Number(crash!.kits), meals: Number(crash!.meals) };
    second = await startApi({ name: 'kill-2', databaseUrl: db.url, smtpUrl: sink.url, env });
    const restartedAt = Date.now();
    // The reconciliation job settles kit orders left pending and meal payments left unapplied.
    await waitFor(
      'the reconciliation to settle what the crash left pending',
      async () => {
        const [pending] = await rows<{ n: string }>(
          `select (select count(*) from orders where kind in ('kit', 'kit_places') and status = 'pending') +
                  (select count(*) from orders o join sandbox_payments p on p.external_reference = o.id::text
                    where o.kind = 'meals' and p.status = 'approved' and o.status <> 'paid') as n`,
        );
        return Number(pending!.n) === 0;
      },
      40_000,
      500,
    );
    const settledMs = Date.now() - restartedAt;

    // Every acknowledged kit purchase: paid, one analysis, one approved charge, one ledger charge.
    for (const k of ackKits) {
      const [order] = await rows<{ id: string; status: string }>(
        `select id, status from orders where account_id = $1 and idempotency_key = $2`,
        [k.buyer.accountId, k.key],
      );
      expect(order?.status).toBe('paid');
    }
    const kitOrders = await rows<{
      id: string;
      account_id: string;
      status: string;
      analyses: string;
      approved: string;
      ledger: string;
      sandbox: string;
    }>(
      `select o.id, o.account_id, o.status,
         (select count(*) from analyses a where a.order_id = o.id) as analyses,
         (select count(*) from charges c where c.order_id = o.id and c.status = 'approved') as approved,
         (select count(*) from ledger_entries l where l.order_id = o.id and l.kind = 'charge') as ledger,
         (select count(*) from sandbox_charges s where s.idempotency_key = o.id::text and s.status = 'approved') as sandbox
       from orders o where o.account_id = any($1)`,
      [kitBuyers.map((b) => b.accountId)],
    );
    for (const o of kitOrders) {
      expect(['paid', 'failed'], o.id).toContain(o.status);
      const expected = o.status === 'paid' ? '1' : '0';
      expect([o.analyses, o.approved, o.ledger, o.sandbox], `${o.status} order ${o.id}`).toEqual([
        expected,
        expected,
        expected,
        expected,
      ]);
    }
    // Nobody charged twice, no charge without its order.
    expect(
      await rows(
        `select token, count(*) from sandbox_charges where status = 'approved' and token = any($1) group by token having count(*) > 1`,
        [kitBuyers.map((b) => b.instrumentToken)],
      ),
    ).toEqual([]);
    expect(
      await rows(
        `select s.idempotency_key from sandbox_charges s where s.token = any($1) and s.status = 'approved'
           and not exists (select 1 from orders o where o.id::text = s.idempotency_key and o.status = 'paid')`,
        [kitBuyers.map((b) => b.instrumentToken)],
      ),
    ).toEqual([]);
    // A retry of an acknowledged purchase with its key answers the same order and charges nothing more.
    const chargesBefore = (await rows<{ n: string }>(`select count(*) as n from sandbox_charges`))[0]!.n;
    for (const k of ackKits.slice(0, 5)) {
      const again = await second.fetch('/v1/analyses', {
        method: 'POST',
        headers: jsonHeaders({ ...k.buyer.headers, 'idempotency-key': k.key, 'x-forwarded-for': clientIp() }),
        body: JSON.stringify({ analysisAmount: 1, instrumentToken: k.buyer.instrumentToken, installments: 1 }),
      });
      expect(again.status).toBe(200);
    }
    expect((await rows<{ n: string }>(`select count(*) as n from sandbox_charges`))[0]!.n).toBe(chargesBefore);

    // Meals: every acknowledged order is there with its two lines; every acknowledged payment paid it.
    for (const m of ackOrders) {
      const [order] = await rows<{ status: string; items: string }>(
        `select status, (select count(*) from order_lines i where i.order_id = o.id and i.kind = 'meal') as items from orders o where o.id = $1`,
        [m.order!.orderId],
      );
      expect(order?.items).toBe('2');
      if (m.paid) expect(order?.status).toBe('paid');
    }
    // Every paid meal order: paid by one approved payment of its own, and one confirmation e-mail.
    const paidMeals = await rows<{ id: string; email: string; payment_id: string; mine: string; mails: string }>(
      `select o.id, o.buyer_email as email, o.payment_id,
         (select count(*) from sandbox_payments p where p.id = o.payment_id and p.external_reference = o.id::text and p.status = 'approved') as mine,
         (select count(*) from outbox_emails e where e.to_address = o.buyer_email and e.subject = 'Confirmamos tu pedido de platos semanales') as mails
       from orders o where o.kind = 'meals' and o.status = 'paid'`,
    );
    expect(paidMeals.length).toBeGreaterThanOrEqual(ackPaid.length);
    for (const o of paidMeals) expect([o.mine, o.mails], o.id).toEqual(['1', '1']);

    console.info(
      `[faults] SIGKILL after ${acknowledged} acknowledged of 100 (${ackKits.length} kits, ${ackPaid.length} meal payments; ${cut} cut): ` +
        `${kitOrders.length} kit orders (${kitOrders.filter((o) => o.status === 'paid').length} paid, ${kitOrders.filter((o) => o.status === 'failed').length} failed), ` +
        `${paidMeals.length} paid meal orders; left pending by the crash: ${pendingAtCrash.kits} kit orders, ${pendingAtCrash.meals} meal payments not applied; all settled ${settledMs} ms after the restart`,
    );
  });
});
