import { randomUUID } from 'node:crypto';
import { addDays, montevideoDate, type PaymentLedgerRow } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireSlot, publishWeekdayHours } from '../../../test/consultations';
import { addCard, buildTestApp, signInAs, type TestApp, testCards } from '../../../test/helpers';
import { orderMeals } from '../../../test/meal-order';
import { ledgerEntries, orders } from '../../db/schema';
import { seedDemoMenu } from '../../db/seed/meals-menu';

/** Issue 20: every payment of every kind on one ledger, for operators, as JSON and CSV. */
let t: TestApp;
type Headers = Record<string, string>;
let ops: Headers;
const today = montevideoDate(new Date());

type Row = PaymentLedgerRow;

/** What the fixtures bought; filled in beforeAll. */
const made = {
  kitPaid: '',
  kitPaidReference: '',
  kitFailed: '',
  kitRefunded: '',
  places: '',
  mealPaid: '',
  mealPaidReference: '',
  mealPending: '',
  consultation: '',
  consultationReference: '',
  /** A second payment of the paid consultation: it paid nothing and was refunded automatically. */
  secondPayment: '',
};

const buy = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/analyses',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload,
  });

let client = 0;
/** A meals order for `email`, from its own address (the order rate limit is not under test). */
const mealOrder = (email: string) => orderMeals(t.app, { buyer: { email }, remoteAddress: `10.20.0.${++client}` });

/** Pays an order's sandbox checkout page (meals or consultations); answers the provider's payment id. */
async function payCheckout(checkoutPath: string) {
  const res = await t.app.inject({ method: 'POST', url: checkoutPath, payload: { outcome: 'approved' } });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().redirectUrl).searchParams.get('payment_id')!;
}

const list = (query: Record<string, string>, headers: Headers = ops) =>
  t.app.inject({ method: 'GET', url: '/v1/ops/payments', query, headers });
const csv = (query: Record<string, string>, headers: Headers = ops) =>
  t.app.inject({ method: 'GET', url: '/v1/ops/payments.csv', query, headers });
const rowsOf = async (query: Record<string, string>) => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return res.json() as Row[];
};
const rowOf = (rows: Row[], orderId: string) => rows.find((r) => r.orderId === orderId);

