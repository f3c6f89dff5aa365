import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  EXPIRY_BOX_PT,
  formatDateUy,
  formatReceiptMoney,
  invoiceFileName,
  invoiceTitle,
  LEGEND_PT,
  MIN_TEXT_PT,
  MM,
  type PrintableInvoice,
  qrPngDataUrl,
  RECEIVER_BOX_PT,
  renderInvoicePdf,
} from './invoice-pdf';
import type { CfeIssuer } from './types';

/** cp1252's 0x80–0x9F (Node 20's TextDecoder('windows-1252') decodes them as Latin-1 controls). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeCp1252(bytes: Buffer): string {
  return Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b))).join('');
}

/**
 * The text a PDF draws, in drawing order: react-pdf writes Helvetica text as hex strings in
 * WinAnsi (cp1252) inside TJ arrays, in deflated content streams. Each TJ is one laid-out line;
 * they are joined with spaces so a line wrapped on the narrow ticket still reads as one sentence.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue; // not deflated (or an image): no text in it
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(decodeCp1252(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}

interface PlacedText {
  text: string;
  /** Font size in points (react-pdf draws without scaling: the size of its Tf operator). */
  size: number;
  /** Where the line starts, in points from the page's left and bottom edges. */
  x: number;
  y: number;
}

/**
 * What the PDF draws and where, read back from its content streams with a small PDF interpreter:
 * q/Q save and restore the graphics state, `cm` multiplies the current matrix, `Tf` sets the font
 * size, `Tm` the text matrix, `TJ` draws text, `Do` an image (its matrix gives its size), and each
 * stroked path (`m`/`l`/`c` … `S`: react-pdf draws a box's border one side at a time) is kept as its
 * bounding box. Enough for react-pdf's output; not a general PDF parser.
 */
function pdfLayout(pdf: Buffer) {
  type M = [number, number, number, number, number, number];
  const mul = (a: M, b: M): M => [
    a[0] * b[0] + a[1] * b[2],
    a[0] * b[1] + a[1] * b[3],
    a[2] * b[0] + a[3] * b[2],
    a[2] * b[1] + a[3] * b[3],
    a[4] * b[0] + a[5] * b[2] + b[4],
    a[4] * b[1] + a[5] * b[3] + b[5],
  ];
  const raw = pdf.toString('latin1');
  const texts: PlacedText[] = [];
  const images: Array<{ width: number; height: number; x: number; y: number }> = [];
  const strokes: Array<{ width: number; height: number }> = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1')).toString(
        'latin1',
      );
    } catch {
      continue;
    }
    let ctm: M = [1, 0, 0, 1, 0, 0];
    let tm: M = [1, 0, 0, 1, 0, 0];
    let size = 0;
    const stack: M[] = [];
    let path: Array<[number, number]> = [];
    const tokens = content.match(/\[[^\]]*\]|<[0-9a-fA-F]*>|\/?[^\s[\]<>]+/g) ?? [];
    const operands: string[] = [];
    for (const token of tokens) {
      if (/^(-?[\d.]+|\/.*|\[.*\]|<.*>)$/s.test(token)) {
        operands.push(token);
        continue;
      }
      const n = operands.map(Number);
      if (token === 'q') stack.push(ctm);
      else if (token === 'Q') ctm = stack.pop() ?? ctm;
      else if (token === 'cm') ctm = mul(n.slice(-6) as M, ctm);
      else if (token === 'Tm') tm = n.slice(-6) as M;
      else if (token === 'Tf') size = n.at(-1)!;
      else if (token === 'm' || token === 'l' || token === 'c') {
        const [x = 0, y = 0] = n.slice(-2);
        path.push([ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]]);
      } else if (token === 'S' && path.length) {
        const xs = path.map((p) => p[0]);
        const ys = path.map((p) => p[1]);
        strokes.push({ width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) });
        path = [];
      } else if (token === 'n' || token === 'f' || token === 'B') path = [];
      else if (token === 'TJ') {
        const hex = [...(operands.at(-1) ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
        const at = mul(tm, ctm);
        texts.push({ text: decodeCp1252(Buffer.from(hex, 'hex')), size, x: at[4], y: at[5] });
      } else if (token === 'Do') {
        images.push({ width: Math.abs(ctm[0]), height: Math.abs(ctm[3]), x: ctm[4], y: ctm[5] });
      }
      operands.length = 0;
    }
  }
  return { texts, images, strokes };
}

