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
  /** 12-digit RUT of the company that sells. */
  rut: string;
  name: string;
  /** DGI's code of the branch (sucursal) that issues. */
  branchCode: number;
  address: string;
  city: string;
  department: string;
}

/** Who receives it: a company (RUT, required for e-Factura) or a person (e-Ticket, optional ID). */
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

export interface CfeTotals {
  /** Net (without IVA) of the lines at the basic and minimum rates, and the exempt amount. */
  netBasicCents: number;
  netMinimumCents: number;
  exemptCents: number;
  ivaBasicCents: number;
  ivaMinimumCents: number;
  /** net + IVA + exempt: always equals the sum of the lines. */
  totalCents: number;
}

export interface SignedCfe {
  xml: string;
  totals: CfeTotals;
  /** First 6 characters of the signature's digest (DGI's "código de seguridad"). */
  securityCode: string;
  /** DGI's verification link printed as a QR code. */
  qrUrl: string;
}