beforeAll(async () => {
  t = await buildTestApp();
  ops = (await signInAs(t.app, 'Operator')).headers;

  // Kits: one paid in 3 instalments, one declined, one paid and refunded by operations; a company's places.
  const ana = await signInAs(t.app, 'Customer', { firstName: 'Ana', lastName: 'Suárez' });
  const paid = await buy(ana.headers, { instrumentToken: await addCard(t.app, ana.headers), installments: 3 });
  expect(paid.statusCode).toBe(200);
  const [kit] = await t.app.database.db.select().from(orders).where(eq(orders.accountId, ana.account.id));
  made.kitPaid = kit!.id;
  made.kitPaidReference = paid.json().order.transaction.reference;

  const bruno = await signInAs(t.app, 'Customer', { firstName: 'Bruno', lastName: 'Díaz' });
  const declined = await buy(bruno.headers, {
    instrumentToken: await addCard(t.app, bruno.headers, testCards.declined),
  });
  expect(declined.statusCode).toBe(402);
  made.kitFailed = (await t.app.database.db.select().from(orders).where(eq(orders.accountId, bruno.account.id)))[0]!.id;

  // A late approved charge of the declined order, refunded automatically (as payments.service writes it).
  await t.app.database.db.insert(ledgerEntries).values({
    kind: 'unapplied_refund',
    orderId: made.kitFailed,
    accountId: bruno.account.id,
    amountCents: 24_900,
    currency: 'USD',
    reference: 'sbx-late-charge-1',
    note: `Kit ${made.kitFailed}: el pedido ya estaba fallido (sandbox)`,
  });

  const carla = await signInAs(t.app, 'Customer', { firstName: 'Carla', lastName: 'Pérez' });
  expect((await buy(carla.headers, { instrumentToken: await addCard(t.app, carla.headers) })).statusCode).toBe(200);
  made.kitRefunded = (
    await t.app.database.db.select().from(orders).where(eq(orders.accountId, carla.account.id))
  )[0]!.id;
  const refund = await t.app.inject({ method: 'POST', url: `/v1/ops/orders/${made.kitRefunded}/refund`, headers: ops });
  expect(refund.statusCode).toBe(204);

  const company = await signInAs(t.app, 'Business', { business: { name: 'Café del Puerto', rut: '211234560019' } });
  const places = await buy(company.headers, {
    analysisAmount: 12,
    instrumentToken: await addCard(t.app, company.headers),
  });
  expect(places.statusCode).toBe(200);
  made.places = (await t.app.database.db.select().from(orders).where(eq(orders.accountId, company.account.id)))[0]!.id;

  // Meals: one paid (then part of it refunded on the ledger by its provider reference), one left pending.
  await seedDemoMenu(t.app.database.db);
  const meal = await mealOrder('viandas.pagas@test.uy');
  const pref = await t.app.inject({
    method: 'POST',
    url: '/v1/payment/create_preference',
    payload: { orderId: meal.orderId, accessKey: meal.accessKey },
  });
  expect(pref.statusCode).toBe(200);
  made.mealPaid = meal.orderId;
  made.mealPaidReference = await payCheckout(new URL(pref.json().checkoutUrl).pathname);
  await t.app.database.db.insert(ledgerEntries).values({
    kind: 'refund',
    amountCents: 50_00,
    currency: 'UYU',
    reference: made.mealPaidReference,
    note: 'Reembolso parcial',
  });
  made.mealPending = (await mealOrder('viandas.pendientes@test.uy')).orderId;

  // A consultation, paid, then disputed: a `chargeback` entry another module may write later.
  await publishWeekdayHours(t);
  const hired = await hireSlot(t, 'consulta.disputada@test.uy', 2);
  made.consultation = hired.orderId;
  made.consultationReference = await payCheckout(`/sandbox/checkout/${encodeURIComponent(hired.preferenceId)}`);
  await t.app.database.db.insert(ledgerEntries).values({
    kind: 'chargeback' as 'refund',
    amountCents: 0,
    currency: 'UYU',
    reference: made.consultationReference,
  });
  made.secondPayment = await payCheckout(`/sandbox/checkout/${encodeURIComponent(hired.preferenceId)}`);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /v1/ops/payments', () => {
  it('lists every kind of payment with its buyer, provider reference and status', async () => {
    const rows = await rowsOf({ startDate: today, endDate: today });
    expect(rowOf(rows, made.kitPaid)).toMatchObject({
      kind: 'kit',
      buyer: { name: 'Ana Suárez' },
      amountCents: 24_900,
      currency: 'USD',
      installments: 3,
      gateway: 'sandbox',
      providerReference: made.kitPaidReference,
      status: 'paid',
      refundedCents: 0,
      disputed: false,
    });
    expect(made.kitPaidReference).toBeTruthy();
    expect(rows.find((r) => r.orderId === made.kitFailed && r.status !== 'unapplied_refund')).toMatchObject({
      kind: 'kit',
      buyer: { name: 'Bruno Díaz' },
      status: 'failed',
      refundedCents: 0,
      gateway: 'sandbox',
      providerReference: expect.any(String),
    });
    expect(rows.find((r) => r.providerReference === 'sbx-late-charge-1')).toMatchObject({
      kind: 'kit',
      orderId: made.kitFailed,
      buyer: { name: 'Bruno Díaz' },
      amountCents: 24_900,
      currency: 'USD',
      installments: 1,
      gateway: 'sandbox',
      status: 'unapplied_refund',
      refundedCents: 24_900,
    });
    expect(rowOf(rows, made.kitRefunded)).toMatchObject({ status: 'refunded', refundedCents: 24_900 });
    expect(rowOf(rows, made.places)).toMatchObject({
      kind: 'kit_places',
      buyer: { name: 'Café del Puerto' },
      amountCents: 12 * 21_900,
      installments: 1,
      status: 'paid',
    });
    const meal = rowOf(rows, made.mealPaid)!;
    expect(meal).toMatchObject({
      kind: 'meals',
      buyer: { name: 'Ana Pérez', email: 'viandas.pagas@test.uy' },
      currency: 'UYU',
      installments: null,
      gateway: 'sandbox',
      providerReference: made.mealPaidReference,
      status: 'partially_refunded',
      refundedCents: 50_00,
      disputed: false,
    });
    expect(meal.amountCents).toBeGreaterThan(50_00);
    expect(rowOf(rows, made.mealPending)).toMatchObject({ kind: 'meals', status: 'pending', providerReference: null });
    const consultation = rows.find((r) => r.providerReference === made.consultationReference);
    expect(consultation).toMatchObject({
      orderId: made.consultation,
      kind: 'consultations',
      buyer: { name: 'Rocío Acosta', email: 'consulta.disputada@test.uy' },
      gateway: 'sandbox',
      providerReference: made.consultationReference,
      status: 'disputed',
      disputed: true,
    });
    // The second payment of the consultation paid nothing: its own row, refunded in full.
    const second = rows.find((r) => r.providerReference === made.secondPayment);
    expect(second).toMatchObject({
      kind: 'consultations',
      orderId: made.consultation,
      buyer: { name: 'Rocío Acosta', email: 'consulta.disputada@test.uy' },
      gateway: 'sandbox',
      status: 'unapplied_refund',
      disputed: false,
    });
    expect(second!.refundedCents).toBe(second!.amountCents);
    expect(second!.amountCents).toBe(consultation!.amountCents);
    // Newest first.
    const dates = rows.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by kind', async () => {
    const meals = await rowsOf({ startDate: today, endDate: today, kind: 'meals' });
    expect(meals.map((r) => r.orderId).sort()).toEqual([made.mealPaid, made.mealPending].sort());
    const places = await rowsOf({ startDate: today, endDate: today, kind: 'kit_places' });
    expect(places.map((r) => r.orderId)).toEqual([made.places]);
    const kits = await rowsOf({ startDate: today, endDate: today, kind: 'kit' });
    expect(kits.map((r) => r.orderId).sort()).toEqual(
      [made.kitPaid, made.kitFailed, made.kitFailed, made.kitRefunded].sort(),
    );
    const consultations = await rowsOf({ startDate: today, endDate: today, kind: 'consultations' });
    expect(consultations.map((r) => [r.orderId, r.providerReference])).toEqual([
      [made.consultation, made.secondPayment],
      [made.consultation, made.consultationReference],
    ]);
  });

  it('filters by Montevideo day, both ends included', async () => {
    // The pending meals order moved to 23:30 in Montevideo ten days ago (02:30 UTC of the next day).
    const day = addDays(today, -10);
    const lateNight = new Date(`${day}T23:30:00-03:00`);
    await t.app.database.db.update(orders).set({ createdAt: lateNight }).where(eq(orders.id, made.mealPending));
    try {
      expect(rowOf(await rowsOf({ startDate: today, endDate: today }), made.mealPending)).toBeUndefined();
      const thatDay = await rowsOf({ startDate: day, endDate: day });
      expect(thatDay.map((r) => r.orderId)).toEqual([made.mealPending]);
      expect(await rowsOf({ startDate: addDays(day, 1), endDate: addDays(day, 1) })).toEqual([]);
      const both = await rowsOf({ startDate: day, endDate: today });
      expect(rowOf(both, made.mealPending)).toBeDefined();
      expect(rowOf(both, made.kitPaid)).toBeDefined();
    } finally {
      await t.app.database.db.update(orders).set({ createdAt: new Date() }).where(eq(orders.id, made.mealPending));
    }
  });

  it('refuses bad dates, a period that ends before it starts and unknown kinds (400)', async () => {
    expect((await list({ startDate: '2026-02-30', endDate: today })).statusCode).toBe(400);
    expect((await list({ startDate: today, endDate: addDays(today, -1) })).json().fields).toEqual({
      endDate: 'El período no es válido.',
    });
    expect((await list({ startDate: today, endDate: today, kind: 'refund' })).statusCode).toBe(400);
    expect((await list({ startDate: today })).statusCode).toBe(400);
  });

  it('is for operators only', async () => {
    const query = { startDate: today, endDate: today };
    expect((await list(query, {})).statusCode).toBe(401);
    expect((await csv(query, {})).statusCode).toBe(401);
    for (const role of ['Customer', 'Nutritionist', 'Business'] as const) {
      const { headers } = await signInAs(t.app, role);
      expect((await list(query, headers)).statusCode).toBe(403);
      expect((await csv(query, headers)).statusCode).toBe(403);
    }
  });
});

