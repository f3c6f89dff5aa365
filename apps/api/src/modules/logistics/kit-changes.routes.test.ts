import { AnalysisStatus, addDays, isBusinessDay, KIT_BOOKING_HORIZON_DAYS, montevideoDate } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastEmailTo, signInAs, type TestApp } from '../../../test/helpers';
import { customerWithKit as kitCustomer, montevideoAddress, selectableDays } from '../../../test/logistics-fixtures';
import { analyses, kitDistributions } from '../../db/schema';

// Issue 22: a pickup after the delivery slot, rescheduling a booked leg, a lost kit and a rejected
// sample replaced by a free kit.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SLOT_CAPACITY: '1' });
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });

const montevideo = montevideoAddress;
const logisticsDateTooFar = `Ese día está muy lejos: elegí un día dentro de los próximos ${KIT_BOOKING_HORIZON_DAYS} días.`;
const customerWithKit = (status: number = AnalysisStatus.Paid) => kitCustomer(t.app, status, 'Lucía');

async function withDelivery(day: string, schedule: 0 | 1) {
  const me = await customerWithKit();
  const dist = (await post('/v1/analyses/adddistribution', me.headers, { type: 0, address: montevideo })).json();
  const leg = await post('/v1/analyses/addkitdistribution', me.headers, {
    distributionId: dist.id,
    typeDelivery: 1,
    date: day,
    schedule,
  });
  expect(leg.statusCode).toBe(200);
  return { ...me, dist, delivery: leg.json() };
}

const setLegDate = (id: string, date: string) =>
  t.app.database.db.update(kitDistributions).set({ date }).where(eq(kitDistributions.id, id));

describe('the pickup comes after the delivery slot', () => {
  it('refuses a pickup in or before the delivery slot, and a delivery moved past the pickup', async () => {
    const days = selectableDays(12).slice(8);
    const me = await withDelivery(days[1]!, 0);
    const pickup = (date: string, schedule: 0 | 1) =>
      post('/v1/analyses/addkitdistribution', me.headers, {
        distributionId: me.dist.id,
        typeDelivery: 2,
        date,
        schedule,
      });

    for (const [date, schedule] of [
      [days[1]!, 0],
      [days[0]!, 1],
    ] as const) {
      const refused = await pickup(date, schedule);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.date).toMatch(/^El retiro tiene que ser después de la entrega del kit/);
    }
    expect((await pickup(days[1]!, 1)).statusCode).toBe(200);

    // A delivery moved to (or past) the booked pickup needs the customer's yes: it releases the pickup.
    const moved = await post('/v1/analyses/reschedulekitdistribution', me.headers, {
      typeDelivery: 1,
      date: days[2],
      schedule: 0,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields.date).toMatch(
      /^Ese día es igual o posterior al retiro de la muestra que tenés agendado \(.+\)\. Si lo confirmás, cancelamos ese retiro/,
    );
  });
});

