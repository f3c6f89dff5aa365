import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFromEmptyCluster } from './pglite-cluster';
import { drizzleOnPglite } from './pglite-drizzle';

/**
 * Migration 0032 (issue 39) on a database that holds orders of every kind, made by the migrations
 * before it: kit orders (paid with a coupon, a company's places, a failed one), meal orders (paid with
 * two dishes, shipping and a held coupon; a guest's pending one; one closed as late), consultation
 * orders (paid with a booking and shared results; one whose slot was taken). Then every row must be in
 * the one orders table, with its lines, its product's details and its coupon uses; the sales' history
 * and receipts untouched by the copy; and the one trigger writing them afterwards. On PGlite, and on
 * PostgreSQL too when TEST_DATABASE_URL is set (`npm run test:api:pg`).
 */
const folder = path.join(import.meta.dirname, 'migrations');
const LAST_BEFORE = '0031_dgi_receipts';

/** A copy of the migrations folder holding only the migrations up to `tag`. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nutritest-migrations-'));
  cpSync(folder, dir, { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

interface Db {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openPglite(): Promise<Db> {
  // A copy of the installation's empty cluster, as a new data directory gets (decision 094): PGlite's
  // initdb, ~5 s of CPU, ran here on every run before.
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'nutritest-orders-migration-')), 'db');
  await seedFromEmptyCluster(dir);
  const client = new PGlite(dir);
  await client.waitReady;
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    migrate: (migrationsFolder) => migratePglite(drizzleOnPglite(client), { migrationsFolder }),
    close: async () => {
      await client.close();
      rmSync(path.dirname(dir), { recursive: true, force: true });
    },
  };
}

async function openPostgres(serverUrl: string): Promise<Db> {
  const name = `nt_migration_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    migrate: (migrationsFolder) => migrateNodePg(drizzleNodePg(client), { migrationsFolder }),
    close: async () => {
      await client.end();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

const ids = {
  customer: '11111111-1111-4111-8111-111111111111',
  company: '22222222-2222-4222-8222-222222222222',
  mealBuyer: '33333333-3333-4333-8333-333333333333',
  nutritionist: '44444444-4444-4444-8444-444444444444',
  coupon: '55555555-5555-4555-8555-555555555555',
  mealCoupon: '66666666-6666-4666-8666-666666666666',
  kitPaid: 'a0000000-0000-4000-8000-000000000001',
  placesPaid: 'a0000000-0000-4000-8000-000000000002',
  kitFailed: 'a0000000-0000-4000-8000-000000000003',
  mealPaid: 'b0000000-0000-4000-8000-000000000001',
  mealGuest: 'b0000000-0000-4000-8000-000000000002',
  mealLate: 'b0000000-0000-4000-8000-000000000003',
  week: 'c0000000-0000-4000-8000-000000000001',
  mealA: 'c0000000-0000-4000-8000-000000000002',
  mealB: 'c0000000-0000-4000-8000-000000000003',
  consultationPaid: 'd0000000-0000-4000-8000-000000000001',
  consultationTaken: 'd0000000-0000-4000-8000-000000000002',
};

/** Rows of every kind, as the code before issue 39 wrote them. */
async function seedOldRows(db: Db) {
  const q = (text: string, params: unknown[] = []) => db.query(text, params);
  for (const [id, email, role] of [
    [ids.customer, 'cliente@test.uy', 'Customer'],
    [ids.company, 'empresa@test.uy', 'Business'],
    [ids.mealBuyer, 'ana@test.uy', 'Customer'],
    [ids.nutritionist, 'nutri@test.uy', 'Nutritionist'],
  ]) {
    await q(`insert into accounts (id, email, password_hash, role) values ($1, $2, 'x', $3)`, [id, email, role]);
  }
  await q(
    `insert into coupons (id, code, kind, value, category, uses_count) values ($1, 'KIT10', 'percent', 10, 'kits', 1)`,
    [ids.coupon],
  );
  await q(
    `insert into coupons (id, code, kind, value, category, uses_count, max_uses_per_account)
     values ($1, 'VIANDA15', 'percent', 15, 'meals', 1, 1)`,
    [ids.mealCoupon],
  );

  // Kits: a paid kit with a coupon (its charge, coupon use, ledger, analysis, commission), a company's
  // 12 places, a failed kit.
  await q(
    `insert into orders (id, account_id, kind, quantity, unit_price_cents, subtotal_cents, discount_cents, total_cents,
       currency, installments, coupon_id, status, idempotency_key, request_hash, invoice_id, paid_at)
     values ($1, $2, 'kit', 1, 24900, 24900, 2490, 22410, 'USD', 3, $3, 'paid', 'key-kit-1', 'h1', 'F-2026-000001', now())`,
    [ids.kitPaid, ids.customer, ids.coupon],
  );
  await q(
    `insert into charges (order_id, gateway, provider_reference, amount_cents, currency, installments, status)
     values ($1, 'sandbox', 'SBX-PAID01', 22410, 'USD', 3, 'approved')`,
    [ids.kitPaid],
  );
  await q(`insert into coupon_uses (coupon_id, account_id, order_id) values ($1, $2, $3)`, [
    ids.coupon,
    ids.customer,
    ids.kitPaid,
  ]);
  await q(
    `insert into ledger_entries (kind, order_id, account_id, amount_cents, currency, reference)
     values ('charge', $1, $2, 22410, 'USD', 'SBX-PAID01')`,
    [ids.kitPaid, ids.customer],
  );
  await q(
    `insert into commissions (nutritionist_id, order_id, buyer_id, amount_cents, currency, status)
     values ($1, $2, $3, 4482, 'USD', 'accrued')`,
    [ids.nutritionist, ids.kitPaid, ids.customer],
  );
  await q(`insert into analyses (account_id, reference_id, order_id, status) values ($1, 'NT-2026-000001', $2, 1)`, [
    ids.customer,
    ids.kitPaid,
  ]);
  await q(
    `insert into orders (id, account_id, kind, quantity, unit_price_cents, subtotal_cents, total_cents, currency,
       installments, status, idempotency_key, invoice_id, paid_at)
     values ($1, $2, 'kit_places', 12, 19900, 238800, 238800, 'USD', 1, 'paid', 'key-places', 'F-2026-000002', now())`,
    [ids.placesPaid, ids.company],
  );
  await q(
    `insert into charges (order_id, gateway, provider_reference, amount_cents, currency, installments, status)
     values ($1, 'sandbox', 'SBX-PLACES', 238800, 'USD', 1, 'approved')`,
    [ids.placesPaid],
  );
  await q(
    `insert into orders (id, account_id, kind, quantity, unit_price_cents, subtotal_cents, total_cents, currency,
       installments, status, idempotency_key, failure_code)
     values ($1, $2, 'kit', 1, 24900, 24900, 24900, 'USD', 1, 'failed', 'key-kit-2', 'cc_rejected')`,
    [ids.kitFailed, ids.customer],
  );
  await q(
    `insert into charges (order_id, gateway, provider_reference, amount_cents, currency, installments, status)
     values ($1, 'sandbox', 'SBX-FAIL01', 24900, 'USD', 1, 'rejected')`,
    [ids.kitFailed],
  );

  // Meals: the menu, then a paid order (two dishes on two days, shipping, a held coupon), a guest's
  // pending order, and one closed because its payment arrived late.
  await q(`insert into meal_weeks (id, weekstart, weekend) values ($1, '2026-12-07', '2026-12-13')`, [ids.week]);
  for (const [id, title] of [
    [ids.mealA, 'Bowl de quinoa'],
    [ids.mealB, 'Tarta de zapallitos'],
  ]) {
    await q(`insert into meals (id, week_id, title, kitchen_id, available_day) values ($1, $2, $3, 2, 7)`, [
      id,
      ids.week,
      title,
    ]);
  }
  const meal = (
    id: string,
    account: string | null,
    values: { status: string; email: string; couponHeld?: number; meals: number; discount: number; extra?: string },
  ) =>
    q(
      `insert into meal_orders (id, account_id, idempotency_key, idempotency_scope, request_hash, access_key_hash,
         name, email, phone, department, neighborhood, address, from_time, until_time, salt_option, carbo_option,
         comments, coupon_id, coupon_held, meal_count, meals_cents, shipping_cents, discount_cents, total_cents,
         currency, status, gateway, preference_id, checkout_url, payment_id, paid_at, refund_reason,
         refund_payment_id)
       values ($1::uuid, $2, $1::text, $3, 'hash', 'hmac', 'Ana Pérez', $4, '099123456', 'Montevideo', 'Pocitos',
         'Av. Brasil 1234', '12:00', '14:00', 'con-sal', 'con-carbo', 'Timbre 2', $5, $6, 3, $7::int, 18000, $8::int,
         $7::int + 18000 - $8::int, 'UYU', $9, 'sandbox', $10, 'http://x/pay', $11, $12, $13, $14)`,
      [
        id,
        account,
        account ? `account:${account}` : 'guest',
        values.email,
        values.couponHeld ? ids.mealCoupon : null,
        values.couponHeld ?? 0,
        values.meals,
        values.discount,
        values.status,
        `PREF-${id.slice(-2)}`,
        values.status === 'paid' ? `13100000${id.slice(-2)}` : null,
        values.status === 'paid' || values.extra ? new Date() : null,
        values.extra ? 'late' : null,
        values.extra ?? null,
      ],
    );
  await meal(ids.mealPaid, ids.mealBuyer, {
    status: 'paid',
    email: 'Ana@Test.uy',
    couponHeld: 1,
    meals: 135_000,
    discount: 20_250,
  });
  await meal(ids.mealGuest, null, { status: 'pending', email: 'guest@test.uy', meals: 45_000, discount: 0 });
  await meal(ids.mealLate, null, {
    status: 'cancelled',
    email: 'tarde@test.uy',
    meals: 45_000,
    discount: 0,
    extra: '1310000099',
  });
  const item = (order: string, mealId: string, date: string, title: string, quantity: number) =>
    q(
      `insert into meal_order_items (order_id, meal_id, week_id, delivery_date, title, quantity, unit_cents)
       values ($1, $2, $3, $4, $5, $6, 45000)`,
      [order, mealId, ids.week, date, title, quantity],
    );
  await item(ids.mealPaid, ids.mealB, '2026-12-10', 'Tarta de zapallitos', 1);
  await item(ids.mealPaid, ids.mealA, '2026-12-08', 'Bowl de quinoa', 2);
  await item(ids.mealGuest, ids.mealA, '2026-12-08', 'Bowl de quinoa', 1);
  await item(ids.mealLate, ids.mealB, '2026-12-10', 'Tarta de zapallitos', 1);

  // Consultations: a paid one with its booking and shared results; one whose slot was taken.
  const consultation = (id: string, account: string | null, status: string, extra: string | null) =>
    q(
      `insert into consultation_orders (id, account_id, type, name, last_name, email, phone, sessions, amount_cents,
         currency, status, gateway, preference_id, checkout_url, payment_id, paid_at, refund_reason,
         refund_payment_id, share_results, share_results_changed_at)
       values ($1, $2, 'consultaPlus4', 'Ana', 'Pérez', 'ana@test.uy', '099123456', 4, 590000, 'UYU', $3, 'sandbox',
         $4, 'http://x/pay', $5, $6, $7, $8, $9, $10)`,
      [
        id,
        account,
        status,
        `PREF-C${id.slice(-1)}`,
        status === 'paid' ? `13200000${id.slice(-2)}` : null,
        status === 'paid' ? new Date() : null,
        extra ? 'slotTaken' : null,
        extra,
        account ? 1 : 0,
        account ? new Date() : null,
      ],
    );
  await consultation(ids.consultationPaid, ids.mealBuyer, 'paid', null);
  await consultation(ids.consultationTaken, null, 'expired', '1320000077');
  await q(
    `insert into consultation_bookings (order_id, calendar_key, nutritionist_id, starts_at, ends_at, status)
     values ($1, $2::text, $2::uuid, '2026-12-09T13:00:00Z', '2026-12-09T14:00:00Z', 'confirmed')`,
    [ids.consultationPaid, ids.nutritionist],
  );
}

