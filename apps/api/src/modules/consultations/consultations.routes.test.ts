import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastEmailTo, signInAs, type TestApp } from '../../../test/helpers';
import { accounts, consultationBookings, consultationExceptions, outboxEmails } from '../../db/schema';

let t: TestApp;
let nutri: Awaited<ReturnType<typeof signInAs>>;

const weekdays = [1, 2, 3, 4, 5];
beforeAll(async () => {
  t = await buildTestApp();
  nutri = await signInAs(t.app, 'Nutritionist', { firstName: 'Lucía', lastName: 'Fernández' });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/consultations/availability',
    headers: nutri.headers,
    payload: { windows: weekdays.map((weekday) => ({ weekday, start: '09:00', end: '12:00' })), exceptions: [] },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

type Slot = { start: string; end: string; nutritionistId: string; label: string };
type SlotsAnswer = { month: string; slots: Slot[] };
const fetchSlots = async (type: string, mes?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/consultations/slots?tipoConsulta=${type}${mes ? `&mes=${mes}` : ''}`,
    })
  ).json() as SlotsAnswer;
/**
 * The free sessions of a month (the current one by default). Near the end of a month the current one
 * has too few left for the tests' slot indices (up to 20): those tests then use next month's first
 * sessions, which the package tests (indices 30 and up of next month) never touch.
 */
const slotsOf = async (type = 'consultaPuntual', mes?: string): Promise<SlotsAnswer> => {
  if (mes) return fetchSlots(type, mes);
  const current = await fetchSlots(type);
  return current.slots.length >= 25 ? current : fetchSlots(type, nextMonth());
};
/** Next month (yyyy-MM): a full month of free sessions for the package tests. */
const nextMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 15)).toISOString().slice(0, 7);
};

const guest = { name: 'Rocío', lastName: 'Acosta', email: 'rocio.consulta@test.uy', phone: '099123456' };
const hire = (slot: Slot, type = 'consultaPuntual', headers: Record<string, string> = {}, user = guest) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payment/create_preference_hire_nutritionist',
    headers,
    payload: {
      orderData: { tipoConsulta: type, user, slot: { start: slot.start, nutritionistId: slot.nutritionistId } },
      mrgenToken: null,
    },
  });

describe('the slot calendar', () => {
  it('offers 30-minute sessions from the published hours, 45 minutes for the plan', async () => {
    const { slots } = await slotsOf();
    expect(slots.length).toBeGreaterThan(10);
    const first = slots[0]!;
    expect(new Date(first.end).getTime() - new Date(first.start).getTime()).toBe(30 * 60_000);
    expect(first.label).toMatch(/^\d{2}\/\d{2} · (09|10|11):(00|30)$/);
    expect(new Date(first.start).getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000 - 60_000);
    const plan = (await slotsOf('consultaPlus4')).slots[0]!;
    expect(new Date(plan.end).getTime() - new Date(plan.start).getTime()).toBe(45 * 60_000);
  });
});

describe('hiring a consultation', () => {
  it('a guest holds a slot, pays in the sandbox, gets the e-mail with the calendar invitation; the slot is gone', async () => {
    const slot = (await slotsOf()).slots[3]!;
    const res = await hire(slot);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ gateway: 'sandbox', publicKey: null });
    expect((await slotsOf()).slots.map((s) => s.start)).not.toContain(slot.start);

    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(body.checkoutUrl).pathname,
      payload: { outcome: 'approved' },
    });
    const back = new URL(paid.json().redirectUrl);
    expect(back.pathname).toBe('/consulta-nutricional');
    expect(back.searchParams.get('status')).toBe('approved');
    const status = await t.app.inject({
      method: 'GET',
      url: `/v1/consultations/orders/${body.orderId}?accessKey=${body.accessKey}`,
    });
    expect(status.json()).toMatchObject({
      status: 'paid',
      paymentId: back.searchParams.get('payment_id'),
      slotStart: slot.start,
    });

    const [mail] = await t.app.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, guest.email));
    expect(mail?.subject).toMatch(/^Tu consulta nutricional: /);
    expect(mail?.ical).toContain('BEGIN:VCALENDAR');
    expect(mail?.ical).toContain(`DTSTART:${slot.start.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(mail?.text).toContain('https://meet.jit.si/NutriTest-');
    expect(mail?.links.some((l) => l.includes('/consulta-nutricional/turno?id='))).toBe(true);

    const bookings = (
      await t.app.inject({ method: 'GET', url: '/v1/consultations/bookings', headers: nutri.headers })
    ).json();
    expect(bookings).toContainEqual(
      expect.objectContaining({
        start: slot.start,
        status: 'confirmed',
        title: 'Consulta Inicial',
        client: expect.objectContaining({ email: guest.email }),
      }),
    );
    // Nobody can take it any more.
    expect((await hire(slot)).statusCode).toBe(409);
  });

  it('ten people asking for one slot at once: one hold, nine told it is taken', async () => {
    const slot = (await slotsOf()).slots[5]!;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => hire(slot, 'consultaPuntual', {}, { ...guest, email: `p${i}@test.uy` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect([
        'Ese turno se acaba de ocupar. Elegí otro, por favor.',
        'Ese turno ya no está disponible. Elegí otro, por favor.',
      ]).toContain(r.json().message);
    }
  });

  it('an abandoned hold frees the slot', async () => {
    const slot = (await slotsOf()).slots[7]!;
    const first = (await hire(slot)).json();
    expect((await slotsOf()).slots.map((s) => s.start)).not.toContain(slot.start);
    await t.app.database.db
      .update(consultationBookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(consultationBookings.orderId, first.orderId));
    expect((await slotsOf()).slots.map((s) => s.start)).toContain(slot.start);
    expect((await hire(slot, 'consultaPuntual', {}, { ...guest, email: 'otra@test.uy' })).statusCode).toBe(200);
  });

  it('a slot read a moment ago is refused once its nutritionist takes that day off (no month kept stale)', async () => {
    const { slots } = await slotsOf();
    const slot = slots[11]!;
    // Read again, as the calendar page does: the month is now kept for the next reader and hold.
    expect((await slotsOf()).slots.map((s) => s.start)).toContain(slot.start);
    const day = new Date(Date.parse(slot.start) - 3 * 3600_000).toISOString().slice(0, 10);
    await t.app.database.db.insert(consultationExceptions).values({ nutritionistId: slot.nutritionistId, date: day });
    const refused = await hire(slot, 'consultaPuntual', {}, { ...guest, email: 'dia-libre@test.uy' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Ese turno ya no está disponible. Elegí otro, por favor.');
    await t.app.database.db.delete(consultationExceptions).where(eq(consultationExceptions.date, day));
  });

  it("'2 Controles' only for signed-in clients with a prior plan; guests are told", async () => {
    const me = await signInAs(t.app, 'Customer');
    const slot = (await slotsOf('controlesx2')).slots[9]!;
    const refused = await hire(slot, 'controlesx2', me.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Los 2 controles de seguimiento son para quienes ya hicieron/);
    expect((await hire(slot, 'controlesx2')).statusCode).toBe(200);
  });

  it('tells a signed-in client before the calendar whether the follow-ups can be bought (issue 41)', async () => {
    const eligibility = (headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/v1/consultations/eligibility', headers });
    const me = await signInAs(t.app, 'Customer');
    expect((await eligibility(me.headers)).json()).toEqual({ followUps: false });
    // A consultation with a plan, paid through the test gateway.
    const plan = (await slotsOf('consultaPlus4')).slots[12]!;
    const hired = (await hire(plan, 'consultaPlus4', me.headers, { ...guest, email: me.email })).json();
    await t.app.inject({ method: 'POST', url: new URL(hired.checkoutUrl).pathname, payload: { outcome: 'approved' } });
    expect((await eligibility(me.headers)).json()).toEqual({ followUps: true });
    // The same rule as the purchase: now the follow-ups are accepted.
    const slot = (await slotsOf('controlesx2')).slots[13]!;
    expect((await hire(slot, 'controlesx2', me.headers)).statusCode).toBe(200);
    expect((await eligibility()).statusCode).toBe(401);
    expect((await eligibility((await signInAs(t.app, 'Nutritionist')).headers)).statusCode).toBe(403);
  });

  it('checks the guest data and keeps the nutritionist side to nutritionists', async () => {
    const slot = (await slotsOf()).slots[11]!;
    const bad = await hire(slot, 'consultaPuntual', {}, { ...guest, name: '', phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['orderData.user.name']).toBe('Por favor completá todos los campos');
    for (const role of ['Customer', 'Business', 'Operator'] as const) {
      const someone = await signInAs(t.app, role);
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/consultations/bookings', headers: someone.headers })).statusCode,
      ).toBe(403);
      if (role === 'Operator') continue; // operators edit hours for a nutritionist (below)
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/consultations/availability', headers: someone.headers }))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/ops/nutritionists', headers: someone.headers })).statusCode,
      ).toBe(403);
    }
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/v1/consultations/availability',
      headers: nutri.headers,
      payload: { windows: [{ weekday: 1, start: '12:00', end: '09:00' }], exceptions: [] },
    });
    expect(wrong.json().fields['windows.0.end']).toBe('La hora de fin debe ser posterior a la de inicio.');
  });
});

