import { z } from 'zod';

/** What /payment shows after paying, carried in the router state (doc 1 §4 Purchase). */
export const paymentOutcomeSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    invoiceId: z.string(),
    amount: z.number().int(),
    /** The currency charged (a kit on a pesos-only card account is charged in UYU). */
    currency: z.enum(['USD', 'UYU']).default('USD'),
    installments: z.number().int(),
    card: z.string().nullable(),
    quantity: z.number().int(),
  }),
  z.object({ status: z.literal('failed') }),
  /** The provider has not decided yet (a review, or the buyer's bank asking to confirm): never a failure. */
  z.object({
    status: z.literal('pending'),
    amount: z.number().int(),
    currency: z.enum(['USD', 'UYU']).default('USD'),
    card: z.string().nullable(),
  }),
]);
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

export function outcomeFromState(state: unknown): PaymentOutcome | null {
  const parsed = z.object({ payment: paymentOutcomeSchema }).safeParse(state);
  return parsed.success ? parsed.data.payment : null;
}
