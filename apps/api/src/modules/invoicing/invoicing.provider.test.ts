import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dgiErrors } from '../../../test/dgi/dgi-cfe-check';
import { startFakeInvoicingProvider } from '../../../test/fake-invoicing-provider';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { buyKit as buyKitFor } from '../../../test/kit-purchase';
import { invoices, outboxEmails } from '../../db/schema';
import { verifyCfeSignature } from '../../platform/invoicing/cfe-signature';
import { createInvoicing } from './invoicing.service';

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

const db = () => t.app.database.db;
const buyKit = async (role: 'Customer' | 'Business' = 'Customer') => {
  const me = await signInAs(t.app, role);
  await buyKitFor(t.app, me.headers, role === 'Business' ? { analysisAmount: 2 } : {});
  return me;
};
const receiptOf = async (accountId: string) =>
  (await db().select().from(invoices).where(eq(invoices.accountId, accountId)))[0]!;
/** The DGI-states job asks now instead of after its back-off. */
const dueNow = () =>
  db()
    .update(invoices)
    .set({ dgiNextCheckAt: new Date(Date.now() - 1000) });
const health = async () => {
  const ops = await signInAs(t.app, 'Operator');
  return (await t.app.inject({ method: 'GET', url: '/v1/ops/invoicing', headers: ops.headers })).json();
};

