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
  // Changing the second factor (issue 17): the current password or an e-mailed code, in the same request.
  reauthRequired: 'Ingresá tu contraseña actual o pedí un código por correo.',
  passwordWrong: 'La contraseña actual no es correcta.',
  emailCodeWrong: 'El código del correo no es correcto o venció. Pedí uno nuevo.',
  changeCodeSent: 'Te enviamos un código de 6 dígitos por correo para confirmar el cambio. Vence en 10 minutos.',
  recoveryCodeFormat: 'Revisá el código de recuperación: son 16 letras y números.',
  recoveryCodeWrong: 'El código de recuperación no es correcto o ya fue usado.',
  recoveryCodesOperatorsOnly: 'Los códigos de recuperación son para las cuentas del equipo de operaciones.',
  removed: 'Quitamos la verificación en dos pasos de tu cuenta. Te avisamos por correo.',
} as const;
