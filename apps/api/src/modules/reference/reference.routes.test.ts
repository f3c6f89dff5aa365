import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: 'ayuda@nutritest.uy', WHATSAPP_NUMBER: '59891234567' });
});
afterAll(async () => {
  await t?.close();
});

describe('reference data', () => {
  it('GET /v1/cost answers the tiers, starting with the base tier 1..1', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/cost' });
    expect(res.statusCode).toBe(200);
    const tiers = res.json();
    expect(tiers[0]).toEqual({ minAmount: 1, maxAmount: 1, unitCost: 24_900, currency: 'USD' });
    expect(tiers.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < tiers.length; i++) {
      expect(tiers[i].minAmount).toBe(tiers[i - 1].maxAmount + 1);
      expect(tiers[i].unitCost).toBeLessThanOrEqual(tiers[i - 1].unitCost);
    }
  });

  it('GET /v1/reference lists the 19 departments, 16 pathologies and 9 family histories', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/v1/reference' })).json();
    expect(body.departments).toHaveLength(19);
    expect(body.departments[0]).toEqual({ id: 0, name: 'Montevideo' });
    expect(body.departments[18]).toEqual({ id: 18, name: 'Treinta y Tres' });
    expect(body.pathologies).toHaveLength(16);
    expect(body.pathologies[11]).toEqual({ id: 12, name: 'Síntomas de intolerancia a la histamina (sin diagnóstico)' });
    // Issue 37: the two diagnoses, and pregnancy and lactation (asked as one question).
    expect(body.pathologies.slice(12).map((p: { id: number }) => p.id)).toEqual([13, 14, 15, 16]);
    expect(body.familyHistories).toHaveLength(9);
  });

  it('loading the reference data again changes nothing (idempotent)', async () => {
    const { seedReference } = await import('../../db/seed/reference');
    await seedReference(t.app.database.db);
    const body = (await t.app.inject({ method: 'GET', url: '/v1/reference' })).json();
    expect(body.departments).toHaveLength(19);
  });

  it('GET /v1/config answers the configured support contacts', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/v1/config' })).json();
    expect(body).toEqual({
      supportEmail: 'ayuda@nutritest.uy',
      whatsappNumber: '59891234567',
      supportPhone: '+598 2900 0000',
    });
  });
});

describe('platform', () => {
  it('GET /healthz and /readyz answer ok', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('unknown API paths answer a JSON 404 in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('echoes a request id header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});