describe('receipts through a certified provider', () => {
  it('the provider numbers and signs; we store its CFE, its reference and DGI’s first answer (pending)', async () => {
    const me = await buyKit();
    await t.app.invoicing.runOnce();
    const receipt = await receiptOf(me.account.id);
    expect(receipt).toMatchObject({ status: 'issued', issuer: 'provider', series: 'P', cfeType: 101 });
    expect(receipt.providerReference).toBe(`prov-101-${receipt.number}`);
    expect(receipt.caeId).toMatch(/^\d{11}$/);
    expect(receipt.dgiStatus).toBe('pending');
    expect(verifyCfeSignature(receipt.xml!, provider.certPem)).toBe(true);
    expect(await dgiErrors(receipt.xml!)).toEqual([]);
    // No CAE range of ours is shown to operations: the provider holds them.
    const h = await health();
    expect(h.ranges).toEqual([]);
    expect(h.dgiPending.count).toBeGreaterThanOrEqual(1);
  });

  it('the provider down: failed, retried, issued once (one number at the provider)', async () => {
    const me = await buyKit();
    provider.failNext(1);
    await t.app.invoicing.runOnce();
    const failed = await receiptOf(me.account.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toContain('503');
    const ops = await signInAs(t.app, 'Operator');
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/ops/invoices/${failed.id}/retry`, headers: ops.headers }))
        .statusCode,
    ).toBe(204);
    const issued = await receiptOf(me.account.id);
    expect(issued.status).toBe('issued');
    expect(provider.issued.filter((i) => i.key === failed.id)).toHaveLength(1);
  });
});

describe('DGI’s states', () => {
  it('a job asks the provider about pending receipts until DGI answers: accepted', async () => {
    const me = await buyKit();
    await t.app.invoicing.runOnce();
    const pending = await receiptOf(me.account.id);
    expect(pending.dgiStatus).toBe('pending');
    // Not due yet: the job does not ask (back-off from the issue).
    await t.app.invoicing.runOnce();
    expect(provider.checksOf(pending.providerReference!)).toBe(0);
    await dueNow();
    await t.app.invoicing.runOnce();
    const accepted = await receiptOf(me.account.id);
    expect(accepted).toMatchObject({ status: 'issued', dgiStatus: 'accepted', dgiNextCheckAt: null });
    expect(provider.checksOf(pending.providerReference!)).toBe(1);
  });

  it('two API processes share the pending ones: each is asked once per turn', async () => {
    for (let i = 0; i < 3; i++) await buyKit();
    await t.app.invoicing.runOnce();
    const before = await db().select().from(invoices).where(eq(invoices.dgiStatus, 'pending'));
    expect(before.length).toBeGreaterThanOrEqual(3);
    const other = createInvoicing({
      db: db(),
      config: t.config.invoicing,
      issuer: await (await import('./create-issuer')).createInvoiceIssuer(t.config),
      exchangeRates: t.app.exchangeRates,
      log: t.app.log,
      mailNudge: () => {},
      supportEmail: t.config.supportEmail,
      publicUrl: t.config.publicUrl,
    });
    const asked = new Map(before.map((r) => [r.id, provider.checksOf(r.providerReference!)]));
    await dueNow();
    await Promise.all([t.app.invoicing.runOnce(), other.runOnce()]);
    for (const r of before) expect(provider.checksOf(r.providerReference!) - asked.get(r.id)!, r.id).toBe(1);
    const after = await db().select().from(invoices).where(eq(invoices.dgiStatus, 'pending'));
    expect(after).toEqual([]);
  });

  it('DGI rejects: void with its code and reason, shown to operations, re-issued corrected with a new number', async () => {
    const company = await buyKit('Business');
    await t.app.invoicing.runOnce();
    const first = await receiptOf(company.account.id);
    expect(first.cfeType).toBe(111);
    provider.dgiAnswers(first.providerReference!, {
      status: 'rejected',
      code: 'E05',
      reason: 'No cumple validaciones de Formato comprobantes',
    });
    await dueNow();
    await t.app.invoicing.runOnce();
    const rejected = await receiptOf(company.account.id);
    expect(rejected).toMatchObject({ status: 'rejected', dgiStatus: 'rejected', dgiCode: 'E05' });

    // Operations see it with DGI's code and reason; the buyer sees it void and cannot download it.
    expect((await health()).rejected).toEqual([
      expect.objectContaining({
        id: rejected.id,
        kind: 'kit_places',
        label: `e-Factura P-${String(rejected.number).padStart(7, '0')}`,
        dgiCode: 'E05',
        dgiReason: 'No cumple validaciones de Formato comprobantes',
      }),
    ]);
    const mine = (await t.app.inject({ method: 'GET', url: '/v1/purchases', headers: company.headers })).json();
    expect(mine.purchases[0].invoices).toEqual([expect.objectContaining({ id: rejected.id, status: 'rejected' })]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/purchases/invoices/${rejected.id}/pdf`,
          headers: company.headers,
        })
      ).statusCode,
    ).toBe(404);

    // Only operators re-issue (the buyer, a nutritionist, a customer are refused).
    for (const role of ['Customer', 'Business', 'Nutritionist'] as const) {
      const who = await signInAs(t.app, role);
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/ops/invoices/${rejected.id}/reissue`,
        headers: who.headers,
      });
      expect(res.statusCode, role).toBe(403);
    }
    const ops = await signInAs(t.app, 'Operator');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/purchases/invoices/${rejected.id}/pdf`,
      headers: ops.headers,
    });
    expect(pdf.statusCode).toBe(200); // operators still read the void one
    const reissue = () =>
      t.app.inject({ method: 'POST', url: `/v1/ops/invoices/${rejected.id}/reissue`, headers: ops.headers });
    const [a, b] = await Promise.all([reissue(), reissue()]); // a double click: one re-issue
    expect([a.statusCode, b.statusCode]).toEqual([204, 204]);
    const all = await db().select().from(invoices).where(eq(invoices.saleId, rejected.saleId));
    expect(all).toHaveLength(2);
    const fresh = all.find((r) => r.id !== rejected.id)!;
    expect(fresh).toMatchObject({
      status: 'issued',
      cfeType: 111,
      replacesInvoiceId: rejected.id,
      dgiStatus: 'pending',
    });
    expect(fresh.number).not.toBe(rejected.number);
    expect((await receiptOf(company.account.id)).id).toBeDefined();
    const [old] = await db().select().from(invoices).where(eq(invoices.id, rejected.id));
    expect(old!.replacedById).toBe(fresh.id);
    expect((await health()).rejected).toEqual([]);
    // The buyer gets the new one, told which one it replaces.
    const [mail] = await db()
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.toAddress, company.email),
          eq(outboxEmails.subject, `Tu comprobante e-Factura P-${String(fresh.number).padStart(7, '0')}`),
        ),
      );
    expect(mail!.html).toContain(`e-Factura P-${String(rejected.number).padStart(7, '0')}`);
    expect(mail!.html).toContain('no tiene validez');
    // A re-issue of something not rejected: 404.
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/ops/invoices/${fresh.id}/reissue`, headers: ops.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the tolerance rule for the provider’s totals', () => {
  it('a cent per rate: accepted as the provider wrote it; more: issued but flagged, never retried in a loop', async () => {
    provider.setTotalsOverride((totals) => ({
      ...totals,
      ivaBasicCents: totals.ivaBasicCents! + 1,
      totalCents: totals.totalCents! + 1,
      roundingCents: (totals.roundingCents ?? 0) - 1,
    }));
    const near = await buyKit();
    await t.app.invoicing.runOnce();
    const accepted = await receiptOf(near.account.id);
    expect(accepted).toMatchObject({ status: 'issued', reviewNote: null });

    provider.setTotalsOverride((totals) => ({ ...totals, ivaBasicCents: totals.ivaBasicCents! + 5 }));
    try {
      const far = await buyKit();
      await t.app.invoicing.runOnce();
      await t.app.invoicing.runOnce();
      const flagged = await receiptOf(far.account.id);
      expect(flagged.status).toBe('issued');
      expect(flagged.attempts).toBe(0);
      expect(flagged.reviewNote).toContain('IVA basic');
      expect(provider.issued.filter((i) => i.key === flagged.id)).toHaveLength(1);
      expect((await health()).review).toEqual([expect.objectContaining({ id: flagged.id, note: flagged.reviewNote })]);
    } finally {
      provider.setTotalsOverride(null);
    }
  });
});
