import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { createChargeGate } from './charge-gate';
import { addCard, buildTestApp, signInAs, type TestApp } from './helpers';

/**
 * Closing the app (SIGTERM, server.ts) with a handler still running whose client is gone: Fastify
 * waits for connections, not handlers, and the database used to close under it (issue 42: a load
 * run stopped mid-write logged "Cannot use a pool after calling end on the pool"). The app now
 * waits for its handlers before it stops the workers and closes the database.
 */
const { holdCharges, hold } = createChargeGate();

let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
});

describe('closing the app', () => {
  it('waits for a handler still running (here a held card charge), which then writes its order', async () => {
    t = await buildTestApp({}, { wrapProvider: holdCharges });
    const me = await signInAs(t.app, 'Customer');
    const token = await addCard(t.app, me.headers);
    const { release, charging } = hold();
    const purchase = t.app.inject({
      method: 'POST',
      url: '/v1/analyses',
      headers: { ...me.headers, 'idempotency-key': randomUUID() },
      payload: { instrumentToken: token },
    });
    await charging;
    let closed = false;
    const closing = t.app.close().then(() => {
      closed = true;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(closed, 'the app closed under a running handler').toBe(false);
    release();
    const res = await purchase;
    expect(res.statusCode, res.body).toBe(200);
    await closing;
    expect(closed).toBe(true);
    // The order the handler wrote once its charge came back (the database is the test's, still open).
    const rows = await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('paid');
  });
});
