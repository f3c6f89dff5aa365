/**
 * Signing a CFE: totals → XML (cfe-xml.ts) → an enveloped XMLDSig signature made with xml-crypto,
 * appended as the last child of the `CFE` root, as in DGI's samples:
 *
 * - Reference URI="" (the whole document) with the transforms enveloped-signature and inclusive
 *   Canonical XML 1.0 (http://www.w3.org/TR/2001/REC-xml-c14n-20010315), which is also the
 *   SignedInfo's CanonicalizationMethod: DGI's samples and the CFEs it publishes use inclusive C14N.
 * - RSA-SHA256 with a SHA-256 digest. DGI's older samples sign with RSA-SHA1/SHA-1; CFEs accepted
 *   by DGI in recent years carry 32-byte (SHA-256) digests in their QR links, so SHA-256 is
 *   accepted, and SHA-1 is deprecated for signatures. Should DGI's format ever require SHA-1,
 *   change SIGNATURE_ALGORITHM and DIGEST_ALGORITHM below (verification reads them from the XML).
 * - KeyInfo with X509Data holding X509IssuerSerial (the certificate's issuer name, RFC 4514, as
 *   @peculiar/x509 writes it, and its serial number in decimal) and the X509Certificate: DGI's
 *   CFEType.xsd asks for X509IssuerSerial, matching the certificate of the envelope (EnvioCFE).
 *
 * The security code ("código de seguridad") is the first 6 characters of the reference's
 * DigestValue (base64), and the QR links to DGI's verification page with the CFE's identifiers.
 */
import { X509Certificate } from '@peculiar/x509';
import { DOMParser } from '@xmldom/xmldom';
import QRCode from 'qrcode';
import { SignedXml } from 'xml-crypto';
import { create } from 'xmlbuilder2';
import { cfeTotals } from './cfe-totals';
import { buildCfeXml, CFE_NAMESPACE, formatCents, montevideoDate } from './cfe-xml';
import { type CfeRequest, payableOf, type SignedCfe } from './types';

const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SIGNATURE_ALGORITHM = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const DIGEST_ALGORITHM = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** DGI's public page that verifies a CFE from its printed QR code. */
export const DGI_QR_BASE_URL = 'https://www.efactura.dgi.gub.uy/consultaQR/cfe?';

/** A DOM parser that throws on malformed XML instead of logging and going on. */
function parseXml(xml: string) {
  const fail = (message: string) => {
    throw new Error(`Malformed XML: ${message}`);
  };
  return new DOMParser({ errorHandler: { warning: () => {}, error: fail, fatalError: fail } }).parseFromString(
    xml,
    'text/xml',
  );
}

/** The DigestValue of the (single) signature reference of a signed CFE. */
export function cfeDigestValue(signedXml: string): string {
  const node = parseXml(signedXml).getElementsByTagNameNS(DSIG_NS, 'DigestValue')[0];
  const value = node?.textContent?.trim();
  if (!value) throw new Error('Signed CFE has no DigestValue');
  return value;
}

/**
 * DGI's verification link: RUT, type, series, number, total (2 decimals), issue date and the
 * URL-encoded digest, comma-separated. The date is written YYYYMMDD: that is what the QR codes of
 * CFEs issued through DGI-certified providers carry (e.g. `…,1007.00,20260730,nh28…%3D`).
 */
export function cfeQrUrl(req: CfeRequest, totalCents: number, digestValue: string): string {
  const day = montevideoDate(req.issuedAt).replaceAll('-', '');
  const rut = req.issuer.rut.replace(/\D/g, '');
  return `${DGI_QR_BASE_URL}${rut},${req.type},${req.series},${req.number},${formatCents(totalCents)},${day},${encodeURIComponent(digestValue)}`;
}

/**
 * The KeyInfo's content: X509Data with X509IssuerSerial and X509Certificate (one certificate: the
 * signer's). Text is escaped by xmlbuilder2.
 */
export function cfeKeyInfoContent(certPem: string, prefix?: string): string {
  const cert = new X509Certificate(certPem);
  const p = prefix ? `${prefix}:` : '';
  const x509Data = create().ele(`${p}X509Data`);
  const issuerSerial = x509Data.ele(`${p}X509IssuerSerial`);
  issuerSerial.ele(`${p}X509IssuerName`).txt(cert.issuer);
  issuerSerial.ele(`${p}X509SerialNumber`).txt(BigInt(`0x${cert.serialNumber}`).toString(10));
  x509Data.ele(`${p}X509Certificate`).txt(Buffer.from(cert.rawData).toString('base64'));
  return x509Data.end({ headless: true, prettyPrint: false });
}

/**
 * Builds and signs the CFE. Synchronous (RSA signing of one small document takes about a
 * millisecond); callers may still `await` it.
 */
export function signCfe(
  req: CfeRequest,
  cert: { certPem: string; keyPem: string },
  signedAt: Date = new Date(),
): SignedCfe {
  const totals = cfeTotals(req.lines);
  const unsigned = buildCfeXml(req, totals, signedAt);

  const signer = new SignedXml({
    privateKey: cert.keyPem,
    publicCert: cert.certPem,
    signatureAlgorithm: SIGNATURE_ALGORITHM,
    canonicalizationAlgorithm: C14N,
    getKeyInfoContent: ({ prefix } = {}) => cfeKeyInfoContent(cert.certPem, prefix ?? undefined),
  });
  signer.addReference({
    xpath: '/*',
    isEmptyUri: true,
    transforms: [ENVELOPED, C14N],
    digestAlgorithm: DIGEST_ALGORITHM,
  });
  signer.computeSignature(unsigned, { location: { reference: '/*', action: 'append' } });
  const xml = signer.getSignedXml();

  const digestValue = cfeDigestValue(xml);
  return {
    xml,
    totals,
    securityCode: digestValue.slice(0, 6),
    qrUrl: cfeQrUrl(req, payableOf(totals), digestValue),
  };
}

/**
 * Whether `xml` is a CFE whose one signature — the last child of the root, over the whole
 * document (URI="") — verifies with `certPem`. Never throws: anything malformed is `false`.
 */
export function verifyCfeSignature(xml: string, certPem: string): boolean {
  try {
    const doc = parseXml(xml);
    const root = doc.documentElement;
    if (root?.localName !== 'CFE' || root.namespaceURI !== CFE_NAMESPACE) return false;
    const signatures = doc.getElementsByTagNameNS(DSIG_NS, 'Signature');
    const signature = signatures[0];
    if (signatures.length !== 1 || !signature || signature.parentNode !== root) return false;
    const references = signature.getElementsByTagNameNS(DSIG_NS, 'Reference');
    if (references.length !== 1 || references[0]?.getAttribute('URI') !== '') return false;

    const verifier = new SignedXml({ publicCert: certPem, getCertFromKeyInfo: () => null });
    verifier.loadSignature(signature);
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

/** The QR code of `qrUrl` as a PNG data URL (error correction M), for the printed CFE. */
export function cfeQrPngDataUrl(qrUrl: string): Promise<string> {
  return QRCode.toDataURL(qrUrl, { errorCorrectionLevel: 'M' });
}
