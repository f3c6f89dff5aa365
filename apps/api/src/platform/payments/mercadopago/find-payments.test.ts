import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../test/fakes/fake-mercadopago';
import { createMercadoPagoProvider } from './mercadopago-provider';

let fake: FakeMercadoPago;
beforeAll(async () => {
  fake = await startFakeMercadoPago();
});
afterAll(async () => {
  await fake?.close();
});

describe('MercadoPago: the payments of one order (reconciliation)', () => {
  it('searches by external reference and answers them in cents, newest first', async () => {
    const order = '5b1e3f0a-8c1d-4c59-9d57-3f7f7a1c2b10';
    fake.addPayment({
      id: 111,
      status: 'rejected',
      external_reference: order,
      transaction_amount: 803,
      currency_id: 'UYU',
    });
    fake.addPayment({
      id: 112,
      status: 'approved',
      external_reference: order,
      transaction_amount: 803.5,
      currency_id: 'UYU',
    });
    fake.addPayment({
      id: 113,
      status: 'approved',
      external_reference: 'otro',
      transaction_amount: 10,
      currency_id: 'UYU',
    });
    const gateway = createMercadoPagoProvider({
      accessToken: fake.accessToken,
      publicKey: 'TEST-public',
      webhookSecret: null,
      baseUrl: fake.baseUrl,
      maxRetries: 0,
    });
    expect(await gateway.findPayments(order)).toEqual([
      {
        id: '112',
        status: 'approved',
        detail: 'accredited',
        externalReference: order,
        amountCents: 80_350,
        refundedCents: 0,
        currency: 'UYU',
      },
      {
        id: '111',
        status: 'rejected',
        detail: 'rejected',
        externalReference: order,
        amountCents: 80_300,
        refundedCents: 0,
        currency: 'UYU',
      },
    ]);
    const search = fake.requests.find((r) => r.path === '/v1/payments/search');
    expect(search?.query.external_reference).toBe(order);
    expect(await gateway.findPayments('sin-pagos')).toEqual([]);
  });
});
