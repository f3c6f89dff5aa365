import { deliveryDayLabel, mealsTexts } from '@nutritest/domain';
import type { CheckoutTexts } from '../../../components/checkout/texts';

/** The meals order's checkout texts (doc 2 §2, §8). */
export const mealsCheckoutTexts: CheckoutTexts = {
  checkoutHeading: 'Pago de tu pedido de platos semanales',
  productPath: '/platos-semanales',
  nothingToPay: 'No encontramos un pedido para pagar.',
  backToProduct: 'Volver a Platos semanales',
  backFromCheckout: 'Volver a mi pedido',
  pending: mealsTexts.pending,
  willConfirm: 'Cuando confirmemos el pago vas a recibir la confirmación de tu pedido.',
  paidHeading: '¡Pedido confirmado!',
  paidClose: 'Seguir viendo el menú',
  pendingClose: 'Volver al menú',
  failed: 'El último intento de pago no se completó. Podés volver a intentarlo.',
  refundedHeading: 'No pudimos confirmar tu pedido: te devolvimos el pago',
};

/** 'el martes 24/11 y el jueves 26/11' for the days whose orders had closed. */
export function closedDaysText(days: readonly string[]): string {
  const labels = days.map((day) => `el ${deliveryDayLabel(day).toLowerCase()}`);
  return labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} y ${labels.at(-1)}`;
}