describe('GET /v1/ops/payments.csv', () => {
  it('answers a Spanish CSV attachment with decimal amounts', async () => {
    const res = await csv({ startDate: today, endDate: today });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pagos-nutritest-${today}-a-${today}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Tipo;Pedido;Cliente;Correo electrónico;Importe;Moneda;Cuotas;Pasarela;Referencia;Estado;Reembolsado;Disputa',
    );
    expect(lines.at(-1)).toBe('');
    const kit = lines.find((l) => l.includes(made.kitPaid))!.split(';');
    expect(kit.slice(1)).toEqual([
      'Kit',
      made.kitPaid,
      'Ana Suárez',
      expect.stringContaining('@'),
      '249,00',
      'USD',
      '3',
      'Sandbox',
      made.kitPaidReference,
      'Pagado',
      '0,00',
      'No',
    ]);
    expect(kit[0]).toMatch(new RegExp(`^${today.split('-').reverse().join('/')} \\d{2}:\\d{2}$`));
    const meal = lines.find((l) => l.includes(made.mealPaid))!.split(';');
    expect(meal.slice(10)).toEqual(['Reembolsado en parte', '50,00', 'No']);
    const consultation = lines.find((l) => l.includes(made.consultationReference))!.split(';');
    expect(consultation.slice(1, 2)).toEqual(['Consulta']);
    expect(consultation.slice(10)).toEqual(['En disputa', '0,00', 'Sí']);
    expect(lines.filter((l) => l.includes(';Platos;'))).toHaveLength(2);
    const second = lines.find((l) => l.includes(made.secondPayment))!.split(';');
    expect(second[10]).toBe('Devolución automática (pago sin pedido)');
    expect(second[11]).toBe(second[5]);
  });

  it('filters like the list and names the kind in the file name', async () => {
    const res = await csv({ startDate: today, endDate: today, kind: 'consultations' });
    expect(res.headers['content-disposition']).toContain(`pagos-nutritest-${today}-a-${today}-consultations.csv`);
    const lines = res.body.split('\r\n').filter((l) => l !== '');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((l) => l.includes(made.consultation))).toBe(true);
  });

  it('never lets a spreadsheet run a cell as a formula', async () => {
    await t.app.database.db
      .update(orders)
      .set({ buyerName: '=HYPERLINK("http://x.test";"ver")' })
      .where(eq(orders.id, made.consultation));
    const res = await csv({ startDate: today, endDate: today, kind: 'consultations' });
    const row = res.body.split('\r\n').find((l) => l.includes(made.consultationReference))!;
    // Prefixed with ' and quoted (it holds quotes and the separator).
    expect(row).toContain(`;"'=HYPERLINK(""http://x.test"";""ver"")";`);
  });
});
