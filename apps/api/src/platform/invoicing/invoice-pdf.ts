/**
 * The printed representation of a CFE ("representación impresa"): the PDF a buyer downloads or
 * receives by e-mail, on an A4 page or on an 80 mm ticket. It carries what DGI asks a printed CFE to
 * show: the issuer, the document's type, series, number and date, the receiver (or "Consumo final"),
 * the lines, the totals per IVA rate, the referenced document of a credit note, and the footer with
 * the QR code, the security code, the CAE and where to verify it.
 *
 * This module pulls @react-pdf/renderer (and React) in: import it lazily, on the first download.
 * Built-in fonts only (Helvetica), so rendering never touches the network.
 */
import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import type { CfeCurrency, CfeLine, CfeReceiver, CfeRequest, CfeTotals, CfeType } from './types';

export interface PrintableInvoice {
  request: CfeRequest;
  totals: CfeTotals;
  /** 6 characters: the first ones of the signature's digest. */
  securityCode: string;
  /** DGI's verification link, printed as a QR code. */
  qrUrl: string;
  /** The QR code of `qrUrl` as a PNG data URL, when the caller already has it; otherwise drawn here. */
  qrPngDataUrl?: string;
}

export type InvoicePdfFormat = 'a4' | '80mm';

const TIME_ZONE = 'America/Montevideo';

/** 80 mm in PDF points (1 pt = 1/72 in). */
const TICKET_WIDTH_PT = 226.77;

const TITLES: Record<CfeType, string> = {
  101: 'e-Ticket',
  102: 'Nota de crédito de e-Ticket',
  111: 'e-Factura',
  112: 'Nota de crédito de e-Factura',
};

export function invoiceTitle(type: CfeType): string {
  return TITLES[type];
}

/** The number as printed: 7 digits, zero-padded (`0000012`). */
export function invoiceNumber(n: number): string {
  return String(n).padStart(7, '0');
}

/** `e-Ticket-A-0000012.pdf`, `Nota-de-credito-de-e-Ticket-A-0000003.xml`: ASCII only, no spaces. */
export function invoiceFileName(inv: PrintableInvoice, ext: 'pdf' | 'xml'): string {
  const { type, series, number } = inv.request;
  const base = `${invoiceTitle(type)}-${series}-${invoiceNumber(number)}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9._-]/g, '');
  return `${base}.${ext}`;
}

// ---------------------------------------------------------------------------------------------
// Formatting (Uruguayan: '.' for thousands, ',' for decimals)
// ---------------------------------------------------------------------------------------------

const SYMBOLS: Record<CfeCurrency, string> = { UYU: '$', USD: 'US$' };

const CURRENCY_NAMES: Record<CfeCurrency, string> = {
  UYU: 'Pesos uruguayos (UYU)',
  USD: 'Dólares estadounidenses (USD)',
};

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * `1.234,50`: always two decimals, as a fiscal document shows them. Integer arithmetic, so the
 * result does not depend on the ICU data Node was built with. (The domain's `formatMoney` prints
 * `USD`/`$U` and drops whole decimals: right for prices on the site, not for a receipt.)
 */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${groupThousands(String(whole))},${fraction}`;
}

/** `$ 1.234,50`, `US$ 24,90`. */
export function formatReceiptMoney(cents: number, currency: CfeCurrency): string {
  return `${SYMBOLS[currency]} ${formatAmount(cents)}`;
}

/** A quantity or a rate with up to `decimals` decimals (`1`, `2,5`), or exactly `decimals` when `fixed`. */
function formatDecimal(value: number, decimals: number, fixed = false): string {
  const [whole = '0', fraction = ''] = value.toFixed(decimals).split('.');
  const trimmed = fixed ? fraction : fraction.replace(/0+$/, '');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = groupThousands(whole.replace('-', ''));
  return trimmed ? `${sign}${grouped},${trimmed}` : `${sign}${grouped}`;
}

