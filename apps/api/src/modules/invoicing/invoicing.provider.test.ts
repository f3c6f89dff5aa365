import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeInvoicingProvider } from '../../../test/fake-invoicing-provider';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { buyKit as buyKitFor } from '../../../test/kit-purchase';
import { invoices } from '../../db/schema';
import { verifyCfeSignature } from '../../platform/invoicing/cfe-signature';

const TOKEN = 'provider-test-token';
let provider: Awaited<ReturnType<typeof startFakeInvoicingProvider>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startFakeInvoicingProvider({ token: TOKEN });
  t = await buildTestApp({ CFE_PROVIDER_URL: provider.url, CFE_PROVIDER_TOKEN: TOKEN });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const buyKit = async () => {
  const me = await signInAs(t.app, 'Customer');
  await buyKitFor(t.app, me.headers);
  return me;
};

describe('receipts through a certified provider', () => {
  it('the provider numbers and signs; we store its CFE and reference', async () => {
    const me = await buyKit();
    await t.app.invoicing.runOnce();
    const [receipt] = await t.app.database.db.select().from(invoices).where(eq(invoices.accountId, me.account.id));
    expect(receipt).toMatchObject({ status: 'issued', issuer: 'provider', series: 'P', cfeType: 101 });
    expect(receipt!.providerReference).toBe(`prov-101-${receipt!.number}`);
    expect(verifyCfeSignature(receipt!.xml!, provider.certPem)).toBe(true);
    // No CAE range of ours is shown to operations: the provider holds them.
    const ops = await signInAs(t.app, 'Operator');
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/ops/invoicing', headers: ops.headers })).json().ranges,
    ).toEqual([]);
  });

  it('the provider down: failed, retried, issued once (one number at the provider)', async () => {
    const me = await buyKit();
    provider.failNext(1);
    await t.app.invoicing.runOnce();
    const [failed] = await t.app.database.db.select().from(invoices).where(eq(invoices.accountId, me.account.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.lastError).toContain('503');
    const ops = await signInAs(t.app, 'Operator');
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/ops/invoices/${failed!.id}/retry`, headers: ops.headers }))
        .statusCode,
    ).toBe(204);
    const [issued] = await t.app.database.db.select().from(invoices).where(eq(invoices.id, failed!.id));
    expect(issued!.status).toBe('issued');
    expect(provider.issued.filter((i) => i.key === failed!.id)).toHaveLength(1);
  });
});
