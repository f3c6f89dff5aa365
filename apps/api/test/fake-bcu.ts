import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser } from '@xmldom/xmldom';

/**
 * A local stand-in for BCU's exchange-rate web service (awsbcucotizaciones), answering the SOAP
 * envelopes BCU answers (the shape of its responses: Salida → respuestastatus, datoscotizaciones →
 * datoscotizaciones.dato with Fecha, Moneda, Nombre, CodigoISO, Emisor, TCC, TCV, ArbAct,
 * FormaArbitrar, in the namespace "Cotiza"). It holds closings per day (business days only, as BCU
 * publishes them) and answers those inside the asked range; an empty range answers BCU's
 * "no data" status. `down(true)` makes it answer 503; `requests` counts what it was asked.
 */
export async function startFakeBcu(closings: Record<string, { buy: string; sell?: string }>) {
  let isDown = false;
  const requests: Array<{ from: string; to: string; codes: string[] }> = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const body = await read(req);
    if (isDown) {
      res.writeHead(503).end();
      return;
    }
    const doc = new DOMParser().parseFromString(body, 'text/xml');
    const one = (tag: string) => doc.getElementsByTagNameNS('Cotiza', tag)[0]?.textContent?.trim() ?? '';
    const codes = Array.from(doc.getElementsByTagNameNS('Cotiza', 'item')).map((n) => n.textContent?.trim() ?? '');
    const from = one('FechaDesde');
    const to = one('FechaHasta');
    requests.push({ from, to, codes });
    const rows = Object.entries(closings)
      .filter(([day]) => day >= from && day <= to && codes.includes('2225'))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([day, c]) =>
          `<datoscotizaciones.dato xmlns="Cotiza"><Fecha>${day}</Fecha><Moneda>2225</Moneda><Nombre>DLS. USA BILLETE</Nombre><CodigoISO>DLS.</CodigoISO><Emisor>ESTADOS UNIDOS</Emisor><TCC>${c.buy}</TCC><TCV>${c.sell ?? c.buy}</TCV><ArbAct>1.000000</ArbAct><FormaArbitrar>0</FormaArbitrar></datoscotizaciones.dato>`,
      );
    const status = rows.length
      ? '<status>1</status><codigoerror>0</codigoerror><mensaje/>'
      : '<status>0</status><codigoerror>100</codigoerror><mensaje>No existen cotizaciones para los datos ingresados</mensaje>';
    res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
    res.end(
      `<?xml version="1.0" encoding="utf-8"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><SOAP-ENV:Body><wsbcucotizaciones.ExecuteResponse xmlns="Cotiza"><Salida xmlns="Cotiza"><respuestastatus>${status}</respuestastatus><datoscotizaciones>${rows.join('')}</datoscotizaciones></Salida></wsbcucotizaciones.ExecuteResponse></SOAP-ENV:Body></SOAP-ENV:Envelope>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wscotizaciones/servlet/awsbcucotizaciones`,
    requests,
    closings,
    down(value: boolean) {
      isDown = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
