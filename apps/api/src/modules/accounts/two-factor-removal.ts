import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { createEmailToken, TOKEN_TTL_SECONDS } from '../../platform/auth/email-tokens';
import { enqueueEmail } from '../../platform/mail/outbox';
import { hello, layout } from '../../platform/mail/templates';
import * as repo from './two-factor.repository';

/**
 * A password reset of an account with TOTP on (issue 17). Resetting the password alone never
 * removes the second factor, otherwise whoever reads the mailbox once, or whoever enrolled their own
 * authenticator, would decide it. Instead, next to the temporary password, a second e-mail carries
 * a separate single-use link "Quitar la verificación en dos pasos" (an `email_tokens` row, purpose
 * `two-factor-removal`, only its SHA-256 stored, 24 hours). Opening it and confirming
 * (POST /v1/account/two-factor/removal) turns TOTP off and e-mails the owner.
 *
 * Operators get no such link: their second factor is required and must not fall to whoever reads
 * their mailbox; they keep one-time recovery codes instead (and support, for a lost phone without them).
 *
 * Call inside the reset's transaction; does nothing for accounts without TOTP, nor for operators.
 */
export async function offerTwoFactorRemoval(tx: Executor, config: Config, accountId: string): Promise<boolean> {
  const account = await repo.findTwoFactorAccount(tx, accountId);
  if (!account?.totpEnabledAt || account.role === 'Operator') return false;
  const { id, token } = await createEmailToken(tx, accountId, 'two-factor-removal');
  const hours = TOKEN_TTL_SECONDS['two-factor-removal'] / 3600;
  await enqueueEmail(
    tx,
    account.email,
    layout({
      template: 'two-factor-removal',
      subject: 'Quitar la verificación en dos pasos de tu cuenta de NutriTest',
      greeting: hello(account.firstName),
      paragraphs: [
        'Pediste una contraseña nueva y tu cuenta tiene la verificación en dos pasos activada: te la mandamos en otro correo.',
        'Si además perdiste tu app de autenticación, podés quitar la verificación en dos pasos con este enlace. Sirve una sola vez y vence en ' +
          `${hours} horas. Después podés volver a activarla desde tu perfil.`,
        'Si todavía tenés la app, no hace falta que hagas nada: ingresá con la contraseña temporal y el código de la app.',
      ],
      action: {
        label: 'Quitar la verificación en dos pasos',
        url: `${config.publicUrl}/quitar-verificacion?data=${id}.${token}`,
      },
      footnote:
        'Si no pediste una contraseña nueva, no abras el enlace y escribinos: alguien puede estar intentando entrar a tu cuenta.',
      supportEmail: config.supportEmail,
    }),
  );
  return true;
}
