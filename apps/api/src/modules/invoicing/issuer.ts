import type { InvoicingConfig } from '../../config';
import type { Executor } from '../../db/client';
import { signCfe } from '../../platform/invoicing/cfe-signature';
import type {
  CaeData,
  CfeCurrency,
  CfeLine,
  CfeReceiver,
  CfeReference,
  CfeTotals,
  CfeType,
} from '../../platform/invoicing/types';
import { insertCaeRange, takeRangeNumber } from './receipts.repository';

/** What the issuing job asks an issuer to document. */
export interface IssueInput {
  /** Our receipt's id: the provider's idempotency key. */
  invoiceId: string;
  type: CfeType;
  currency: CfeCurrency;
  exchangeRate?: number;
  receiver: CfeReceiver | null;
  lines: CfeLine[];
  reference?: CfeReference;
  issuedAt: Date;
}

/**
 * DGI's answer about an issued CFE, as a certified provider reports it: `pending` (signed and queued,
 * DGI has not answered: the provider's usual first answer), `accepted`, or `rejected` with DGI's code
 * (E01 … E15, "Formato del Mensaje de Respuesta") and reason.
 */
export interface DgiAnswer {
  status: 'pending' | 'accepted' | 'rejected';
  code?: string | null;
  reason?: string | null;
}

export interface IssuedCfe {
  series: string;
  number: number;
  cae: CaeData;
  xml: string;
  totals: CfeTotals;
  securityCode: string;
  qrUrl: string;
  providerReference?: string;
  /** Absent for the embedded issuer, which sends nothing to DGI. */
  dgi?: DgiAnswer;
  /** Issued, but operations should look at it (the provider's totals beyond our tolerance). */
  reviewNote?: string;
}

/**
 * The seam between the product and whoever numbers and signs receipts, like the payment gateways:
 * the embedded issuer (our CAE ranges, our certificate) by default, a certified provider over HTTP
 * when configured (docs/invoicing.md). `issue` runs inside the issuing transaction: the embedded
 * issuer takes its number there, so a failure gives the number back.
 */
export interface InvoiceIssuer {
  name: string;
  issue(tx: Executor, input: IssueInput): Promise<IssuedCfe>;
  /** DGI's answer now for a receipt the provider issued (providers only). */
  dgiStatus?(providerReference: string): Promise<DgiAnswer>;
}

export class IssuerError extends Error {}

/** Takes the next number of a valid range of `type`, locking the range's row until the transaction ends. */
export async function takeNumber(tx: Executor, type: CfeType, today: string) {
  const range = await takeRangeNumber(tx, type, today);
  if (!range) throw new IssuerError(`no valid CAE range left for CFE ${type}`);
  return {
    number: range.nextNumber,
    cae: {
      id: range.caeId,
      series: range.series,
      from: range.fromNumber,
      to: range.toNumber,
      expiresOn: range.expiresOn,
    } satisfies CaeData,
  };
}

/** Our own issuer: numbers from the CAE ranges in the database, signed with our certificate. */
export function createEmbeddedIssuer(
  config: InvoicingConfig,
  certificate: () => Promise<{ certPem: string; keyPem: string }>,
): InvoiceIssuer {
  return {
    name: 'embedded',
    async issue(tx, input) {
      const cert = await certificate();
      const today = montevideoDay(input.issuedAt);
      const { number, cae } = await takeNumber(tx, input.type, today);
      const signed = await signCfe(
        {
          type: input.type,
          series: cae.series,
          number,
          issuedAt: input.issuedAt,
          currency: input.currency,
          exchangeRate: input.exchangeRate,
          issuer: config.issuer,
          receiver: input.receiver,
          lines: input.lines,
          cae,
          reference: input.reference,
          paymentMethod: 1,
        },
        cert,
        input.issuedAt,
      );
      return { series: cae.series, number, cae, ...signed };
    },
  };
}

/** YYYY-MM-DD in Montevideo (receipts are dated in Uruguay's time). */
export function montevideoDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montevideo' }).format(at);
}

/**
 * The CAE ranges operations configured (CFE_CAE_RANGES), or — without them, in development — one
 * large development range per type, valid two years from the first start. Idempotent.
 */
export async function ensureCaeRanges(db: Executor, config: InvoicingConfig, now = new Date()) {
  const ranges =
    config.caeRanges ??
    ([101, 102, 111, 112] as const).map((type) => ({
      type,
      series: 'A',
      // DGI's CAE has 11 digits (CFEType.xsd, CAE_ID): 9, the type, and 7 more.
      cae: `9${type}0000001`,
      from: 1,
      to: 9_999_999,
      expires: montevideoDay(new Date(now.getTime() + 2 * 365 * 86_400_000)),
    }));
  for (const r of ranges) {
    await insertCaeRange(db, {
      cfeType: r.type,
      series: r.series,
      caeId: r.cae,
      fromNumber: r.from,
      toNumber: r.to,
      nextNumber: r.from,
      expiresOn: r.expires,
    });
  }
}
