import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadOrCreateSigningCertificate } from '../src/platform/invoicing/cfe-certificate';
import { signCfe } from '../src/platform/invoicing/cfe-signature';
import type { CfeRequest } from '../src/platform/invoicing/types';

type DgiState = { status: 'pending' | 'accepted' | 'rejected'; code?: string; reason?: string };

/**
 * A local stand-in for a certified e-invoicing provider speaking the contract of docs/invoicing.md
 * ("Provider adapter"), answering what a real one answers rather than what we expect:
 *
 * - it checks the token, numbers each document once per Idempotency-Key from its OWN CAE (11 digits,
 *   series P) and signs it with its own certificate, as issuer the provider's client company (a RUT
 *   with a valid check digit);
 * - its first answer is DGI's usual one: `pending` (signed and queued); DGI's verdict comes later, on
 *   `GET /cfe/{id}` — `accepted` by default after `acceptAfterChecks` questions, or whatever a test
 *   set with `dgiAnswers(id, …)`: a rejection with DGI's code and reason (E01 … E15);
 * - its totals are its own: computed by our signer by default, or replaced (`totalsOverride`) to
 *   play a provider that rounds differently.
 *
 * Tests can make the next calls fail (`failNext`) and read what it issued (`issued`).
 */
export async function startFakeInvoicingProvider({
  token,
  acceptAfterChecks = 1,
}: {
  token: string;
  acceptAfterChecks?: number;
}) {
  const cert = await loadOrCreateSigningCertificate({ dataDir: mkdtempSync(path.join(tmpdir(), 'fake-cfe-')) });
  const byKey = new Map<string, Record<string, unknown>>();
  const states = new Map<string, { dgi: DgiState; checks: number; forced?: DgiState }>();
  const next: Record<number, number> = {};
  let failures = 0;
  let totalsOverride: ((totals: Record<string, number>) => Record<string, number>) | null = null;
  const issued: Array<{ key: string; id: string; type: number; number: number }> = [];

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
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'bad token' });
    const status = /^\/cfe\/([^/]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && status) {
      const id = decodeURIComponent(status[1]!);
      const state = states.get(id);
      if (!state) return send(404, { message: 'unknown CFE' });
      state.checks++;
      if (state.forced) state.dgi = state.forced;
      else if (state.dgi.status === 'pending' && state.checks >= acceptAfterChecks) state.dgi = { status: 'accepted' };
      return send(200, { id, dgi: state.dgi });
    }
    if (req.method !== 'POST' || req.url !== '/cfe') return send(404, { message: 'not found' });
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string') return send(400, { message: 'Idempotency-Key required' });
    const body = JSON.parse(await read(req));
    if (failures > 0) {
      failures--;
      return send(503, { message: 'DGI no responde' });
    }
    const known = byKey.get(key);
    if (known) return send(200, { ...known, dgi: states.get(known.id as string)!.dgi });
    const type = body.type as CfeRequest['type'];
    const number = (next[type] ?? 0) + 1;
    next[type] = number;
    const cae = { id: `9${type}0000077`, series: 'P', from: 1, to: 100_000, expiresOn: '2030-12-31' };
    let signed: ReturnType<typeof signCfe>;
    try {
      signed = signCfe(
        {
          type,
          series: 'P',
          number,
          issuedAt: new Date(body.issuedAt),
          currency: body.currency,
          exchangeRate: body.exchangeRate,
          issuer: {
            rut: '214844360018',
            name: 'Cliente del proveedor S.A.',
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
    } catch (err) {
      // What a provider answers for data DGI would reject: 422 with its reason, nothing numbered.
      next[type] = number - 1;
      return send(422, { message: (err as Error).message });
    }
    const id = `prov-${type}-${number}`;
    const totals = totalsOverride ? totalsOverride({ ...signed.totals }) : signed.totals;
    const answer = { id, series: 'P', number, cae, ...signed, totals };
    byKey.set(key, answer);
    states.set(id, { dgi: { status: 'pending' }, checks: 0 });
    issued.push({ key, id, type, number });
    send(200, { ...answer, dgi: { status: 'pending' } });
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
    /** What DGI answers about `id` from now on (a rejection: `{ status: 'rejected', code, reason }`). */
    dgiAnswers(id: string, dgi: DgiState) {
      const state = states.get(id);
      if (!state) throw new Error(`the fake provider did not issue ${id}`);
      state.forced = dgi;
    },
    /** How many times it was asked about `id`. */
    checksOf(id: string) {
      return states.get(id)?.checks ?? 0;
    },
    setTotalsOverride(fn: typeof totalsOverride) {
      totalsOverride = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
