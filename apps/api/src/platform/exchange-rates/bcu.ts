/**
 * BCU's public exchange-rate web service (Banco Central del Uruguay, "Cotizaciones"): SOAP 1.1 at
 * https://cotizaciones.bcu.gub.uy/wscotizaciones/servlet/awsbcucotizaciones, operation
 * `wsbcucotizaciones.Execute` in the namespace `Cotiza`:
 *
 *   Entrada { Moneda { item* (BCU's currency codes) }, FechaDesde, FechaHasta (YYYY-MM-DD), Grupo }
 *   → Salida { respuestastatus { status, codigoerror, mensaje },
 *              datoscotizaciones { datoscotizaciones.dato* { Fecha, Moneda, Nombre, CodigoISO,
 *                                                             Emisor, TCC, TCV, ArbAct, FormaArbitrar } } }
 *
 * One row per business day BCU closed (weekends and holidays have none); codigoerror 0 is success,
 * and BCU answers an error code (100 among them) when the range holds no closing. TCC is the buying
 * rate, TCV the selling one. The US dollar "billete" (interbank) is code 2225.
 *
 * The envelope is built with xmlbuilder2 and the answer read with @xmldom/xmldom (namespace-aware),
 * never with regular expressions.
 */
import { DOMParser } from '@xmldom/xmldom';
import { create } from 'xmlbuilder2';

export const BCU_COTIZACIONES_URL = 'https://cotizaciones.bcu.gub.uy/wscotizaciones/servlet/awsbcucotizaciones';
const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
const COTIZA_NS = 'Cotiza';

/** BCU's codes of the currencies the product uses. */
export const BCU_CURRENCY_CODES = { USD: 2225 } as const;

export interface BcuClosing {
  /** YYYY-MM-DD of the closing. */
  date: string;
  currencyCode: number;
  /** Buying (TCC) and selling (TCV) rates, UYU per unit, as BCU wrote them (decimal strings). */
  buy: string;
  sell: string;
}

export class BcuError extends Error {}

/** The SOAP request for the closings of `codes` between two days (inclusive). */
export function bcuRequestEnvelope(codes: number[], from: string, to: string): string {
  const envelope = create({ version: '1.0', encoding: 'UTF-8' }).ele(SOAP_NS, 'soapenv:Envelope');
  envelope.ele(SOAP_NS, 'soapenv:Header');
  const entrada = envelope
    .ele(SOAP_NS, 'soapenv:Body')
    .ele(COTIZA_NS, 'cot:wsbcucotizaciones.Execute')
    .ele(COTIZA_NS, 'cot:Entrada');
  const moneda = entrada.ele(COTIZA_NS, 'cot:Moneda');
  for (const code of codes) moneda.ele(COTIZA_NS, 'cot:item').txt(String(code));
  entrada.ele(COTIZA_NS, 'cot:FechaDesde').txt(from);
  entrada.ele(COTIZA_NS, 'cot:FechaHasta').txt(to);
  entrada.ele(COTIZA_NS, 'cot:Grupo').txt('0');
  return envelope.end({ prettyPrint: false });
}

/** BCU's answer as closings; [] when BCU says there is none in the range; BcuError otherwise. */
export function parseBcuResponse(xml: string): BcuClosing[] {
  const fail = (m: string) => {
    throw new BcuError(`BCU answered malformed XML: ${m}`);
  };
  const doc = new DOMParser({ errorHandler: { warning: () => {}, error: fail, fatalError: fail } }).parseFromString(
    xml,
    'text/xml',
  );
  const text = (el: Element | Document, tag: string) =>
    el.getElementsByTagNameNS(COTIZA_NS, tag)[0]?.textContent?.trim() ?? '';
  const fault = doc.getElementsByTagNameNS(SOAP_NS, 'Fault')[0];
  if (fault) throw new BcuError(`BCU answered a SOAP fault: ${fault.textContent?.trim().slice(0, 200)}`);
  const salida = doc.getElementsByTagNameNS(COTIZA_NS, 'Salida')[0];
  if (!salida) throw new BcuError('BCU answered without Salida');
  const status = salida.getElementsByTagNameNS(COTIZA_NS, 'respuestastatus')[0];
  const code = status ? text(status, 'codigoerror') : '';
  const rows = Array.from(salida.getElementsByTagNameNS(COTIZA_NS, 'datoscotizaciones.dato'));
  if (code && code !== '0') {
    if (rows.length === 0) return []; // e.g. 100: no closing in the range
    throw new BcuError(`BCU error ${code}: ${status ? text(status, 'mensaje') : ''}`);
  }
  return rows.map((row) => {
    const closing = {
      date: text(row, 'Fecha').slice(0, 10),
      currencyCode: Number(text(row, 'Moneda')),
      buy: text(row, 'TCC'),
      sell: text(row, 'TCV'),
    };
    if (!/^\d{4}-\d{2}-\d{2}$/.test(closing.date) || !/^\d+(\.\d+)?$/.test(closing.buy)) {
      throw new BcuError(`BCU answered an unreadable closing: ${JSON.stringify(closing)}`);
    }
    return closing;
  });
}

export interface BcuClient {
  closings(codes: number[], from: string, to: string): Promise<BcuClosing[]>;
}

export function createBcuClient({
  url = BCU_COTIZACIONES_URL,
  fetchImpl = fetch,
  timeoutMs = 10_000,
}: {
  url?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
} = {}): BcuClient {
  return {
    async closings(codes, from, to) {
      let res: Response;
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'text/xml; charset=utf-8',
            soapaction: 'Cotizaaction/AWSBCUCOTIZACIONES.Execute',
          },
          body: bcuRequestEnvelope(codes, from, to),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new BcuError(`BCU did not answer: ${(err as Error).message}`, { cause: err });
      }
      const body = await res.text();
      if (!res.ok && !body.includes('Fault')) throw new BcuError(`BCU answered HTTP ${res.status}`);
      return parseBcuResponse(body);
    },
  };
}
