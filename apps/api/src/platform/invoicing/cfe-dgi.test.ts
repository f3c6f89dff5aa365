import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dgiErrors, dgiErrorsOfEach, dgiRuleErrors, dgiSchemaErrors } from '../../../test/dgi/dgi-cfe-check';
import { loadOrCreateSigningCertificate, type SigningCertificate } from './cfe-certificate';
import { signCfe } from './cfe-signature';
import { cfeTotals } from './cfe-totals';
import { buildCfeXml } from './cfe-xml';
import type { CfeLine, CfeRequest } from './types';

/**
 * Every kind of CFE the product issues, checked against what we did not write: DGI's published XSD
 * (1.44.1) and DGI's arithmetic and identity rules (test/dgi/dgi-cfe-check.ts), and — where the
 * machine has them (CI installs both) — libxml2's own xmllint and xmlsec1.
 */

const issuer = {
  rut: '219999830019', // DGI's test company in its published samples
  name: 'NutriTest S.A.S.',
  branchCode: 1,
  address: 'Av. 18 de Julio 1234',
  city: 'Montevideo',
  department: 'Montevideo',
};
const company = {
  kind: 'company' as const,
  rut: '214844360018',
  name: 'Clínica Ejemplo S.A.',
  address: 'Bvar. Artigas 1234',
  city: 'Montevideo',
  department: 'Montevideo',
};
const cae = (type: number) => ({ id: `9${type}0000001`, series: 'A', from: 1, to: 9_999_999, expiresOn: '2028-12-31' });

const line = (over: Partial<CfeLine> = {}): CfeLine => ({
  description: 'Kit NutriTest (test nutrigenético)',
  quantity: 1,
  unit: 'N/A',
  unitPriceCents: 24_900,
  discountCents: 0,
  amountCents: 24_900,
  iva: 'basic',
  ...over,
});

const request = (over: Partial<CfeRequest>): CfeRequest => ({
  type: 101,
  series: 'A',
  number: 12,
  issuedAt: new Date('2026-11-25T14:03:00Z'),
  currency: 'UYU',
  issuer,
  receiver: null,
  lines: [line()],
  cae: cae(over.type ?? 101),
  paymentMethod: 1,
  ...over,
});

const reference = (type: 101 | 111) => ({
  type,
  series: 'A',
  number: 12,
  issuedOn: '2026-11-20',
  reason: 'Devolución',
});

/** The receipts of every kind of sale and refund, as the product builds them. */
const cases: Record<string, CfeRequest> = {
  'e-Ticket, kit in USD, one line, a named consumer': request({
    currency: 'USD',
    exchangeRate: 39.875,
    receiver: { kind: 'person', name: 'Lucía Pereira' },
  }),
  'e-Ticket, consultation in UYU (IVA 360.65, not 360.66)': request({
    receiver: { kind: 'person', name: 'Ana Pérez' },
    lines: [
      line({
        description: 'Consulta nutricional: primera consulta',
        unitPriceCents: 200_000,
        amountCents: 200_000,
      }),
    ],
  }),
  'e-Ticket, meals in UYU: several lines, a coupon spread as discounts, shipping': request({
    receiver: { kind: 'person', name: 'Invitado Pérez' },
    lines: [
      line({
        description: 'Bowl de quinoa (lun 30/11)',
        quantity: 3,
        unit: 'Unid',
        unitPriceCents: 42_000,
        discountCents: 12_601,
        amountCents: 113_399,
      }),
      line({
        description: 'Wok de vegetales (mar 1/12)',
        quantity: 2,
        unit: 'Unid',
        unitPriceCents: 39_000,
        discountCents: 7_800,
        amountCents: 70_200,
      }),
      line({
        description: 'Envío',
        quantity: 1,
        unit: 'Unid',
        unitPriceCents: 15_000,
        discountCents: 1_500,
        amountCents: 13_500,
      }),
    ],
  }),
  'e-Ticket, mixed IVA rates (basic, minimum, exempt)': request({
    lines: [
      line({ description: 'Kit', unitPriceCents: 1_001, amountCents: 1_001 }),
      line({
        description: 'Plan semanal',
        quantity: 2,
        unitPriceCents: 250_000,
        discountCents: 50_000,
        amountCents: 450_000,
        iva: 'minimum',
      }),
      line({ description: 'Consulta exenta', unitPriceCents: 99, amountCents: 99, iva: 'exempt' }),
    ],
  }),
  'credit note of an e-Ticket (UYU)': request({
    type: 102,
    receiver: { kind: 'person', name: 'Ana Pérez' },
    lines: [line({ description: 'Devolución: Consulta nutricional', unitPriceCents: 200_000, amountCents: 200_000 })],
    reference: reference(101),
  }),
  'credit note of a kit e-Ticket (USD, the penalty kept)': request({
    type: 102,
    currency: 'USD',
    exchangeRate: 40.012,
    receiver: { kind: 'person', name: 'Lucía Pereira' },
    lines: [line({ description: 'Devolución: Kit NutriTest', unitPriceCents: 19_900, amountCents: 19_900 })],
    reference: reference(101),
  }),
  'e-Factura, kit places for a company (USD, 3 places, a discount)': request({
    type: 111,
    currency: 'USD',
    exchangeRate: 39.5,
    receiver: company,
    lines: [
      line({
        description: 'Cupo de Kit NutriTest (test nutrigenético)',
        quantity: 3,
        unitPriceCents: 21_900,
        discountCents: 3_285,
        amountCents: 62_415,
      }),
    ],
  }),
  'e-Factura, several lines (USD)': request({
    type: 111,
    currency: 'USD',
    exchangeRate: 39.5,
    receiver: company,
    lines: [
      line({ description: 'Cupo de Kit', quantity: 2, unitPriceCents: 21_900, amountCents: 43_800 }),
      line({
        description: 'Cupo de Kit (promoción)',
        quantity: 1,
        unitPriceCents: 21_900,
        discountCents: 2_190,
        amountCents: 19_710,
      }),
    ],
  }),
  'credit note of an e-Factura (USD)': request({
    type: 112,
    currency: 'USD',
    exchangeRate: 39.5,
    receiver: company,
    lines: [
      line({
        description: 'Devolución: Cupo de Kit NutriTest',
        quantity: 1,
        unitPriceCents: 21_900,
        amountCents: 21_900,
      }),
    ],
    reference: reference(111),
  }),
};

