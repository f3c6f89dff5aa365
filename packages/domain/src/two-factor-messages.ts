/** Zod-free, so that AppError (and with it the web app's shell) can use these texts without the schema library. */

/** Spanish texts of the two-factor and step-up flows (server errors and web forms). */
export const twoFactorMessages = {
  codeFormat: 'El código tiene 6 dígitos.',
  codeWrong: 'El código no es correcto o ya fue usado. Esperá el siguiente e intentá de nuevo.',
  challengeExpired: 'Pasaron más de 5 minutos desde que ingresaste tu contraseña. Volvé a ingresar.',
  alreadyEnabled: 'La verificación en dos pasos ya está activada.',
  notEnabled: 'La verificación en dos pasos no está activada.',
  enrolmentMissing: 'Empezá la activación de nuevo: no hay un código QR pendiente.',
  operatorsNeedIt: 'Las cuentas de operaciones no pueden desactivar la verificación en dos pasos.',
  stepUpRequired: 'Por seguridad, confirmá que sos vos con un código antes de continuar.',
  emailCodeSent: 'Te enviamos un código de 6 dígitos por correo. Vence en 10 minutos.',
  emailCodeNotForTotp: 'Tu cuenta usa la app de autenticación: ingresá el código que te muestra.',
} as const;
