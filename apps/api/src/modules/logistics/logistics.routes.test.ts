import { AnalysisStatus, addDays, montevideoDate } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastEmailTo, signInAs, type TestApp } from '../../../test/helpers';
import { customerWithKit as kitCustomer, montevideoAddress, selectableDays } from '../../../test/logistics-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SLOT_CAPACITY: '1' });
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });

const montevideo = montevideoAddress;
const customerWithKit = (status: number = AnalysisStatus.Paid) => kitCustomer(t.app, status, 'Carla');

async function operator() {
  return signInAs(t.app, 'Operator');
}

describe('the customer kit flow', () => {
  it('schedules a Montevideo delivery with a day and slot, then finds the same distribution again', async () => {
    const me = await customerWithKit();
    expect((await get('/v1/analyses/getDistribution', me.headers)).json()).toMatchObject({
      status: AnalysisStatus.Paid,
      distributions: [],
      pickupDistribution: null,
      returnDistribution: null,
    });
    const dist = (await post('/v1/analyses/adddistribution', me.headers, { type: 0, address: montevideo })).json();
    expect(dist).toMatchObject({ type: 0, address: { ...montevideo, city: '' }, kitDistributions: [] });
    const again = (await post('/v1/analyses/adddistribution', me.headers, { type: 0, address: montevideo })).json();
    expect(again.id).toBe(dist.id);

    const [day] = selectableDays(1);
    const leg = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: dist.id,
      typeDelivery: 1,
      date: `${day}T00:00:00.000Z`,
      schedule: 0,
    });
    expect(leg.statusCode).toBe(200);
    expect(leg.json()).toMatchObject({ type: 1, date: day, schedule: 0, status: 'scheduled' });
    const info = (await get('/v1/analyses/getDistribution', me.headers)).json();
    expect(info.pickupDistribution.id).toBe(dist.id);
    expect(info.returnDistribution).toBeNull();
    expect(info.timeline.map((s: { status: number }) => s.status)).toEqual([1, 7, 4, 5, 2, 8]);
    const mail = await lastEmailTo(t.app, me.email, 'kit-delivery_scheduled');
    expect(mail?.text).toContain('08:00 a 14:00');
    // Booked, not on its way yet (issue 41).
    expect(mail?.subject).toBe('Coordinamos la entrega de tu kit NutriTest');
  });

  it('requires a day and slot in Montevideo, refuses the next 48 hours and full slots', async () => {
    const me = await customerWithKit();
    const dist = (await post('/v1/analyses/adddistribution', me.headers, { type: 0, address: montevideo })).json();
    const noDate = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: dist.id,
      typeDelivery: 1,
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().fields).toEqual({ date: 'Elegí un día y un horario.' });
    const tomorrow = addDays(montevideoDate(new Date()), 1);
    const soon = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: dist.id,
      typeDelivery: 1,
      date: tomorrow,
      schedule: 1,
    });
    expect(soon.statusCode).toBe(400);

    // SLOT_CAPACITY=1 in this file: the second booking of one slot is refused.
    const [, day] = selectableDays(2);
    const first = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: dist.id,
      typeDelivery: 1,
      date: day,
      schedule: 1,
    });
    expect(first.statusCode).toBe(200);
    const other = await customerWithKit();
    const otherDist = (
      await post('/v1/analyses/adddistribution', other.headers, { type: 0, address: montevideo })
    ).json();
    const full = await post('/v1/analyses/addkitdistribution', other.headers, {
      distributionId: otherDist.id,
      typeDelivery: 1,
      date: day,
      schedule: 1,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Ese horario ya está completo. Elegí otro.');
    // Re-scheduling frees the slot for someone else.
    const [later] = selectableDays(3).slice(2);
    await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: dist.id,
      typeDelivery: 1,
      date: later,
      schedule: 1,
    });
    const now = await post('/v1/analyses/addkitdistribution', other.headers, {
      distributionId: otherDist.id,
      typeDelivery: 1,
      date: day,
      schedule: 1,
    });
    expect(now.statusCode).toBe(200);
  });

  it('sends interior deliveries to the phone queue and office legs need no date', async () => {
    const me = await customerWithKit();
    const salto = { ...montevideo, street: 'Uruguay', doorNumber: 100, state: 14 };
    const dist = (await post('/v1/analyses/adddistribution', me.headers, { type: 0, address: salto })).json();
    const leg = (
      await post('/v1/analyses/addkitdistribution', me.headers, { distributionId: dist.id, typeDelivery: 1 })
    ).json();
    expect(leg).toMatchObject({ status: 'to_arrange', date: null });
    const ops = await operator();
    const queue = (await get('/v1/ops/phone-queue', ops.headers)).json();
    const mine = queue.find((q: { id: string }) => q.id === leg.id);
    expect(mine).toMatchObject({ department: 'Salto', kind: 'Entrega de kit' });
    const agreed = await post(`/v1/ops/phone-queue/${leg.id}`, ops.headers, {
      agreedDate: '2026-12-10',
      note: 'Llamó a las 11',
    });
    expect(agreed.statusCode).toBe(204);
    expect((await get('/v1/ops/phone-queue', ops.headers)).json().some((q: { id: string }) => q.id === leg.id)).toBe(
      false,
    );

    const office = await customerWithKit();
    const od = (await post('/v1/analyses/adddistribution', office.headers, { type: 1, address: montevideo })).json();
    expect(od.address.street).toBe('Av. 18 de Julio');
    const ol = (
      await post('/v1/analyses/addkitdistribution', office.headers, { distributionId: od.id, typeDelivery: 1 })
    ).json();
    expect(ol).toMatchObject({ status: 'scheduled', date: null });
  });

  it('validates the address with the spec texts', async () => {
    const me = await customerWithKit();
    const res = await post('/v1/analyses/adddistribution', me.headers, {
      type: 0,
      address: { street: '', doorNumber: -5, state: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'address.street': 'El campo es obligatorio.',
      'address.doorNumber': 'Número de puerta debe ser positivo',
    });
  });

  it('never lets a customer touch someone else’s distribution, and refuses other roles', async () => {
    const owner = await customerWithKit();
    const dist = (await post('/v1/analyses/adddistribution', owner.headers, { type: 0, address: montevideo })).json();
    const intruder = await customerWithKit();
    const [day] = selectableDays(1);
    const res = await post('/v1/analyses/addkitdistribution', intruder.headers, {
      distributionId: dist.id,
      typeDelivery: 1,
      date: day,
      schedule: 0,
    });
    expect(res.statusCode).toBe(404);
    for (const role of ['Nutritionist', 'Business', 'Operator'] as const) {
      const other = await signInAs(t.app, role);
      expect((await get('/v1/analyses/getDistribution', other.headers)).statusCode).toBe(403);
      expect(
        (await post('/v1/analyses/adddistribution', other.headers, { type: 0, address: montevideo })).statusCode,
      ).toBe(403);
    }
    expect((await get('/v1/analyses/getDistribution')).statusCode).toBe(401);
    const noKit = await signInAs(t.app, 'Customer');
    expect((await get('/v1/analyses/getAnalysis', noKit.headers)).statusCode).toBe(404);
    expect((await get('/v1/analyses/getDistribution', noKit.headers)).json()).toBeNull();
  });
});

