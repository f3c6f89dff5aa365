import { DOMParser } from '@xmldom/xmldom';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dgiErrorsOfEach } from '../../../test/dgi/dgi-cfe-check';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { insertKitOrder } from '../../../test/kit-order';
import { buyKit as buyKitFor } from '../../../test/kit-purchase';
import { orderMeals } from '../../../test/meal-order';
import { businesses, caeRanges, invoices, orders, outboxEmails, saleEvents } from '../../db/schema';
import { seedDemoMenu } from '../../db/seed/meals-menu';
import { loadOrCreateSigningCertificate } from '../../platform/invoicing/cfe-certificate';
import { verifyCfeSignature } from '../../platform/invoicing/cfe-signature';
import { createInvoicing } from './invoicing.service';
import type { InvoiceIssuer } from './issuer';

const NS = 'http://cfe.dgi.gub.uy';
const text = (xml: string, tag: string) => {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  return Array.from(doc.getElementsByTagNameNS(NS, tag)).map((n) => n.textContent ?? '');
};
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;
const buyKit = (headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  buyKitFor(t.app, headers, payload);
const receiptsOf = (accountId: string) =>
  db().select().from(invoices).where(eq(invoices.accountId, accountId)).orderBy(asc(invoices.createdAt));
const certPem = async () => (await loadOrCreateSigningCertificate({ dataDir: t.config.dataDir })).certPem;

describe('receipts for every sale', () => {
  it('a kit: one e-Ticket, signed, numbered, e-mailed with its PDF and XML, in Mis compras', async () => {
    const me = await signInAs(t.app, 'Customer', { firstName: 'Lucía', lastName: 'Pereira' });
    await buyKit(me.headers);
    const [pending] = await receiptsOf(me.account.id);
    expect(pending).toMatchObject({ status: 'pending', cfeType: 101, purpose: 'sale', currency: 'USD' });

    await t.app.invoicing.runOnce();
    const [receipt] = await receiptsOf(me.account.id);
    expect(receipt).toMatchObject({ status: 'issued', series: 'A', issuer: 'embedded' });
    const xml = receipt!.xml!;
    expect(text(xml, 'TipoCFE')).toEqual(['101']);
    expect(text(xml, 'TpoMoneda')).toEqual(['USD']);
    expect(text(xml, 'TpoCambio')[0]).toMatch(/^\d+\.\d{3}$/);
    expect(text(xml, 'Nro')).toEqual([String(receipt!.number)]);
    // Lines + IVA = total, and the total is what was charged.
    const [order] = await db().select().from(orders).where(eq(orders.accountId, me.account.id));
    const items = text(xml, 'MontoItem').map(cents);
    const [total] = text(xml, 'MntTotal').map(cents);
    expect(items.reduce((a, b) => a + b, 0)).toBe(total);
    expect(total).toBe(order!.totalCents);
    expect(cents(text(xml, 'MntNetoIVATasaBasica')[0]!) + cents(text(xml, 'MntIVATasaBasica')[0]!)).toBe(total);
    expect(verifyCfeSignature(xml, await certPem())).toBe(true);
    expect(verifyCfeSignature(xml.replace(/<(\w+:)?MntTotal>[^<]+/, '<$1MntTotal>1.00'), await certPem())).toBe(false);
    expect(receipt!.securityCode).toHaveLength(6);

    const [mail] = await db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, me.email), eq(outboxEmails.template, 'invoice')));
    expect(mail!.attachments).toEqual([
      { kind: 'invoice-pdf', invoiceId: receipt!.id },
      { kind: 'invoice-xml', invoiceId: receipt!.id },
    ]);

    // The account's analysis carries its order, as document 1 describes it.
    const account = (await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers })).json();
    expect(account.profile.analysis.order).toEqual({
      invoiceId: order!.invoiceId,
      analyses: 1,
      quantity: 1,
      transaction: { amount: order!.totalCents, currency: 'USD', installments: 1 },
    });

    const mine = await t.app.inject({ method: 'GET', url: '/v1/purchases', headers: me.headers });
    expect(mine.statusCode).toBe(200);
    const [purchase] = mine.json().purchases;
    expect(purchase).toMatchObject({ kind: 'kit', status: 'paid', totalCents: order!.totalCents });
    expect(purchase.paymentMethod).toMatch(/^Visa /);
    expect(purchase.invoices).toEqual([
      expect.objectContaining({
        id: receipt!.id,
        cfeType: 101,
        status: 'issued',
        number: expect.stringMatching(/^A-\d{7}$/),
      }),
    ]);
    expect(purchase.taxCents).toBeGreaterThan(0);
    expect(purchase.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'paid']);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/purchases/invoices/${receipt!.id}/pdf`,
      headers: me.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ticket = await t.app.inject({
      method: 'GET',
      url: `/v1/purchases/invoices/${receipt!.id}/pdf?format=80mm`,
      headers: me.headers,
    });
    expect(ticket.statusCode).toBe(200);
    const file = await t.app.inject({
      method: 'GET',
      url: `/v1/purchases/invoices/${receipt!.id}/xml`,
      headers: me.headers,
    });
    expect(file.body).toBe(xml);

    // Nobody else reads it: another customer, a company, a nutritionist (404 or 403, never the file).
    for (const role of ['Customer', 'Business', 'Nutritionist'] as const) {
      const other = await signInAs(t.app, role);
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/purchases/invoices/${receipt!.id}/xml`,
        headers: other.headers,
      });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('CFE');
    }
  });

  it('kit places for a company: an e-Factura with its RUT', async () => {
    const company = await signInAs(t.app, 'Business');
    await buyKit(company.headers, { analysisAmount: 3 });
    await t.app.invoicing.runOnce();
    const [receipt] = await receiptsOf(company.account.id);
    expect(receipt).toMatchObject({ status: 'issued', cfeType: 111 });
    expect(receipt!.receiver).toMatchObject({ kind: 'company' });
    const rut = (receipt!.receiver as { rut: string }).rut;
    expect(text(receipt!.xml!, 'DocRecep')).toEqual([rut]);
    expect(text(receipt!.xml!, 'Cantidad')[0]).toBe('3');
    // The company's address and city, as DGI asks of every e-Factura.
    expect(text(receipt!.xml!, 'DirRecep')).toEqual(['Av. Italia 2020']);
    expect(text(receipt!.xml!, 'CiudadRecep')).toEqual(['Montevideo']);
    const ops = await signInAs(t.app, 'Operator');
    const found = await t.app.inject({ method: 'GET', url: `/v1/ops/purchases?q=${rut}`, headers: ops.headers });
    expect(found.json().purchases.map((p: { id: string }) => p.id)).toContain(receipt!.saleId);
    const byNumber = await t.app.inject({
      method: 'GET',
      url: `/v1/ops/purchases?q=${receipt!.series}-${String(receipt!.number).padStart(7, '0')}`,
      headers: ops.headers,
    });
    // e-Tickets and e-Facturas are numbered apart: the same number may name one of each.
    expect(byNumber.json().purchases.map((p: { id: string }) => p.id)).toContain(receipt!.saleId);
    expect(byNumber.json().purchases.length).toBeLessThanOrEqual(2);
  });

  it('a company without a city: read from its address ("…, Salto"); with none at all, the e-Factura fails visibly', async () => {
    const salto = await signInAs(t.app, 'Business', {
      business: {
        name: 'Agro SA',
        rut: '214844360018',
        businessName: 'Agro S.A.',
        address: 'Uruguay 123, Salto',
        city: '',
      },
    });
    await buyKit(salto.headers, { analysisAmount: 2 });
    const nowhere = await signInAs(t.app, 'Business', {
      business: {
        name: 'Sin Ciudad',
        rut: '219999830019',
        businessName: 'Sin Ciudad S.A.',
        address: 'Calle 1',
        city: '',
      },
    });
    await buyKit(nowhere.headers, { analysisAmount: 2 });
    await t.app.invoicing.runOnce();
    const [issued] = await receiptsOf(salto.account.id);
    expect(issued!.status).toBe('issued');
    expect(text(issued!.xml!, 'CiudadRecep')).toEqual(['Salto']);
    const [failed] = await receiptsOf(nowhere.account.id);
    expect(failed).toMatchObject({ status: 'failed', number: null });
    expect(failed!.lastError).toContain('no tiene ciudad (CiudadRecep)');
    // Operations see why; once the company completes its city, the retry issues it.
    await db().update(businesses).set({ city: 'Rocha' }).where(eq(businesses.accountId, nowhere.account.id));
    const ops = await signInAs(t.app, 'Operator');
    await t.app.inject({ method: 'POST', url: `/v1/ops/invoices/${failed!.id}/retry`, headers: ops.headers });
    const [fixed] = await receiptsOf(nowhere.account.id);
    expect(fixed!.status).toBe('issued');
    expect(text(fixed!.xml!, 'CiudadRecep')).toEqual(['Rocha']);
  });

  it('weekly meals (UYU): a line per meal and day (and the delivery), lines add up to what was paid', async () => {
    await seedDemoMenu(db());
    const order = await orderMeals(t.app, { days: [{ offset: 1, quantity: 3 }] });
    const pref = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/create_preference',
      payload: { orderId: order.orderId, accessKey: order.accessKey },
    });
    expect(pref.statusCode, pref.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(pref.json().checkoutUrl).pathname,
      payload: { outcome: 'approved' },
    });
    expect(paid.statusCode).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.status).toBe('paid');
    await t.app.invoicing.runOnce();
    const [receipt] = await db().select().from(invoices).where(eq(invoices.saleId, row!.id));
    expect(receipt).toMatchObject({ status: 'issued', cfeType: 101, currency: 'UYU', email: row!.buyerEmail });
    expect(text(receipt!.xml!, 'TpoCambio')).toEqual([]);
    const sum = text(receipt!.xml!, 'MontoItem')
      .map(cents)
      .reduce((a, b) => a + b, 0);
    expect(sum).toBe(row!.totalCents);
    expect(cents(text(receipt!.xml!, 'MntTotal')[0]!)).toBe(row!.totalCents);
  });

  it('a refund: a credit note for the refunded amount, referring to the e-Ticket; history says so', async () => {
    const me = await signInAs(t.app, 'Customer');
    await buyKit(me.headers);
    await t.app.invoicing.runOnce();
    const [order] = await db().select().from(orders).where(eq(orders.accountId, me.account.id));
    const ops = await signInAs(t.app, 'Operator');
    const partial = await t.app.inject({
      method: 'POST',
      url: `/v1/ops/orders/${order!.id}/refund`,
      headers: ops.headers,
      payload: { amountCents: 5_000 },
    });
    expect(partial.statusCode, partial.body).toBe(204);
    await t.app.invoicing.runOnce();
    const [sale, credit] = await receiptsOf(me.account.id);
    expect(credit).toMatchObject({ status: 'issued', cfeType: 102, totalCents: 5_000, referencesInvoiceId: sale!.id });
    expect(text(credit!.xml!, 'NroCFERef')).toEqual([String(sale!.number)]);
    expect(cents(text(credit!.xml!, 'MntTotal')[0]!)).toBe(5_000);
    // The printed credit note names the e-Ticket by its Montevideo date, as the XML does, also when
    // it was issued between 21:00 and midnight (already the next day in UTC).
    await db()
      .update(invoices)
      .set({ issuedAt: new Date('2026-03-01T02:30:00Z') })
      .where(eq(invoices.id, sale!.id));
    const { printableInvoice } = await import('./invoice-files');
    const [again] = await db().select().from(invoices).where(eq(invoices.id, credit!.id));
    const printed = await printableInvoice(db(), again!, t.config.invoicing.issuer);
    expect(printed!.request.reference?.issuedOn).toBe('2026-02-28');
    const events = await db()
      .select()
      .from(saleEvents)
      .where(eq(saleEvents.saleId, order!.id))
      .orderBy(asc(saleEvents.id));
    expect(events.map((e) => e.status)).toEqual(['pending', 'paid', 'partially_refunded']);
    const [purchase] = (await t.app.inject({ method: 'GET', url: '/v1/purchases', headers: me.headers })).json()
      .purchases;
    expect(purchase).toMatchObject({ status: 'partially_refunded', refundedCents: 5_000 });
    expect(purchase.invoices.map((i: { cfeType: number }) => i.cfeType)).toEqual([101, 102]);
  });
});

