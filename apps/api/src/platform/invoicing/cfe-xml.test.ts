import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { cfeTotals } from './cfe-totals';
import { buildCfeXml, formatCents, montevideoDate, montevideoTimestamp } from './cfe-xml';
import type { CfeRequest } from './types';

const NS = 'http://cfe.dgi.gub.uy';

const issuer = {
  rut: '219999830019',
  name: 'NutriTest S.A.S.',
  branchCode: 1,
  address: 'Av. 18 de Julio 1234',
  city: 'Montevideo',
  department: 'Montevideo',
};
const cae = { id: '90240000001', series: 'A', from: 1, to: 5000, expiresOn: '2027-12-31' };

/** e-Ticket in pesos for a week of meals, to an anonymous consumer. */
const ticket = (over: Partial<CfeRequest> = {}): CfeRequest => ({
  type: 101,
  series: 'A',
  number: 42,
  issuedAt: new Date('2026-03-01T02:30:00Z'), // 23:30 of Feb 28 in Montevideo
  currency: 'UYU',
  issuer,
  receiver: null,
  lines: [
    {
      description: 'Plan semanal — 5 almuerzos & 5 cenas <sin gluten>',
      quantity: 2,
      unit: 'N/A',
      unitPriceCents: 250_000,
      amountCents: 450_000,
      discountCents: 50_000,
      iva: 'minimum',
    },
    {
      description: 'Envío',
      quantity: 1,
      unit: 'N/A',
      unitPriceCents: 15_000,
      amountCents: 15_000,
      discountCents: 0,
      iva: 'basic',
    },
    {
      description: 'Consulta',
      quantity: 1,
      unit: 'N/A',
      unitPriceCents: 99,
      amountCents: 99,
      discountCents: 0,
      iva: 'exempt',
    },
  ],
  cae,
  paymentMethod: 1,
  ...over,
});

const factura = (over: Partial<CfeRequest> = {}): CfeRequest =>
  ticket({
    type: 111,
    currency: 'USD',
    exchangeRate: 39.5,
    receiver: {
      kind: 'company',
      rut: '21.484.436.001-8',
      name: 'Clínica Ejemplo S.A.',
      address: 'Bvar. Artigas 1',
      city: 'Montevideo',
      department: 'Montevideo',
    },
    lines: [
      {
        description: 'Kit de evaluación',
        quantity: 3,
        unit: 'Unid',
        unitPriceCents: 12_345,
        amountCents: 37_035,
        discountCents: 0,
        iva: 'basic',
      },
    ],
    ...over,
  });

function parse(xml: string) {
  const fail = (m: string) => {
    throw new Error(m);
  };
  return new DOMParser({ errorHandler: { warning: () => {}, error: fail, fatalError: fail } }).parseFromString(
    xml,
    'text/xml',
  );
}

type El = ReturnType<typeof parse>['documentElement'];