function mediaBoxes(pdf: Buffer): number[][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]*)\]/g)].map((m) =>
    (m[1] ?? '').trim().split(/\s+/).map(Number),
  );
}

const issuer: CfeIssuer = {
  rut: '219999830019',
  name: 'NutriTest S.A.S.',
  branchCode: 1,
  address: 'Av. 18 de Julio 1234',
  city: 'Montevideo',
  department: 'Montevideo',
  resolution: '1234/2026',
  verificationUrl: 'https://nutritest.uy/comprobantes',
  ivaAlDia: true,
};

const cae = { id: '90240000001', series: 'A', from: 1, to: 1000, expiresOn: '2027-12-31' };

const QR_URL = 'https://www.efactura.dgi.gub.uy/consultaQR/cfe?219999830019,101,A,12,14050.00,20261124,aB3dE9';

// 23:30 on 24/11 in Montevideo (UTC-3), already the 25th in UTC.
const issuedAt = new Date('2026-11-25T02:30:00Z');

const eTicket: PrintableInvoice = {
  request: {
    type: 101,
    series: 'A',
    number: 12,
    issuedAt,
    currency: 'UYU',
    issuer,
    receiver: { kind: 'person', name: 'Ana Pérez', document: '1.234.567-2' },
    lines: [
      {
        description: 'Kit nutrigenético',
        quantity: 1,
        unit: 'Unid',
        unitPriceCents: 1_200_000,
        amountCents: 1_080_000,
        discountCents: 120_000,
        iva: 'basic',
      },
      {
        description: 'Consulta de devolución',
        quantity: 2,
        unit: 'N/A',
        unitPriceCents: 150_000,
        amountCents: 300_000,
        discountCents: 0,
        iva: 'basic',
      },
      {
        description: 'Envío',
        quantity: 1,
        unit: 'N/A',
        unitPriceCents: 25_000,
        amountCents: 25_000,
        discountCents: 0,
        iva: 'basic',
      },
    ],
    cae,
    paymentMethod: 1,
  },
  totals: {
    netBasicCents: 1_151_639,
    netMinimumCents: 0,
    exemptCents: 0,
    ivaBasicCents: 253_361,
    ivaMinimumCents: 0,
    totalCents: 1_405_000,
    roundingCents: 0,
    payableCents: 1_405_000,
  },
  securityCode: 'aB3dE9',
  qrUrl: QR_URL,
};

const eFactura: PrintableInvoice = {
  request: {
    type: 111,
    series: 'A',
    number: 7,
    issuedAt,
    currency: 'USD',
    exchangeRate: 40.5,
    issuer,
    receiver: {
      kind: 'company',
      rut: '211234560018',
      name: 'Clínica Ejemplo S.A.',
      address: 'Bv. Artigas 1500',
      city: 'Montevideo',
      department: 'Montevideo',
    },
    lines: [
      {
        description: 'Kit nutrigenético',
        quantity: 3,
        unit: 'Unid',
        unitPriceCents: 29_900,
        amountCents: 89_700,
        discountCents: 0,
        iva: 'basic',
      },
      {
        description: 'Guía impresa',
        quantity: 1,
        unit: 'Unid',
        unitPriceCents: 1_100,
        amountCents: 1_100,
        discountCents: 0,
        iva: 'minimum',
      },
      {
        description: 'Timbre',
        quantity: 1,
        unit: 'N/A',
        unitPriceCents: 500,
        amountCents: 500,
        discountCents: 0,
        iva: 'exempt',
      },
    ],
    cae: { ...cae, id: '90240000002' },
    paymentMethod: 1,
  },
  totals: {
    netBasicCents: 73_525,
    netMinimumCents: 1_000,
    exemptCents: 500,
    ivaBasicCents: 16_176,
    ivaMinimumCents: 100,
    totalCents: 91_301,
    roundingCents: -1,
    payableCents: 91_300,
  },
  securityCode: 'Zx81Qp',
  qrUrl: QR_URL,
  exchangeRateNote: { source: 'bcu', rateDate: '2026-11-23' },
};