let cert: SigningCertificate;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cfe-dgi-'));
  cert = await loadOrCreateSigningCertificate({ dataDir: dir });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

describe('every kind of CFE passes DGI’s XSD 1.44.1 and DGI’s rules', () => {
  for (const [name, req] of Object.entries(cases)) {
    it(name, async () => {
      const signed = signCfe(req, cert, req.issuedAt);
      expect(await dgiErrors(signed.xml)).toEqual([]);
      // What the buyer paid is what the receipt asks to pay.
      expect(signed.totals.payableCents).toBe(req.lines.reduce((s, l) => s + l.amountCents, 0));
    });
  }

  it('IVA is net × rate for every price from 0.01 to 100.00 at each rate, and the buyer pays the price', () => {
    const failures: string[] = [];
    // Half away from zero, in exact integers (the amounts are positive here).
    const round = (num: bigint, den: bigint) => Number((2n * num + den) / (2n * den));
    for (let gross = 1; gross <= 10_000; gross++) {
      for (const [iva, percent] of [
        ['basic', 22],
        ['minimum', 10],
      ] as const) {
        const req = request({ lines: [line({ unitPriceCents: gross, amountCents: gross, iva })] });
        const totals = cfeTotals(req.lines);
        const net = round(BigInt(gross) * 100n, BigInt(100 + percent));
        const tax = round(BigInt(net) * BigInt(percent), 100n);
        const [n, t] =
          iva === 'basic'
            ? [totals.netBasicCents, totals.ivaBasicCents]
            : [totals.netMinimumCents, totals.ivaMinimumCents];
        if (n !== net || t !== tax) failures.push(`${gross} ${iva}: net ${n}/${net}, IVA ${t}/${tax}`);
        if (totals.payableCents !== gross || totals.totalCents + (totals.roundingCents ?? 0) !== gross) {
          failures.push(`${gross} ${iva}: pays ${totals.payableCents}`);
        }
        if (Math.abs(totals.roundingCents ?? 0) > 1) failures.push(`${gross} ${iva}: rounding ${totals.roundingCents}`);
        // The XML of a sample, checked with DGI's rules (unsigned: signing is checked above).
        if (gross % 97 === 0) {
          const errors = dgiRuleErrors(buildCfeXml(req, totals, req.issuedAt)).filter((e) => !e.includes('KeyInfo'));
          if (errors.length) failures.push(`${gross} ${iva}: ${errors.join('; ')}`);
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('the schema check itself catches a broken CFE (a 12-digit CAE, a missing signature)', async () => {
    const signed = signCfe(cases['e-Ticket, kit in USD, one line, a named consumer']!, cert);
    const twelve = signed.xml.replace(/<CAE_ID>\d+<\/CAE_ID>/, '<CAE_ID>901010000001</CAE_ID>');
    expect((await dgiSchemaErrors(twelve)).join('\n')).toMatch(/CAE_ID/);
    const unsigned = signed.xml.replace(/<Signature[\s\S]*<\/Signature>/, '');
    expect((await dgiSchemaErrors(unsigned)).join('\n')).toMatch(/Signature/);
  });

  it('checks many receipts in one run, naming the broken one', async () => {
    const good = signCfe(cases['e-Ticket, kit in USD, one line, a named consumer']!, cert).xml;
    const bad = good.replace(/<CAE_ID>\d+<\/CAE_ID>/, '<CAE_ID>901010000001</CAE_ID>');
    const errors = await dgiErrorsOfEach({ good, bad, good2: good });
    expect(errors.good).toEqual([]);
    expect(errors.good2).toEqual([]);
    expect(errors.bad!.join('\n')).toMatch(/CAE_ID/);
  });

  it.runIf(has('xmllint'))('the system’s xmllint (libxml2-utils) agrees', () => {
    const xsd = path.resolve(import.meta.dirname, '../../../test/dgi/xsd-1.44.1/CFEDGI.xsd');
    for (const [name, req] of Object.entries(cases)) {
      const file = path.join(dir, `${name.replace(/\W+/g, '-')}.xml`);
      writeFileSync(file, signCfe(req, cert).xml);
      const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd, file], { encoding: 'utf8' });
      expect(run.stderr, name).toContain('validates');
      expect(run.status, `${name}: ${run.stderr}`).toBe(0);
    }
  });

  it.runIf(has('xmlsec1'))('xmlsec1 verifies every signature, finding the key from KeyInfo', () => {
    const certFile = path.join(dir, 'trusted.pem');
    writeFileSync(certFile, cert.certPem);
    for (const [name, req] of Object.entries(cases)) {
      const file = path.join(dir, `signed-${name.replace(/\W+/g, '-')}.xml`);
      writeFileSync(file, signCfe(req, cert).xml);
      // The development certificate is self-signed: trusted explicitly, as DGI trusts a real one's CA.
      const out = execFileSync('xmlsec1', ['--verify', '--trusted-pem', certFile, file], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out, name).toBeDefined();
    }
  });
});
