import { CONSENT_TEXT_VERSION } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, validCustomerProfile } from '../../../test/helpers';
import { uniqueEmail } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ REGISTER_LIMIT_PER_HOUR: '2' });
});
afterAll(async () => {
  await t?.close();
});

const register = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/account',
    remoteAddress,
    payload: {
      account: { role: 'Customer', email: uniqueEmail('limite'), profile: validCustomerProfile },
      password: 'clave123',
      acceptTerms: true,
      termsVersion: CONSENT_TEXT_VERSION,
    },
  });

describe('registrations per client address (REGISTER_LIMIT_PER_HOUR)', () => {
  it('accepts the configured number from one address in an hour, then refuses; other addresses go on', async () => {
    expect((await register('10.1.1.1')).statusCode).toBe(201);
    expect((await register('10.1.1.1')).statusCode).toBe(201);
    const third = await register('10.1.1.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/[áéíóúñ]|intent/i);
    expect((await register('10.1.1.2')).statusCode).toBe(201);
  });
});