/** dd/mm/aaaa of an instant, in Montevideo. */
export function formatDateUy(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** dd/mm/aaaa of a calendar date given as YYYY-MM-DD. */
function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

// ---------------------------------------------------------------------------------------------
// Content: the texts, shared by both layouts
// ---------------------------------------------------------------------------------------------

interface TotalRow {
  label: string;
  cents: number;
  strong?: boolean;
}

function totalRows(totals: CfeTotals): TotalRow[] {
  const rows: TotalRow[] = [];
  const hasMinimum = totals.netMinimumCents !== 0 || totals.ivaMinimumCents !== 0;
  const hasExempt = totals.exemptCents !== 0;
  const hasBasic = totals.netBasicCents !== 0 || totals.ivaBasicCents !== 0;
  // The basic rate is what we sell at: shown always, unless the document only has other rates.
  if (hasBasic || (!hasMinimum && !hasExempt)) {
    rows.push({ label: 'Neto IVA tasa básica 22 %', cents: totals.netBasicCents });
    rows.push({ label: 'IVA tasa básica 22 %', cents: totals.ivaBasicCents });
  }
  if (hasMinimum) {
    rows.push({ label: 'Neto IVA tasa mínima 10 %', cents: totals.netMinimumCents });
    rows.push({ label: 'IVA tasa mínima 10 %', cents: totals.ivaMinimumCents });
  }
  if (hasExempt) rows.push({ label: 'Exento/no gravado', cents: totals.exemptCents });
  rows.push({ label: 'Total', cents: totals.totalCents, strong: true });
  return rows;
}

/** The receiver block: a company's RUT, name and address, or "Consumo final" for a person. */
function receiverLines(receiver: CfeReceiver | null): string[] {
  if (!receiver) return ['Consumo final'];
  if (receiver.kind === 'company') {
    const place = [receiver.city, receiver.department].filter(Boolean).join(', ');
    return [`RUT comprador: ${receiver.rut}`, receiver.name, receiver.address ?? '', place].filter(Boolean);
  }
  const lines = ['Consumo final'];
  if (receiver.name) lines.push(`Nombre: ${receiver.name}`);
  if (receiver.document) lines.push(`Documento: ${receiver.document}`);
  return lines;
}

function referenceLine(request: CfeRequest): string | null {
  const ref = request.reference;
  if (!ref) return null;
  return (
    `Referencia: ${invoiceTitle(ref.type)} ${ref.series}-${invoiceNumber(ref.number)} ` +
    `del ${formatIsoDate(ref.issuedOn)} — Motivo: ${ref.reason}`
  );
}

function currencyLine(request: CfeRequest): string {
  return `Moneda: ${CURRENCY_NAMES[request.currency]}`;
}

function exchangeRateLine(request: CfeRequest): string | null {
  if (request.currency !== 'USD' || !request.exchangeRate) return null;
  return `Tipo de cambio: ${formatDecimal(request.exchangeRate, 3, true)}`;
}

/** The CAE in two parts, so the narrow ticket can break it where it reads well. */
function caeLines(request: CfeRequest): [string, string] {
  const { cae } = request;
  return [
    `CAE Nº ${cae.id}`,
    `Serie ${cae.series} del ${cae.from} al ${cae.to} — Vencimiento ${formatIsoDate(cae.expiresOn)}`,
  ];
}

interface Texts {
  title: string;
  numberLine: string;
  dateLine: string;
  paymentLine: string;
  issuer: string[];
  issuerName: string;
  receiver: string[];
  currency: string;
  exchangeRate: string | null;
  reference: string | null;
  totals: TotalRow[];
  securityCode: string;
  cae: [string, string];
}

function texts(inv: PrintableInvoice): Texts {
  const { request } = inv;
  const { issuer } = request;
  return {
    title: invoiceTitle(request.type),
    numberLine: `Serie ${request.series} Nº ${invoiceNumber(request.number)}`,
    dateLine: `Fecha: ${formatDateUy(request.issuedAt)}`,
    paymentLine: request.paymentMethod === 2 ? 'Crédito' : 'Contado',
    issuerName: issuer.name,
    issuer: [`RUT: ${issuer.rut}`, issuer.address, `${issuer.city}, ${issuer.department}`],
    receiver: receiverLines(request.receiver),
    currency: currencyLine(request),
    exchangeRate: exchangeRateLine(request),
    reference: referenceLine(request),
    totals: totalRows(inv.totals),
    securityCode: `Código de seguridad: ${inv.securityCode}`,
    cae: caeLines(request),
  };
}

const VERIFY_TEXT = 'Puede verificar este comprobante en www.dgi.gub.uy';
const IVA_AL_DIA = 'IVA al día';

// ---------------------------------------------------------------------------------------------
// Layouts
// ---------------------------------------------------------------------------------------------

const BOLD = 'Helvetica-Bold';

const a4 = StyleSheet.create({
  page: { fontFamily: 'Helvetica', fontSize: 9, padding: 36, color: '#111' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 14 },
  issuer: { flexGrow: 1, flexShrink: 1, paddingRight: 12 },
  issuerName: { fontFamily: BOLD, fontSize: 13, marginBottom: 3 },
  docBox: { width: 200, borderWidth: 1, borderColor: '#111', padding: 8 },
  docTitle: { fontFamily: BOLD, fontSize: 13, marginBottom: 3 },
  strong: { fontFamily: BOLD },
  section: { borderWidth: 0.5, borderColor: '#999', padding: 6, marginBottom: 10 },
  sectionTitle: { fontFamily: BOLD, fontSize: 8, color: '#444', marginBottom: 2 },
  table: { marginBottom: 10 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: '#111', paddingBottom: 3, fontFamily: BOLD },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#ccc', paddingVertical: 3 },
  colDesc: { flexGrow: 1, flexShrink: 1, paddingRight: 6 },
  colQty: { width: 50, textAlign: 'right' },
  colPrice: { width: 80, textAlign: 'right' },
  colDiscount: { width: 70, textAlign: 'right' },
  colAmount: { width: 80, textAlign: 'right' },
  totals: { alignSelf: 'flex-end', width: 260, marginBottom: 12 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 1.5 },
  grandTotal: { fontFamily: BOLD, fontSize: 11, borderTopWidth: 1, borderColor: '#111', paddingTop: 3, marginTop: 2 },
  footer: { flexDirection: 'row', borderTopWidth: 0.5, borderColor: '#999', paddingTop: 8 },
  qr: { width: 85, height: 85, marginRight: 12 },
  footerText: { flexGrow: 1, flexShrink: 1, justifyContent: 'center' },
  small: { fontSize: 8, marginTop: 2 },
});

const ticket = StyleSheet.create({
  page: { fontFamily: 'Helvetica', fontSize: 7.5, paddingVertical: 12, paddingHorizontal: 10, color: '#000' },
  center: { textAlign: 'center' },
  issuerName: { fontFamily: BOLD, fontSize: 9, textAlign: 'center' },
  docTitle: { fontFamily: BOLD, fontSize: 9, textAlign: 'center', marginTop: 6 },
  strong: { fontFamily: BOLD },
  rule: { borderBottomWidth: 0.5, borderColor: '#000', borderStyle: 'dashed', marginVertical: 5 },
  line: { marginBottom: 3 },
  lineDetail: { flexDirection: 'row', justifyContent: 'space-between' },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 1 },
  grandTotal: { fontFamily: BOLD, fontSize: 9, marginTop: 2 },
  qr: { width: 90, height: 90, alignSelf: 'center', marginVertical: 6 },
});

