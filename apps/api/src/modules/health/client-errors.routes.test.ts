import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
const lines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: 'error' },
    { logger: true, logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('POST /v1/client-errors', () => {
  it('logs the web app’s failure under the request id the page shows, without the query', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/client-errors',
      headers: { 'x-request-id': 'err-abc123' },
      payload: { message: 'TypeError: boom', stack: 'at Results', path: '/verified?token=secret' },
    });
    expect(res.statusCode).toBe(204);
    const line = lines.find((l) => l.msg === 'web app error');
    expect(line).toMatchObject({ reqId: 'err-abc123', clientError: { message: 'TypeError: boom', path: '/verified' } });
    expect(JSON.stringify(line)).not.toContain('secret');
  });

  it('refuses junk and floods', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/v1/client-errors', payload: { path: 1 } })).statusCode).toBe(
      400,
    );
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/client-errors',
        remoteAddress: '10.9.9.9',
        payload: { message: 'x', path: '/' },
      });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(429);
  });
});
