/**
 * The unsigned CFE in DGI's XML format ("Formato de los CFE" v24, XSDs 1.44.1): root `CFE` in the
 * namespace http://cfe.dgi.gub.uy (as the default namespace, like DGI's own samples), one child
 * `eTck` (101/102) or `eFact` (111/112) with TmstFirma, Encabezado (IdDoc, Emisor, Receptor,
 * Totales), Detalle, Referencia (credit notes) and CAEData, in the order DGI's schema defines.
 * The signature (cfe-signature.ts) is appended later as the last child of `CFE`.
 *
 * Before writing anything, `cfeRuleProblems` checks the request against DGI's rules that a schema
 * cannot express (check digits, the CAE, each line's arithmetic, the e-Factura's receiver): a
 * receipt DGI would reject is never numbered and signed; it fails visibly instead (docs/invoicing.md,
 * "Which DGI rules are checked where"). The test suite checks the result against DGI's own XSD.
 *
 * Amounts are formatted from integer cents (never through floating point); xmlbuilder2 escapes text.
 */
import { isValidCi, isValidRut, taxIdDigits } from '@nutritest/domain';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { type CfeItem, cfeItems } from './cfe-totals';
import type { CfeRequest, CfeTotals, CfeType } from './types';

export { ROUNDING_DESCRIPTION } from './cfe-totals';

export const CFE_NAMESPACE = 'http://cfe.dgi.gub.uy';

const TIME_ZONE = 'America/Montevideo';

/** Maximum lengths of DGI's string fields (longer values are cut, not rejected). */
const MAX = {
  rznSoc: 150,
  domFiscal: 70,
  ciudad: 30,
  departamento: 30,
  dirRecep: 70,
  nomItem: 80,
  uniMed: 4,
  razonRef: 90,
} as const;

/** Cents as DGI's decimal with two places ("1234.50", "-0.05"), from the integer. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Amount must be integer cents, got ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A number with exactly `places` decimals, rounded through an integer (e.g. 39.5 → "39.500"). */
function formatFixed(value: number, places: number): string {
  const scale = 10 ** places;
  const scaled = Math.round(value * scale);
  const abs = Math.abs(scaled);
  return `${scaled < 0 ? '-' : ''}${Math.floor(abs / scale)}.${String(abs % scale).padStart(places, '0')}`;
}

/** Quantity with up to 3 decimals, without trailing zeros ("2", "1.5"). */
function formatQuantity(quantity: number): string {
  if (Number.isInteger(quantity)) return String(quantity);
  return formatFixed(quantity, 3).replace(/\.?0+$/, '');
}

/** Cut to `max` characters (code points, so a multi-byte character is never split). */
function clip(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length > max ? chars.slice(0, max).join('') : chars.join('');
}

interface MontevideoParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** Offset from UTC in minutes (−180 in Uruguay). */
  offsetMinutes: number;
}

function montevideoParts(at: Date): MontevideoParts {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const local = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  const offsetMinutes = Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    offsetMinutes,
  };
}