describe('operators move the kit through its stages', () => {
  it('advances delivered -> pickup -> collected -> lab, with e-mails, timeline and audit', async () => {
    const me = await customerWithKit();
    const ops = await operator();
    const dist = (await post('/v1/analyses/adddistribution', me.headers, { type: 0, address: montevideo })).json();
    const [d1, d2] = selectableDays(8).slice(6);
    await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: dist.id,
      typeDelivery: 1,
      date: d1,
      schedule: 0,
    });

    const advance = (status: number) => post(`/v1/ops/kits/${me.analysis.id}/status`, ops.headers, { status });
    expect((await advance(AnalysisStatus.KitDelivered)).statusCode).toBe(204);
    expect((await lastEmailTo(t.app, me.email, 'kit-delivered'))?.subject).toBe('Tu kit NutriTest fue entregado');

    const pickup = await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: dist.id,
      typeDelivery: 2,
      date: d2,
      schedule: 1,
    });
    expect(pickup.statusCode).toBe(200);
    let info = (await get('/v1/analyses/getDistribution', me.headers)).json();
    expect(info.status).toBe(AnalysisStatus.PickupScheduled);
    expect(info.returnDistribution.id).toBe(dist.id);

    expect((await advance(AnalysisStatus.SampleCollected)).statusCode).toBe(204);
    expect((await advance(AnalysisStatus.InLab)).statusCode).toBe(204);
    info = (await get('/v1/analyses/getDistribution', me.headers)).json();
    expect(info.status).toBe(AnalysisStatus.InLab);
    expect(info.resultsDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(info.timeline.filter((s: { at: string | null }) => s.at !== null)).toHaveLength(5);
    expect((await lastEmailTo(t.app, me.email, 'kit-in_lab'))?.text).toContain('45 días hábiles');

    const audit = (await get('/v1/ops/audit', ops.headers)).json();
    expect(audit.filter((a: { entityId: string }) => a.entityId === me.analysis.id).length).toBeGreaterThanOrEqual(3);
    expect(audit[0]).toMatchObject({ actor: ops.email, action: 'analysis.status' });
  });

  it('keeps the kits board in the same order after an action (issue 41)', async () => {
    const ops = await signInAs(t.app, 'Operator');
    const first = await customerWithKit();
    const second = await customerWithKit();
    const order = async () =>
      ((await get('/v1/ops/kits', ops.headers)).json() as Array<{ id: string }>)
        .map((k) => k.id)
        .filter((id) => id === first.analysis.id || id === second.analysis.id);
    const before = await order();
    expect(before).toEqual([second.analysis.id, first.analysis.id]);
    const res = await post(`/v1/ops/kits/${first.analysis.id}/status`, ops.headers, {
      status: AnalysisStatus.KitDelivered,
    });
    expect(res.statusCode).toBe(204);
    expect(await order()).toEqual(before);
  });

  it('rejects an invalid status transition', async () => {
    const me = await customerWithKit();
    const ops = await operator();
    const res = await post(`/v1/ops/kits/${me.analysis.id}/status`, ops.headers, { status: AnalysisStatus.InLab });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('El kit no puede pasar a ese estado desde el estado actual.');
    const res2 = await post(`/v1/ops/kits/${me.analysis.id}/status`, ops.headers, { status: 99 });
    expect(res2.statusCode).toBe(409);
  });

  it('lists kits with filters, and the route sheet by slot', async () => {
    const me = await customerWithKit();
    const ops = await operator();
    const dist = (await post('/v1/analyses/adddistribution', me.headers, { type: 0, address: montevideo })).json();
    const [, , day] = selectableDays(4).slice(1);
    await post('/v1/analyses/addkitdistribution', me.headers, {
      distributionId: dist.id,
      typeDelivery: 1,
      date: day,
      schedule: 0,
    });
    const kits = (await get(`/v1/ops/kits?status=${AnalysisStatus.Paid}&department=0`, ops.headers)).json();
    const row = kits.find((k: { id: string }) => k.id === me.analysis.id);
    expect(row).toMatchObject({
      statusLabel: 'Kit pagado',
      nextStatus: 7,
      nextLabel: 'Kit entregado',
      department: 'Montevideo',
    });
    expect(kits.every((k: { status: number }) => k.status === AnalysisStatus.Paid)).toBe(true);
    const sheet = (await get(`/v1/ops/route-sheet?date=${day}`, ops.headers)).json();
    expect(sheet[0].slot).toBe('08:00 a 14:00');
    expect(sheet[0].stops.some((s: { referenceId: string }) => s.referenceId === me.analysis.referenceId)).toBe(true);
  });

  it('refuses every ops call to non-operators', async () => {
    const me = await customerWithKit();
    for (const role of ['Customer', 'Nutritionist', 'Business'] as const) {
      const x = await signInAs(t.app, role);
      expect((await get('/v1/ops/kits', x.headers)).statusCode).toBe(403);
      expect((await get('/v1/ops/audit', x.headers)).statusCode).toBe(403);
      expect((await get('/v1/ops/phone-queue', x.headers)).statusCode).toBe(403);
      expect((await post(`/v1/ops/kits/${me.analysis.id}/status`, x.headers, { status: 7 })).statusCode).toBe(403);
    }
    expect((await get('/v1/ops/kits')).statusCode).toBe(401);
  });
});

