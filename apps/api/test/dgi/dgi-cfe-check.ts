import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { validateXML } from 'xmllint-wasm';

/**
 * Checks a CFE the way DGI does, with what we did not write:
 *
 * - `dgiSchemaErrors`: DGI's published XSD (CFEDGI.xsd of XSDs 1.44.1, vendored in ./xsd-1.44.1,
 *   see the README there) through libxml2's validator (xmllint-wasm, decision 045).
 * - `dgiRuleErrors`: the arithmetic and identity rules of DGI's "Formato de los CFE" (v24) that a
 *   schema cannot express, recomputed here from the XML alone — the check digits of the RUT (DGI's
 *   mod-11) and of the cédula, the CAE's range and date, each line's amount, the net per IVA rate
 *   (gross ÷ (1 + rate) when MntBruto = 1), the IVA (net × rate), the totals, the amount to pay, and
 *   that the lines add up to it.
 *   It is written from DGI's field table (A-C112 … A-C130, B-C24), not from the product's code.
 */

const XSD_DIR = path.join(import.meta.dirname, 'xsd-1.44.1');
const file = (name: string) => ({ fileName: name, contents: readFileSync(path.join(XSD_DIR, name), 'utf8') });
let schemaFiles: ReturnType<typeof file>[] | undefined;