/** YYYY-MM-DD of `at` in Montevideo (DGI's FchEmis). */
export function montevideoDate(at: Date): string {
  const p = montevideoParts(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** ISO 8601 timestamp with Montevideo's offset, e.g. 2026-03-05T14:07:09-03:00 (DGI's TmstFirma). */
export function montevideoTimestamp(at: Date): string {
  const p = montevideoParts(at);
  const sign = p.offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(p.offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** `eTck` for e-Tickets and their notes, `eFact` for e-Facturas and theirs. */
export function cfeKindElement(type: CfeType): 'eTck' | 'eFact' {
  return type === 101 || type === 102 ? 'eTck' : 'eFact';
}

function isCreditNote(type: CfeType): boolean {
  return type === 102 || type === 112;
}

/** DGI's maximum number of lines (A-C126): 700 on e-Tickets and their notes, 200 on the rest. */
function maxLines(type: CfeType): number {
  return cfeKindElement(type) === 'eTck' ? 700 : 200;
}

/**
 * What DGI would reject in `req` beyond its schema (Formato de los CFE v24): the issuer's RUT and the
 * receiver's RUT or cédula with their check digits (A-C40, A-C62), an e-Factura's receiver with its
 * RUT, name, address and city (A-C60 … A-C65), an 11-digit CAE whose range holds the number and that
 * has not expired (CAE zone), the currency's rate (A-C111), each line's amount = quantity × unit price
 * − discount (B-C24), the number of lines (A-C126), a credit note's reference. [] when none. The
 * texts are Spanish: operations read them as the receipt's error (Pedidos, "Comprobantes con error").
 */
export function cfeRuleProblems(req: CfeRequest): string[] {
  const problems: string[] = [];
  if (!isValidRut(req.issuer.rut))
    problems.push(`el RUT del emisor ${req.issuer.rut} no es válido (dígito verificador)`);
  const { receiver } = req;
  if (cfeKindElement(req.type) === 'eFact') {
    if (receiver?.kind !== 'company') {
      problems.push(`la e-Factura (CFE ${req.type}) necesita una empresa receptora con su RUT`);
    } else {
      if (!receiver.name.trim()) problems.push('la empresa receptora no tiene razón social');
      if (!receiver.address?.trim())
        problems.push('la empresa receptora no tiene dirección (DirRecep): completala en sus datos');
      if (!receiver.city?.trim())
        problems.push('la empresa receptora no tiene ciudad (CiudadRecep): completala en sus datos');
    }
  }
  if (receiver?.kind === 'company' && !isValidRut(receiver.rut)) {
    problems.push(
      `el RUT de la empresa receptora ${receiver.rut} no es válido (dígito verificador): corregilo en sus datos`,
    );
  }
  if (receiver?.kind === 'person' && receiver.document && !isValidCi(receiver.document)) {
    problems.push(`la cédula del receptor ${receiver.document} no es válida (dígito verificador)`);
  }
  const { cae } = req;
  if (!/^\d{11}$/.test(cae.id)) problems.push(`el CAE ${cae.id} no tiene 11 dígitos`);
  if (req.number < cae.from || req.number > cae.to)
    problems.push(`el número ${req.number} está fuera del rango del CAE`);
  if (montevideoDate(req.issuedAt) > cae.expiresOn) problems.push(`el CAE venció el ${cae.expiresOn}`);
  if (req.series !== cae.series) problems.push(`la serie ${req.series} no es la del CAE (${cae.series})`);
  if (req.currency !== 'UYU' && !(req.exchangeRate && req.exchangeRate >= 0.001 && req.exchangeRate <= 9999.999)) {
    problems.push(`un comprobante en ${req.currency} necesita el tipo de cambio (exchange rate)`);
  }
  if (req.lines.length === 0) problems.push('el comprobante no tiene líneas (at least one line)');
  // One line more may be added for the rounding (cfe-totals.ts).
  if (req.lines.length + 1 > maxLines(req.type)) problems.push(`demasiadas líneas (${req.lines.length})`);
  for (const [i, line] of req.lines.entries()) {
    const expected = Math.round(line.quantity * line.unitPriceCents) - line.discountCents;
    if (line.amountCents !== expected) {
      problems.push(
        `línea ${i + 1}: el importe ${line.amountCents} no es cantidad × precio − descuento (quantity × price: ${expected})`,
      );
    }
    if (line.amountCents < 0 || line.discountCents < 0 || line.unitPriceCents < 0 || !(line.quantity > 0)) {
      problems.push(`línea ${i + 1}: importes o cantidad negativos`);
    }
    if (!line.description.trim()) problems.push(`línea ${i + 1}: sin descripción`);
  }
  if (isCreditNote(req.type) && !req.reference) {
    problems.push(`la nota de crédito (CFE ${req.type}) necesita la referencia al comprobante que corrige`);
  }
  if (req.reference && req.reference.type !== req.type - 1) {
    problems.push(`la nota de crédito ${req.type} no puede referir a un CFE ${req.reference.type}`);
  }
  return problems;
}

export class CfeRuleError extends Error {}

function addReceptor(encabezado: XMLBuilder, req: CfeRequest): void {
  const { receiver } = req;
  if (!receiver) return; // e-Ticket to an anonymous final consumer: no Receptor.
  const receptor = encabezado.ele('Receptor');
  if (receiver.kind === 'company') {
    receptor.ele('TipoDocRecep').txt('2'); // 2 = RUC (Uruguayan RUT)
    receptor.ele('CodPaisRecep').txt('UY');
    receptor.ele('DocRecep').txt(taxIdDigits(receiver.rut));
    receptor.ele('RznSocRecep').txt(clip(receiver.name, MAX.rznSoc));
    if (receiver.address) receptor.ele('DirRecep').txt(clip(receiver.address, MAX.dirRecep));
    if (receiver.city) receptor.ele('CiudadRecep').txt(clip(receiver.city, MAX.ciudad));
    if (receiver.department) receptor.ele('DeptoRecep').txt(clip(receiver.department, MAX.departamento));
    return;
  }
  const document = receiver.document ? taxIdDigits(receiver.document) : '';
  if (document) {
    receptor.ele('TipoDocRecep').txt('3'); // 3 = C.I. (Uruguayan identity card)
    receptor.ele('CodPaisRecep').txt('UY');
    receptor.ele('DocRecep').txt(document);
  }
  receptor.ele('RznSocRecep').txt(clip(receiver.name, MAX.rznSoc));
}

function addTotales(encabezado: XMLBuilder, req: CfeRequest, totals: CfeTotals, itemCount: number): void {
  const t = encabezado.ele('Totales');
  t.ele('TpoMoneda').txt(req.currency);
  if (req.currency !== 'UYU') {
    if (!req.exchangeRate || !(req.exchangeRate > 0)) {
      throw new Error(`CFE in ${req.currency} requires the exchange rate (UYU per unit)`);
    }
    t.ele('TpoCambio').txt(formatFixed(req.exchangeRate, 3));
  }
  t.ele('MntNoGrv').txt(formatCents(totals.exemptCents));
  t.ele('MntNetoIvaTasaMin').txt(formatCents(totals.netMinimumCents));
  t.ele('MntNetoIVATasaBasica').txt(formatCents(totals.netBasicCents));
  t.ele('IVATasaMin').txt('10.000');
  t.ele('IVATasaBasica').txt('22.000');
  t.ele('MntIVATasaMin').txt(formatCents(totals.ivaMinimumCents));
  t.ele('MntIVATasaBasica').txt(formatCents(totals.ivaBasicCents));
  t.ele('MntTotal').txt(formatCents(totals.totalCents));
  t.ele('CantLinDet').txt(String(itemCount));
  const rounding = totals.roundingCents ?? 0;
  if (rounding !== 0) t.ele('MontoNF').txt(formatCents(rounding));
  t.ele('MntPagar').txt(formatCents(totals.totalCents + rounding));
}

function addItem(detalle: XMLBuilder, line: CfeItem, index: number): void {
  const item = detalle.ele('Item');
  item.ele('NroLinDet').txt(String(index + 1));
  item.ele('IndFact').txt(String(line.indFact));
  item.ele('NomItem').txt(clip(line.description, MAX.nomItem));
  item.ele('Cantidad').txt(formatQuantity(line.quantity));
  item.ele('UniMed').txt(clip(line.unit, MAX.uniMed) || 'N/A');
  item.ele('PrecioUnitario').txt(formatCents(line.unitPriceCents));
  if (line.discountCents > 0) item.ele('DescuentoMonto').txt(formatCents(line.discountCents));
  if (line.surchargeCents > 0) item.ele('RecargoMnt').txt(formatCents(line.surchargeCents));
  item.ele('MontoItem').txt(formatCents(line.amountCents));
}

/**
 * The unsigned CFE document (XML declaration included, no pretty printing). `signedAt` is the
 * TmstFirma; FchEmis is `req.issuedAt`'s day in Montevideo.
 */
export function buildCfeXml(req: CfeRequest, totals: CfeTotals, signedAt: Date): string {
  const problems = cfeRuleProblems(req);
  if (problems.length) throw new CfeRuleError(`DGI lo rechazaría: ${problems.join('; ')}`);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(CFE_NAMESPACE, 'CFE', { version: '1.0' });
  const cfe = root.ele(cfeKindElement(req.type));
  cfe.ele('TmstFirma').txt(montevideoTimestamp(signedAt));

  const encabezado = cfe.ele('Encabezado');
  const idDoc = encabezado.ele('IdDoc');
  idDoc.ele('TipoCFE').txt(String(req.type));
  idDoc.ele('Serie').txt(req.series);
  idDoc.ele('Nro').txt(String(req.number));
  idDoc.ele('FchEmis').txt(montevideoDate(req.issuedAt));
  idDoc.ele('MntBruto').txt('1'); // 1 = line amounts include IVA
  idDoc.ele('FmaPago').txt(String(req.paymentMethod));

  const { issuer } = req;
  const emisor = encabezado.ele('Emisor');
  emisor.ele('RUCEmisor').txt(taxIdDigits(issuer.rut));
  emisor.ele('RznSoc').txt(clip(issuer.name, MAX.rznSoc));
  emisor.ele('CdgDGISucur').txt(String(issuer.branchCode));
  emisor.ele('DomFiscal').txt(clip(issuer.address, MAX.domFiscal));
  emisor.ele('Ciudad').txt(clip(issuer.city, MAX.ciudad));
  emisor.ele('Departamento').txt(clip(issuer.department, MAX.departamento));

  const items = cfeItems(req.lines, totals);
  addReceptor(encabezado, req);
  addTotales(encabezado, req, totals, items.length);

  const detalle = cfe.ele('Detalle');
  for (const [i, item] of items.entries()) addItem(detalle, item, i);

  const ref = req.reference;
  if (isCreditNote(req.type) && ref) {
    const referencia = cfe.ele('Referencia').ele('Referencia');
    referencia.ele('NroLinRef').txt('1');
    referencia.ele('TpoDocRef').txt(String(ref.type));
    referencia.ele('Serie').txt(ref.series);
    referencia.ele('NroCFERef').txt(String(ref.number));
    referencia.ele('RazonRef').txt(clip(ref.reason, MAX.razonRef));
    referencia.ele('FechaCFEref').txt(ref.issuedOn);
  }

  const caeData = cfe.ele('CAEData');
  caeData.ele('CAE_ID').txt(req.cae.id);
  caeData.ele('DNro').txt(String(req.cae.from));
  caeData.ele('HNro').txt(String(req.cae.to));
  caeData.ele('FecVenc').txt(req.cae.expiresOn);

  return root.end({ prettyPrint: false });
}