describe('the external slots webhook (SLOTS_WEBHOOK_URL)', () => {
  let server: Server;
  let answer: (month: string) => { status: number; body: string };
  const calls: Array<{ tipo_consulta: string; mes: string }> = [];
  let w: TestApp;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const body = JSON.parse(raw) as { tipo_consulta: string; mes: string };
        calls.push(body);
        const out = answer(body.mes);
        res.writeHead(out.status, { 'content-type': 'application/json' }).end(out.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    w = await buildTestApp({ SLOTS_WEBHOOK_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnos` });
  });
  afterAll(async () => {
    await w?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  // Two months inside the booking horizon (90 days): the month of 35 days from now and the next.
  const monthIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 7);
  const first = monthIn(35);
  const second = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 15)).toISOString().slice(0, 7);
  const get = async () =>
    (
      await w.app.inject({ method: 'GET', url: `/v1/consultations/slots?tipoConsulta=consultaPlus4&mes=${first}` })
    ).json();

  it('reads a list, tries the next month when empty (3 at most), and treats errors and non-arrays as none', async () => {
    const farAway = '2100-01-05T13:00:00.000Z';
    answer = (month) => ({
      status: 200,
      body: JSON.stringify(
        month === second ? [`${second}-02T12:00:00.000Z`, { inicio: `${second}-03T13:00:00.000Z` }, farAway] : [],
      ),
    });
    calls.length = 0;
    const found = await get();
    expect(calls).toEqual([
      { tipo_consulta: 'consultaPlus4', mes: first },
      { tipo_consulta: 'consultaPlus4', mes: second },
    ]);
    expect(found.month).toBe(second);
    // The slot past the booking horizon (2100) is not offered.
    expect(found.slots.map((s: Slot) => [s.start, s.end])).toEqual([
      [`${second}-02T12:00:00.000Z`, `${second}-02T12:45:00.000Z`],
      [`${second}-03T13:00:00.000Z`, `${second}-03T13:45:00.000Z`],
    ]);

    answer = () => ({ status: 200, body: '[]' });
    calls.length = 0;
    expect((await get()).slots).toEqual([]);
    expect(calls).toHaveLength(3);

    answer = () => ({ status: 500, body: '{"error":"boom"}' });
    expect((await get()).slots).toEqual([]);
    answer = () => ({ status: 200, body: '{"turnos":[]}' });
    expect((await get()).slots).toEqual([]);
  });
});

describe('reminders', () => {
  it('e-mails 24 h and 1 h before a confirmed session, once each, from any number of processes', async () => {
    const slot = (await slotsOf()).slots[13]!;
    const email = 'recordar@test.uy';
    const hired = (await hire(slot, 'consultaPuntual', {}, { ...guest, email })).json();
    await t.app.inject({ method: 'POST', url: new URL(hired.checkoutUrl).pathname, payload: { outcome: 'approved' } });
    const reminders = async () =>
      (await t.app.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))).filter((m) =>
        /^(Recordatorio|Tu consulta empieza)/.test(m.subject),
      );
    // Bring the session to 23 hours from now.
    await t.app.database.db
      .update(consultationBookings)
      .set({ startsAt: new Date(Date.now() + 23 * 3600_000), endsAt: new Date(Date.now() + 23.5 * 3600_000) })
      .where(eq(consultationBookings.orderId, hired.orderId));
    await Promise.all([t.app.consultations.sendReminders(), t.app.consultations.sendReminders()]);
    expect((await reminders()).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Recordatorio: tu consulta es el /),
    ]);
    await t.app.consultations.sendReminders();
    expect(await reminders()).toHaveLength(1);
    // Fifty minutes before: the last reminder.
    await t.app.database.db
      .update(consultationBookings)
      .set({ startsAt: new Date(Date.now() + 50 * 60_000), endsAt: new Date(Date.now() + 80 * 60_000) })
      .where(eq(consultationBookings.orderId, hired.orderId));
    await t.app.consultations.sendReminders();
    const all = await reminders();
    expect(all).toHaveLength(2);
    expect(all.some((m) => m.subject.startsWith('Tu consulta empieza en una hora'))).toBe(true);
  });
});

describe('managing a session from the e-mail link', () => {
  async function paidBooking(type: string, slotIndex: number, email: string) {
    const slot = (await slotsOf(type)).slots[slotIndex]!;
    const hired = (await hire(slot, type, {}, { ...guest, email })).json();
    await t.app.inject({ method: 'POST', url: new URL(hired.checkoutUrl).pathname, payload: { outcome: 'approved' } });
    const [mail] = (
      await t.app.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))
    ).filter((m) => m.subject.startsWith('Tu consulta nutricional'));
    const link = new URL(mail!.links.find((l) => l.includes('/consulta-nutricional/turno'))!);
    return { id: link.searchParams.get('id')!, key: link.searchParams.get('clave')!, slot };
  }
  const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });

  it('shows the session, moves it to a free slot (the old one frees), and cancels it', async () => {
    const { id, key, slot } = await paidBooking('consultaPuntual', 15, 'mover@test.uy');
    const view = await t.app.inject({ method: 'GET', url: `/v1/consultations/bookings/${id}/manage?key=${key}` });
    expect(view.json()).toMatchObject({
      title: 'Consulta Inicial',
      canChange: true,
      sessions: 1,
      remaining: 0,
      booking: { start: slot.start, status: 'confirmed' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/consultations/bookings/${id}/manage?key=${'x'.repeat(43)}` }))
        .statusCode,
    ).toBe(404);

    const target = (await slotsOf()).slots[20]!;
    const moved = await post(`/v1/consultations/bookings/${id}/reschedule`, {
      key,
      slot: { start: target.start, nutritionistId: target.nutritionistId },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking.start).toBe(target.start);
    const free = (await slotsOf()).slots.map((s) => s.start);
    expect(free).toContain(slot.start);
    expect(free).not.toContain(target.start);

    const cancelled = await post(`/v1/consultations/bookings/${id}/cancel`, { key });
    expect(cancelled.json()).toMatchObject({ booking: { status: 'cancelled' }, remaining: 1, canChange: false });
    expect((await slotsOf()).slots.map((s) => s.start)).toContain(target.start);
  });

  it('tells the nutritionist when a session is moved or cancelled, and the client what happens to the payment (issue 41)', async () => {
    const { id, key, slot } = await paidBooking('consultaPuntual', 16, 'avisos@test.uy');
    const emailOf = async (accountId: string) =>
      (await t.app.database.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]!.email;
    const target = (await slotsOf()).slots.find(
      (s) => s.nutritionistId === slot.nutritionistId && s.start !== slot.start,
    )!;
    expect(
      (
        await post(`/v1/consultations/bookings/${id}/reschedule`, {
          key,
          slot: { start: target.start, nutritionistId: target.nutritionistId },
        })
      ).statusCode,
    ).toBe(200);
    const nutritionist = await emailOf(slot.nutritionistId);
    const moved = await lastEmailTo(t.app, nutritionist);
    expect(moved?.subject).toBe('Se movió una consulta');
    expect(moved?.text).toMatch(/movió su consulta del .* al /);

    expect((await post(`/v1/consultations/bookings/${id}/cancel`, { key })).statusCode).toBe(200);
    const told = await lastEmailTo(t.app, nutritionist);
    expect(told?.subject).toBe('Se canceló una consulta');
    expect(told?.text).toContain('Ese horario vuelve a estar libre en tu agenda.');
    const client = await lastEmailTo(t.app, 'avisos@test.uy');
    expect(client?.subject).toBe('Cancelamos tu consulta nutricional');
    expect(client?.text).toContain('Lo que pagaste sigue valiendo para esa sesión');
    expect(client?.text).toContain('Si preferís que te devolvamos el dinero');
  });

  it('refuses changes less than 24 hours before', async () => {
    const { id, key } = await paidBooking('consultaPuntual', 17, 'tarde@test.uy');
    await t.app.database.db
      .update(consultationBookings)
      .set({ startsAt: new Date(Date.now() + 5 * 3600_000), endsAt: new Date(Date.now() + 5.5 * 3600_000) })
      .where(eq(consultationBookings.id, id));
    const res = await post(`/v1/consultations/bookings/${id}/cancel`, { key });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Solo podés cancelar o cambiar una consulta hasta 24 horas antes.');
  });

  it('a package keeps a balance: the next sessions are booked one by one, never more than paid', async () => {
    const { id, key } = await paidBooking('consultaPlus4', 2, 'paquete@test.uy');
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/consultations/bookings/${id}/manage?key=${key}` })).json()
        .remaining,
    ).toBe(3);
    const controls = (await slotsOf('controlesx2', nextMonth())).slots;
    for (const i of [30, 31, 32]) {
      const res = await post(`/v1/consultations/bookings/${id}/next`, {
        key,
        slot: { start: controls[i]!.start, nutritionistId: controls[i]!.nutritionistId },
      });
      expect(res.statusCode).toBe(200);
    }
    const extra = await post(`/v1/consultations/bookings/${id}/next`, {
      key,
      slot: { start: controls[40]!.start, nutritionistId: controls[40]!.nutritionistId },
    });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().message).toBe('Ya agendaste todas las consultas de tu paquete.');
  });

  it("a signed-in client sees their consultations and books from the profile; nobody else's", async () => {
    const me = await signInAs(t.app, 'Customer', { email: 'cliente.paquete@test.uy' });
    const slot = (await slotsOf('consultaPlus8')).slots[4]!;
    const hired = (
      await hire(slot, 'consultaPlus8', me.headers, { ...guest, email: 'cliente.paquete@test.uy' })
    ).json();
    await t.app.inject({ method: 'POST', url: new URL(hired.checkoutUrl).pathname, payload: { outcome: 'approved' } });
    const mine = (await t.app.inject({ method: 'GET', url: '/v1/consultations/mine', headers: me.headers })).json();
    expect(mine).toEqual([
      expect.objectContaining({
        orderId: hired.orderId,
        sessions: 8,
        remaining: 7,
        title: 'Consulta + Plan + 6 Controles',
      }),
    ]);
    const next = (await slotsOf('controlesx2', nextMonth())).slots[45]!;
    const booked = await t.app.inject({
      method: 'POST',
      url: `/v1/consultations/orders/${hired.orderId}/book`,
      headers: me.headers,
      payload: { slot: { start: next.start, nutritionistId: next.nutritionistId } },
    });
    expect(booked.statusCode).toBe(200);
    const other = await signInAs(t.app, 'Customer');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/consultations/orders/${hired.orderId}/book`,
          headers: other.headers,
          payload: { slot: { start: next.start, nutritionistId: next.nutritionistId } },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/consultations/mine', headers: nutri.headers })).statusCode,
    ).toBe(403);
    // The plan now lets this client buy '2 Controles'.
    const controls = (await slotsOf('controlesx2', nextMonth())).slots[50]!;
    expect((await hire(controls, 'controlesx2', me.headers)).statusCode).toBe(200);
  });
});

