import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers';
import { sandboxPreferences } from '../../../db/schema';
import { createSandboxProvider } from './sandbox-provider';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const request = (orderId: string) => ({
  orderId,
  items: [{ id: orderId, title: 'Consulta Inicial', quantity: 1, unitPriceCents: 190_000 }],
  currency: 'UYU' as const,
  payer: { name: 'Ana Pérez', email: 'ana@test.uy', phone: '099123456' },
  backUrls: { success: 'http://x/ok', failure: 'http://x/no', pending: 'http://x/wait' },
  notificationUrl: 'http://x/v1/payment/webhook',
});

describe('the sandbox provider: redirect flow', () => {
  it('writes one preference per order: asked again (a retry, two at once), it answers the same one', async () => {
    const { provider } = createSandboxProvider({
      db: t.app.database.db,
      publicUrl: 'http://x',
      secret: 's'.repeat(32),
    });
    const sandbox = provider.redirect;
    const first = await sandbox.createPreference(request('order-sbx-1'));
    expect(first.checkoutUrl).toBe(`http://x/sandbox/checkout/${encodeURIComponent(first.id)}`);
    expect(await sandbox.createPreference(request('order-sbx-1'))).toEqual(first);
    const together = await Promise.all([
      sandbox.createPreference(request('order-sbx-2')),
      sandbox.createPreference(request('order-sbx-2')),
    ]);
    expect(together[0]).toEqual(together[1]);
    const rows = await t.app.database.db
      .select()
      .from(sandboxPreferences)
      .where(eq(sandboxPreferences.orderId, 'order-sbx-2'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amountCents).toBe(190_000);
  });
});