const children = (el: El): El[] => {
  const out: El[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) out.push(n as El);
  return out;
};
const names = (el: El) => children(el).map((c) => c.localName);
const child = (el: El, name: string): El => {
  const found = children(el).find((c) => c.localName === name);
  if (!found) throw new Error(`no ${name} in ${el.localName}`);
  return found;
};
const text = (el: El, path: string) => path.split('/').reduce(child, el).textContent ?? '';
/** "1234.56" → 123456, without floating point. */
const cents = (amount: string) => {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!m) throw new Error(`not an amount: ${amount}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
};

function build(req: CfeRequest) {
  const xml = buildCfeXml(req, cfeTotals(req.lines), new Date('2026-03-01T02:31:05Z'));
  const root = parse(xml).documentElement;
  return { xml, root, cfe: children(root)[0]! };
}

describe('formatting helpers', () => {
  it('formats cents from the integer', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123_456)).toBe('1234.56');
    expect(formatCents(-1_050)).toBe('-10.50');
    expect(formatCents(1_000_000_001)).toBe('10000000.01');
    expect(() => formatCents(1.5)).toThrow();
  });

  it('dates in Montevideo time', () => {
    expect(montevideoDate(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(montevideoDate(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
    expect(montevideoTimestamp(new Date('2026-03-01T02:31:05.900Z'))).toBe('2026-02-28T23:31:05-03:00');
  });
});

describe('buildCfeXml', () => {
  it('builds an e-Ticket 101 in pesos with DGI elements in order', () => {
    const { root, cfe } = build(ticket());
    expect(root.localName).toBe('CFE');
    expect(root.namespaceURI).toBe(NS);
    expect(root.getAttribute('version')).toBe('1.0');
    expect(cfe.localName).toBe('eTck');
    expect(cfe.namespaceURI).toBe(NS);
    expect(names(cfe)).toEqual(['TmstFirma', 'Encabezado', 'Detalle', 'CAEData']);
    expect(text(cfe, 'TmstFirma')).toBe('2026-02-28T23:31:05-03:00');

    const encabezado = child(cfe, 'Encabezado');
    expect(names(encabezado)).toEqual(['IdDoc', 'Emisor', 'Totales']); // anonymous consumer: no Receptor
    const idDoc = child(encabezado, 'IdDoc');
    expect(names(idDoc)).toEqual(['TipoCFE', 'Serie', 'Nro', 'FchEmis', 'MntBruto', 'FmaPago']);
    expect(children(idDoc).map((c) => c.textContent)).toEqual(['101', 'A', '42', '2026-02-28', '1', '1']);
    const emisor = child(encabezado, 'Emisor');
    expect(names(emisor)).toEqual(['RUCEmisor', 'RznSoc', 'CdgDGISucur', 'DomFiscal', 'Ciudad', 'Departamento']);
    expect(text(emisor, 'RUCEmisor')).toBe('219999830019');

    const totales = child(encabezado, 'Totales');
    expect(names(totales)).toEqual([
      'TpoMoneda',
      'MntNoGrv',
      'MntNetoIvaTasaMin',
      'MntNetoIVATasaBasica',
      'IVATasaMin',
      'IVATasaBasica',
      'MntIVATasaMin',
      'MntIVATasaBasica',
      'MntTotal',
      'CantLinDet',
      'MntPagar',
    ]);
    expect(text(totales, 'TpoMoneda')).toBe('UYU');
    expect(text(totales, 'IVATasaMin')).toBe('10.000');
    expect(text(totales, 'IVATasaBasica')).toBe('22.000');
    expect(text(totales, 'CantLinDet')).toBe('3');
    // 4500.00 at 10 % → 4090.91 + 409.09; 150.00 at 22 % → 122.95 + 27.05 (122.95 × 0.22 = 27.049); 0.99 exempt
    expect(text(totales, 'MntNetoIvaTasaMin')).toBe('4090.91');
    expect(text(totales, 'MntIVATasaMin')).toBe('409.09');
    expect(text(totales, 'MntNetoIVATasaBasica')).toBe('122.95');
    expect(text(totales, 'MntIVATasaBasica')).toBe('27.05');
    expect(text(totales, 'MntNoGrv')).toBe('0.99');
    expect(text(totales, 'MntTotal')).toBe('4650.99');
    expect(text(totales, 'MntPagar')).toBe('4650.99');

    const items = children(child(cfe, 'Detalle'));
    expect(items.map((i) => i.localName)).toEqual(['Item', 'Item', 'Item']);
    expect(names(items[0]!)).toEqual([
      'NroLinDet',
      'IndFact',
      'NomItem',
      'Cantidad',
      'UniMed',
      'PrecioUnitario',
      'DescuentoMonto',
      'MontoItem',
    ]);
    expect(children(items[0]!).map((c) => c.textContent)).toEqual([
      '1',
      '2',
      'Plan semanal — 5 almuerzos & 5 cenas <sin gluten>', // escaped in the XML, intact once parsed
      '2',
      'N/A',
      '2500.00',
      '500.00',
      '4500.00',
    ]);
    expect(names(items[1]!)).not.toContain('DescuentoMonto');
    expect(items.map((i) => text(i, 'IndFact'))).toEqual(['2', '3', '1']);

    expect(names(child(cfe, 'CAEData'))).toEqual(['CAE_ID', 'DNro', 'HNro', 'FecVenc']);
    expect(children(child(cfe, 'CAEData')).map((c) => c.textContent)).toEqual([
      '90240000001',
      '1',
      '5000',
      '2027-12-31',
    ]);
  });

  it('adds up: MntTotal = net + IVA + exempt; MntPagar = MntTotal + MontoNF = the lines paid', () => {
    for (const req of [ticket(), factura()]) {
      const { cfe } = build(req);
      const totales = child(child(cfe, 'Encabezado'), 'Totales');
      const total = cents(text(totales, 'MntTotal'));
      const parts = ['MntNoGrv', 'MntNetoIvaTasaMin', 'MntNetoIVATasaBasica', 'MntIVATasaMin', 'MntIVATasaBasica'];
      expect(parts.map((p) => cents(text(totales, p))).reduce((a, b) => a + b, 0)).toBe(total);
      const paid = req.lines.reduce((a, l) => a + l.amountCents, 0);
      expect(cents(text(totales, 'MntPagar'))).toBe(paid);
    }
  });

  it('states a rounding cent as a non-billable line (IndFact 6 or 7), never inside the IVA', () => {
    // 2000.00 at 22 %: 1639.34 + 360.65 = 1999.99, so 0.01 more is paid than MntTotal
    const up = build(ticket({ lines: [{ ...ticket().lines[1]!, unitPriceCents: 200_000, amountCents: 200_000 }] }));
    const totales = child(child(up.cfe, 'Encabezado'), 'Totales');
    expect(names(totales).slice(-3)).toEqual(['CantLinDet', 'MontoNF', 'MntPagar']);
    expect([text(totales, 'MntTotal'), text(totales, 'MontoNF'), text(totales, 'MntPagar')]).toEqual([
      '1999.99',
      '0.01',
      '2000.00',
    ]);
    expect(text(totales, 'CantLinDet')).toBe('2');
    const items = children(child(up.cfe, 'Detalle'));
    // The cent moves off the taxed line (which then is exactly net + IVA) onto the rounding line:
    // the lines still add up to what was paid.
    expect(names(items[0]!)).toContain('DescuentoMonto');
    expect([text(items[0]!, 'DescuentoMonto'), text(items[0]!, 'MontoItem')]).toEqual(['0.01', '1999.99']);
    expect(children(items[1]!).map((c) => c.textContent)).toEqual(['2', '6', 'Redondeo', '1', 'N/A', '0.01', '0.01']);
    // 10.56 at 22 %: net 8.66, IVA 1.91 (1.9052) → MntTotal 10.57: 0.01 less is paid (IndFact 7)
    const down = build(ticket({ lines: [{ ...ticket().lines[1]!, unitPriceCents: 1_056, amountCents: 1_056 }] }));
    const downTotals = child(child(down.cfe, 'Encabezado'), 'Totales');
    expect([text(downTotals, 'MntTotal'), text(downTotals, 'MontoNF'), text(downTotals, 'MntPagar')]).toEqual([
      '10.57',
      '-0.01',
      '10.56',
    ]);
    const downItems = children(child(down.cfe, 'Detalle'));
    // A cent of surcharge on the taxed line, taken away again by a non-billable negative line.
    expect([text(downItems[0]!, 'RecargoMnt'), text(downItems[0]!, 'MontoItem')]).toEqual(['0.01', '10.57']);
    expect(text(downItems[1]!, 'IndFact')).toBe('7');
    expect(text(downItems[1]!, 'MontoItem')).toBe('0.01');
  });

  it('puts a person with a cédula as receiver of an e-Ticket, and only the name without one', () => {
    const withCi = build(ticket({ receiver: { kind: 'person', name: 'Ana Pérez', document: '1.234.567-2' } }));
    const receptor = child(child(withCi.cfe, 'Encabezado'), 'Receptor');
    expect(names(child(withCi.cfe, 'Encabezado'))).toEqual(['IdDoc', 'Emisor', 'Receptor', 'Totales']);
    expect(names(receptor)).toEqual(['TipoDocRecep', 'CodPaisRecep', 'DocRecep', 'RznSocRecep']);
    expect(children(receptor).map((c) => c.textContent)).toEqual(['3', 'UY', '12345672', 'Ana Pérez']);

    const nameOnly = build(ticket({ receiver: { kind: 'person', name: 'Ana Pérez' } }));
    expect(names(child(child(nameOnly.cfe, 'Encabezado'), 'Receptor'))).toEqual(['RznSocRecep']);
  });

  it('builds an e-Factura 111 in dollars with the exchange rate and the receiver RUT', () => {
    const { cfe } = build(factura());
    expect(cfe.localName).toBe('eFact');
    const encabezado = child(cfe, 'Encabezado');
    expect(text(encabezado, 'IdDoc/TipoCFE')).toBe('111');
    const receptor = child(encabezado, 'Receptor');
    expect(names(receptor)).toEqual([
      'TipoDocRecep',
      'CodPaisRecep',
      'DocRecep',
      'RznSocRecep',
      'DirRecep',
      'CiudadRecep',
      'DeptoRecep',
    ]);
    expect(text(receptor, 'TipoDocRecep')).toBe('2');
    expect(text(receptor, 'DocRecep')).toBe('214844360018');
    const totales = child(encabezado, 'Totales');
    expect(names(totales).slice(0, 3)).toEqual(['TpoMoneda', 'TpoCambio', 'MntNoGrv']);
    expect(text(totales, 'TpoMoneda')).toBe('USD');
    expect(text(totales, 'TpoCambio')).toBe('39.500');
    // 370.35 / 1.22 = 303.57; × 0.22 = 66.79 → MntTotal 370.36, paid 370.35 (MontoNF −0.01)
    expect(text(totales, 'MntTotal')).toBe('370.36');
    expect(text(totales, 'MntPagar')).toBe('370.35');
    expect(text(child(cfe, 'Detalle'), 'Item/Cantidad')).toBe('3');
    expect(text(child(cfe, 'Detalle'), 'Item/PrecioUnitario')).toBe('123.45');
  });

  it('adds the Referencia of credit notes 102 and 112 before CAEData', () => {
    const reference = {
      type: 101 as const,
      series: 'A',
      number: 41,
      issuedOn: '2026-02-20',
      reason: 'Devolución parcial',
    };
    for (const req of [
      ticket({ type: 102, reference }),
      factura({ type: 112, reference: { ...reference, type: 111 } }),
    ]) {
      const { cfe } = build(req);
      expect(names(cfe)).toEqual(['TmstFirma', 'Encabezado', 'Detalle', 'Referencia', 'CAEData']);
      const ref = child(child(cfe, 'Referencia'), 'Referencia');
      expect(names(ref)).toEqual(['NroLinRef', 'TpoDocRef', 'Serie', 'NroCFERef', 'RazonRef', 'FechaCFEref']);
      expect(children(ref).map((c) => c.textContent)).toEqual([
        '1',
        req.type === 102 ? '101' : '111',
        'A',
        '41',
        'Devolución parcial',
        '2026-02-20',
      ]);
    }
  });

  it('cuts NomItem to 80 characters', () => {
    const long = 'Á'.repeat(100);
    const { cfe } = build(ticket({ lines: [{ ...ticket().lines[1]!, description: long }] }));
    expect(text(cfe, 'Detalle/Item/NomItem')).toBe('Á'.repeat(80));
  });

  it('refuses what DGI would reject', () => {
    expect(() => build(factura({ receiver: null }))).toThrow(/empresa receptora con su RUT/);
    expect(() => build(factura({ exchangeRate: undefined }))).toThrow(/tipo de cambio/);
    expect(() => build(ticket({ type: 102 }))).toThrow(/referencia/);
    expect(() => build(ticket({ lines: [] }))).toThrow(/no tiene líneas/);
    const company = factura().receiver as Extract<CfeRequest['receiver'], { kind: 'company' }>;
    expect(() => build(factura({ receiver: { ...company, rut: '217654320018' } }))).toThrow(
      /RUT de la empresa receptora/,
    );
    expect(() => build(factura({ receiver: { ...company, city: undefined } }))).toThrow(/CiudadRecep/);
    expect(() => build(factura({ receiver: { ...company, address: ' ' } }))).toThrow(/DirRecep/);
    expect(() => build(ticket({ issuer: { ...issuer, rut: '219999990019' } }))).toThrow(/RUT del emisor/);
    expect(() => build(ticket({ receiver: { kind: 'person', name: 'A', document: '12345678' } }))).toThrow(/cédula/);
    expect(() => build(ticket({ cae: { ...cae, id: '901010000001' } }))).toThrow(/11 dígitos/);
    expect(() => build(ticket({ number: 5001 }))).toThrow(/fuera del rango/);
    expect(() => build(ticket({ cae: { ...cae, expiresOn: '2026-02-27' } }))).toThrow(/venció/);
    const [first] = ticket().lines;
    expect(() => build(ticket({ lines: [{ ...first!, amountCents: 449_999 }] }))).toThrow(/cantidad × precio/);
  });
});
