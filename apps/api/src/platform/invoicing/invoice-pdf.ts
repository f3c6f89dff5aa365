/**
 * The printed representation of a CFE ("representación impresa"): the PDF a buyer downloads or
 * receives by e-mail, on an A4 page or on an 80 mm ticket, laid out by DGI's "Formato de la
 * representación impresa" (Formato de los CFE v24, pages 75–80):
 *
 * 1. Issuer, top left: name, fiscal address (city, department).
 * 2. The document, top right, in characters at least 3 mm high: the issuer's RUT, the type, series
 *    and number, the payment (Contado / Crédito).
 * 3. The receiver: a box of at least 4 × 1 cm with "RUC COMPRADOR" and the company's RUT (e-Factura,
 *    then its name and address), or "CONSUMO FINAL" (e-Ticket), at least 3 mm high.
 * 4. The body: date, lines (quantity, unit price, discount, amount), net and IVA per rate, exempt,
 *    the rounding (non-billable), total and total to pay; the currency and, in dollars, the rate with
 *    its BCU date; a credit note's reference.
 * 5. The footer: the QR code bottom left, 25 × 25 mm (DGI: 22 to 30 mm) with at least 3 mm around it,
 *    "Código de seguridad" and the 6 characters under it; beside it "Res. N°/año" (or "Fecha emisor"),
 *    "Puede verificar comprobante en …" (the issuer's own page for e-Tickets and their notes,
 *    www.dgi.gub.uy for the rest), the "IVA al día" constancy when the company holds it, the CAE
 *    number and its range; bottom right a box of at least 2 × 1 cm with the CAE's "Fecha de
 *    vencimiento", at least 3 mm high.
 *
 * Sizes: DGI measures characters' height; here a size is chosen so Helvetica's capital letters
 * (0.718 em) are at least that tall — 8 pt for DGI's general 2 mm, 12 pt for its 3 mm legends — and
 * no text comes closer than 5 mm to the paper's edge. invoice-pdf.test.ts reads the PDF back and
 * checks every one of these numbers.
 *
 * This module pulls @react-pdf/renderer (and React) in: import it lazily, on the first download.
 * Built-in fonts only (Helvetica), so rendering never touches the network.
 */
import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { type CfeItem, cfeItems } from './cfe-totals';
import { type CfeCurrency, type CfeReceiver, type CfeRequest, type CfeTotals, type CfeType, payableOf } from './types';

export interface PrintableInvoice {
  request: CfeRequest;
  totals: CfeTotals;
  /** 6 characters: the first ones of the signature's digest. */
  securityCode: string;
  /** DGI's verification link, printed as a QR code. */
  qrUrl: string;
  /** The QR code of `qrUrl` as a PNG data URL, when the caller already has it; otherwise drawn here. */
  qrPngDataUrl?: string;
  /** A USD receipt's rate: BCU's closing of `rateDate`, or the configured one (no date). */
  exchangeRateNote?: { source: 'bcu' | 'configured'; rateDate: string | null };
  /** Set when DGI rejected it: printed across the top, the document has no validity. */
  voidReason?: string;
}

export type InvoicePdfFormat = 'a4' | '80mm';

const TIME_ZONE = 'America/Montevideo';

/** Millimetres to PDF points (1 pt = 1/72 in). */
export const MM = 72 / 25.4;

/** 80 mm in PDF points. */
const TICKET_WIDTH_PT = 80 * MM;

/** Helvetica's capital height, as a fraction of the font size. */
const CAP_HEIGHT = 0.718;

/** The smallest font size (in 0.5 pt steps) whose capitals are at least `mm` tall. */
function sizeForCapitalsOf(mm: number): number {
  return Math.ceil(((mm * MM) / CAP_HEIGHT) * 2) / 2;
}