const creditNote: PrintableInvoice = {
  request: {
    ...eTicket.request,
    type: 102,
    number: 3,
    receiver: null,
    lines: [eTicket.request.lines[2]!],
    reference: { type: 101, series: 'A', number: 10, issuedOn: '2026-11-01', reason: 'Devolución' },
  },
  totals: {
    netBasicCents: 20_492,
    netMinimumCents: 0,
    exemptCents: 0,
    ivaBasicCents: 4_508,
    ivaMinimumCents: 0,
    totalCents: 25_000,
  }, // a receipt stored before issue 38: no rounding, no payable (read as its total)
  securityCode: 'Qw12Er',
  qrUrl: QR_URL,
};

describe('invoice texts', () => {
  it('names the document types and their files (ASCII only)', () => {
    expect(invoiceTitle(101)).toBe('e-Ticket');
    expect(invoiceTitle(102)).toBe('Nota de crédito de e-Ticket');
    expect(invoiceTitle(111)).toBe('e-Factura');
    expect(invoiceTitle(112)).toBe('Nota de crédito de e-Factura');
    expect(invoiceFileName(eTicket, 'pdf')).toBe('e-Ticket-A-0000012.pdf');
    expect(invoiceFileName(eFactura, 'xml')).toBe('e-Factura-A-0000007.xml');
    expect(invoiceFileName(creditNote, 'pdf')).toBe('Nota-de-credito-de-e-Ticket-A-0000003.pdf');
  });

  it('formats money the Uruguayan way and dates in Montevideo', () => {
    expect(formatReceiptMoney(1_405_000, 'UYU')).toBe('$ 14.050,00');
    expect(formatReceiptMoney(123_456_789, 'USD')).toBe('US$ 1.234.567,89');
    expect(formatReceiptMoney(5, 'UYU')).toBe('$ 0,05');
    expect(formatDateUy(issuedAt)).toBe('24/11/2026');
  });
});

