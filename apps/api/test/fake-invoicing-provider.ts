import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadOrCreateSigningCertificate } from '../src/platform/invoicing/cfe-certificate';
import { signCfe } from '../src/platform/invoicing/cfe-signature';
import type { CfeRequest } from '../src/platform/invoicing/types';

/**
 * A local stand-in for a certified e-invoicing provider speaking the contract of docs/invoicing.md
 * ("Provider adapter"): it checks the token, numbers each document once per Idempotency-Key from its
 * own range (series P), signs it with its own certificate and answers the signed CFE. Tests can
 * make the next calls fail (`failNext`) and read what it issued (`issued`).
 */
export async function startFakeInvoicingProvider({ token }: { token: string }) {
  const cert = await loadOrCreateSigningCertificate({ dataDir: mkdtempSync(path.join(tmpdir(), 'fake-cfe-')) });
  const byKey = new Map<string, object>();
  const next: Record<number, number> = {};
  let failures = 0;
  const issued: Array<{ key: string; type: number; number: number }> = [];

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => resolve(body));
    });

  const server = createServer(async (req, res) => {
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/cfe') return send(404, { message: 'not found' });
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'bad token' });
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string') return send(400, { message: 'Idempotency-Key required' });
    const body = JSON.parse(await read(req));
    if (failures > 0) {
      failures--;
      return send(503, { message: 'DGI no responde' });
    }
    const known = byKey.get(key);
    if (known) return send(200, known);
    const type = body.type as CfeRequest['type'];
    const number = (next[type] ?? 0) + 1;
    next[type] = number;
    const cae = { id: `80${type}0000077`, series: 'P', from: 1, to: 100_000, expiresOn: '2030-12-31' };
    const signed = await signCfe(
      {
        type,
        series: 'P',
        number,
        issuedAt: new Date(body.issuedAt),
        currency: body.currency,
        exchangeRate: body.exchangeRate,
        issuer: {
          rut: '210000000019',
          name: 'Proveedor de prueba',
          branchCode: 1,
          address: 'Calle 1',
          city: 'Montevideo',
          department: 'Montevideo',
        },
        receiver: body.receiver,
        lines: body.lines,
        cae,
        reference: body.reference ?? undefined,
        paymentMethod: 1,
      },
      cert,
      new Date(body.issuedAt),
    );
    const answer = { id: `prov-${type}-${number}`, series: 'P', number, cae, ...signed };
    byKey.set(key, answer);
    issued.push({ key, type, number });
    send(200, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    certPem: cert.certPem,
    issued,
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
