import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C14nCanonicalization } from 'xml-crypto';
import { loadOrCreateSigningCertificate, type SigningCertificate } from './cfe-certificate';
import { cfeDigestValue, cfeQrPngDataUrl, signCfe, verifyCfeSignature } from './cfe-signature';
import type { CfeRequest } from './types';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

const issuer = {
  rut: '219999830019',
  name: 'NutriTest S.A.S.',
  branchCode: 1,
  address: 'Av. 18 de Julio 1234',
  city: 'Montevideo',
  department: 'Montevideo',
};

const ticket: CfeRequest = {
  type: 101,
  series: 'A',
  number: 42,
  issuedAt: new Date('2026-03-01T02:30:00Z'), // Feb 28 in Montevideo
  currency: 'UYU',
  issuer,
  receiver: { kind: 'person', name: 'Ana Pérez' },
  lines: [
    {
      description: 'Plan semanal & más',
      quantity: 2,
      unit: 'N/A',
      unitPriceCents: 250_000,
      amountCents: 450_000,
      discountCents: 50_000,
      iva: 'minimum',
    },
    {
      description: 'Envío',
      quantity: 1,
      unit: 'N/A',
      unitPriceCents: 15_000,
      amountCents: 15_000,
      discountCents: 0,
      iva: 'basic',
    },
  ],
  cae: { id: '90240000001', series: 'A', from: 1, to: 5000, expiresOn: '2027-12-31' },
  paymentMethod: 1,
};

const factura: CfeRequest = {
  ...ticket,
  type: 111,
  number: 7,
  currency: 'USD',
  exchangeRate: 39.512,
  receiver: {
    kind: 'company',
    rut: '214844360018',
    name: 'Clínica Ejemplo S.A.',
    address: 'Bvar. Artigas 1',
    city: 'Montevideo',
  },
  lines: [
    {
      description: 'Kit',
      quantity: 3,
      unit: 'Unid',
      unitPriceCents: 12_345,
      amountCents: 37_035,
      discountCents: 0,
      iva: 'basic',
    },
  ],
};

const reference = { series: 'A', number: 41, issuedOn: '2026-02-20', reason: 'Devolución' };
const ticketNote: CfeRequest = { ...ticket, type: 102, number: 3, reference: { ...reference, type: 101 } };
const facturaNote: CfeRequest = { ...factura, type: 112, number: 4, reference: { ...reference, type: 111 } };

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');

