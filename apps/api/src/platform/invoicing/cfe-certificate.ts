/**
 * The certificate CFEs are signed with. In production it comes from configuration (PEM strings,
 * read from CFE_CERT_FILE / CFE_KEY_FILE by the caller). Without it, a self-signed RSA-2048 /
 * SHA-256 certificate is generated once with `selfsigned` into `${dataDir}/cfe/` and reused: fine
 * for development, NOT accepted by DGI.
 *
 * Several processes may start at once on the same data directory. The files are written to
 * temporary names and published so that a reader never sees a torn file or a certificate paired
 * with another process's key: the key is published first with link(2), which fails when key.pem
 * already exists (so exactly one process wins), and only the winner then renames its certificate
 * into place. A loser discards its pair and reads the winner's once cert.pem appears.
 */
import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { generate as generateSelfSigned } from 'selfsigned';

export interface SigningCertificate {
  certPem: string;
  keyPem: string;
  /** True when the certificate is its own issuer (the development one): DGI does not accept it. */
  selfSigned: boolean;
}

export interface SigningCertificateOptions {
  /** PEM of the configured certificate; with `keyPem`, the files in dataDir are not used. */
  certPem?: string;
  keyPem?: string;
  dataDir: string;
}

export const DEV_CERTIFICATE_COMMON_NAME = 'NutriTest desarrollo (no válido ante DGI)';

/** How long a process waits for another one that has published key.pem to publish cert.pem. */
const WAIT_FOR_PEER_MS = 10_000;
const POLL_MS = 50;

const cache = new Map<string, Promise<SigningCertificate>>();

/** Checks that the PEMs parse and belong together, and tells whether the certificate is self-signed. */
function inspect(certPem: string, keyPem: string, source: string): SigningCertificate {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(certPem);
  } catch (err) {
    throw new Error(`CFE signing certificate from ${source} is not a valid PEM certificate`, { cause: err });
  }
  let key: ReturnType<typeof createPrivateKey>;
  try {
    key = createPrivateKey(keyPem);
  } catch (err) {
    throw new Error(`CFE signing key from ${source} is not a valid PEM private key`, { cause: err });
  }
  if (!x509.checkPrivateKey(key)) {
    throw new Error(`CFE signing key from ${source} does not match its certificate`);
  }
  const selfSigned = x509.issuer === x509.subject && x509.verify(x509.publicKey);
  return { certPem, keyPem, selfSigned };
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

async function generateDevCertificate(): Promise<{ certPem: string; keyPem: string }> {
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate);
  notAfterDate.setFullYear(notAfterDate.getFullYear() + 10);
  const pems = await generateSelfSigned([{ name: 'commonName', value: DEV_CERTIFICATE_COMMON_NAME }], {
    keyType: 'rsa',
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    ],
  });
  return { certPem: pems.cert, keyPem: pems.private };
}

/** Reads the pair, waiting a while when another process has published key.pem but not cert.pem yet. */
async function readPublishedPair(certFile: string, keyFile: string): Promise<SigningCertificate | undefined> {
  const deadline = Date.now() + WAIT_FOR_PEER_MS;
  for (;;) {
    const keyPem = await readIfExists(keyFile);
    if (keyPem === undefined) return undefined;
    const certPem = await readIfExists(certFile);
    if (certPem !== undefined) return inspect(certPem, keyPem, path.dirname(certFile));
    if (Date.now() > deadline) {
      throw new Error(
        `${keyFile} exists without ${certFile}: an interrupted generation? Delete ${keyFile} to generate a new development certificate`,
      );
    }
    await sleep(POLL_MS);
  }
}

async function loadOrCreateInDataDir(dataDir: string): Promise<SigningCertificate> {
  const dir = path.join(dataDir, 'cfe');
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');

  const existing = await readPublishedPair(certFile, keyFile);
  if (existing) return existing;

  const { certPem, keyPem } = await generateDevCertificate();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const suffix = `${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const keyTmp = `${keyFile}.${suffix}`;
  const certTmp = `${certFile}.${suffix}`;
  try {
    await writeFile(keyTmp, keyPem, { mode: 0o600, flag: 'wx' });
    await writeFile(certTmp, certPem, { mode: 0o644, flag: 'wx' });
    try {
      await link(keyTmp, keyFile); // fails with EEXIST when another process won
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const theirs = await readPublishedPair(certFile, keyFile);
      if (theirs) return theirs;
      throw new Error(`${keyFile} disappeared while reading it`);
    }
    await rename(certTmp, certFile);
    return inspect(certPem, keyPem, dir);
  } finally {
    await unlink(keyTmp).catch(() => {});
    await unlink(certTmp).catch(() => {});
  }
}

/**
 * The signing certificate and key: from `certPem`/`keyPem` when both are given, otherwise from
 * `${dataDir}/cfe/{cert,key}.pem`, generating a self-signed development pair there the first time.
 * The data-directory result is cached per directory for the life of the process (a failed attempt
 * is not cached).
 */
export function loadOrCreateSigningCertificate(options: SigningCertificateOptions): Promise<SigningCertificate> {
  const { certPem, keyPem, dataDir } = options;
  if (certPem || keyPem) {
    if (!certPem || !keyPem) {
      return Promise.reject(new Error('CFE signing: configure both the certificate and the key, or neither'));
    }
    return Promise.resolve().then(() => inspect(certPem, keyPem, 'configuration'));
  }
  const key = path.resolve(dataDir);
  let pending = cache.get(key);
  if (!pending) {
    pending = loadOrCreateInDataDir(key);
    cache.set(key, pending);
    pending.catch(() => {
      if (cache.get(key) === pending) cache.delete(key);
    });
  }
  return pending;
}

/** Forgets the cached certificates (tests). */
export function clearSigningCertificateCache(): void {
  cache.clear();
}