type Style = Parameters<typeof StyleSheet.create>[0][string];

/** Words are never hyphenated: names, addresses and document numbers wrap only between words. */
const wholeWords = (word: string): string[] => [word];

function text(style: Style | Style[] | undefined, content: string, key?: string | number): ReactElement {
  return h(Text, { style, key, hyphenationCallback: wholeWords }, content);
}

function row(style: Style | Style[], children: ReactNode[], key?: string | number): ReactElement {
  return h(View, { style, key }, ...children);
}

function lineCells(line: CfeLine): { qty: string; price: string; discount: string; amount: string } {
  return {
    qty: formatDecimal(line.quantity, 3),
    price: formatAmount(line.unitPriceCents),
    discount: line.discountCents ? formatAmount(line.discountCents) : '—',
    amount: formatAmount(line.amountCents),
  };
}

function a4Page(inv: PrintableInvoice, t: Texts, qr: string): ReactElement {
  const { request } = inv;
  const money = (cents: number) => formatReceiptMoney(cents, request.currency);
  const s = a4;
  return h(
    Page,
    { size: 'A4', style: s.page },
    // Issuer on the left, the document's identification in a box on the right.
    row(s.header, [
      h(
        View,
        { style: s.issuer, key: 'issuer' },
        text(s.issuerName, t.issuerName),
        ...t.issuer.map((l, i) => text(undefined, l, i)),
      ),
      h(
        View,
        { style: s.docBox, key: 'doc' },
        text(s.docTitle, t.title),
        text(s.strong, t.numberLine),
        text(undefined, t.dateLine),
        text(undefined, t.paymentLine),
      ),
    ]),
    h(
      View,
      { style: s.section },
      text(s.sectionTitle, 'RECEPTOR'),
      ...t.receiver.map((l, i) => text(i === 0 ? s.strong : undefined, l, i)),
    ),
    t.reference ? h(View, { style: s.section }, text(undefined, t.reference)) : null,
    text([s.small, { marginBottom: 4 }], [t.currency, t.exchangeRate].filter(Boolean).join(' — ')),
    h(
      View,
      { style: s.table },
      row(s.headRow, [
        text(s.colDesc, 'Descripción', 'd'),
        text(s.colQty, 'Cantidad', 'q'),
        text(s.colPrice, 'Precio unitario', 'p'),
        text(s.colDiscount, 'Descuento', 'x'),
        text(s.colAmount, 'Importe', 'a'),
      ]),
      ...request.lines.map((line, i) => {
        const c = lineCells(line);
        return h(
          View,
          { style: s.row, key: i, wrap: false },
          text(s.colDesc, line.description),
          text(s.colQty, c.qty),
          text(s.colPrice, c.price),
          text(s.colDiscount, c.discount),
          text(s.colAmount, c.amount),
        );
      }),
    ),
    h(
      View,
      { style: s.totals, wrap: false },
      ...t.totals.map((r, i) =>
        row(
          r.strong ? [s.totalRow, s.grandTotal] : s.totalRow,
          [text(undefined, r.label, 'l'), text(undefined, money(r.cents), 'v')],
          i,
        ),
      ),
    ),
    h(
      View,
      { style: s.footer, wrap: false },
      h(Image, { style: s.qr, src: qr }),
      h(
        View,
        { style: s.footerText },
        text(s.strong, t.securityCode),
        text(s.small, t.cae.join(' — ')),
        text(s.small, VERIFY_TEXT),
        text([s.small, s.strong], IVA_AL_DIA),
      ),
    ),
  );
}