describe('operations publish hours for a nutritionist', () => {
  it("reads and saves a nutritionist's hours; refuses other accounts", async () => {
    const ops = await signInAs(t.app, 'Operator');
    const list = (await t.app.inject({ method: 'GET', url: '/v1/ops/nutritionists', headers: ops.headers })).json();
    expect(list).toContainEqual(expect.objectContaining({ id: nutri.account.id, name: 'Lucía Fernández' }));
    const other = await signInAs(t.app, 'Nutritionist');
    const url = `/v1/consultations/availability?nutritionistId=${other.account.id}`;
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: ops.headers,
      payload: { windows: [{ weekday: 6, start: '10:00', end: '12:00' }], exceptions: [] },
    });
    expect(saved.json().windows).toEqual([{ weekday: 6, start: '10:00', end: '12:00' }]);
    const mine = await t.app.inject({ method: 'GET', url: '/v1/consultations/availability', headers: other.headers });
    expect(mine.json().windows).toEqual([{ weekday: 6, start: '10:00', end: '12:00' }]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/consultations/availability', headers: ops.headers })).statusCode,
    ).toBe(400);
    const customer = await signInAs(t.app, 'Customer');
    const notNutri = await t.app.inject({
      method: 'GET',
      url: `/v1/consultations/availability?nutritionistId=${customer.account.id}`,
      headers: ops.headers,
    });
    expect(notNutri.statusCode).toBe(404);
    // A nutritionist's own query string cannot reach someone else's hours.
    const own = await t.app.inject({ method: 'GET', url, headers: nutri.headers });
    expect(own.json().windows).toHaveLength(5);
  });
});