describe('a delivery moved past the booked pickup (issue 41, item 6)', () => {
  it('releases the pickup when the customer confirms: slot freed, e-mail and audit say so', async () => {
    const [d1, d2, d3] = selectableDays(20).slice(17);
    const me = await withDelivery(d1!, 0);
    const booked = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: me.dist.id,
      typeDelivery: 2,
      date: d1,
      schedule: 1,
    });
    expect(booked.statusCode).toBe(200);

    const moved = await post('/v1/analyses/reschedulekitdistribution', me.headers, {
      typeDelivery: 1,
      date: d2,
      schedule: 1,
      releasePickup: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ type: 1, date: d2, schedule: 1, status: 'scheduled' });
    const info = (await get('/v1/analyses/getDistribution', me.headers)).json();
    const live = info.distributions
      .flatMap((d: { kitDistributions: Array<{ type: number; status: string }> }) => d.kitDistributions)
      .filter((k: { status: string }) => k.status !== 'cancelled');
    expect(live).toEqual([expect.objectContaining({ type: 1, date: d2, schedule: 1 })]);
    // Nothing booked for the sample any more: the wizard opens at the delivery, ready to book it again.
    expect(info.returnDistribution).toBeNull();

    const mail = await lastEmailTo(t.app, me.email, 'kit-delivery_rescheduled');
    expect(mail?.text).toMatch(
      /Cancelamos el retiro de la muestra que tenías agendado para el .* agendá el retiro de nuevo/,
    );
    const ops = await signInAs(t.app, 'Operator');
    const audit = (await get('/v1/ops/audit', ops.headers)).json();
    expect(
      audit.find((a: { action: string; actor: string }) => a.action === 'leg.released' && a.actor === me.email),
    ).toMatchObject({ before: { leg: 2, date: d1 }, after: { deliveryDate: d2 } });

    // The pickup's old slot (capacity 1 here) is free for someone else; the customer books a new one after.
    const other = await withDelivery(d1!, 0);
    const takes = await post('/v1/analyses/addkitdistribution', other.headers, {
      distributionId: other.dist.id,
      typeDelivery: 2,
      date: d1,
      schedule: 1,
    });
    expect(takes.statusCode).toBe(200);
    const again = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: me.dist.id,
      typeDelivery: 2,
      date: d3,
      schedule: 0,
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('an office choice made by mistake (issue 41, item 6)', () => {
  const officeAddress = { street: '-', doorNumber: 1, state: 0 };

  it('a delivery at the office becomes a courier delivery, and back, until the kit is handed over', async () => {
    const [d1] = selectableDays(22).slice(21);
    const me = await customerWithKit();
    const office = (await post('/v1/analyses/adddistribution', me.headers, { type: 1, address: officeAddress })).json();
    const atOffice = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: office.id,
      typeDelivery: 1,
    });
    expect(atOffice.statusCode).toBe(200);

    const home = (await post('/v1/analyses/adddistribution', me.headers, { type: 0, address: montevideo })).json();
    const courier = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: home.id,
      typeDelivery: 1,
      date: d1,
      schedule: 0,
    });
    expect(courier.statusCode).toBe(200);
    let info = (await get('/v1/analyses/getDistribution', me.headers)).json();
    expect(info.pickupDistribution.type).toBe(0);
    const live = () =>
      info.distributions
        .flatMap((d: { kitDistributions: Array<{ status: string }> }) => d.kitDistributions)
        .filter((k: { status: string }) => k.status !== 'cancelled');
    expect(live()).toEqual([expect.objectContaining({ type: 1, date: d1, schedule: 0 })]);

    // And back to the office: the courier slot is freed.
    expect(
      (await post('/v1/analyses/addkitdistribution', me.headers, { distributionId: office.id, typeDelivery: 1 }))
        .statusCode,
    ).toBe(200);
    info = (await get('/v1/analyses/getDistribution', me.headers)).json();
    expect(info.pickupDistribution.type).toBe(1);
    expect(live()).toEqual([expect.objectContaining({ type: 1, date: null })]);
    const other = await withDelivery(d1!, 0);
    expect(other.delivery).toMatchObject({ date: d1, schedule: 0 });

    // Once operations hand the kit over, the delivery is history.
    const ops = await signInAs(t.app, 'Operator');
    const handed = await post(`/v1/ops/kits/${me.analysis.id}/status`, ops.headers, {
      status: AnalysisStatus.KitDelivered,
    });
    expect(handed.statusCode).toBe(204);
    const late = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: home.id,
      typeDelivery: 1,
      date: d1,
      schedule: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Ya te entregamos el kit: la entrega no se puede cambiar.');
  });

  it('dropping the sample at the office becomes a courier pickup until the sample is collected', async () => {
    const [d1] = selectableDays(24).slice(23);
    const me = await customerWithKit(AnalysisStatus.KitDelivered);
    const office = (await post('/v1/analyses/adddistribution', me.headers, { type: 1, address: officeAddress })).json();
    const drop = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: office.id,
      typeDelivery: 1,
    });
    expect(drop.statusCode).toBe(200);
    const dropSample = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: office.id,
      typeDelivery: 2,
    });
    expect(dropSample.statusCode).toBe(200);

    const home = (await post('/v1/analyses/adddistribution', me.headers, { type: 0, address: montevideo })).json();
    const courier = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: home.id,
      typeDelivery: 2,
      date: d1,
      schedule: 1,
    });
    expect(courier.statusCode).toBe(200);
    const info = (await get('/v1/analyses/getDistribution', me.headers)).json();
    expect(info.returnDistribution).toMatchObject({ type: 0 });
    expect(info.status).toBe(AnalysisStatus.PickupScheduled);

    // On its day it can no longer change from here (the same rule as a reschedule).
    await setLegDate(courier.json().id, montevideoDate(new Date()));
    const late = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: office.id,
      typeDelivery: 2,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Ya no se puede reprogramar/);
  });
});

