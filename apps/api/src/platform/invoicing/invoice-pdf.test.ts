import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  formatDateUy,
  formatReceiptMoney,
  invoiceFileName,
  invoiceTitle,
  type PrintableInvoice,
  qrPngDataUrl,
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

function mediaBoxes(pdf: Buffer): number[][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]*)\]/g)].map((m) =>
    (m[1] ?? '').trim().split(/\s+/).map(Number),
  );
}

const issuer: CfeIssuer = {
  rut: '219999990019',
  name: 'NutriTest S.A.S.',
  branchCode: 1,
  address: 'Av. 18 de Julio 1234',
  city: 'Montevideo',
  department: 'Montevideo',
};

const cae = { id: '90240000001', series: 'A', from: 1, to: 1000, expiresOn: '2027-12-31' };

const QR_URL = 'https://www.efactura.dgi.gub.uy/consultaQR/cfe?219999990019,101,A,12,14050.00,24/11/2026,aB3dE9';

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
    receiver: { kind: 'person', name: 'Ana Pérez', document: '1.234.567-8' },
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
    ivaBasicCents: 16_175,
    ivaMinimumCents: 100,
    totalCents: 91_300,
  },
  securityCode: 'Zx81Qp',
  qrUrl: QR_URL,
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
  },
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
        'RUT: 219999990019',
        'Av. 18 de Julio 1234',
        'Montevideo, Montevideo',
        'e-Ticket',
        'Serie A Nº 0000012',
        'Fecha: 24/11/2026',
        'Contado',
        'Consumo final',
        'Nombre: Ana Pérez',
        'Documento: 1.234.567-8',
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
        'Código de seguridad: aB3dE9',
        'CAE Nº 90240000001',
        'Serie A del 1 al 1000 — Vencimiento 31/12/2027',
        'Puede verificar este comprobante en www.dgi.gub.uy',
        'IVA al día',
      ]) {
        expect(text, `${format}: ${expected}`).toContain(expected);
      }
      if (format === 'a4')
        expect(text).toContain('CAE Nº 90240000001 — Serie A del 1 al 1000 — Vencimiento 31/12/2027');
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
        'RUT comprador: 211234560018',
        'Clínica Ejemplo S.A.',
        'Bv. Artigas 1500',
        'Moneda: Dólares estadounidenses (USD)',
        'Tipo de cambio: 40,500',
        'Neto IVA tasa básica 22 % US$ 735,25',
        'IVA tasa básica 22 % US$ 161,75',
        'Neto IVA tasa mínima 10 % US$ 10,00',
        'IVA tasa mínima 10 % US$ 1,00',
        'Exento/no gravado US$ 5,00',
        'Total US$ 913,00',
        'Código de seguridad: Zx81Qp',
        'CAE Nº 90240000002',
      ]) {
        expect(text, `${format}: ${expected}`).toContain(expected);
      }
      expect(text).not.toContain('Consumo final');
    }
  });

  it('prints a credit note with the document it corrects', async () => {
    for (const format of ['a4', '80mm'] as const) {
      const text = pdfText(await renderInvoicePdf(creditNote, format));
      for (const expected of [
        'Nota de crédito de e-Ticket',
        'Serie A Nº 0000003',
        'Consumo final',
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
});