function ticketPage(inv: PrintableInvoice, t: Texts, qr: string): ReactElement {
  const { request } = inv;
  const money = (cents: number) => formatReceiptMoney(cents, request.currency);
  const s = ticket;
  const rule = (key: string) => h(View, { style: s.rule, key });
  // No height: react-pdf grows the page to its content, as a roll of paper does. Without
  // `wrap: false` its paginator still splits an auto-height page into several short ones.
  return h(
    Page,
    { size: { width: TICKET_WIDTH_PT }, style: s.page, wrap: false },
    text(s.issuerName, t.issuerName),
    ...t.issuer.map((l, i) => text(s.center, l, `i${i}`)),
    text(s.docTitle, t.title),
    text([s.center, s.strong], t.numberLine),
    text(s.center, `${t.dateLine} — ${t.paymentLine}`),
    rule('r1'),
    ...t.receiver.map((l, i) => text(i === 0 ? s.strong : undefined, l, `c${i}`)),
    t.reference ? text({ marginTop: 3 }, t.reference) : null,
    rule('r2'),
    text(t.exchangeRate ? undefined : { marginBottom: 3 }, t.currency),
    t.exchangeRate ? text({ marginBottom: 3 }, t.exchangeRate) : null,
    ...request.lines.map((line, i) => {
      const c = lineCells(line);
      const detail = `${c.qty} x ${c.price}${line.discountCents ? ` (desc. ${c.discount})` : ''}`;
      return h(
        View,
        { style: s.line, key: `l${i}`, wrap: false },
        text(undefined, line.description),
        row(s.lineDetail, [text(undefined, detail, 'd'), text(undefined, c.amount, 'a')]),
      );
    }),
    rule('r3'),
    ...t.totals.map((r, i) =>
      row(
        r.strong ? [s.totalRow, s.grandTotal] : s.totalRow,
        [text(undefined, r.label, 'l'), text(undefined, money(r.cents), 'v')],
        `t${i}`,
      ),
    ),
    rule('r4'),
    h(Image, { style: s.qr, src: qr }),
    text([s.center, s.strong], t.securityCode),
    ...t.cae.map((l, i) => text(s.center, l, `cae${i}`)),
    text(s.center, VERIFY_TEXT),
    text([s.center, s.strong, { marginTop: 3 }], IVA_AL_DIA),
  );
}

/** The QR code as a PNG data URL; DGI asks for at least 22 × 22 mm on paper: drawn at 300 px. */
export function qrPngDataUrl(qrUrl: string): Promise<string> {
  return QRCode.toDataURL(qrUrl, { errorCorrectionLevel: 'M', margin: 1, width: 300 });
}

export function invoiceDocument(inv: PrintableInvoice, format: InvoicePdfFormat, qr: string): ReactElement {
  const t = texts(inv);
  return h(
    Document,
    {
      title: `${t.title} ${inv.request.series}-${invoiceNumber(inv.request.number)}`,
      author: inv.request.issuer.name,
      creator: inv.request.issuer.name,
      producer: 'NutriTest',
      language: 'es-UY',
      // Fixed to the issue date: the same receipt renders to the same bytes.
      creationDate: inv.request.issuedAt,
    },
    format === 'a4' ? a4Page(inv, t, qr) : ticketPage(inv, t, qr),
  );
}

/** The printed representation as a PDF, on an A4 page or on an 80 mm ticket as long as its content. */
export async function renderInvoicePdf(inv: PrintableInvoice, format: InvoicePdfFormat): Promise<Buffer> {
  const qr = inv.qrPngDataUrl ?? (await qrPngDataUrl(inv.qrUrl));
  return renderToBuffer(invoiceDocument(inv, format, qr) as Parameters<typeof renderToBuffer>[0]);
}
