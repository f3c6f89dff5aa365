import { z } from 'zod';
import { type InvoiceIssuer, IssuerError } from './issuer';

/**
 * A certified e-invoicing provider over HTTP (docs/invoicing.md, "Provider adapter"): the provider
 * holds the CAE ranges and the certificate, numbers and signs, and sends the CFE to DGI. One call:
 *
 *   POST {CFE_PROVIDER_URL}/cfe   Authorization: Bearer {CFE_PROVIDER_TOKEN}
 *                                  Idempotency-Key: {our receipt id}
 *   { type, currency, exchangeRate?, issuedAt, receiver, lines, reference? }
 *   → 200/201 { id, series, number, cae: { id, series, from, to, expiresOn }, xml, securityCode, qrUrl,
 *              totals: { netBasicCents, netMinimumCents, exemptCents, ivaBasicCents, ivaMinimumCents, totalCents } }
 *   → 4xx { message }: refused (bad data) — kept as failed, retried, shown to operations
 *   → 5xx / timeout: retried with back-off; the same Idempotency-Key never numbers twice.
 */
const answerSchema = z.object({
  id: z.string().min(1),
  series: z.string().min(1),
  number: z.number().int().positive(),
  cae: z.object({
    id: z.string(),
    series: z.string(),
    from: z.number().int(),
    to: z.number().int(),
    expiresOn: z.string(),
  }),
  xml: z.string().min(1),
  securityCode: z.string().min(1),
  qrUrl: z.string().url(),
  totals: z.object({
    netBasicCents: z.number().int(),
    netMinimumCents: z.number().int(),
    exemptCents: z.number().int(),
    ivaBasicCents: z.number().int(),
    ivaMinimumCents: z.number().int(),
    totalCents: z.number().int(),
  }),
});

export function createProviderIssuer(
  provider: { url: string; token: string },
  fetchImpl: typeof fetch = fetch,
): InvoiceIssuer {
  const base = provider.url.replace(/\/$/, '');
  return {
    name: 'provider',
    async issue(_tx, input) {
      const res = await fetchImpl(`${base}/cfe`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${provider.token}`,
          'content-type': 'application/json',
          'idempotency-key': input.invoiceId,
        },
        body: JSON.stringify({
          type: input.type,
          currency: input.currency,
          exchangeRate: input.exchangeRate,
          issuedAt: input.issuedAt.toISOString(),
          receiver: input.receiver,
          lines: input.lines,
          reference: input.reference,
        }),
        signal: AbortSignal.timeout(20_000),
      });
      const body = await res.json().catch(() => null);
      if (!res.ok) {
        const message = (body as { message?: string } | null)?.message ?? res.statusText;
        throw new IssuerError(`provider answered ${res.status}: ${message}`);
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) throw new IssuerError('provider answer is not a CFE');
      const a = parsed.data;
      if (a.totals.totalCents !== input.lines.reduce((s, l) => s + l.amountCents, 0)) {
        throw new IssuerError(`provider total ${a.totals.totalCents} differs from the lines`);
      }
      return {
        series: a.series,
        number: a.number,
        cae: a.cae,
        xml: a.xml,
        securityCode: a.securityCode,
        qrUrl: a.qrUrl,
        totals: a.totals,
        providerReference: a.id,
      };
    },
  };
}
