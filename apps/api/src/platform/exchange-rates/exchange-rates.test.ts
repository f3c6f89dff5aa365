import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBcu } from '../../../test/fake-bcu';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { buyKit } from '../../../test/kit-purchase';
import { exchangeRates, invoices } from '../../db/schema';
import { montevideoDay } from '../../modules/invoicing/issuer';
import { bcuRequestEnvelope, parseBcuResponse } from './bcu';
import { threeDecimals } from './exchange-rates';

/** BCU's answer as its web service writes it (recorded shape: namespaces, six decimals, two rows). */
const BCU_ANSWER = `<?xml version="1.0" encoding="utf-8"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Body><wsbcucotizaciones.ExecuteResponse xmlns="Cotiza"><Salida xmlns="Cotiza"><respuestastatus><status>1</status><codigoerror>0</codigoerror><mensaje/></respuestastatus><datoscotizaciones><datoscotizaciones.dato xmlns="Cotiza"><Fecha>2026-10-06</Fecha><Moneda>2225</Moneda><Nombre>DLS. USA BILLETE</Nombre><CodigoISO>DLS.</CodigoISO><Emisor>ESTADOS UNIDOS</Emisor><TCC>40.087000</TCC><TCV>40.087000</TCV><ArbAct>1.000000</ArbAct><FormaArbitrar>0</FormaArbitrar></datoscotizaciones.dato><datoscotizaciones.dato xmlns="Cotiza"><Fecha>2026-10-07</Fecha><Moneda>2225</Moneda><Nombre>DLS. USA BILLETE</Nombre><CodigoISO>DLS.</CodigoISO><Emisor>ESTADOS UNIDOS</Emisor><TCC>40.150000</TCC><TCV>40.150000</TCV><ArbAct>1.000000</ArbAct><FormaArbitrar>0</FormaArbitrar></datoscotizaciones.dato></datoscotizaciones></Salida></wsbcucotizaciones.ExecuteResponse></SOAP-ENV:Body></SOAP-ENV:Envelope>`;

describe('BCU’s web service', () => {
  it('asks for the closings of a currency between two days, in BCU’s SOAP envelope', () => {
    const xml = bcuRequestEnvelope([2225], '2026-10-01', '2026-10-07');
    expect(xml).toContain('<cot:wsbcucotizaciones.Execute');
    expect(xml).toContain('xmlns:cot="Cotiza"');
    expect(xml).toMatch(/<cot:Moneda><cot:item>2225<\/cot:item><\/cot:Moneda>/);
    expect(xml).toContain('<cot:FechaDesde>2026-10-01</cot:FechaDesde><cot:FechaHasta>2026-10-07</cot:FechaHasta>');
  });

  it('reads its answer: each closing with its buying and selling rate; none; an error', () => {
    expect(parseBcuResponse(BCU_ANSWER)).toEqual([
      { date: '2026-10-06', currencyCode: 2225, buy: '40.087000', sell: '40.087000' },
      { date: '2026-10-07', currencyCode: 2225, buy: '40.150000', sell: '40.150000' },
    ]);
    const none = BCU_ANSWER.replace(/<datoscotizaciones>.*<\/datoscotizaciones>/, '<datoscotizaciones/>').replace(
      '<status>1</status><codigoerror>0</codigoerror><mensaje/>',
      '<status>0</status><codigoerror>100</codigoerror><mensaje>No existen cotizaciones</mensaje>',
    );
    expect(parseBcuResponse(none)).toEqual([]);
    expect(() => parseBcuResponse('<html>Service Unavailable')).toThrow(/BCU answered/);
    expect(() =>
      parseBcuResponse(
        '<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Body><SOAP-ENV:Fault><faultstring>x</faultstring></SOAP-ENV:Fault></SOAP-ENV:Body></SOAP-ENV:Envelope>',
      ),
    ).toThrow(/fault/);
  });

  it('keeps three decimals exactly, rounding half up', () => {
    expect(threeDecimals('40.150000')).toBe('40.150');
    expect(threeDecimals('40.1234')).toBe('40.123');
    expect(threeDecimals('40.1235')).toBe('40.124');
    expect(threeDecimals('39.9995')).toBe('40.000');
    expect(threeDecimals('41')).toBe('41.000');
  });
});