/** DGI's sizes: 2 mm for any text, 3 mm for the legends of the identification zones. */
export const MIN_TEXT_PT = sizeForCapitalsOf(2);
export const LEGEND_PT = sizeForCapitalsOf(3);
/** The QR code's side (DGI: 22 to 30 mm) and the clear margin around it (DGI: at least 3 mm). */
export const QR_SIDE_PT = 25 * MM;
const QR_MARGIN_PT = 3.5 * MM;
/** No text nearer the edge than 5 mm (DGI's "borde sin letras"). */
export const EDGE_PT = 5.5 * MM;
/** DGI's boxes: the receiver (4 × 1 cm) and the CAE's expiry (2 × 1 cm). */
export const RECEIVER_BOX_PT = { width: 40 * MM, height: 10 * MM };
export const EXPIRY_BOX_PT = { width: 20 * MM, height: 10 * MM };

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
  const rounding = totals.roundingCents ?? 0;
  if (rounding === 0) {
    // "Total" equals "Total a pagar": DGI lets one of them be printed.
    rows.push({ label: 'Total', cents: totals.totalCents, strong: true });
  } else {
    rows.push({ label: 'Total', cents: totals.totalCents });
    rows.push({ label: 'Redondeo (monto no facturable)', cents: rounding });
    rows.push({ label: 'Total a pagar', cents: payableOf(totals), strong: true });
  }
  return rows;
}