describe('the booking horizon (issue 36, L5)', () => {
  it('refuses to book or move a kit leg past the 90 days the day picker offers, next to the date', async () => {
    const [d1] = selectableDays(3).slice(2);
    const me = await withDelivery(d1!, 0);
    // The first business day after the horizon, and one a year ahead.
    let far = addDays(montevideoDate(new Date()), KIT_BOOKING_HORIZON_DAYS + 1);
    while (!isBusinessDay(far) || [0, 6].includes(new Date(`${far}T12:00:00Z`).getUTCDay())) far = addDays(far, 1);
    let yearAhead = addDays(montevideoDate(new Date()), 365);
    while (!isBusinessDay(yearAhead) || [0, 6].includes(new Date(`${yearAhead}T12:00:00Z`).getUTCDay()))
      yearAhead = addDays(yearAhead, 1);
    for (const date of [far, yearAhead]) {
      const moved = await post('/v1/analyses/reschedulekitdistribution', me.headers, {
        typeDelivery: 1,
        date,
        schedule: 0,
      });
      expect(moved.statusCode, date).toBe(400);
      expect(moved.json().fields.date).toBe(logisticsDateTooFar);
      const pickup = await post('/v1/analyses/addkitdistribution', me.headers, {
        distributionId: me.dist.id,
        typeDelivery: 2,
        date,
        schedule: 1,
      });
      expect(pickup.statusCode, date).toBe(400);
      expect(pickup.json().fields.date).toBe(logisticsDateTooFar);
    }
  });
});