/** BCU's closings of the last 20 days before today, business days only (weekends have none). */
function lastClosings() {
  const closings: Record<string, { buy: string }> = {};
  const today = montevideoDay(new Date());
  for (let back = 1; back <= 20; back++) {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - back);
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    closings[d.toISOString().slice(0, 10)] = { buy: `${39 + back / 100}0000` };
  }
  return closings;
}

describe('the day’s rate from BCU, end to end', () => {
  let bcu: Awaited<ReturnType<typeof startFakeBcu>>;
  let t: TestApp;
  beforeAll(async () => {
    bcu = await startFakeBcu(lastClosings());
    t = await buildTestApp({ EXCHANGE_RATES_SOURCE: 'bcu', BCU_URL: bcu.url });
  });
  afterAll(async () => {
    await t?.close();
    await bcu?.close();
  });

  const today = () => montevideoDay(new Date());
  const lastBusinessDay = () => Object.keys(bcu.closings).sort().at(-1)!;

  it('a USD receipt carries BCU’s closing of the last business day before it, with its date, fetched once a day', async () => {
    const me = await signInAs(t.app, 'Customer');
    await buyKit(t.app, me.headers);
    await t.app.invoicing.runOnce();
    const [receipt] = await t.app.database.db.select().from(invoices).where(eq(invoices.accountId, me.account.id));
    const expected = threeDecimals(bcu.closings[lastBusinessDay()]!.buy);
    expect(receipt).toMatchObject({
      status: 'issued',
      exchangeRate: expected,
      exchangeRateDate: lastBusinessDay(),
      exchangeRateSource: 'bcu',
    });
    expect(receipt!.xml).toContain(`<TpoCambio>${expected}</TpoCambio>`);
    const [stored] = await t.app.database.db.select().from(exchangeRates).where(eq(exchangeRates.appliesOn, today()));
    expect(stored).toMatchObject({ currency: 'USD', rate: expected, rateDate: lastBusinessDay(), source: 'bcu' });

    // A second receipt the same day: no second question to BCU.
    const asked = bcu.requests.length;
    const other = await signInAs(t.app, 'Customer');
    await buyKit(t.app, other.headers);
    await t.app.invoicing.runOnce();
    expect(bcu.requests.length).toBe(asked);

    // Printed with its date; operations see the source.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/purchases/invoices/${receipt!.id}/pdf`,
      headers: me.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const ops = await signInAs(t.app, 'Operator');
    const health = (await t.app.inject({ method: 'GET', url: '/v1/ops/invoicing', headers: ops.headers })).json();
    expect(health.exchangeRate).toEqual({
      source: 'bcu',
      rate: Number(expected),
      rateDate: lastBusinessDay(),
      appliesOn: today(),
    });
  });

  it('BCU down and no rate stored for the day: the receipt waits (failed, retried), never a made-up rate', async () => {
    await t.app.database.db.delete(exchangeRates);
    bcu.down(true);
    const me = await signInAs(t.app, 'Customer');
    await buyKit(t.app, me.headers);
    await t.app.invoicing.runOnce();
    const [failed] = await t.app.database.db.select().from(invoices).where(eq(invoices.accountId, me.account.id));
    expect(failed).toMatchObject({ status: 'failed', number: null });
    expect(failed!.lastError).toContain('BCU');
    bcu.down(false);
    const ops = await signInAs(t.app, 'Operator');
    await t.app.inject({ method: 'POST', url: `/v1/ops/invoices/${failed!.id}/retry`, headers: ops.headers });
    const [issued] = await t.app.database.db.select().from(invoices).where(eq(invoices.id, failed!.id));
    expect(issued).toMatchObject({ status: 'issued', exchangeRateSource: 'bcu', exchangeRateDate: lastBusinessDay() });
  });
});

describe('the configured rate (the embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CFE_USD_RATE: '41.25' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is used and labelled as the configured one, not BCU’s', async () => {
    const me = await signInAs(t.app, 'Customer');
    await buyKit(t.app, me.headers);
    await t.app.invoicing.runOnce();
    const [receipt] = await t.app.database.db.select().from(invoices).where(eq(invoices.accountId, me.account.id));
    expect(receipt).toMatchObject({ exchangeRate: '41.250', exchangeRateDate: null, exchangeRateSource: 'configured' });
    const ops = await signInAs(t.app, 'Operator');
    const health = (await t.app.inject({ method: 'GET', url: '/v1/ops/invoicing', headers: ops.headers })).json();
    expect(health.exchangeRate).toEqual({ source: 'configured', rate: 41.25, rateDate: null, appliesOn: null });
  });
});
