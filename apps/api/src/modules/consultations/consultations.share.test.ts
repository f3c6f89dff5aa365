import { AnalysisStatus, type ConsultationNutritionist } from '@nutritest/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMonth } from '../../../test/consultations';
import { buildTestApp, lastEmailTo, signInAs, type TestApp } from '../../../test/helpers';
import { importLab } from '../../../test/lab-import';
import {
  auditLog,
  consultationBookings,
  consultationNutritionistProfiles,
  consultationPurchases,
  orders,
  resultsAccessLog,
} from '../../db/schema';
import { createAnalysis } from '../../db/seed/factories';
import { accessLogWriterFor } from '../results';

/**
 * Issue 22, item 19: the consultation's nutritionist (name, initials, licence) before paying and in
 * the e-mail, and the client's results shared with that nutritionist only while shared and until the
 * session ends.
 */
let t: TestApp;
let nutri: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  nutri = await signInAs(t.app, 'Nutritionist', { firstName: 'Lucía', lastName: 'Fernández' });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/consultations/availability',
    headers: nutri.headers,
    payload: { windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })), exceptions: [] },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });

/** A customer (not linked to any nutritionist) whose sample went through the lab import. */
async function customerWithResults() {
  const me = await signInAs(t.app, 'Customer', { firstName: 'Rosa', lastName: 'Vidal', mobile: '099123456' });
  const analysis = await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
  await importLab(t.app, [`${analysis.referenceId},rs4988235,CT`, `${analysis.referenceId},rs762551,AC`].join('\n'));
  return me;
}

async function slots() {
  return (await get(`/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${nextMonth()}`)).json() as {
    slots: Array<{ start: string; nutritionistId: string }>;
    nutritionists: ConsultationNutritionist[];
  };
}

/** The customer hires slot `index` (sharing or not) and pays it in the sandbox. */
async function hireAndPay(me: { headers: Headers; email: string }, index: number, shareResults: boolean) {
  const slot = (await slots()).slots.filter((s) => s.nutritionistId === nutri.account.id)[index]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/payment/create_preference_hire_nutritionist',
    headers: me.headers,
    payload: {
      orderData: {
        tipoConsulta: 'consultaPuntual',
        user: { name: 'Rosa', lastName: 'Vidal', email: me.email, phone: '099 123 456' },
        slot,
        shareResults,
      },
    },
  });
  expect(res.statusCode).toBe(200);
  const hired = res.json();
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(hired.checkoutUrl).pathname,
    payload: { outcome: 'approved' },
  });
  expect(paid.statusCode).toBe(200);
  return hired as { orderId: string; nutritionist: ConsultationNutritionist | null };
}

describe('the consultation’s nutritionist', () => {
  it('is named with initials and licence in the slots, the hire answer and the confirmation e-mail', async () => {
    expect((await get('/v1/consultations/profile', nutri.headers)).json()).toEqual({
      licenseNumber: null,
      photoUrl: null,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/v1/consultations/profile',
      headers: nutri.headers,
      payload: { licenseNumber: '<b>1</b>' },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v1/consultations/profile',
      headers: nutri.headers,
      payload: { licenseNumber: ' MSP 4521 ' },
    });
    expect(saved.json()).toEqual({ licenseNumber: 'MSP 4521', photoUrl: null });

    const card = {
      id: nutri.account.id,
      name: 'Lucía Fernández',
      initials: 'LF',
      licenseNumber: 'MSP 4521',
      photoUrl: null,
    };
    expect((await slots()).nutritionists).toEqual([card]);

    const me = await customerWithResults();
    const hired = await hireAndPay(me, 0, false);
    expect(hired.nutritionist).toEqual(card);
    const mail = await lastEmailTo(t.app, me.email);
    expect(mail?.text).toContain('Te atiende Lucía Fernández (matrícula MSP 4521).');
    // The phone was kept in the one national form.
    const [order] = await t.app.database.db.select().from(orders).where(eq(orders.id, hired.orderId));
    expect(order?.buyerPhone).toBe('099123456');
  });

  it('shows their photo in the confirmation e-mail when they uploaded one', async () => {
    const photoUrl = '/uploads/avatars/00000000-0000-4000-8000-000000000001.webp';
    await t.app.database.db
      .update(consultationNutritionistProfiles)
      .set({ photoUrl })
      .where(eq(consultationNutritionistProfiles.nutritionistId, nutri.account.id));
    const me = await customerWithResults();
    await hireAndPay(me, 1, false);
    const mail = await lastEmailTo(t.app, me.email);
    expect(mail?.html).toContain(
      `<img src="${t.app.config.publicUrl}${photoUrl}" alt="Foto de Lucía Fernández" width="96" height="96"`,
    );
    expect(mail?.text).not.toContain('<img');
    await t.app.database.db
      .update(consultationNutritionistProfiles)
      .set({ photoUrl: null })
      .where(eq(consultationNutritionistProfiles.nutritionistId, nutri.account.id));
  });
});