describe('numbering across processes and failures', () => {
  const insertPaid = async (accountId: string, n: number) =>
    Promise.all(
      Array.from({ length: n }, () =>
        insertKitOrder(db(), { accountId, kind: 'kit_places', unitCents: 21_900, status: 'paid', paidAt: new Date() }),
      ),
    );
  const numbersOf = async (accountId: string) =>
    (await receiptsOf(accountId)).map((r) => r.number).sort((a, b) => a! - b!);

  it('20 approvals issued by two processes at once: 20 receipts, consecutive, none repeated', async () => {
    const company = await signInAs(t.app, 'Business');
    await insertPaid(company.account.id, 20);
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
    await Promise.all([t.app.invoicing.runOnce(), other.runOnce(), t.app.invoicing.runOnce()]);
    const numbers = await numbersOf(company.account.id);
    expect(numbers).toHaveLength(20);
    expect(new Set(numbers).size).toBe(20);
    // No gap in the whole series (every e-Factura issued by any test so far).
    const all = (await db().select().from(invoices).where(eq(invoices.cfeType, 111)))
      .map((r) => r.number!)
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => all[0]! + i));
  });

  it('a failure mid-issue (after the number was taken) loses nothing: retried, the number reused', async () => {
    const company = await signInAs(t.app, 'Business');
    const [range] = await db().select().from(caeRanges).where(eq(caeRanges.cfeType, 111));
    const failing: InvoiceIssuer = {
      name: 'embedded',
      async issue(tx, input) {
        const { takeNumber } = await import('./issuer');
        await takeNumber(tx, input.type, '2000-01-01');
        throw new Error('the process died while signing');
      },
    };
    const crashing = createInvoicing({
      db: db(),
      config: t.config.invoicing,
      issuer: failing,
      exchangeRates: t.app.exchangeRates,
      log: t.app.log,
      mailNudge: () => {},
      supportEmail: t.config.supportEmail,
      publicUrl: t.config.publicUrl,
    });
    await insertPaid(company.account.id, 1);
    await crashing.runOnce();
    const [failed] = await receiptsOf(company.account.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, number: null });
    expect(failed!.lastError).toContain('died');
    const [after] = await db().select().from(caeRanges).where(eq(caeRanges.id, range!.id));
    expect(after!.nextNumber).toBe(range!.nextNumber);

    const ops = await signInAs(t.app, 'Operator');
    const health = (await t.app.inject({ method: 'GET', url: '/v1/ops/invoicing', headers: ops.headers })).json();
    expect(health.failed).toEqual([expect.objectContaining({ id: failed!.id, attempts: 1 })]);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/v1/ops/invoices/${failed!.id}/retry`,
      headers: ops.headers,
    });
    expect(retry.statusCode).toBe(204);
    const [issued] = await receiptsOf(company.account.id);
    expect(issued).toMatchObject({ status: 'issued', number: range!.nextNumber });
  });
});

describe('CAE ranges', () => {
  it('warns operations when a range runs low, and stops issuing (visibly) when it is used up', async () => {
    const small = await buildTestApp({
      CFE_CAE_RANGES: JSON.stringify([
        { type: 101, series: 'B', cae: '90101000009', from: 1, to: 2, expires: '2030-12-31' },
        { type: 111, series: 'B', cae: '90111000009', from: 1, to: 100, expires: '2030-12-31' },
      ]),
      CFE_WARN_REMAINING: '2',
    });
    try {
      const ops = await signInAs(small.app, 'Operator');
      const health = async () =>
        (await small.app.inject({ method: 'GET', url: '/v1/ops/invoicing', headers: ops.headers })).json();
      expect((await health()).ranges).toEqual([
        expect.objectContaining({ cfeType: 101, series: 'B', remaining: 2, warning: 'low' }),
        expect.objectContaining({ cfeType: 111, remaining: 100, warning: null }),
      ]);
      for (let i = 0; i < 3; i++) {
        await buyKitFor(small.app, (await signInAs(small.app, 'Customer')).headers);
      }
      await small.app.invoicing.runOnce();
      const h = await health();
      expect(h.ranges[0]).toMatchObject({ remaining: 0, warning: 'exhausted' });
      expect(h.failed).toHaveLength(1);
      expect(h.failed[0].lastError).toContain('CAE');
    } finally {
      await small.close();
    }
  });
});

describe('the verification page printed on e-Tickets', () => {
  it('answers by type, series, number and security code, with only what the paper shows', async () => {
    const me = await signInAs(t.app, 'Customer', { firstName: 'Marta', lastName: 'Secreta' });
    await buyKit(me.headers);
    await t.app.invoicing.runOnce();
    const [receipt] = await receiptsOf(me.account.id);
    const ask = (query: Record<string, string | number>) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/cfe/verify?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      });
    const query = { type: 101, series: receipt!.series!, number: receipt!.number!, code: receipt!.securityCode! };
    const ok = await ask(query);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      title: 'e-Ticket',
      number: `${receipt!.series}-${String(receipt!.number).padStart(7, '0')}`,
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      totalCents: receipt!.totalCents,
      currency: 'USD',
      status: 'valid',
    });
    expect(ok.body).not.toContain('Secreta');
    // A wrong code, another number, another type: the same 404.
    for (const wrong of [
      { ...query, code: 'AAAAAA' },
      { ...query, number: 9_999_999 },
      { ...query, type: 111 },
    ]) {
      const res = await ask(wrong);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(
        'No encontramos un comprobante con esos datos. Revisá que estén como en el papel.',
      );
    }
    expect((await ask({ ...query, code: '<x>' })).statusCode).toBe(400);
    // The printed e-Ticket sends buyers there.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/purchases/invoices/${receipt!.id}/pdf`,
      headers: me.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(t.config.invoicing.issuer.verificationUrl).toBe(`${t.config.publicUrl}/comprobantes`);
  });
});

