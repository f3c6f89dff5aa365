import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../../../test/temp-dirs';
import {
  clearSigningCertificateCache,
  DEV_CERTIFICATE_COMMON_NAME,
  loadOrCreateSigningCertificate,
  type SigningCertificate,
} from './cfe-certificate';

const readdir = (dir: string) => readdirSync(dir).sort();

const tempDir = tempDirs('cfe-cert-');

describe('loadOrCreateSigningCertificate', () => {
  let dataDir: string;
  let first: SigningCertificate;

  beforeAll(async () => {
    dataDir = tempDir();
    first = await loadOrCreateSigningCertificate({ dataDir });
  });

  it('generates a self-signed RSA-2048 SHA-256 development certificate valid for 10 years', () => {
    expect(first.selfSigned).toBe(true);
    const x509 = new X509Certificate(first.certPem);
    expect(x509.subject).toContain(`CN=${DEV_CERTIFICATE_COMMON_NAME}`);
    expect(x509.publicKey.asymmetricKeyType).toBe('rsa');
    expect(x509.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const years = (Date.parse(x509.validTo) - Date.parse(x509.validFrom)) / (365.25 * 24 * 3600 * 1000);
    expect(years).toBeGreaterThan(9.9);
    expect(years).toBeLessThan(10.1);
  });

  it('writes cert.pem and key.pem (0600) under dataDir/cfe, and no temporary files', () => {
    const dir = path.join(dataDir, 'cfe');
    expect(readFileSync(path.join(dir, 'cert.pem'), 'utf8')).toBe(first.certPem);
    expect(readFileSync(path.join(dir, 'key.pem'), 'utf8')).toBe(first.keyPem);
    expect(statSync(path.join(dir, 'key.pem')).mode & 0o777).toBe(0o600);
    expect(readdir(dir)).toEqual(['cert.pem', 'key.pem']);
  });

  it('caches per data directory, and reads the files once the cache is gone', async () => {
    expect(loadOrCreateSigningCertificate({ dataDir })).toBe(loadOrCreateSigningCertificate({ dataDir }));
    expect(await loadOrCreateSigningCertificate({ dataDir })).toEqual(first);
    clearSigningCertificateCache();
    const reread = await loadOrCreateSigningCertificate({ dataDir });
    expect(reread).toEqual(first); // same PEMs: read back, not regenerated
  });

  it('ends up with one pair when two loaders race on an empty directory', async () => {
    const dir = tempDir();
    const a = loadOrCreateSigningCertificate({ dataDir: dir });
    clearSigningCertificateCache(); // as if a second process started at the same time
    const b = loadOrCreateSigningCertificate({ dataDir: dir });
    const [ca, cb] = await Promise.all([a, b]);
    expect(ca).toEqual(cb);
    expect(readFileSync(path.join(dir, 'cfe', 'cert.pem'), 'utf8')).toBe(ca.certPem);
    expect(readFileSync(path.join(dir, 'cfe', 'key.pem'), 'utf8')).toBe(ca.keyPem);
    expect(readdir(path.join(dir, 'cfe'))).toEqual(['cert.pem', 'key.pem']);
  });

  it('uses the configured PEMs when given, without touching dataDir', async () => {
    const dir = tempDir();
    const configured = await loadOrCreateSigningCertificate({
      certPem: first.certPem,
      keyPem: first.keyPem,
      dataDir: dir,
    });
    expect(configured).toEqual(first);
    expect(readdir(dir)).toEqual([]);
  });

  it('rejects half a configuration and a key that does not match the certificate', async () => {
    await expect(loadOrCreateSigningCertificate({ certPem: first.certPem, dataDir })).rejects.toThrow(/both/);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    await expect(
      loadOrCreateSigningCertificate({ certPem: first.certPem, keyPem: String(other), dataDir }),
    ).rejects.toThrow(/does not match/);
    await expect(loadOrCreateSigningCertificate({ certPem: 'nope', keyPem: first.keyPem, dataDir })).rejects.toThrow(
      /not a valid PEM certificate/,
    );
  });
});
