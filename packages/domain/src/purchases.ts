import { z } from 'zod';
import { currencies } from './price-display';
import { invoiceStatuses, purchaseKinds, purchaseStatuses, refundRequestStatuses } from './purchases-texts';

// The kinds, states, labels and texts live in ./purchases-texts (no zod: the pages that only name
// them stay light); everything there is exported from here too.
export * from './purchases-texts';

/**
 * "Mis compras" and the operations' order search (issue 21): every sale of every kind — a kit, kit
 * places for a company, a weekly meals order, a consultation — read as one order with its lines,
 * payment, refunds, fiscal receipts (CFE) and status history. The API answers these objects; the
 * profile and the console show them with the labels of ./purchases-texts.
 */

export const purchaseInvoiceSchema = z.object({
  id: z.string(),
  cfeType: z.union([z.literal(101), z.literal(102), z.literal(111), z.literal(112)]),
  /** "A-0000012" once numbered; null while pending. */
  number: z.string().nullable(),
  status: z.enum(invoiceStatuses),
  issuedAt: z.string().nullable(),
  totalCents: z.number().int(),
  currency: z.enum(currencies),
});
export type PurchaseInvoice = z.infer<typeof purchaseInvoiceSchema>;

export const purchaseLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
});

export const purchaseEventSchema = z.object({ status: z.string(), at: z.string() });

export const refundQuoteSchema = z.object({
  allowed: z.boolean(),
  /** What would be given back (0 when not allowed). */
  amountCents: z.number().int(),
  /** Kept under the terms (the kit's USD 50), 0 otherwise. */
  penaltyCents: z.number().int(),
  currency: z.enum(currencies),
  /** Why it is not possible, in Spanish (null when allowed). */
  reason: z.string().nullable(),
  /** Until when it can be asked (ISO instant), when there is such a limit. */
  deadline: z.string().nullable(),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

export const refundRequestSchema = z.object({
  id: z.string(),
  status: z.enum(refundRequestStatuses),
  amountCents: z.number().int(),
  penaltyCents: z.number().int(),
  currency: z.enum(currencies),
  /** What the buyer wrote (optional). */
  customerReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Operations' reason when refused (also e-mailed). */
  decisionReason: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** POST /v1/purchases/:kind/:id/refund-request */
export const refundRequestBodySchema = z.object({ reason: z.string().trim().max(500).optional() });
/** POST /v1/ops/refund-requests/:id/refuse */
export const refundRefusalBodySchema = z.object({
  reason: z.string().trim().min(5, 'Escribí el motivo (al menos 5 caracteres).').max(500),
});

export const purchaseSchema = z.object({
  id: z.string(),
  kind: z.enum(purchaseKinds),
  /** What the buyer calls it: the receipt number (F-2026-000001) for kits, the short id otherwise. */
  reference: z.string(),
  createdAt: z.string(),
  status: z.enum(purchaseStatuses),
  lines: z.array(purchaseLineSchema),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  /** IVA included in the total (from the issued receipt; null until it is issued). */
  taxCents: z.number().int().nullable(),
  refundedCents: z.number().int(),
  currency: z.enum(currencies),
  /** "Visa •••• 3704", "Mercado Pago", or null (a free order, or not paid). */
  paymentMethod: z.string().nullable(),
  installments: z.number().int().nullable(),
  invoices: z.array(purchaseInvoiceSchema),
  history: z.array(purchaseEventSchema),
  /** May a refund be asked now, and how much (null when the sale is not paid, or already closed). */
  refundQuote: refundQuoteSchema.nullable(),
  /** The latest refund request, if any. */
  refundRequest: refundRequestSchema.nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchasesResponseSchema = z.object({ purchases: z.array(purchaseSchema) });
export type PurchasesResponse = z.infer<typeof purchasesResponseSchema>;

/** Operations: the same orders with their buyer, searchable by person, RUT, order or receipt number. */
export const opsPurchaseSchema = purchaseSchema.extend({
  buyer: z.object({ name: z.string(), email: z.string(), rut: z.string().nullable() }),
  /**
   * A kit purchase's kits (issue 36, N4): the kit it paid for, then each free replacement, with
   * where each one is. The last one is the live kit a refund accounts for. Empty for other kinds.
   */
  kits: z.array(
    z.object({
      referenceId: z.string(),
      statusLabel: z.string(),
      replacementReason: z.enum(['lost', 'rejected']).nullable(),
      lostReviewRequested: z.boolean(),
    }),
  ),
});
export type OpsPurchase = z.infer<typeof opsPurchaseSchema>;
export const opsPurchasesResponseSchema = z.object({ purchases: z.array(opsPurchaseSchema) });

/** GET /v1/ops/refund-requests: the requests (pending first), each with its order and buyer. */
export const opsRefundRequestSchema = refundRequestSchema.extend({ purchase: opsPurchaseSchema });
export const opsRefundRequestsResponseSchema = z.object({ requests: z.array(opsRefundRequestSchema) });
export type OpsRefundRequest = z.infer<typeof opsRefundRequestSchema>;

const attentionReceiptSchema = z.object({
  id: z.string(),
  purchaseId: z.string(),
  kind: z.enum(purchaseKinds),
  /** "e-Ticket A-0000012". */
  label: z.string(),
  issuedAt: z.string().nullable(),
});

/**
 * Operations: receipts that could not be issued yet, receipts DGI rejected (with DGI's code and
 * reason, to re-issue corrected), issued receipts to review, those DGI has not answered yet, the
 * day's exchange rate and where it comes from, and the CAE ranges running low or expiring.
 */
export const invoicingHealthSchema = z.object({
  failed: z.array(
    z.object({
      id: z.string(),
      purchaseId: z.string(),
      kind: z.enum(purchaseKinds),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
    }),
  ),
  /** Rejected by DGI and not re-issued yet. */
  rejected: z.array(
    attentionReceiptSchema.extend({ dgiCode: z.string().nullable(), dgiReason: z.string().nullable() }),
  ),
  /** Issued, with something to look at (a provider's totals beyond the tolerance). */
  review: z.array(attentionReceiptSchema.extend({ note: z.string() })),
  /** Sent to DGI through the provider, not answered yet (the job keeps asking). */
  dgiPending: z.object({ count: z.number().int(), oldestIssuedAt: z.string().nullable() }),
  /** The rate receipts in dollars carry today: BCU's, or the configured one (not BCU's). */
  exchangeRate: z.object({
    source: z.enum(['bcu', 'configured']),
    rate: z.number().nullable(),
    /** The BCU closing it is from (bcu), null for the configured one. */
    rateDate: z.string().nullable(),
    /** The last day a BCU rate was fetched for (bcu). */
    appliesOn: z.string().nullable(),
  }),
  ranges: z.array(
    z.object({
      cfeType: z.number().int(),
      series: z.string(),
      remaining: z.number().int(),
      expiresOn: z.string(),
      /** Set when operations must ask DGI for a new range: 'low' (few numbers left) or 'expiring'. */
      warning: z.enum(['low', 'expiring', 'exhausted', 'expired']).nullable(),
    }),
  ),
});
export type InvoicingHealth = z.infer<typeof invoicingHealthSchema>;