describe('sharing the results for the consultation', () => {
  it('lets that nutritionist read them only while shared and until the session ends; logged', async () => {
    const me = await customerWithResults();
    const other = await signInAs(t.app, 'Nutritionist');
    const url = `/v1/Analyses/patients/result/${me.account.id}`;
    // Before any consultation: not this nutritionist's patient.
    expect((await get(url, nutri.headers)).statusCode).toBe(404);

    const { orderId } = await hireAndPay(me, 1, true);
    const read = await get(url, nutri.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json().patient).toEqual({ firstName: 'Rosa', lastName: 'Vidal' });
    await accessLogWriterFor(t.app.database.db).flush(); // reads are logged beside the answer
    const log = await t.app.database.db
      .select()
      .from(resultsAccessLog)
      .where(and(eq(resultsAccessLog.ownerId, me.account.id), eq(resultsAccessLog.viewerId, nutri.account.id)));
    expect(log.length).toBeGreaterThan(0);
    // Their sessions list offers the link.
    const bookings = (await get('/v1/consultations/bookings', nutri.headers)).json() as Array<{
      sharedResultsOf?: string | null;
      client: { email: string };
    }>;
    expect(bookings.find((b) => b.client.email === me.email)?.sharedResultsOf).toBe(me.account.id);
    // Another nutritionist, another customer: nothing.
    expect((await get(url, other.headers)).statusCode).toBe(404);
    const stranger = await signInAs(t.app, 'Customer');
    const put = (headers: Headers, share: boolean) =>
      t.app.inject({ method: 'PUT', url: `/v1/consultations/orders/${orderId}/share`, headers, payload: { share } });
    expect((await put(stranger.headers, false)).statusCode).toBe(404);

    // The client unshares: refused from the next request.
    expect((await put(me.headers, false)).json()).toMatchObject({ share: false });
    const audit = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
    expect(audit).toMatchObject([{ actorId: me.account.id, action: 'consultation.results_unshared' }]);
    expect((await get(url, nutri.headers)).statusCode).toBe(404);
    expect((await put(me.headers, true)).statusCode).toBe(200);
    expect((await get(url, nutri.headers)).statusCode).toBe(200);

    // The session ends: access ends, and sharing can no longer be turned on.
    await t.app.database.db
      .update(consultationBookings)
      .set({ startsAt: new Date(Date.now() - 2 * 3600_000), endsAt: new Date(Date.now() - 3600_000) })
      .where(eq(consultationBookings.orderId, orderId));
    expect((await get(url, nutri.headers)).statusCode).toBe(404);
    expect((await put(me.headers, false)).statusCode).toBe(200);
    expect((await put(me.headers, true)).statusCode).toBe(400);
  });

  it('is not taken from a guest, and the mine list says whether it is shared', async () => {
    const me = await customerWithResults();
    const { orderId } = await hireAndPay(me, 2, false);
    const mine = (await get('/v1/consultations/mine', me.headers)).json() as Array<{
      orderId: string;
      shareResults: boolean;
      canChangeShare: boolean;
      nutritionist: { name: string } | null;
    }>;
    expect(mine.find((c) => c.orderId === orderId)).toMatchObject({
      shareResults: false,
      canChangeShare: true,
      nutritionist: { name: 'Lucía Fernández' },
    });
  });
});

describe('moving a shared session to another nutritionist (issue 36, L4)', () => {
  it('stops sharing instead of handing the results to the new nutritionist; the client is told and may share again', async () => {
    const second = await signInAs(t.app, 'Nutritionist', { firstName: 'Marta', lastName: 'Olivera' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v1/consultations/availability',
      headers: second.headers,
      payload: {
        windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '14:00', end: '17:00' })),
        exceptions: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    const me = await customerWithResults();
    const { orderId } = await hireAndPay(me, 2, true);
    const url = `/v1/Analyses/patients/result/${me.account.id}`;
    expect((await get(url, nutri.headers)).statusCode).toBe(200);

    const mine = (await get('/v1/consultations/mine', me.headers)).json() as Array<{
      orderId: string;
      bookings: Array<{ id: string; manageKey: string }>;
    }>;
    const booking = mine.find((c) => c.orderId === orderId)!.bookings[0]!;
    const target = (await slots()).slots.find((s) => s.nutritionistId === second.account.id)!;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/v1/consultations/bookings/${booking.id}/reschedule`,
      payload: { key: booking.manageKey, slot: target },
    });
    expect(moved.statusCode).toBe(200);
    // Neither the new nutritionist nor the old one reads the results: the client did not choose Marta.
    expect((await get(url, second.headers)).statusCode).toBe(404);
    expect((await get(url, nutri.headers)).statusCode).toBe(404);
    const [order] = await t.app.database.db
      .select()
      .from(consultationPurchases)
      .where(eq(consultationPurchases.orderId, orderId));
    expect(order?.shareResults).toBe(0);
    const mail = await lastEmailTo(t.app, me.email);
    expect(mail?.text).toContain('Dejamos de compartir tus resultados genéticos');
    // Sharing again is the client's choice, from their consultations.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/v1/consultations/orders/${orderId}/share`,
      headers: me.headers,
      payload: { share: true },
    });
    expect(again.statusCode).toBe(200);
    expect((await get(url, second.headers)).statusCode).toBe(200);
  });
});
