import { z } from 'zod';
import { emailSchema } from './accounts';
import { messages } from './messages.es';
import { twoFactorMessages } from './two-factor-messages';

/**
 * Changing the account's e-mail address from the profile (issue 22, item 13). The session alone is
 * not enough: the current password (and, with two-factor sign-in on, the authenticator's code) comes
 * in the same request. A link goes to the new address; the address changes only when it is opened,
 * and then every session of the account ends. The old address is told at each step.
 */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const emailChangeTexts = {
  sameEmail: 'Ese ya es el correo de tu cuenta.',
  codeRequired: 'Ingresá el código de 6 dígitos de tu app de autenticación.',
  requested: (email: string) =>
    `Te enviamos un enlace a ${email}. Abrilo para confirmar el cambio; hasta entonces seguís ingresando con tu correo actual.`,
  cancelled: 'Cancelamos el cambio de correo. Tu correo sigue siendo el mismo.',
  blocked:
    'Demasiados intentos con una contraseña o un código incorrectos. Por seguridad cerramos tus sesiones: ingresá de nuevo.',
  changed: (email: string) =>
    `Listo: tu correo ahora es ${email}. Cerramos todas las sesiones abiertas de tu cuenta; ingresá con tu correo nuevo.`,
  taken:
    'Ese correo ya tiene una cuenta en NutriTest, así que no pudimos cambiarlo. Pedí el cambio de nuevo con otra dirección.',
  notAllowed: 'El correo de las cuentas del equipo de operaciones lo cambia un administrador.',
} as const;

/** POST /v1/account/email-change: the new address, the current password and, with TOTP on, a code. */
export const emailChangeRequestSchema = z.object({
  newEmail: emailSchema,
  password: z.string({ error: messages.required }).min(1, messages.required).max(128, messages.badFormat),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, twoFactorMessages.codeFormat)
    .optional(),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** The profile's form: the same fields; the code is sent only when two-factor sign-in is on. */
export const emailChangeFormSchema = z.object({
  newEmail: emailSchema,
  password: z.string({ error: messages.required }).min(1, messages.required),
  code: z.string().trim(),
});
export type EmailChangeFormInput = z.input<typeof emailChangeFormSchema>;

export const pendingEmailChangeSchema = z.object({ newEmail: z.string(), expiresAt: z.string() });
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

/** GET /v1/account/email-change: the pending change, and whether the request needs a TOTP code. */
export const emailChangeStatusSchema = z.object({
  pending: pendingEmailChangeSchema.nullable(),
  codeRequired: z.boolean(),
});
export type EmailChangeStatus = z.infer<typeof emailChangeStatusSchema>;

export const emailChangeRequestedSchema = z.object({ pending: pendingEmailChangeSchema, message: z.string() });
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** POST /v1/account/email-change/confirm: the link's `<id>.<token>` (the link is the credential). */
export const emailChangeConfirmSchema = z.object({
  data: z.string().min(10, messages.linkInvalid).max(300, messages.linkInvalid),
});
/** The account whose address changed (the page drops this browser's session of it), and the new address. */
export const emailChangeConfirmedSchema = z.object({ accountId: z.string(), email: z.string(), message: z.string() });
export type EmailChangeConfirmed = z.infer<typeof emailChangeConfirmedSchema>;
