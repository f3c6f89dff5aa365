import { consultationTypes, hireNutritionistResponseSchema } from '@nutritest/domain';
import { z } from 'zod';
import { checkoutStore } from '../../../components/checkout/checkout-store';

/**
 * The consultation being paid, kept in session storage between /consulta-nutricional, its payment
 * step and the return from the payment provider: the order's id and secret (to ask for its status),
 * the payment preference, and what the confirmation shows.
 */
export const CONSULTATION_CHECKOUT_KEY = 'consultationCheckout';

const storedConsultationSchema = z.object({
  orderId: z.string(),
  accessKey: z.string(),
  preference: hireNutritionistResponseSchema,
  tipoConsulta: z.enum(consultationTypes),
  slotStart: z.string(),
});
export type StoredConsultation = z.infer<typeof storedConsultationSchema>;

const store = checkoutStore(CONSULTATION_CHECKOUT_KEY, (v) => {
  const parsed = storedConsultationSchema.safeParse(v);
  return parsed.success ? parsed.data : null;
});
export const readConsultationCheckout = store.read;
export const writeConsultationCheckout = store.write;
export const clearConsultationCheckout = store.clear;

/** A stored order whose slot is still held for the payment (so paying it still makes sense). */
export function isStillHeld(checkout: StoredConsultation, now: Date = new Date()): boolean {
  const until = new Date(checkout.preference.heldUntil).getTime();
  return Number.isFinite(until) && until > now.getTime();
}
