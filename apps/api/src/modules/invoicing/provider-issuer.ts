import { z } from 'zod';
import { cfeTotals } from '../../platform/invoicing/cfe-totals';
import { type CfeLine, type CfeTotals, payableOf } from '../../platform/invoicing/types';
import { type DgiAnswer, type InvoiceIssuer, IssuerError } from './issuer';

/**
 * A certified e-invoicing provider over HTTP (docs/invoicing.md, "Provider adapter"): the provider
 * holds the CAE ranges and the certificate, numbers and signs, and sends the CFE to DGI.
 *
 *   POST {CFE_PROVIDER_URL}/cfe   Authorization: Bearer {CFE_PROVIDER_TOKEN}
 *                                  Idempotency-Key: {our receipt id}
 *   { type, currency, exchangeRate?, issuedAt, receiver, lines, reference? }
 *   → 200/201 { id, series, number, cae: { id, series, from, to, expiresOn }, xml, securityCode, qrUrl,
 *              totals: { netBasicCents, netMinimumCents, exemptCents, ivaBasicCents, ivaMinimumCents,
 *                        totalCents, roundingCents?, payableCents? },
 *              dgi: { status: 'pending' | 'accepted' | 'rejected', code?, reason? } }
 *   → 4xx { message }: refused (bad data) — kept as failed, retried, shown to operations
 *   → 5xx / timeout: retried with back-off; the same Idempotency-Key never numbers twice.
 *
 *   GET {CFE_PROVIDER_URL}/cfe/{id}   → 200 { id, dgi: { status, code?, reason? } }
 *   (asked by the DGI-states job while DGI has not answered)
 *
 * An answer that is not a CFE (shape, the number, the type) is refused and retried like a 5xx: the
 * provider answers the same receipt again for the same key. Once the provider has numbered a CFE it
 * exists, so a difference in its totals is never retried (that would loop forever on the same
 * answer): the tolerance rule below decides whether it is stored silently or flagged for operations.
 */
const dgiSchema = z.object({
  status: z.enum(['pending', 'accepted', 'rejected']),
  code: z.string().nullish(),
  reason: z.string().nullish(),
});

const answerSchema = z.object({
  id: z.string().min(1),
  series: z.string().min(1),
  number: z.number().int().positive(),
  cae: z.object({
    id: z.string().regex(/^\d{11}$/),
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
    roundingCents: z.number().int().optional(),
    payableCents: z.number().int().optional(),
  }),
  dgi: dgiSchema.default({ status: 'pending' }),
});

const statusSchema = z.object({ id: z.string(), dgi: dgiSchema });

/**
 * The tolerance rule for a provider's totals (decision 046). Ours are DGI's formulas (cfe-totals.ts);
 * a provider may round per line, or leave the rounding cent inside MntTotal. Each of net, IVA (per
 * rate), MntTotal and MntPagar may differ from ours by at most one cent per IVA rate the lines use
 * (1 or 2 cents): accepted, and the provider's figures are stored (they are the fiscal document).
 * Beyond that the CFE is still stored — the provider has numbered it and sent it to DGI; asking again
 * returns the same answer — but flagged for operations, who decide on a credit note. Never a retry.
 */
export function totalsDifference(lines: CfeLine[], theirs: CfeTotals): string | null {
  const ours = cfeTotals(lines);
  const rates = new Set(lines.filter((l) => l.iva !== 'exempt').map((l) => l.iva)).size;
  const tolerance = Math.max(1, rates);
  const pairs: Array<[string, number, number]> = [
    ['net basic', ours.netBasicCents, theirs.netBasicCents],
    ['net minimum', ours.netMinimumCents, theirs.netMinimumCents],
    ['exempt', ours.exemptCents, theirs.exemptCents],
    ['IVA basic', ours.ivaBasicCents, theirs.ivaBasicCents],
    ['IVA minimum', ours.ivaMinimumCents, theirs.ivaMinimumCents],
    ['MntTotal', ours.totalCents, theirs.totalCents],
    ['MntPagar', payableOf(ours), payableOf(theirs)],
  ];
  const beyond = pairs.filter(([, a, b]) => Math.abs(a - b) > tolerance);
  if (beyond.length === 0) return null;
  return `Los totales del proveedor difieren de los calculados más de ${tolerance} centésimo(s): ${beyond
    .map(([name, a, b]) => `${name} ${b} (esperado ${a})`)
    .join(', ')}. Revisá el comprobante y, si corresponde, emití una nota de crédito.`;
}

export function createProviderIssuer(
  provider: { url: string; token: string },
  fetchImpl: typeof fetch = fetch,
): InvoiceIssuer {
  const base = provider.url.replace(/\/$/, '');
  const headers = { authorization: `Bearer ${provider.token}` };
  return {
    name: 'provider',
    async issue(_tx, input) {
      const res = await fetchImpl(`${base}/cfe`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': input.invoiceId },
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
      if (!a.xml.includes(`<TipoCFE>${input.type}</TipoCFE>`) || !a.xml.includes(`<Nro>${a.number}</Nro>`)) {
        throw new IssuerError('provider answer is not the CFE asked for (type or number)');
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
        dgi: a.dgi,
        reviewNote: totalsDifference(input.lines, a.totals) ?? undefined,
      };
    },

    async dgiStatus(providerReference): Promise<DgiAnswer> {
      const res = await fetchImpl(`${base}/cfe/${encodeURIComponent(providerReference)}`, {
        headers,
        signal: AbortSignal.timeout(20_000),
      });
      const body = await res.json().catch(() => null);
      if (!res.ok) throw new IssuerError(`provider answered ${res.status} about ${providerReference}`);
      const parsed = statusSchema.safeParse(body);
      if (!parsed.success) throw new IssuerError('provider answer is not a DGI state');
      return parsed.data.dgi;
    },
  };
}