const databases: Array<[string, () => Promise<Db>]> = [['PGlite', openPglite]];
if (process.env.TEST_DATABASE_URL) databases.push(['PostgreSQL', () => openPostgres(process.env.TEST_DATABASE_URL!)]);

describe.each(databases)('migration 0032 (one orders table) on %s', (_name, open) => {
  let db: Db;
  let before: { events: number; invoices: number };

  beforeAll(async () => {
    db = await open();
    await db.migrate(migrationsUpTo(LAST_BEFORE));
    await seedOldRows(db);
    const [events] = await db.query<{ n: number }>('select count(*)::int as n from sale_events');
    const [invoices] = await db.query<{ n: number }>('select count(*)::int as n from invoices');
    before = { events: events!.n, invoices: invoices!.n };
    await db.migrate(folder);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('keeps every order, with its id, kind, money and status, in the one table', async () => {
    const rows = await db.query<Record<string, unknown>>(
      `select id, kind, payment_flow, status, currency, subtotal_cents, discount_cents, total_cents, installments,
         idempotency_scope, idempotency_key, payment_id, buyer_name, buyer_email, refund_reason, refund_payment_id
       from orders order by id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: ids.kitPaid,
        kind: 'kit',
        payment_flow: 'card',
        status: 'paid',
        subtotal_cents: 24_900,
        discount_cents: 2490,
        total_cents: 22_410,
        installments: 3,
        idempotency_scope: `account:${ids.customer}`,
        idempotency_key: 'key-kit-1',
        payment_id: 'SBX-PAID01',
      }),
      expect.objectContaining({
        id: ids.placesPaid,
        kind: 'kit_places',
        total_cents: 238_800,
        payment_id: 'SBX-PLACES',
      }),
      expect.objectContaining({ id: ids.kitFailed, kind: 'kit', status: 'failed', payment_id: null }),
      expect.objectContaining({
        id: ids.mealPaid,
        kind: 'meals',
        payment_flow: 'redirect',
        status: 'paid',
        currency: 'UYU',
        subtotal_cents: 153_000,
        discount_cents: 20_250,
        total_cents: 132_750,
        idempotency_scope: `account:${ids.mealBuyer}`,
        payment_id: '1310000001',
        buyer_name: 'Ana Pérez',
        buyer_email: 'Ana@Test.uy',
      }),
      expect.objectContaining({ id: ids.mealGuest, kind: 'meals', status: 'pending', idempotency_scope: 'guest' }),
      expect.objectContaining({
        id: ids.mealLate,
        status: 'cancelled',
        refund_reason: 'late',
        refund_payment_id: '1310000099',
      }),
      expect.objectContaining({
        id: ids.consultationPaid,
        kind: 'consultation',
        payment_flow: 'redirect',
        status: 'paid',
        total_cents: 590_000,
        buyer_name: 'Ana Pérez',
        payment_id: '1320000001',
      }),
      expect.objectContaining({
        id: ids.consultationTaken,
        status: 'expired',
        refund_reason: 'slotTaken',
        idempotency_scope: 'guest',
      }),
    ]);
  });

  it('gives every order its lines: the kit, the places, the dishes by day and the shipping, the consultation', async () => {
    const lines = await db.query<Record<string, unknown>>(
      `select order_id, position, kind, product_ref, title, service_date::text as day, quantity, unit_cents, amount_cents
       from order_lines order by order_id, position`,
    );
    const of = (id: string) => lines.filter((l) => l.order_id === id).map(({ order_id: _, ...l }) => l);
    expect(of(ids.kitPaid)).toEqual([
      {
        position: 1,
        kind: 'kit',
        product_ref: null,
        title: 'Kit NutriTest',
        day: null,
        quantity: 1,
        unit_cents: 24_900,
        amount_cents: 24_900,
      },
    ]);
    expect(of(ids.placesPaid)).toEqual([
      expect.objectContaining({ kind: 'kit_place', quantity: 12, unit_cents: 19_900, amount_cents: 238_800 }),
    ]);
    expect(of(ids.mealPaid)).toEqual([
      {
        position: 1,
        kind: 'meal',
        product_ref: ids.mealA,
        title: 'Bowl de quinoa',
        day: '2026-12-08',
        quantity: 2,
        unit_cents: 45_000,
        amount_cents: 90_000,
      },
      expect.objectContaining({ position: 2, product_ref: ids.mealB, day: '2026-12-10', amount_cents: 45_000 }),
      {
        position: 3,
        kind: 'shipping',
        product_ref: null,
        title: 'Envío',
        day: null,
        quantity: 1,
        unit_cents: 18_000,
        amount_cents: 18_000,
      },
    ]);
    expect(of(ids.consultationPaid)).toEqual([
      expect.objectContaining({
        kind: 'consultation',
        product_ref: 'consultaPlus4',
        quantity: 1,
        amount_cents: 590_000,
      }),
    ]);
    // Every order's lines add up to its subtotal.
    const mismatched = await db.query(
      `select o.id from orders o left join order_lines l on l.order_id = o.id
       group by o.id, o.subtotal_cents having coalesce(sum(l.amount_cents), 0) <> o.subtotal_cents`,
    );
    expect(mismatched).toEqual([]);
  });

  it('moves what only one product needs to its own table, and the bookings follow their order', async () => {
    expect(
      await db.query('select order_id, address, salt_option, comments from meal_deliveries order by order_id'),
    ).toEqual([
      { order_id: ids.mealPaid, address: 'Av. Brasil 1234', salt_option: 'con-sal', comments: 'Timbre 2' },
      { order_id: ids.mealGuest, address: 'Av. Brasil 1234', salt_option: 'con-sal', comments: 'Timbre 2' },
      { order_id: ids.mealLate, address: 'Av. Brasil 1234', salt_option: 'con-sal', comments: 'Timbre 2' },
    ]);
    expect(
      await db.query(
        'select order_id, type, sessions, name, last_name, share_results from consultation_purchases order by order_id',
      ),
    ).toEqual([
      {
        order_id: ids.consultationPaid,
        type: 'consultaPlus4',
        sessions: 4,
        name: 'Ana',
        last_name: 'Pérez',
        share_results: 1,
      },
      {
        order_id: ids.consultationTaken,
        type: 'consultaPlus4',
        sessions: 4,
        name: 'Ana',
        last_name: 'Pérez',
        share_results: 0,
      },
    ]);
    const [booking] = await db.query<{ kind: string }>(
      'select o.kind from consultation_bookings b join orders o on o.id = b.order_id',
    );
    expect(booking?.kind).toBe('consultation');
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_name in ('meal_orders', 'meal_order_items', 'consultation_orders')`,
    );
    expect(tables).toEqual([]);
  });

  it('counts coupon uses per buyer for every kind: the account and the e-mail', async () => {
    expect(await db.query('select coupon_id, account_id, email, order_id from coupon_uses order by order_id')).toEqual([
      { coupon_id: ids.coupon, account_id: ids.customer, email: 'cliente@test.uy', order_id: ids.kitPaid },
      { coupon_id: ids.mealCoupon, account_id: ids.mealBuyer, email: 'ana@test.uy', order_id: ids.mealPaid },
    ]);
  });

  it('writes no history or receipt for the copied sales, and the one trigger works on every kind afterwards', async () => {
    const [events] = await db.query<{ n: number }>('select count(*)::int as n from sale_events');
    const [invoices] = await db.query<{ n: number }>('select count(*)::int as n from invoices');
    expect({ events: events!.n, invoices: invoices!.n }).toEqual(before);

    await db.query(`update orders set status = 'paid', paid_at = now() where id = $1`, [ids.mealGuest]);
    await db.query(`update orders set refunded_cents = 590000, status = 'cancelled' where id = $1`, [
      ids.consultationPaid,
    ]);
    const history = await db.query<{ sale_kind: string; sale_id: string; status: string }>(
      'select sale_kind, sale_id, status from sale_events where sale_id in ($1, $2) order by id',
      [ids.mealGuest, ids.consultationPaid],
    );
    expect(history.slice(-2)).toEqual([
      { sale_kind: 'meals', sale_id: ids.mealGuest, status: 'paid' },
      { sale_kind: 'consultation', sale_id: ids.consultationPaid, status: 'cancelled' },
    ]);
    const receipts = await db.query<{ sale_kind: string; purpose: string; total_cents: number }>(
      `select sale_kind, purpose, total_cents from invoices where sale_id = $1 order by created_at`,
      [ids.mealGuest],
    );
    expect(receipts).toEqual([{ sale_kind: 'meals', purpose: 'sale', total_cents: 63_000 }]);
  });
});
