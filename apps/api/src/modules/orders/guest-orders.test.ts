import { CONSENT_TEXT_VERSION } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  lastEmailTo,
  linkPath,
  signInAs,
  type TestApp,
  validCustomerProfile,
} from '../../../test/helpers';
import { orderMeals } from '../../../test/meal-order';
import { orders } from '../../db/schema';
import { seedDemoMenu } from '../../db/seed/meals-menu';

/**
 * Issue 41, item 4: a meal order made as a guest with the e-mail of an account was invisible in that
 * account's "Mis pedidos" and "Mis compras", so it could not be repeated. A guest order paid with an
 * address the account proved it owns is the account's; an unpaid one (anyone can type an address)
 * is not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoMenu(t.app.database.db);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

/** Pays a guest's meal order on the sandbox checkout, as the buyer's browser does. */
async function payAsGuest(order: { orderId: string; accessKey: string }) {
  const pref = (await post('/v1/payment/create_preference', order)).json();
  const res = await post(new URL(pref.checkoutUrl).pathname, { outcome: 'approved' });
  expect(res.statusCode).toBe(200);
}

const myOrders = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/v1/meal/my-orders', headers })).json().orders as { orderId: string }[];
const myPurchases = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/v1/purchases', headers })).json() as { purchases: { id: string }[] };

describe('guest meal orders and the account of the same e-mail (issue 41, item 4)', () => {
  it('a paid guest order with a confirmed account’s e-mail shows in its Mis pedidos and Mis compras, and repeats', async () => {
    const me = await signInAs(t.app, 'Customer', { email: 'ana.invitada@test.uy' });
    const order = await orderMeals(t.app, { buyer: { email: 'Ana.Invitada@test.uy' }, remoteAddress: '10.41.4.1' });
    await payAsGuest(order);

    expect((await myOrders(me.headers)).map((o) => o.orderId)).toContain(order.orderId);
    expect((await myPurchases(me.headers)).purchases.map((p) => p.id)).toContain(order.orderId);
    const repeat = await t.app.inject({
      method: 'GET',
      url: `/v1/meal/my-orders/${order.orderId}/repeat`,
      headers: me.headers,
    });
    expect(repeat.statusCode, repeat.body).toBe(200);
  });

  it('an unpaid guest order with someone’s e-mail stays out of their account', async () => {
    const victim = await signInAs(t.app, 'Customer', { email: 'no.es.mio@test.uy' });
    const order = await orderMeals(t.app, { buyer: { email: 'no.es.mio@test.uy' }, remoteAddress: '10.41.4.2' });
    expect((await myOrders(victim.headers)).map((o) => o.orderId)).not.toContain(order.orderId);
    const [row] = await t.app.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.accountId).toBeNull();
  });

  it('an account registered later gets its paid guest orders once it confirms its e-mail, not before', async () => {
    const email = 'primero.invitado@test.uy';
    const order = await orderMeals(t.app, { buyer: { email }, remoteAddress: '10.41.4.3' });
    await payAsGuest(order);
    const unpaid = await orderMeals(t.app, { buyer: { email }, remoteAddress: '10.41.4.3' });

    const registered = await t.app.inject({
      method: 'POST',
      url: '/v1/account',
      payload: {
        acceptTerms: true,
        termsVersion: CONSENT_TEXT_VERSION,
        account: { role: 'Customer', email, profile: validCustomerProfile },
        password: 'clave123',
      },
    });
    expect(registered.statusCode).toBe(201);
    const [before] = await t.app.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(before!.accountId).toBeNull();

    const mail = await lastEmailTo(t.app, email, 'confirm-account');
    const path = linkPath(mail!.links, '/verified').replace('/verified', '/v1/account/confirmation');
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);

    const login = await post('/v1/account/authenticate', { email, password: 'clave123' });
    const headers = { authorization: `Bearer ${login.json().jwtToken}` };
    const mine = (await myOrders(headers)).map((o) => o.orderId);
    expect(mine).toContain(order.orderId);
    expect(mine).not.toContain(unpaid.orderId);
  });
});