describe('DGI', () => {
  it('every receipt issued above (e-Tickets and e-Facturas, USD and UYU, credit notes) passes DGI’s XSD 1.44.1 and rules', async () => {
    const issued = await db().select().from(invoices).where(eq(invoices.status, 'issued'));
    expect(new Set(issued.map((i) => i.cfeType))).toEqual(new Set([101, 102, 111]));
    expect(new Set(issued.map((i) => i.currency))).toEqual(new Set(['USD', 'UYU']));
    const errors = await dgiErrorsOfEach(
      Object.fromEntries(issued.map((r) => [`${r.cfeType} ${r.series}-${r.number}`, r.xml!])),
    );
    expect(Object.entries(errors).filter(([, e]) => e.length > 0)).toEqual([]);
  });
});

describe('who may call', () => {
  it('Mis compras: customers and companies only; operations routes: operators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/purchases' })).statusCode).toBe(401);
    for (const role of ['Nutritionist', 'Operator'] as const) {
      const s = await signInAs(t.app, role);
      expect((await t.app.inject({ method: 'GET', url: '/v1/purchases', headers: s.headers })).statusCode).toBe(403);
    }
    for (const role of ['Customer', 'Business', 'Nutritionist'] as const) {
      const s = await signInAs(t.app, role);
      for (const url of ['/v1/ops/purchases', '/v1/ops/invoicing']) {
        expect((await t.app.inject({ method: 'GET', url, headers: s.headers })).statusCode).toBe(403);
      }
    }
  });
});