/** libxml2's messages for `xml` against DGI's CFEDGI.xsd; [] when valid. */
export async function dgiSchemaErrors(xml: string): Promise<string[]> {
  schemaFiles ??= ['CFEType.xsd', 'DGITypes.xsd', 'xmldsig-core-schema.xsd', 'xenc-schema.xsd'].map(file);
  const result = await validateXML({
    xml: { fileName: 'cfe.xml', contents: xml },
    schema: file('CFEDGI.xsd'),
    preload: schemaFiles,
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

const NS = 'http://cfe.dgi.gub.uy';
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

/** DGI's RUT: 12 digits, 01–22, not all zero in 3–8, 001 in 9–11, mod-11 check digit (weights 4,3,2,9,8,7,6,5,4,3,2). */
export function dgiRutIsValid(rut: string): boolean {
  if (!/^\d{12}$/.test(rut)) return false;
  const first = Number(rut.slice(0, 2));
  if (first < 1 || first > 22 || /^0{6}$/.test(rut.slice(2, 8)) || rut.slice(8, 11) !== '001') return false;
  const weights = [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(rut[i]), 0);
  const check = 11 - (sum % 11);
  const digit = check === 11 ? 0 : check;
  return digit !== 10 && digit === Number(rut[11]);
}

/** The Uruguayan cédula: up to 7 digits and a check digit (weights 2,9,8,7,6,3,4, mod 10). */
export function dgiCiIsValid(ci: string): boolean {
  if (!/^\d{6,8}$/.test(ci)) return false;
  const padded = ci.padStart(8, '0');
  const weights = [2, 9, 8, 7, 6, 3, 4];
  const sum = weights.reduce((s, w, i) => s + w * Number(padded[i]), 0);
  return (10 - (sum % 10)) % 10 === Number(padded[7]);
}

/** A decimal string as an exact integer number of cents (or thousandths, with `places` 3). */
function scaled(text: string | undefined, places = 2): number {
  if (text === undefined) return 0;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const fraction = (m[3] ?? '').padEnd(places, '0');
  if (fraction.length > places) return Number.NaN;
  return (m[1] ? -1 : 1) * (Number(m[2]) * 10 ** places + Number(fraction));
}

/** Rounds a rational a / b (b > 0) half away from zero, exactly (BigInt: products may pass 2^53). */
function roundDiv(a: number | bigint, b: number | bigint): number {
  const x = BigInt(a);
  const y = BigInt(b);
  const abs = x < 0n ? -x : x;
  const q = (2n * abs + y) / (2n * y);
  return Number(x < 0n ? -q : q);
}

/** Every rule broken by the (signed) CFE `xml`; [] when it is right. */
export function dgiRuleErrors(xml: string): string[] {
  const errors: string[] = [];
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (root?.localName !== 'CFE' || root.namespaceURI !== NS) return ['root is not DGI’s CFE'];
  const kind = (Array.from(root.childNodes) as unknown as Element[]).find(
    (n) => n.nodeType === 1 && n.namespaceURI === NS,
  );
  if (!kind) return ['no eTck / eFact'];
  const all = (tag: string, scope: Element | Document = kind) => Array.from(scope.getElementsByTagNameNS(NS, tag));
  const one = (tag: string, scope: Element | Document = kind) => all(tag, scope)[0]?.textContent?.trim();

  const type = Number(one('TipoCFE'));
  const ticket = type === 101 || type === 102;
  if (kind.localName !== (ticket ? 'eTck' : 'eFact')) errors.push(`CFE ${type} inside ${kind.localName}`);

  // Identity: the issuer's RUT, the receiver's document, the CAE.
  const rut = one('RUCEmisor') ?? '';
  if (!dgiRutIsValid(rut)) errors.push(`RUCEmisor ${rut}: not a valid RUT (check digit)`);
  const receptor = all('Receptor')[0];
  const docType = receptor ? one('TipoDocRecep', receptor) : undefined;
  const docNumber = receptor ? (one('DocRecep', receptor) ?? '') : '';
  if (docType === '2' && !dgiRutIsValid(docNumber)) errors.push(`DocRecep ${docNumber}: not a valid RUT`);
  if (docType === '3' && !dgiCiIsValid(docNumber)) errors.push(`DocRecep ${docNumber}: not a valid cédula`);
  if (!ticket) {
    // e-Factura and its notes (A-C60 … A-C65): the company's RUT, name, address and city.
    if (docType !== '2') errors.push('e-Factura without the receiver’s RUT (TipoDocRecep 2)');
    for (const tag of ['RznSocRecep', 'DirRecep', 'CiudadRecep']) {
      if (!receptor || !one(tag, receptor)) errors.push(`e-Factura without ${tag}`);
    }
  }
  const caeId = one('CAE_ID') ?? '';
  if (!/^\d{11}$/.test(caeId)) errors.push(`CAE_ID ${caeId}: DGI’s CAE has 11 digits`);
  const nro = Number(one('Nro'));
  if (!(nro >= Number(one('DNro')) && nro <= Number(one('HNro')))) errors.push(`Nro ${nro} outside the CAE’s range`);
  if ((one('FchEmis') ?? '') > (one('FecVenc') ?? '')) errors.push('issued after the CAE expired');

  // The signature: one, enveloped, with the certificate and its issuer/serial (CFEType.xsd's header).
  const keyInfo = doc.getElementsByTagNameNS(DSIG, 'X509Data')[0];
  if (!keyInfo?.getElementsByTagNameNS(DSIG, 'X509IssuerSerial')[0]) errors.push('KeyInfo without X509IssuerSerial');
  if (!keyInfo?.getElementsByTagNameNS(DSIG, 'X509Certificate')[0]) errors.push('KeyInfo without X509Certificate');

  // Currency: UYU without a rate, anything else with one.
  const currency = one('TpoMoneda');
  const rate = one('TpoCambio');
  if (currency === 'UYU' && rate !== undefined) errors.push('TpoCambio on a UYU receipt');
  if (currency !== 'UYU' && !(scaled(rate, 3) > 0)) errors.push(`${currency} receipt without TpoCambio`);

  // Lines (B-C24): amount = quantity × unit price − discount + surcharge, rounded to cents.
  const items = all('Item');
  const byInd = new Map<string, number>();
  for (const item of items) {
    const quantity = scaled(one('Cantidad', item), 3);
    const price = scaled(one('PrecioUnitario', item), 6);
    const discount = scaled(one('DescuentoMonto', item));
    const surcharge = scaled(one('RecargoMnt', item));
    const amount = scaled(one('MontoItem', item));
    const expected = roundDiv(BigInt(quantity) * BigInt(price), 10_000_000) - discount + surcharge;
    if (expected !== amount) errors.push(`line ${one('NroLinDet', item)}: MontoItem ${amount} ≠ ${expected}`);
    const ind = one('IndFact', item) ?? '';
    byInd.set(ind, (byInd.get(ind) ?? 0) + amount);
  }
  if (Number(one('CantLinDet')) !== items.length) errors.push('CantLinDet is not the number of lines');

  // Totals (A-C112 … A-C130), amounts including IVA (MntBruto = 1): net = gross ÷ (1 + rate).
  const gross = one('MntBruto') === '1';
  const cents = (tag: string) => scaled(one(tag));
  const minRate = scaled(one('IVATasaMin'), 3);
  const basicRate = scaled(one('IVATasaBasica'), 3);
  if (one('IVATasaMin') !== undefined && minRate !== 10_000) errors.push('IVATasaMin is not 10.000');
  if (one('IVATasaBasica') !== undefined && basicRate !== 22_000) errors.push('IVATasaBasica is not 22.000');
  const net = (sum: number, rateThousandths: number) =>
    gross ? roundDiv(sum * 100_000, 100_000 + rateThousandths) : sum;
  const expectNet = {
    MntNoGrv: byInd.get('1') ?? 0,
    MntNetoIvaTasaMin: net(byInd.get('2') ?? 0, 10_000),
    MntNetoIVATasaBasica: net(byInd.get('3') ?? 0, 22_000),
  };
  for (const [tag, value] of Object.entries(expectNet)) {
    if (cents(tag) !== value) errors.push(`${tag} ${cents(tag)} ≠ ${value}`);
  }
  const ivaMin = roundDiv(cents('MntNetoIvaTasaMin') * 10_000, 100_000);
  const ivaBasic = roundDiv(cents('MntNetoIVATasaBasica') * 22_000, 100_000);
  if (cents('MntIVATasaMin') !== ivaMin)
    errors.push(`MntIVATasaMin ${cents('MntIVATasaMin')} ≠ net × 10 % = ${ivaMin}`);
  if (cents('MntIVATasaBasica') !== ivaBasic) {
    errors.push(`MntIVATasaBasica ${cents('MntIVATasaBasica')} ≠ net × 22 % = ${ivaBasic}`);
  }
  const total =
    cents('MntNoGrv') +
    cents('MntNetoIvaTasaMin') +
    cents('MntNetoIVATasaBasica') +
    cents('MntIVATasaMin') +
    cents('MntIVATasaBasica');
  if (cents('MntTotal') !== total) errors.push(`MntTotal ${cents('MntTotal')} ≠ nets + IVA ${total}`);
  const nonBillable = (byInd.get('6') ?? 0) - (byInd.get('7') ?? 0);
  if (cents('MontoNF') !== nonBillable) errors.push(`MontoNF ${cents('MontoNF')} ≠ ${nonBillable}`);
  if (cents('MntPagar') !== total + nonBillable) errors.push(`MntPagar ${cents('MntPagar')} ≠ ${total + nonBillable}`);
  // The lines add up to what is paid: non-billable negative ones (IndFact 7) take away.
  const signed = [...byInd.entries()].reduce((sum, [ind, amount]) => sum + (ind === '7' ? -amount : amount), 0);
  if (signed !== cents('MntPagar')) errors.push(`the lines add up to ${signed}, MntPagar is ${cents('MntPagar')}`);
  for (const ind of byInd.keys()) {
    if (!['1', '2', '3', '6', '7'].includes(ind)) errors.push(`IndFact ${ind} not expected here`);
  }

  // A credit note refers to the CFE it corrects (zone F).
  if (type === 102 || type === 112) {
    const refType = Number(one('TpoDocRef'));
    if (refType !== type - 1) errors.push(`credit note ${type} refers to a ${refType}`);
    if (!one('NroCFERef') || !one('FechaCFEref')) errors.push('credit note without its reference');
  }
  return errors;
}

/** Both checks: schema and rules. */
export async function dgiErrors(xml: string): Promise<string[]> {
  return [...(await dgiSchemaErrors(xml)), ...dgiRuleErrors(xml)];
}

/**
 * Both checks for many receipts, the schema in one run of the validator (one WebAssembly instance for
 * all: a suite's worth of receipts in a second). Answers each receipt's problems under its name.
 */
export async function dgiErrorsOfEach(receipts: Record<string, string>): Promise<Record<string, string[]>> {
  schemaFiles ??= ['CFEType.xsd', 'DGITypes.xsd', 'xmldsig-core-schema.xsd', 'xenc-schema.xsd'].map(file);
  const names = Object.keys(receipts);
  const fileName = (i: number) => `cfe-${i}.xml`;
  const result = names.length
    ? await validateXML({
        xml: names.map((name, i) => ({ fileName: fileName(i), contents: receipts[name]! })),
        schema: file('CFEDGI.xsd'),
        preload: schemaFiles,
      })
    : { errors: [] };
  return Object.fromEntries(
    names.map((name, i) => [
      name,
      [
        ...result.errors.filter((e) => e.loc?.fileName === fileName(i)).map((e) => e.rawMessage),
        ...dgiRuleErrors(receipts[name]!),
      ],
    ]),
  );
}
