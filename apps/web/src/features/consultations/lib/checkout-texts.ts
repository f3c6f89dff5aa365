import { consultationTexts } from '@nutritest/domain';
import type { CheckoutTexts } from '../../../components/checkout/texts';
import { CONSULTATION_PATH } from './paths';

/** The consultation's checkout texts (doc 2 §4). */
export const consultationCheckoutTexts: CheckoutTexts = {
  checkoutHeading: 'Pago de tu consulta',
  productPath: CONSULTATION_PATH,
  nothingToPay: 'No encontramos una consulta para pagar.',
  backToProduct: 'Volver a Consulta nutricional',
  backFromCheckout: 'Volver a Consulta nutricional',
  pending: 'Pago pendiente de confirmación…',
  willConfirm: 'Cuando confirmemos el pago te vamos a enviar por correo la confirmación de tu consulta.',
  paidHeading: consultationTexts.paid,
  paidClose: 'Cerrar',
  pendingClose: 'Cerrar',
  failed: 'El último intento de pago no se completó. Podés elegir un turno y volver a intentarlo.',
  ended: 'La reserva del turno venció sin un pago confirmado. Elegí un turno de nuevo, por favor.',
  refundedHeading: 'Tu turno ya no estaba libre: te devolvimos el pago',
};
