/**
 * The unsigned CFE in DGI's XML format ("Formato de los CFE", v24 family): root `CFE` in the
 * namespace http://cfe.dgi.gub.uy (as the default namespace, like DGI's own samples), one child
 * `eTck` (101/102) or `eFact` (111/112) with TmstFirma, Encabezado (IdDoc, Emisor, Receptor,
 * Totales), Detalle, Referencia (credit notes) and CAEData, in the order DGI's schema defines.
 * The signature (cfe-signature.ts) is appended later as the last child of `CFE`.
 *
 * Amounts are formatted from integer cents (never through floating point); xmlbuilder2 escapes text.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { CfeLine, CfeRequest, CfeTotals, CfeType, IvaRate } from './types';

export const CFE_NAMESPACE = 'http://cfe.dgi.gub.uy';

const TIME_ZONE = 'America/Montevideo';

/** DGI's IndFact for each IVA rate. */
const IND_FACT: Record<IvaRate, number> = { basic: 3, minimum: 2, exempt: 1 };

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

function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
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

function addReceptor(encabezado: XMLBuilder, req: CfeRequest): void {
  const { receiver } = req;
  if (cfeKindElement(req.type) === 'eFact' && receiver?.kind !== 'company') {
    throw new Error(`CFE ${req.type} (e-Factura) requires a company receiver with its RUT`);
  }
  if (!receiver) return; // e-Ticket to an anonymous final consumer: no Receptor.
  const receptor = encabezado.ele('Receptor');
  if (receiver.kind === 'company') {
    receptor.ele('TipoDocRecep').txt('2'); // 2 = RUC (Uruguayan RUT)
    receptor.ele('CodPaisRecep').txt('UY');
    receptor.ele('DocRecep').txt(digitsOnly(receiver.rut));
    receptor.ele('RznSocRecep').txt(clip(receiver.name, MAX.rznSoc));
    if (receiver.address) receptor.ele('DirRecep').txt(clip(receiver.address, MAX.dirRecep));
    if (receiver.city) receptor.ele('CiudadRecep').txt(clip(receiver.city, MAX.ciudad));
    if (receiver.department) receptor.ele('DeptoRecep').txt(clip(receiver.department, MAX.departamento));
    return;
  }
  const document = receiver.document ? digitsOnly(receiver.document) : '';
  if (document) {
    receptor.ele('TipoDocRecep').txt('3'); // 3 = C.I. (Uruguayan identity card)
    receptor.ele('CodPaisRecep').txt('UY');
    receptor.ele('DocRecep').txt(document);
  }
  receptor.ele('RznSocRecep').txt(clip(receiver.name, MAX.rznSoc));
}

function addTotales(encabezado: XMLBuilder, req: CfeRequest, totals: CfeTotals): void {
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
  t.ele('CantLinDet').txt(String(req.lines.length));
  t.ele('MntPagar').txt(formatCents(totals.totalCents));
}

function addItem(detalle: XMLBuilder, line: CfeLine, index: number): void {
  const item = detalle.ele('Item');
  item.ele('NroLinDet').txt(String(index + 1));
  item.ele('IndFact').txt(String(IND_FACT[line.iva]));
  item.ele('NomItem').txt(clip(line.description, MAX.nomItem));
  item.ele('Cantidad').txt(formatQuantity(line.quantity));
  item.ele('UniMed').txt(clip(line.unit, MAX.uniMed) || 'N/A');
  item.ele('PrecioUnitario').txt(formatCents(line.unitPriceCents));
  if (line.discountCents > 0) item.ele('DescuentoMonto').txt(formatCents(line.discountCents));
  item.ele('MontoItem').txt(formatCents(line.amountCents));
}

/**
 * The unsigned CFE document (XML declaration included, no pretty printing). `signedAt` is the
 * TmstFirma; FchEmis is `req.issuedAt`'s day in Montevideo.
 */
export function buildCfeXml(req: CfeRequest, totals: CfeTotals, signedAt: Date): string {
  if (req.lines.length === 0) throw new Error('A CFE needs at least one line');
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
  emisor.ele('RUCEmisor').txt(digitsOnly(issuer.rut));
  emisor.ele('RznSoc').txt(clip(issuer.name, MAX.rznSoc));
  emisor.ele('CdgDGISucur').txt(String(issuer.branchCode));
  emisor.ele('DomFiscal').txt(clip(issuer.address, MAX.domFiscal));
  emisor.ele('Ciudad').txt(clip(issuer.city, MAX.ciudad));
  emisor.ele('Departamento').txt(clip(issuer.department, MAX.departamento));

  addReceptor(encabezado, req);
  addTotales(encabezado, req, totals);

  const detalle = cfe.ele('Detalle');
  for (const [i, line] of req.lines.entries()) addItem(detalle, line, i);

  if (isCreditNote(req.type)) {
    const ref = req.reference;
    if (!ref) throw new Error(`CFE ${req.type} (credit note) requires the reference to the CFE it corrects`);
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