describe('renderInvoicePdf', () => {
  it('prints an e-Ticket in pesos on A4 and on an 80 mm ticket', async () => {
    const qr = await qrPngDataUrl(QR_URL);
    for (const format of ['a4', '80mm'] as const) {
      const pdf = await renderInvoicePdf({ ...eTicket, qrPngDataUrl: qr }, format);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      for (const expected of [
        'NutriTest S.A.S.',
        'RUT 219999830019',
        'Av. 18 de Julio 1234',
        'Montevideo, Montevideo',
        'e-Ticket',
        'Serie A Nº 0000012',
        'Fecha: 24/11/2026',
        'Contado',
        'CONSUMO FINAL',
        'Nombre: Ana Pérez',
        'Documento: C.I. 1.234.567-2 (UY)',
        'Moneda: Pesos uruguayos (UYU)',
        'Kit nutrigenético',
        '12.000,00',
        '1.200,00',
        '10.800,00',
        'Consulta de devolución',
        'Envío',
        'Neto IVA tasa básica 22 % $ 11.516,39',
        'IVA tasa básica 22 % $ 2.533,61',
        'Total $ 14.050,00',
        'Código de seguridad aB3dE9',
        'Res. 1234/2026',
        // e-Tickets: the issuer's own verification page (DGI's rule); other CFE: DGI's site.
        'Puede verificar comprobante en https://nutritest.uy/comprobantes',
        'IVA al día',
        'CAE Nº 90240000001',
        'Serie A del Nº 1 al Nº 1000',
        'CAE · Fecha de vencimiento 31/12/2027',
      ]) {
        expect(text, `${format}: ${expected}`).toContain(expected);
      }
      expect(text).not.toContain('Total a pagar'); // equal to the total: printed once
      expect(text).not.toContain('www.dgi.gub.uy');
      expect(text).not.toContain('tasa mínima');
      expect(text).not.toContain('Exento');
      expect(text).not.toContain('Tipo de cambio');
      expect(text).not.toContain('Referencia');
      // The QR code is embedded as an image.
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    }
  });

  it('prints an e-Factura in dollars to a company, with every IVA rate', async () => {
    for (const format of ['a4', '80mm'] as const) {
      const text = pdfText(await renderInvoicePdf(eFactura, format));
      for (const expected of [
        'e-Factura',
        'Serie A Nº 0000007',
        'RUC COMPRADOR 211234560018',
        'Clínica Ejemplo S.A.',
        'Bv. Artigas 1500',
        'Moneda: Dólares estadounidenses (USD)',
        'Tipo de cambio: 40,500 (BCU, cierre del 23/11/2026)',
        'Neto IVA tasa básica 22 % US$ 735,25',
        'IVA tasa básica 22 % US$ 161,76',
        'Neto IVA tasa mínima 10 % US$ 10,00',
        'IVA tasa mínima 10 % US$ 1,00',
        'Exento/no gravado US$ 5,00',
        'Total US$ 913,01',
        'Redondeo (monto no facturable) US$ -0,01',
        'Total a pagar US$ 913,00',
        'Código de seguridad Zx81Qp',
        'Puede verificar comprobante en www.dgi.gub.uy',
        'CAE Nº 90240000002',
      ]) {
        expect(text, `${format}: ${expected}`).toContain(expected);
      }
      expect(text).not.toContain('CONSUMO FINAL');
    }
  });

  it('prints a credit note with the document it corrects', async () => {
    for (const format of ['a4', '80mm'] as const) {
      const text = pdfText(await renderInvoicePdf(creditNote, format));
      for (const expected of [
        'Nota de crédito de e-Ticket',
        'Serie A Nº 0000003',
        'CONSUMO FINAL',
        'Referencia: e-Ticket A-0000010 del 01/11/2026 — Motivo: Devolución',
        'Total $ 250,00',
      ]) {
        expect(text, `${format}: ${expected}`).toContain(expected);
      }
    }
  });

  it('uses one A4 page, and one 80 mm page as long as its content', async () => {
    const qr = await qrPngDataUrl(QR_URL);
    const [a4] = mediaBoxes(await renderInvoicePdf({ ...eTicket, qrPngDataUrl: qr }, 'a4')).map((b) => b.slice(2));
    expect(a4?.[0]).toBeCloseTo(595.28, 1);
    expect(a4?.[1]).toBeCloseTo(841.89, 1);

    const short = mediaBoxes(await renderInvoicePdf({ ...creditNote, qrPngDataUrl: qr }, '80mm'));
    const long = mediaBoxes(
      await renderInvoicePdf(
        {
          ...eTicket,
          qrPngDataUrl: qr,
          request: { ...eTicket.request, lines: Array.from({ length: 40 }, () => eTicket.request.lines[1]!) },
        },
        '80mm',
      ),
    );
    expect(short).toHaveLength(1);
    expect(long).toHaveLength(1);
    const [, , shortWidth = 0, shortHeight = 0] = short[0]!;
    const [, , longWidth = 0, longHeight = 0] = long[0]!;
    expect(shortWidth).toBeCloseTo(226.77, 1);
    expect(longWidth).toBeCloseTo(226.77, 1);
    expect(shortHeight).toBeGreaterThan(250);
    // 37 more lines of about 25 pt each.
    expect(longHeight).toBeGreaterThan(shortHeight + 37 * 20);
  });

  it('meets DGI’s sizes: 2 mm text, 3 mm legends, the QR 22–30 mm bottom left, 5 mm clear edge, the boxes', async () => {
    const qr = await qrPngDataUrl(QR_URL);
    for (const inv of [eTicket, eFactura, creditNote]) {
      for (const format of ['a4', '80mm'] as const) {
        const pdf = await renderInvoicePdf({ ...inv, qrPngDataUrl: qr }, format);
        const { texts, images, strokes } = pdfLayout(pdf);
        const [[, , width = 0, height = 0] = []] = mediaBoxes(pdf);
        const where = `${inv.request.type} ${format}`;
        // Capitals of Helvetica are 0.718 em: 8 pt ≥ 2 mm, 12 pt ≥ 3 mm.
        expect(MIN_TEXT_PT * 0.718).toBeGreaterThanOrEqual(2 * MM);
        expect(LEGEND_PT * 0.718).toBeGreaterThanOrEqual(3 * MM);
        const small = texts.filter((t) => t.text.trim() && t.size < MIN_TEXT_PT);
        expect(small, where).toEqual([]);
        const legends = [
          `RUT ${inv.request.issuer.rut}`,
          invoiceTitle(inv.request.type),
          `Serie ${inv.request.series} Nº ${String(inv.request.number).padStart(7, '0')}`,
          'Contado',
          inv.request.receiver?.kind === 'company' ? 'RUC COMPRADOR' : 'CONSUMO FINAL',
          '31/12/2027',
        ];
        for (const legend of legends) {
          const drawn = texts.filter((t) => t.text.includes(legend));
          expect(drawn.length, `${where}: ${legend}`).toBeGreaterThan(0);
          for (const d of drawn) expect(d.size, `${where}: ${legend}`).toBeGreaterThanOrEqual(LEGEND_PT);
        }
        // Nothing closer than 5 mm to the edges.
        for (const t of texts.filter((x) => x.text.trim())) {
          expect(t.x, `${where}: ${t.text}`).toBeGreaterThanOrEqual(5 * MM - 0.01);
          expect(t.y, `${where}: ${t.text}`).toBeGreaterThanOrEqual(5 * MM - 0.01);
          expect(t.y, `${where}: ${t.text}`).toBeLessThanOrEqual(height - 5 * MM);
        }
        // The QR: one image, 22 to 30 mm, on the left half, below every amount.
        expect(images, where).toHaveLength(1);
        const [seal] = images;
        expect(seal!.width).toBeGreaterThanOrEqual(22 * MM);
        expect(seal!.width).toBeLessThanOrEqual(30 * MM);
        expect(seal!.height).toBeCloseTo(seal!.width, 3);
        expect(seal!.x).toBeLessThan(width / 2);
        const total = texts.find((t) => t.text.startsWith('Total'))!;
        expect(seal!.y, where).toBeLessThan(total.y);
        // "Código de seguridad" and its code under the QR.
        const code = texts.find((t) => t.text === inv.securityCode)!;
        expect(code.y, where).toBeLessThan(seal!.y);
        // The receiver's box (≥ 4 × 1 cm) and the CAE expiry's (≥ 2 × 1 cm): their sides are drawn.
        const sides = strokes.filter((r) => r.height >= RECEIVER_BOX_PT.height - 0.5 && r.width < 3);
        expect(sides.length, where).toBeGreaterThanOrEqual(4);
        expect(
          strokes.some((r) => r.width >= RECEIVER_BOX_PT.width - 0.5 && r.height < 3),
          where,
        ).toBe(true);
        expect(
          strokes.some((r) => r.width >= EXPIRY_BOX_PT.width - 0.5 && r.height < 3),
          where,
        ).toBe(true);
      }
    }
  });

  it('says when the rate is the configured one, and marks a receipt DGI rejected as void', async () => {
    const configured = pdfText(
      await renderInvoicePdf({ ...eFactura, exchangeRateNote: { source: 'configured', rateDate: null } }, 'a4'),
    );
    expect(configured).toContain('Tipo de cambio: 40,500 (tipo de cambio configurado, sin fecha del BCU)');
    const rejected = pdfText(
      await renderInvoicePdf({ ...eTicket, voidReason: 'E05 — No cumple validaciones' }, '80mm'),
    );
    expect(rejected).toContain('SIN VALIDEZ: rechazado por DGI (E05 — No cumple validaciones)');
    expect(
      pdfText(
        await renderInvoicePdf(
          { ...eTicket, request: { ...eTicket.request, issuer: { ...issuer, resolution: '2024-03-01' } } },
          'a4',
        ),
      ),
    ).toContain('Fecha emisor: 01/03/2024');
  });
});