/** Below the receiver's box: a company's name and address, or a consumer's name and document. */
function receiverDetails(receiver: CfeReceiver | null): string[] {
  if (!receiver) return [];
  if (receiver.kind === 'company') {
    const place = [receiver.city, receiver.department].filter(Boolean).join(', ');
    return [receiver.name, receiver.address ?? '', place].filter(Boolean);
  }
  const lines: string[] = [];
  if (receiver.name) lines.push(`Nombre: ${receiver.name}`);
  if (receiver.document) lines.push(`Documento: C.I. ${receiver.document} (UY)`);
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

/** "Tipo de cambio: 40,125 (BCU, cierre del 24/11/2026)", or the configured rate said as such. */
function exchangeRateLine(inv: PrintableInvoice): string | null {
  const { request } = inv;
  if (request.currency !== 'USD' || !request.exchangeRate) return null;
  const rate = `Tipo de cambio: ${formatDecimal(request.exchangeRate, 3, true)}`;
  const note = inv.exchangeRateNote;
  if (note?.source === 'bcu' && note.rateDate) return `${rate} (BCU, cierre del ${formatIsoDate(note.rateDate)})`;
  if (note?.source === 'configured') return `${rate} (tipo de cambio configurado, sin fecha del BCU)`;
  return rate;
}

/** The issuer's legend beside the QR: "Res. N°/año", or "Fecha emisor" with the date it joined. */
function resolutionLine(issuer: CfeRequest['issuer']): string | null {
  const value = issuer.resolution;
  if (!value) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `Fecha emisor: ${formatIsoDate(value)}` : `Res. ${value}`;
}

/** e-Tickets and their notes: the issuer's own page; the rest: DGI's (DGI's rule, 5 – Pie). */
function verifyLine(request: CfeRequest): string {
  const ticket = request.type === 101 || request.type === 102;
  const where = ticket && request.issuer.verificationUrl ? request.issuer.verificationUrl : 'www.dgi.gub.uy';
  return `Puede verificar comprobante en ${where}`;
}

interface Texts {
  title: string;
  numberLine: string;
  dateLine: string;
  paymentLine: string;
  rutLine: string;
  issuerName: string;
  issuer: string[];
  receiverBox: { label: string; value: string | null };
  receiver: string[];
  currency: string;
  exchangeRate: string | null;
  reference: string | null;
  totals: TotalRow[];
  securityLabel: string;
  securityCode: string;
  footer: string[];
  expiry: { label: string; date: string };
  voidLine: string | null;
}

function texts(inv: PrintableInvoice): Texts {
  const { request } = inv;
  const { issuer, cae } = request;
  const company = request.receiver?.kind === 'company' ? request.receiver : null;
  return {
    title: invoiceTitle(request.type),
    numberLine: `Serie ${request.series} Nº ${invoiceNumber(request.number)}`,
    dateLine: `Fecha: ${formatDateUy(request.issuedAt)}`,
    paymentLine: request.paymentMethod === 2 ? 'Crédito' : 'Contado',
    rutLine: `RUT ${issuer.rut}`,
    issuerName: issuer.name,
    issuer: [issuer.address, `${issuer.city}, ${issuer.department}`],
    receiverBox: company ? { label: 'RUC COMPRADOR', value: company.rut } : { label: 'CONSUMO FINAL', value: null },
    receiver: receiverDetails(request.receiver),
    currency: currencyLine(request),
    exchangeRate: exchangeRateLine(inv),
    reference: referenceLine(request),
    totals: totalRows(inv.totals),
    securityLabel: 'Código de seguridad',
    securityCode: inv.securityCode,
    footer: [
      resolutionLine(issuer),
      verifyLine(request),
      issuer.ivaAlDia ? 'IVA al día' : null,
      `CAE Nº ${cae.id}`,
      `Serie ${cae.series} del Nº ${cae.from} al Nº ${cae.to}`,
    ].filter((l): l is string => l !== null),
    expiry: { label: 'CAE · Fecha de vencimiento', date: formatIsoDate(cae.expiresOn) },
    voidLine: inv.voidReason ? `SIN VALIDEZ: rechazado por DGI (${inv.voidReason})` : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Layouts
// ---------------------------------------------------------------------------------------------

const BOLD = 'Helvetica-Bold';
const BOX = { borderWidth: 1, borderColor: '#000' } as const;

const a4 = StyleSheet.create({
  page: { fontFamily: 'Helvetica', fontSize: 9, padding: 36, color: '#000' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 12 },
  issuer: { flexGrow: 1, flexShrink: 1, paddingRight: 12 },
  issuerName: { fontFamily: BOLD, fontSize: LEGEND_PT, marginBottom: 3 },
  docBox: { ...BOX, width: 215, padding: 8 },
  legend: { fontSize: LEGEND_PT, marginBottom: 2 },
  legendBold: { fontFamily: BOLD, fontSize: LEGEND_PT, marginBottom: 2 },
  strong: { fontFamily: BOLD },
  receiver: { flexDirection: 'row', alignItems: 'flex-start', marginBottom: 10 },
  receiverBox: {
    ...BOX,
    minWidth: RECEIVER_BOX_PT.width,
    minHeight: RECEIVER_BOX_PT.height,
    padding: 5,
    marginRight: 12,
  },
  receiverDetails: { flexGrow: 1, flexShrink: 1, justifyContent: 'center' },
  section: { borderWidth: 0.5, borderColor: '#999', padding: 6, marginBottom: 10 },
  table: { marginBottom: 10 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: '#000', paddingBottom: 3, fontFamily: BOLD },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#bbb', paddingVertical: 3 },
  colDesc: { flexGrow: 1, flexShrink: 1, paddingRight: 6 },
  colQty: { width: 50, textAlign: 'right' },
  colPrice: { width: 80, textAlign: 'right' },
  colDiscount: { width: 70, textAlign: 'right' },
  colAmount: { width: 80, textAlign: 'right' },
  totals: { alignSelf: 'flex-end', width: 280, marginBottom: 12 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 1.5 },
  grandTotal: { fontFamily: BOLD, fontSize: 11, borderTopWidth: 1, borderColor: '#000', paddingTop: 3, marginTop: 2 },
  footer: { flexDirection: 'row', alignItems: 'flex-end', borderTopWidth: 0.5, borderColor: '#999', paddingTop: 8 },
  seal: { width: QR_SIDE_PT + 2 * QR_MARGIN_PT, alignItems: 'center' },
  qr: { width: QR_SIDE_PT, height: QR_SIDE_PT, margin: QR_MARGIN_PT },
  footerText: { flexGrow: 1, flexShrink: 1, paddingHorizontal: 8, paddingBottom: 4 },
  expiryBox: {
    ...BOX,
    minWidth: EXPIRY_BOX_PT.width,
    minHeight: EXPIRY_BOX_PT.height,
    padding: 5,
    alignItems: 'center',
  },
  small: { fontSize: MIN_TEXT_PT, marginTop: 2 },
  voidBanner: { ...BOX, fontFamily: BOLD, fontSize: LEGEND_PT, padding: 6, marginBottom: 10, textAlign: 'center' },
  pageNumber: { position: 'absolute', bottom: 18, right: 36, fontSize: MIN_TEXT_PT },
});

const ticket = StyleSheet.create({
  page: {
    fontFamily: 'Helvetica',
    fontSize: MIN_TEXT_PT,
    paddingVertical: EDGE_PT,
    paddingHorizontal: EDGE_PT,
    color: '#000',
  },
  center: { textAlign: 'center' },
  issuerName: { fontFamily: BOLD, fontSize: 10, textAlign: 'center' },
  legend: { fontSize: LEGEND_PT, textAlign: 'center' },
  legendBold: { fontFamily: BOLD, fontSize: LEGEND_PT, textAlign: 'center' },
  strong: { fontFamily: BOLD },
  docBlock: { marginTop: 6 },
  rule: { borderBottomWidth: 0.5, borderColor: '#000', borderStyle: 'dashed', marginVertical: 5 },
  receiverBox: {
    ...BOX,
    minWidth: RECEIVER_BOX_PT.width,
    minHeight: RECEIVER_BOX_PT.height,
    padding: 4,
    alignSelf: 'center',
    alignItems: 'center',
    justifyContent: 'center',
    marginBottom: 4,
  },
  line: { marginBottom: 3 },
  lineDetail: { flexDirection: 'row', justifyContent: 'space-between' },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 1 },
  grandTotal: { fontFamily: BOLD, fontSize: 10, marginTop: 2 },
  qr: { width: QR_SIDE_PT, height: QR_SIDE_PT, alignSelf: 'flex-start', margin: QR_MARGIN_PT, marginLeft: 0 },
  expiryBox: {
    ...BOX,
    minWidth: EXPIRY_BOX_PT.width,
    minHeight: EXPIRY_BOX_PT.height,
    padding: 4,
    alignSelf: 'flex-end',
    alignItems: 'center',
    marginTop: 4,
  },
  voidBanner: { ...BOX, fontFamily: BOLD, fontSize: LEGEND_PT, padding: 4, marginBottom: 6, textAlign: 'center' },
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

/** A detail line's cells; a non-billable negative line (IndFact 7) prints its sign (DGI's rule). */
function lineCells(line: CfeItem): { qty: string; price: string; discount: string; amount: string } {
  return {
    qty: formatDecimal(line.quantity, 3),
    price: formatAmount(line.unitPriceCents),
    discount: line.discountCents
      ? formatAmount(line.discountCents)
      : line.surchargeCents
        ? `rec. ${formatAmount(line.surchargeCents)}`
        : '—',
    amount: `${line.indFact === 7 ? '-' : ''}${formatAmount(line.amountCents)}`,
  };
}

function a4Page(inv: PrintableInvoice, t: Texts, qr: string): ReactElement {
  const { request } = inv;
  const money = (cents: number) => formatReceiptMoney(cents, request.currency);
  const s = a4;
  return h(
    Page,
    { size: 'A4', style: s.page },
    // 1–3 repeat on every page of a long receipt (DGI: each page identifies issuer, receiver, document).
    h(
      View,
      { fixed: true },
      t.voidLine ? text(s.voidBanner, t.voidLine) : null,
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
          text(s.legendBold, t.rutLine),
          text(s.legendBold, t.title),
          text(s.legend, t.numberLine),
          text(s.legend, t.paymentLine),
        ),
      ]),
      row(s.receiver, [
        h(
          View,
          { style: s.receiverBox, key: 'box' },
          text(s.legendBold, t.receiverBox.label),
          t.receiverBox.value ? text(s.legend, t.receiverBox.value) : null,
        ),
        h(
          View,
          { style: s.receiverDetails, key: 'details' },
          ...t.receiver.map((l, i) => text(i === 0 ? s.strong : undefined, l, i)),
        ),
      ]),
    ),
    text({ marginBottom: 4 }, t.dateLine),
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
      ...cfeItems(request.lines, inv.totals).map((line, i) => {
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
    // 5: the QR bottom left with its code under it, the legends beside, the CAE's expiry bottom right.
    h(
      View,
      { style: s.footer, wrap: false },
      h(
        View,
        { style: s.seal },
        h(Image, { style: s.qr, src: qr }),
        text(s.strong, t.securityLabel),
        text(s.strong, t.securityCode),
      ),
      h(View, { style: s.footerText }, ...t.footer.map((l, i) => text(s.small, l, i))),
      h(View, { style: s.expiryBox }, text(s.small, t.expiry.label), text(s.legendBold, t.expiry.date)),
    ),
    h(Text, {
      style: s.pageNumber,
      fixed: true,
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        totalPages > 1 ? `Página ${pageNumber} de ${totalPages}` : '',
    }),
  );
}

function ticketPage(inv: PrintableInvoice, t: Texts, qr: string): ReactElement {
  const { request } = inv;
  const money = (cents: number) => formatReceiptMoney(cents, request.currency);
  const s = ticket;
  const rule = (key: string) => h(View, { style: s.rule, key });
  // DGI's order when the paper is too narrow for its zones: issuer, document, receiver, body, footer.
  // No height: react-pdf grows the page to its content, as a roll of paper does. Without
  // `wrap: false` its paginator still splits an auto-height page into several short ones.
  return h(
    Page,
    { size: { width: TICKET_WIDTH_PT }, style: s.page, wrap: false },
    t.voidLine ? text(s.voidBanner, t.voidLine) : null,
    text(s.issuerName, t.issuerName),
    ...t.issuer.map((l, i) => text(s.center, l, `i${i}`)),
    h(
      View,
      { style: s.docBlock },
      text(s.legendBold, t.rutLine),
      text(s.legendBold, t.title),
      text(s.legend, t.numberLine),
      text(s.legend, t.paymentLine),
    ),
    rule('r1'),
    h(
      View,
      { style: s.receiverBox },
      text(s.legendBold, t.receiverBox.label),
      t.receiverBox.value ? text(s.legend, t.receiverBox.value) : null,
    ),
    ...t.receiver.map((l, i) => text(i === 0 ? s.strong : undefined, l, `c${i}`)),
    rule('r2'),
    text(undefined, t.dateLine),
    t.reference ? text({ marginTop: 3 }, t.reference) : null,
    text(t.exchangeRate ? undefined : { marginBottom: 3 }, t.currency),
    t.exchangeRate ? text({ marginBottom: 3 }, t.exchangeRate) : null,
    ...cfeItems(request.lines, inv.totals).map((line, i) => {
      const c = lineCells(line);
      const adjustment = line.discountCents ? ` (desc. ${c.discount})` : line.surchargeCents ? ` (${c.discount})` : '';
      const detail = `${c.qty} x ${c.price}${adjustment}`;
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
    text(s.strong, t.securityLabel),
    text([s.strong, { marginBottom: 4 }], t.securityCode),
    ...t.footer.map((l, i) => text(undefined, l, `f${i}`)),
    h(View, { style: s.expiryBox }, text(undefined, t.expiry.label), text(s.legendBold, t.expiry.date)),
  );
}

/** The QR code as a PNG data URL, drawn at 300 px (25 mm on paper: about 300 dpi). */
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