describe('rescheduling a booked leg', () => {
  it('moves the pickup, frees its slot, e-mails the customer and shows operations the change', async () => {
    const [d1, d2, d3] = selectableDays(16).slice(13);
    const me = await withDelivery(d1!, 0);
    const booked = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: me.dist.id,
      typeDelivery: 2,
      date: d2,
      schedule: 1,
    });
    expect(booked.statusCode).toBe(200);

    const same = await post('/v1/analyses/reschedulekitdistribution', me.headers, {
      typeDelivery: 2,
      date: d2,
      schedule: 1,
    });
    expect(same.statusCode).toBe(400);

    const moved = await post('/v1/analyses/reschedulekitdistribution', me.headers, {
      typeDelivery: 2,
      date: d3,
      schedule: 0,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ type: 2, date: d3, schedule: 0, status: 'scheduled' });
    const info = (await get('/v1/analyses/getDistribution', me.headers)).json();
    const legs = info.returnDistribution.kitDistributions.filter((k: { type: number }) => k.type === 2);
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ date: d3, schedule: 0 });

    const mail = await lastEmailTo(t.app, me.email, 'kit-pickup_rescheduled');
    expect(mail?.subject).toBe('Reprogramamos el retiro de tu muestra');
    expect(mail?.text).toContain('08:00 a 14:00');

    // The old slot (capacity 1 in this file) is free again for someone else.
    const other = await withDelivery(d1!, 1);
    const takes = await post('/v1/analyses/addkitdistribution', other.headers, {
      distributionId: other.dist.id,
      typeDelivery: 2,
      date: d2,
      schedule: 1,
    });
    expect(takes.statusCode).toBe(200);

    const ops = await signInAs(t.app, 'Operator');
    const row = (await get('/v1/ops/kits', ops.headers)).json().find((k: { id: string }) => k.id === me.analysis.id);
    expect(row.pickup).toMatchObject({ date: d3, schedule: 0, rescheduledFrom: d2 });
    const audit = (await get('/v1/ops/audit', ops.headers)).json();
    expect(
      audit.find((a: { action: string; actor: string }) => a.action === 'leg.rescheduled' && a.actor === me.email),
    ).toMatchObject({ before: { date: d2 }, after: { date: d3 } });
  });

  it('is allowed until the day before the booked day, with a Spanish message after that', async () => {
    const [d1, d2] = selectableDays(6).slice(4);
    const me = await withDelivery(d1!, 0);
    await setLegDate(me.delivery.id, montevideoDate(new Date()));
    const late = await post('/v1/analyses/reschedulekitdistribution', me.headers, {
      typeDelivery: 1,
      date: d2,
      schedule: 0,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Ya no se puede reprogramar: los cambios se hacen hasta el día anterior/);

    const nothing = await customerWithKit();
    const none = await post('/v1/analyses/reschedulekitdistribution', nothing.headers, {
      typeDelivery: 2,
      date: d2,
      schedule: 0,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No tenés un día agendado para cambiar.');
  });
});

describe('a replacement kit', () => {
  it('after the delivery day passed, the customer reports the kit lost and gets a free one', async () => {
    const [d1] = selectableDays(3).slice(2);
    const me = await withDelivery(d1!, 1);
    const early = await post('/v1/analyses/reportlostkit', me.headers);
    expect(early.statusCode).toBe(409);

    await setLegDate(me.delivery.id, addDays(montevideoDate(new Date()), -1));
    const reported = await post('/v1/analyses/reportlostkit', me.headers);
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({
      status: AnalysisStatus.Paid,
      distributions: [],
      replacement: { reason: 'lost', previousReferenceId: me.analysis.referenceId, note: null },
    });
    const [old] = await t.app.database.db.select().from(analyses).where(eq(analyses.id, me.analysis.id));
    expect(old?.status).toBe(AnalysisStatus.Replaced);
    const [replacement] = await t.app.database.db.select().from(analyses).where(eq(analyses.replacesId, old!.id));
    expect(replacement).toMatchObject({ orderId: null, status: AnalysisStatus.Paid, replacementReason: 'lost' });

    const mail = await lastEmailTo(t.app, me.email, 'kit-replacement_lost');
    expect(mail?.subject).toBe('Te enviamos un kit nuevo sin costo');
    expect(mail?.text).toContain(replacement!.referenceId);

    // The same wizard books the replacement's delivery.
    const dist = (await post('/v1/analyses/adddistribution', me.headers, { type: 0, address: montevideo })).json();
    const [d2] = selectableDays(4).slice(3);
    const leg = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: dist.id,
      typeDelivery: 1,
      date: d2,
      schedule: 0,
    });
    expect(leg.statusCode).toBe(200);

    const ops = await signInAs(t.app, 'Operator');
    const kits = (await get('/v1/ops/kits', ops.headers)).json();
    expect(kits.find((k: { id: string }) => k.id === replacement!.id)).toMatchObject({
      replaces: { referenceId: me.analysis.referenceId, reason: 'lost' },
      statusLabel: 'Kit pagado',
    });
    expect(kits.find((k: { id: string }) => k.id === me.analysis.id)).toMatchObject({
      statusLabel: 'Kit reemplazado',
      nextStatus: null,
    });
  });

  it('operations mark a sample rejected by the lab; the customer is e-mailed and starts again', async () => {
    const me = await customerWithKit(AnalysisStatus.InLab);
    const ops = await signInAs(t.app, 'Operator');
    const empty = await post(`/v1/ops/kits/${me.analysis.id}/reject`, ops.headers, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ reason: 'Escribí el motivo del rechazo.' });

    const rejected = await post(`/v1/ops/kits/${me.analysis.id}/reject`, ops.headers, {
      reason: 'Muestra insuficiente',
    });
    expect(rejected.statusCode).toBe(200);
    const info = (await get('/v1/analyses/getDistribution', me.headers)).json();
    expect(info).toMatchObject({
      status: AnalysisStatus.Paid,
      replacement: { reason: 'rejected', previousReferenceId: me.analysis.referenceId, note: 'Muestra insuficiente' },
    });
    const mail = await lastEmailTo(t.app, me.email, 'kit-replacement_rejected');
    expect(mail?.text).toContain('Motivo: Muestra insuficiente');
    expect(mail?.text).toContain(rejected.json().referenceId);
    const audit = (await get('/v1/ops/audit', ops.headers)).json();
    expect(audit[0]).toMatchObject({ action: 'sample.rejected', actor: ops.email, entityId: me.analysis.id });

    // Twice, or a kit not yet collected: refused.
    expect((await post(`/v1/ops/kits/${me.analysis.id}/reject`, ops.headers, { reason: 'x' })).statusCode).toBe(409);
    const paid = await customerWithKit();
    expect((await post(`/v1/ops/kits/${paid.analysis.id}/reject`, ops.headers, { reason: 'x' })).statusCode).toBe(409);
    expect((await post(`/v1/ops/kits/${paid.analysis.id}/reject`, me.headers, { reason: 'x' })).statusCode).toBe(403);
  });
});

describe('the generic status move', () => {
  it('never replaces a kit (that path starts the free kit too)', async () => {
    const me = await customerWithKit();
    const ops = await signInAs(t.app, 'Operator');
    const res = await post(`/v1/ops/kits/${me.analysis.id}/status`, ops.headers, { status: AnalysisStatus.Replaced });
    expect(res.statusCode).toBe(409);
  });
});
