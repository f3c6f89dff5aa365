import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health and readiness', () => {
  it('/readyz turns 503 while the process drains (SIGTERM); /healthz stays 200', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
    t.app.lifecycle.draining = true;
    const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'unavailable', reason: 'draining' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    t.app.lifecycle.draining = false;
  });

  it('reads the reliability knobs with production defaults', () => {
    expect(t.config.shutdownGraceMs).toBe(0);
    expect(t.config.mailRetryBaseSeconds).toBe(30);
    expect(t.config.reconcileEveryMs).toBe(60_000);
    expect(t.config.reconcileAfterMs).toBe(120_000);
  });
});
