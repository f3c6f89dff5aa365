import { z } from 'zod';
import { currencies } from './price-display';

/**
 * The operations payments ledger (GET /v1/ops/payments and its CSV): one row per order of every
 * kind, with the provider's reference, status, refunds and disputes. The API answers these rows and
 * writes the CSV with these labels; the console shows them with the same ones.
 */
export const paymentKinds = ['kit', 'kit_places', 'meals', 'consultations'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export const paymentRowSchema = z.object({
  date: z.string(),
  kind: z.enum(paymentKinds),
  orderId: z.string(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  amountCents: z.number().int(),
  currency: z.enum(currencies),
  installments: z.number().int().nullable(),
  gateway: z.string().nullable(),
  providerReference: z.string().nullable(),
  /** paid, pending, failed, refunded, partially_refunded, disputed, cancelled, expired, unapplied_refund (others as stored). */
  status: z.string(),
  refundedCents: z.number().int(),
  disputed: z.boolean(),
});
export type PaymentLedgerRow = z.infer<typeof paymentRowSchema>;

export const paymentKindLabels: Record<PaymentKind, string> = {
  kit: 'Kit',
  kit_places: 'Cupos de kit',
  meals: 'Platos',
  consultations: 'Consulta',
};

export const paymentStatusLabels: Record<string, string> = {
  paid: 'Pagado',
  pending: 'Pendiente',
  failed: 'Fallido',
  refunded: 'Reembolsado',
  partially_refunded: 'Reembolsado en parte',
  disputed: 'En disputa',
  cancelled: 'Cancelado',
  expired: 'Vencido',
  unapplied_refund: 'Devolución automática (pago sin pedido)',
};

export const gatewayLabels: Record<string, string> = { sandbox: 'Sandbox', mercadopago: 'Mercado Pago' };
