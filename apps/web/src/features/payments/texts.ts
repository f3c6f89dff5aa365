import { AppError, messages } from '@nutritest/domain';

/** The payment screens' Spanish texts (doc 1 §2, §8), written once for the feature. */
export const paymentTexts = {
  success: 'Pago realizado con éxito',
  failed: 'Error al realizar el pago',
  // Issue 41, item 9: a refused card says what to do next, not only that it failed.
  failedDetail:
    'La tarjeta o el banco no aprobaron el pago: probá con otra tarjeta o consultá con tu banco. Si no funciona, comunicate con nosotros.',
  successBannerCustomer: 'Pago realizado con éxito. Ahora elegí cómo y cuándo recibir tu kit.',
  successBannerBusiness: 'Pago realizado con éxito. Tus cupos ya están disponibles para tus empleados.',
  couponInvalid: 'El cupón no es válido.',
  cardNotSaved: 'No pudimos guardar la tarjeta.',
  pending: 'Tu pago está en proceso',
  pendingDetail:
    'El medio de pago está revisando el cobro (o tu banco pidió confirmarlo). Te avisamos por correo apenas se acredite: no hace falta que vuelvas a pagar.',
  cardNotSavedHint: 'Revisá los datos o probá con otra tarjeta.',
  chooseCard: 'Elegí una tarjeta para pagar.',
  /** A kit whose coupon covers it all: nothing was paid (issue 41, item 12). */
  freeSuccess: '¡Listo! Tu kit no tiene costo',
} as const;

/** The Spanish message to show for a failed call (an AppError carries it; anything else is unexpected). */
export function errorText(error: unknown): string {
  return error instanceof AppError ? error.message : messages.internal;
}