let dataDir: string;
let cert: SigningCertificate;
let other: SigningCertificate;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cfe-sign-'));
  cert = await loadOrCreateSigningCertificate({ dataDir });
  other = await loadOrCreateSigningCertificate({ dataDir: path.join(dataDir, 'other') });
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('signCfe', () => {
  it.each([
    ['e-Ticket 101', ticket],
    ['e-Factura 111', factura],
    ['credit note 102', ticketNote],
    ['credit note 112', facturaNote],
  ])('signs a %s that verifies with the certificate', (_name, req) => {
    const signed = signCfe(req, cert, new Date('2026-03-01T02:31:00Z'));
    expect(verifyCfeSignature(signed.xml, cert.certPem)).toBe(true);
    expect(verifyCfeSignature(signed.xml, other.certPem)).toBe(false);
    expect(signed.totals.payableCents).toBe(req.lines.reduce((s, l) => s + l.amountCents, 0));
  });

  it('appends an enveloped RSA-SHA256 signature over the whole document as the last child of CFE', () => {
    const { xml } = signCfe(ticket, cert);
    const root = parse(xml).documentElement!;
    const last = root.lastChild as unknown as Element;
    expect(last.localName).toBe('Signature');
    expect(last.namespaceURI).toBe(DSIG);
    const algorithms = (tag: string) =>
      Array.from(parse(xml).getElementsByTagNameNS(DSIG, tag)).map((e) => e.getAttribute('Algorithm'));
    expect(algorithms('CanonicalizationMethod')).toEqual(['http://www.w3.org/TR/2001/REC-xml-c14n-20010315']);
    expect(algorithms('SignatureMethod')).toEqual(['http://www.w3.org/2001/04/xmldsig-more#rsa-sha256']);
    expect(algorithms('Transform')).toEqual([
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    ]);
    expect(algorithms('DigestMethod')).toEqual(['http://www.w3.org/2001/04/xmlenc#sha256']);
    const references = parse(xml).getElementsByTagNameNS(DSIG, 'Reference');
    expect(references.length).toBe(1);
    expect(references[0]!.getAttribute('URI')).toBe('');
    // KeyInfo carries our certificate, and its issuer and serial number (DGI's CFEType.xsd asks for them).
    const x509 = parse(xml).getElementsByTagNameNS(DSIG, 'X509Certificate')[0]!.textContent!.replace(/\s/g, '');
    const ours = new X509Certificate(cert.certPem);
    expect(new X509Certificate(Buffer.from(x509, 'base64')).fingerprint256).toBe(ours.fingerprint256);
    const issuerSerial = parse(xml).getElementsByTagNameNS(DSIG, 'X509IssuerSerial')[0]!;
    const serial = issuerSerial.getElementsByTagNameNS(DSIG, 'X509SerialNumber')[0]!.textContent!;
    expect(BigInt(serial)).toBe(BigInt(`0x${ours.serialNumber}`));
    const issuerName = issuerSerial.getElementsByTagNameNS(DSIG, 'X509IssuerName')[0]!.textContent!;
    expect(issuerName).toBe(`CN=${ours.issuer.replace(/^CN=/, '')}`);
  });

  it('fails verification once an amount of the signed XML changes', () => {
    const { xml } = signCfe(ticket, cert);
    expect(xml).toContain('<MntTotal>4650.00</MntTotal>');
    expect(
      verifyCfeSignature(xml.replace('<MntTotal>4650.00</MntTotal>', '<MntTotal>4650.01</MntTotal>'), cert.certPem),
    ).toBe(false);
    expect(
      verifyCfeSignature(xml.replace('<MontoItem>150.00</MontoItem>', '<MontoItem>15.00</MontoItem>'), cert.certPem),
    ).toBe(false);
    expect(verifyCfeSignature(xml.replace('Ana Pérez', 'Ana Perez'), cert.certPem)).toBe(false);
    expect(verifyCfeSignature('<CFE', cert.certPem)).toBe(false);
    expect(verifyCfeSignature(xml.replace(/<Signature[\s\S]*<\/Signature>/, ''), cert.certPem)).toBe(false);
  });

  it('derives the security code from the digest of the canonical document without the signature', () => {
    const signed = signCfe(ticket, cert);
    const digest = cfeDigestValue(signed.xml);
    expect(signed.securityCode).toHaveLength(6);
    expect(signed.securityCode).toBe(digest.slice(0, 6));

    // Recompute the digest independently: drop the Signature, canonicalize (C14N 1.0), SHA-256.
    const doc = parse(signed.xml);
    const root = doc.documentElement!;
    root.removeChild(root.getElementsByTagNameNS(DSIG, 'Signature')[0]!);
    const canonical = new C14nCanonicalization().process(root as never, {});
    expect(createHash('sha256').update(canonical).digest('base64')).toBe(digest);
  });

  it('links DGI’s QR verification page with RUT, type, series, number, total, date and digest', () => {
    const signed = signCfe(factura, cert);
    const digest = cfeDigestValue(signed.xml);
    expect(signed.qrUrl).toBe(
      `https://www.efactura.dgi.gub.uy/consultaQR/cfe?219999830019,111,A,7,370.35,20260228,${encodeURIComponent(digest)}`,
    );
    expect(signed.qrUrl.split(',').at(-1)).not.toMatch(/[+/=]/); // the base64 digest is URL-encoded
  });

  it('is deterministic for the same input and signing time', () => {
    const at = new Date('2026-03-01T02:31:00Z');
    expect(signCfe(ticket, cert, at)).toEqual(signCfe(ticket, cert, at));
  });
});

describe('cfeQrPngDataUrl', () => {
  it('draws the QR link as a PNG data URL', async () => {
    const url = await cfeQrPngDataUrl(signCfe(ticket, cert).qrUrl);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64').subarray(1, 4).toString()).toBe('PNG');
  });
});
