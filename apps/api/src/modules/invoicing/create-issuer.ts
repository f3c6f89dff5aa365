import { readFile } from 'node:fs/promises';
import type { Config } from '../../config';
import { loadOrCreateSigningCertificate } from '../../platform/invoicing/cfe-certificate';
import { createEmbeddedIssuer, type InvoiceIssuer } from './issuer';

/**
 * A certified provider when CFE_PROVIDER_URL and CFE_PROVIDER_TOKEN are set. Otherwise the embedded issuer signs with CFE_CERT_FILE/CFE_KEY_FILE, or — without them — a self-signed
 * certificate generated once into DATA_DIR/cfe (development only: DGI does not accept it). The
 * certificate is loaded on the first receipt, not at start.
 */
export async function createInvoiceIssuer(config: Config): Promise<InvoiceIssuer> {
  const { certFile, keyFile, provider } = config.invoicing;
  if (provider) return (await import('./provider-issuer')).createProviderIssuer(provider);
  let cert: Promise<{ certPem: string; keyPem: string }> | undefined;
  const certificate = () => {
    cert ??= (async () =>
      loadOrCreateSigningCertificate({
        certPem: certFile ? await readFile(certFile, 'utf8') : undefined,
        keyPem: keyFile ? await readFile(keyFile, 'utf8') : undefined,
        dataDir: config.dataDir,
      }))();
    cert.catch(() => {
      cert = undefined;
    });
    return cert;
  };
  return createEmbeddedIssuer(config.invoicing, certificate);
}
