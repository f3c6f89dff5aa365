/**
 * The electronic fiscal receipt (CFE) as the rest of the API sees it: what a sale or a refund asks
 * to be documented, and what comes back once it is signed and numbered. The XML is DGI's format
 * ("Formato de los CFE"); see docs/invoicing.md.
 */

/** 101 e-Ticket (final consumer), 102 its credit note, 111 e-Factura (to a RUT), 112 its credit note. */
export type CfeType = 101 | 102 | 111 | 112;

/** IVA rate of a line: DGI's IndFact 3 = basic (22 %), 2 = minimum (10 %), 1 = exempt. */
export type IvaRate = 'basic' | 'minimum' | 'exempt';

export const IVA_PERCENT: Record<IvaRate, number> = { basic: 22, minimum: 10, exempt: 0 };

export type CfeCurrency = 'UYU' | 'USD';

export interface CfeIssuer {
  /** 12-digit RUT of the company that sells (DGI's check digit: packages/domain/src/uy-tax-ids.ts). */
  rut: string;
  name: string;
  /** DGI's code of the branch (sucursal) that issues. */
  branchCode: number;
  address: string;
  city: string;
  department: string;
  /**
   * Printed only (DGI's "Formato de la representación impresa", 5 – Pie): the resolution that made
   * the company an electronic issuer ("1234/2026" → "Res. 1234/2026"), or the date it joined the
   * regime ("Fecha emisor"); where buyers of e-Tickets verify them (the issuer's own page); and
   * whether the company holds DGI's "constancia de IVA al día".
   */
  resolution?: string;
  verificationUrl?: string;
  ivaAlDia?: boolean;
}

/**
 * Who receives it: a company (e-Factura: its RUT, name, address and city, DGI's A-C60 … A-C65) or a
 * person (e-Ticket: a name, and the cédula when known).
 */
export type CfeReceiver =
  | { kind: 'company'; rut: string; name: string; address?: string; city?: string; department?: string }
  | { kind: 'person'; name: string /** Cédula, when known (not required for an e-Ticket). */; document?: string };

export interface CfeLine {
  description: string;
  quantity: number;
  /** Unit of measure printed ('N/A' for services and kits, 'Unid' for goods). */
  unit: string;
  /** Unit price INCLUDING taxes (our prices are tax-inclusive), in cents of the CFE currency. */
  unitPriceCents: number;
  /** quantity × unit price minus the line's discount, taxes included, in cents. */
  amountCents: number;
  /** Discount on this line (taxes included), in cents; 0 when none. */
  discountCents: number;
  iva: IvaRate;
}

/** The DGI authorisation (CAE) a number was taken from. */
export interface CaeData {
  /** The CAE's identifier (11 digits). */
  id: string;
  series: string;
  from: number;
  to: number;
  /** YYYY-MM-DD. */
  expiresOn: string;
}

/** A credit note's reference to the CFE it corrects. */
export interface CfeReference {
  type: CfeType;
  series: string;
  number: number;
  /** YYYY-MM-DD of the referenced CFE. */
  issuedOn: string;
  reason: string;
}

export interface CfeRequest {
  type: CfeType;
  series: string;
  number: number;
  issuedAt: Date;
  currency: CfeCurrency;
  /** UYU per 1 USD (BCU's rate), required when currency is USD. */
  exchangeRate?: number;
  issuer: CfeIssuer;
  receiver: CfeReceiver | null;
  lines: CfeLine[];
  cae: CaeData;
  reference?: CfeReference;
  /** 1 = contado (paid), 2 = crédito. Card sales are contado. */
  paymentMethod: 1 | 2;
}

/**
 * DGI's totals (Formato de los CFE, A-C112 … A-C130) of tax-inclusive lines (MntBruto = 1):
 * net per rate = Σ lines ÷ (1 + rate), IVA = net × rate, each rounded to the cent (cfe-totals.ts).
 */
export interface CfeTotals {
  /** Net (without IVA) of the lines at the basic and minimum rates, and the exempt amount. */
  netBasicCents: number;
  netMinimumCents: number;
  exemptCents: number;
  ivaBasicCents: number;
  ivaMinimumCents: number;
  /** MntTotal: nets + IVA + exempt. May differ from the lines' sum by a cent per rate (the rounding). */
  totalCents: number;
  /**
   * MontoNF: what the buyer paid minus MntTotal (−2 … +2 cents), stated as a non-billable rounding
   * line (IndFact 6 when positive, 7 when negative); 0 when none. Absent in receipts issued before
   * issue 38 (read as 0).
   */
  roundingCents?: number;
  /** MntPagar: MntTotal + MontoNF = the sum of the lines = what the buyer paid. Absent before issue 38. */
  payableCents?: number;
}

/** What the buyer paid according to a receipt's totals (older receipts: their MntTotal). */
export function payableOf(totals: CfeTotals): number {
  return totals.payableCents ?? totals.totalCents;
}

export interface SignedCfe {
  xml: string;
  totals: CfeTotals;
  /** First 6 characters of the signature's digest (DGI's "código de seguridad"). */
  securityCode: string;
  /** DGI's verification link printed as a QR code. */
  qrUrl: string;
}
