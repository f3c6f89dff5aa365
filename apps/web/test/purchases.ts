/**
 * Purchases as the API sends them, shared by the tests of Mis compras (features/purchases) and of
 * the console's Pedidos tab (features/ops), which sees the same purchases with their buyer.
 */
import type { OpsPurchase, Purchase, RefundRequest } from '@nutritest/domain';

/** Two kits (USD 478 minus USD 20), paid in 3 installments, with its issued e-Ticket A-0000012. */
export const kitPurchase: Purchase = {
  id: 'ord-1',
  kind: 'kit',
  reference: 'F-2026-000012',
  createdAt: '2026-11-20T15:30:00Z',
  status: 'paid',
  lines: [{ description: 'Kit NutriTest', quantity: 2, amountCents: 47_800 }],
  discountCents: 2_000,
  totalCents: 45_800,
  taxCents: 8_259,
  refundedCents: 0,
  currency: 'USD',
  paymentMethod: 'Visa •••• 3704',
  installments: 3,
  invoices: [
    {
      id: 'inv-1',
      cfeType: 101,
      number: 'A-0000012',
      status: 'issued',
      issuedAt: '2026-11-20T15:31:00Z',
      totalCents: 45_800,
      currency: 'USD',
    },
  ],
  history: [
    { status: 'pending', at: '2026-11-20T15:30:00Z' },
    { status: 'paid', at: '2026-11-20T15:31:00Z' },
  ],
  refundQuote: null,
  refundRequest: null,
};

/** A company's 10 kit places with its e-Factura A-0000005, partly refunded: the credit note still being issued. */
export const placesPurchase: Purchase = {
  id: 'ord-2',
  kind: 'kit_places',
  reference: 'F-2026-000020',
  createdAt: '2026-11-22T13:00:00Z',
  status: 'partially_refunded',
  lines: [{ description: 'Cupos de kit', quantity: 10, amountCents: 219_000 }],
  discountCents: 0,
  totalCents: 219_000,
  taxCents: 39_492,
  refundedCents: 21_900,
  currency: 'USD',
  paymentMethod: 'Mercado Pago',
  installments: null,
  invoices: [
    {
      id: 'inv-2',
      cfeType: 111,
      number: 'A-0000005',
      status: 'issued',
      issuedAt: '2026-11-22T13:01:00Z',
      totalCents: 219_000,
      currency: 'USD',
    },
    {
      id: 'inv-3',
      cfeType: 112,
      number: null,
      status: 'pending',
      issuedAt: null,
      totalCents: 21_900,
      currency: 'USD',
    },
  ],
  history: [{ status: 'paid', at: '2026-11-22T13:01:00Z' }],
  refundQuote: null,
  refundRequest: null,
};

/** One kit the buyer may still give back: USD 249 minus the USD 50 penalty, until 05/12/2026. */
export const refundableKit: Purchase = {
  ...kitPurchase,
  id: 'ord-3',
  reference: 'F-2026-000030',
  lines: [{ description: 'Kit NutriTest', quantity: 1, amountCents: 24_900 }],
  discountCents: 0,
  totalCents: 24_900,
  installments: null,
  refundQuote: {
    allowed: true,
    amountCents: 19_900,
    penaltyCents: 5_000,
    currency: 'USD',
    reason: null,
    deadline: '2026-12-05T15:00:00Z',
  },
};

/** The refund asked for `refundableKit`, not decided yet. */
export const requestedRefund: RefundRequest = {
  id: 'rr-1',
  status: 'requested',
  amountCents: 19_900,
  penaltyCents: 5_000,
  currency: 'USD',
  customerReason: 'Me mudo al exterior',
  createdAt: '2026-11-25T14:00:00Z',
  decidedAt: null,
  decisionReason: null,
};

/**
 * `purchase` as operations see it: with its buyer (Ana Suárez, a customer without RUT, unless given)
 * and, for a kit, its kits (the one paid for, then any replacement).
 */
export function withBuyer(
  purchase: Purchase,
  buyer: OpsPurchase['buyer'] = { name: 'Ana Suárez', email: 'ana@test.uy', rut: null },
  kits: OpsPurchase['kits'] = purchase.kind === 'kit'
    ? [
        {
          referenceId: 'NT-2026-000101',
          statusLabel: 'Kit pagado',
          replacementReason: null,
          lostReviewRequested: false,
        },
      ]
    : [],
): OpsPurchase {
  return { ...purchase, buyer, kits };
}