describe('lab results import', () => {
  const importCsv = (headers: Headers, body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/ops/lab-imports?fileName=lote-1.csv',
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: body,
    });

  it('imports every row or nothing, with a report per row', async () => {
    const a = await customerWithKit(AnalysisStatus.InLab);
    const b = await customerWithKit(AnalysisStatus.InLab);
    const notInLab = await customerWithKit(AnalysisStatus.Paid);
    const ops = await operator();
    const bad = await importCsv(
      ops.headers,
      [
        'referencia,rsid,genotipo',
        `${a.analysis.referenceId},rs4988235,CT`,
        `${a.analysis.referenceId},rs429358,XY`,
        `${notInLab.analysis.referenceId},rs1801133,CC`,
        'NT-0000-999999,rs1801133,CC',
        `${b.analysis.referenceId},gen1,AA`,
        ',,bOdy',
      ].join('\n'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('no se importó nada');
    expect(bad.json().fields).toMatchObject({
      'row.3': 'El genotipo "XY" no es válido.',
      'row.4': expect.stringContaining(`La muestra "${notInLab.analysis.referenceId}" no está en laboratorio`),
      'row.5': 'No existe la muestra "NT-0000-999999".',
      'row.6': 'El marcador "gen1" no es un rsID válido.',
      // An empty sample is said once: it is not looked up as "No existe la muestra" too.
      'row.7': 'Falta la muestra. Falta el marcador (rsID). El genotipo "bOdy" no es válido.',
    });
    expect((await get('/v1/analyses/getDistribution', a.headers)).json().status).toBe(AnalysisStatus.InLab);

    const good = await importCsv(
      ops.headers,
      [
        `${a.analysis.referenceId};rs4988235;CT`,
        `${a.analysis.referenceId};rs1801133;tt`,
        `${b.analysis.referenceId};rs4988235;CC`,
      ].join('\n'),
    );
    expect(good.statusCode).toBe(200);
    // A few markers are not a whole panel: stored, held for review, nothing published (issue 41;
    // completing and publishing: ops/lab-completeness.routes.test.ts).
    expect(good.json()).toMatchObject({
      rows: 3,
      samples: [a.analysis.referenceId, b.analysis.referenceId],
      published: [],
      held: [a.analysis.referenceId, b.analysis.referenceId],
    });
    expect((await get('/v1/analyses/getDistribution', a.headers)).json().status).toBe(AnalysisStatus.InLab);
    expect(await lastEmailTo(t.app, b.email, 'kit-results_ready')).toBeUndefined();
    const customer = await signInAs(t.app, 'Customer');
    expect((await importCsv(customer.headers, 'x,y,z')).statusCode).toBe(403);
  });
});
