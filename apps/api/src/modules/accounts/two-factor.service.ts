import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  type AuthenticateResponse,
  messages,
  type StepUpResponse,
  type TwoFactorConfirmResponse,
  type TwoFactorEnrolment,
  type TwoFactorReauth,
  type TwoFactorSetupConfirmResponse,
  type TwoFactorStatus,
  twoFactorMessages,
} from '@nutritest/domain';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { currentPasswordGuard } from '../../platform/auth/current-password';
import { consumeEmailToken, isUuid } from '../../platform/auth/email-tokens';
import type { AuthUser } from '../../platform/auth/guards';
import { verifyPassword } from '../../platform/auth/passwords';
import type { StepUp } from '../../platform/auth/step-up';
import type { TokenService } from '../../platform/auth/tokens';
import { acceptTotpStep, base32Encode, generateTotpSecret, matchTotpStep, otpauthUri } from '../../platform/auth/totp';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { hello, layout } from '../../platform/mail/templates';
import { enforceRateLimit, hitRateLimit, peekRateLimit } from '../../platform/rate-limit';
import * as accountsRepo from './accounts.repository';
import { clearSignInLock, LOGIN_MAX_PER_ADDRESS, LOGIN_WINDOW, loginRateKeys } from './accounts.service';
import { keepTrustedDevice } from './trusted-devices';
import * as repo from './two-factor.repository';
import { type ChallengePurpose, createChallengeTokens } from './two-factor-challenge';

/** Wrong codes of a signed-in person (enrolment, disable, step-up): 5 per 15 minutes. */
const CODE_WINDOW = 15 * 60;
const CODE_MAX_FAILURES = 5;
/** E-mailed step-up codes: valid 10 minutes, at most 5 sent per hour. */
const EMAIL_CODE_TTL_MINUTES = 10;
const EMAIL_CODES_PER_HOUR = 5;
/** Operators' one-time recovery codes: 10 of 16 base32 characters (80 random bits) each. */
export const RECOVERY_CODE_COUNT = 10;

/** A new recovery code as shown: four groups of four lowercase base32 characters. */
function generateRecoveryCode(): string {
  return base32Encode(randomBytes(10))
    .toLowerCase()
    .replace(/(.{4})(?=.)/g, '$1-');
}
/** Only this is stored: SHA-256 of the code without dashes, spaces or case (80 random bits need no salt). */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');
}

/** What happened to the second factor, for the e-mail to the owner. */
type TwoFactorChange = 'enabled' | 'disabled' | 'removed-by-link' | 'recovery-codes' | 'recovery-code-used';
const changeTexts: Record<TwoFactorChange, string> = {
  enabled: 'Se activó la verificación en dos pasos en tu cuenta con una app de autenticación nueva.',
  disabled: 'Se desactivó la verificación en dos pasos de tu cuenta.',
  'removed-by-link': 'Se quitó la verificación en dos pasos de tu cuenta con el enlace que te enviamos por correo.',
  'recovery-codes': 'Se generaron códigos de recuperación nuevos para tu cuenta; los anteriores ya no sirven.',
  'recovery-code-used': 'Alguien ingresó a tu cuenta con uno de tus códigos de recuperación.',
};

/**
 * Two-factor sign-in (TOTP) and step-up codes. Every code check is rate limited per account; TOTP
 * codes are accepted once (replay protection in `acceptTotpStep`).
 */
export function createTwoFactorService(deps: {
  db: Database;
  tokens: TokenService;
  stepUp: StepUp;
  config: Config;
  mail: MailWorker;
  /** Milliseconds since the epoch; tests move it forward. */
  clock?: () => number;
}) {
  const { db, tokens, stepUp, config, mail } = deps;
  const challenges = createChallengeTokens(config.jwtSecret);
  const currentPassword = currentPasswordGuard(db);
  const now = deps.clock ?? Date.now;
  const codeError = () =>
    new AppError('VALIDATION', twoFactorMessages.codeWrong, { code: twoFactorMessages.codeWrong });

  async function enrolmentFor(email: string, secret: string): Promise<TwoFactorEnrolment> {
    const uri = otpauthUri(email, secret);
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      otpauthUri: uri,
      secret,
      qrSvgDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  async function loadAccount(accountId: string) {
    const account = await repo.findTwoFactorAccount(db, accountId);
    if (!account || account.deletedAt) throw new AppError('UNAUTHENTICATED');
    return account;
  }

  /** True when `code` is the account's current TOTP code and it was not used before. */
  async function totpMatches(
    account: { id: string; totpSecret: string | null },
    code: string,
    requireEnabled = true,
  ): Promise<boolean> {
    if (!account.totpSecret) return false;
    const step = matchTotpStep(account.totpSecret, code, now());
    if (step === null) return false;
    return acceptTotpStep(db, account.id, step, { requireEnabled });
  }

  /**
   * Wrong second-factor codes of an account, wherever they are typed (sign-in, step-up, enrolment,
   * disabling): one counter, 5 per 15 minutes whatever the cookie, challenge or address (issue 36,
   * N1). A right code does not reset it: the window does.
   */
  const codeKey = (accountId: string) => `totp:account:${accountId}`;

  /** Per-account failure limit for signed-in code checks: throws once it is reached. */
  async function checkedCode(accountId: string, verify: () => Promise<boolean>) {
    const key = codeKey(accountId);
    if ((await peekRateLimit(db, key, CODE_WINDOW)) >= CODE_MAX_FAILURES) throw new AppError('RATE_LIMITED');
    if (!(await verify())) {
      await hitRateLimit(db, key, CODE_WINDOW);
      throw codeError();
    }
  }

  /** The challenge's account, still in the state the challenge was issued for, and the challenge not spent. */
  async function challengeAccount(challengeToken: string, purpose: ChallengePurpose) {
    const claims = await challenges.verify(challengeToken, purpose);
    if (!claims || (await repo.isChallengeSpent(db, claims.jti))) {
      throw new AppError('UNAUTHENTICATED', twoFactorMessages.challengeExpired);
    }
    const account = await repo.findTwoFactorAccount(db, claims.accountId);
    if (!account || account.deletedAt || account.tokenVersion !== claims.tokenVersion) {
      throw new AppError('UNAUTHENTICATED', twoFactorMessages.challengeExpired);
    }
    return { account, claims };
  }

  /**
   * A challenge opens one session only (issue 17, finding 10): its jti is spent in the database in
   * one conditional insert, so a second request with it fails in this process and in any other.
   */
  async function spendChallenge(claims: { jti: string; expiresAt: Date }) {
    if (!(await repo.spendChallenge(db, claims.jti, claims.expiresAt))) {
      throw new AppError('UNAUTHENTICATED', twoFactorMessages.challengeExpired);
    }
  }

  /**
   * A sign-in code (or recovery code) is limited by the account's code counter (5 wrong per window,
   * shared with every other code check) and the address's sign-in limit, never by the password lock:
   * only someone who gave the right password reaches this step, so strangers' wrong passwords cannot
   * keep the owner out of it, and a trusted device or a fresh challenge gives no new tries (issue 36,
   * N1). A wrong code also counts towards the account's password lock; a right one completes the
   * sign-in and lifts that lock.
   */
  async function signInCode(
    account: { id: string; email: string },
    ip: string,
    verify: () => Promise<boolean>,
    wrongFields: Record<string, string> = { code: twoFactorMessages.codeWrong },
  ) {
    const { accountKey: loginKey, addressKey } = loginRateKeys(account.email, ip);
    const [byAccount, byAddress] = await Promise.all([
      peekRateLimit(db, codeKey(account.id), CODE_WINDOW),
      peekRateLimit(db, addressKey, LOGIN_WINDOW),
    ]);
    if (byAccount >= CODE_MAX_FAILURES || byAddress >= LOGIN_MAX_PER_ADDRESS) {
      throw new AppError('RATE_LIMITED', messages.loginBlocked);
    }
    if (!(await verify())) {
      await Promise.all([
        hitRateLimit(db, codeKey(account.id), CODE_WINDOW),
        hitRateLimit(db, loginKey, LOGIN_WINDOW),
        hitRateLimit(db, addressKey, LOGIN_WINDOW),
      ]);
      throw new AppError('VALIDATION', Object.values(wrongFields)[0] ?? twoFactorMessages.codeWrong, wrongFields);
    }
    await clearSignInLock(db, account.email);
  }

  /** The session of a complete sign-in, and the browser's trusted-device token (decision 032). */
  async function session(account: { id: string; role: AuthUser['role']; tokenVersion: number }, deviceToken?: string) {
    const view = await accountsRepo.findAccountView(db, account.id);
    if (!view) throw new AppError('UNAUTHENTICATED');
    return {
      answer: { jwtToken: await tokens.sign(account), account: view },
      deviceToken: await keepTrustedDevice(db, account.id, deviceToken),
    };
  }

  function stepUpCodeHash(accountId: string, code: string) {
    return createHmac('sha256', config.jwtSecret).update(`step-up:${accountId}:${code}`).digest('hex');
  }
  function changeCodeHash(accountId: string, code: string) {
    return createHmac('sha256', config.jwtSecret).update(`two-factor-change:${accountId}:${code}`).digest('hex');
  }

  /** The newest live e-mailed code of the purpose matches: spends it (once, even under races). */
  async function spendEmailedCode(accountId: string, purpose: repo.EmailCodePurpose, hashed: string): Promise<boolean> {
    const live = await repo.findLiveEmailCode(db, accountId, purpose, new Date(now()));
    if (!live) return false;
    const expected = Buffer.from(live.tokenHash, 'hex');
    const given = Buffer.from(hashed, 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    return repo.spendEmailCode(db, live.id);
  }

  /**
   * Changing the second factor needs more than the session (issue 17): the current password or the
   * code e-mailed to the account's address, in the same request. Wrong ones count on the one
   * current-password counter (platform/auth/current-password.ts): the fifth ends every session.
   */
  async function reauthenticate(accountId: string, proof: TwoFactorReauth) {
    await currentPassword.assertOpen(accountId);
    let field: 'password' | 'emailCode';
    let isValid: boolean;
    if (proof.password) {
      field = 'password';
      const found = await accountsRepo.findCredentialsById(db, accountId);
      isValid = Boolean(found) && (await verifyPassword(found!.passwordHash, proof.password));
    } else if (proof.emailCode) {
      field = 'emailCode';
      isValid = await spendEmailedCode(accountId, 'two-factor-change', changeCodeHash(accountId, proof.emailCode));
    } else {
      throw new AppError('VALIDATION', twoFactorMessages.reauthRequired, {
        password: twoFactorMessages.reauthRequired,
      });
    }
    if (!isValid) {
      const text = field === 'password' ? twoFactorMessages.passwordWrong : twoFactorMessages.emailCodeWrong;
      await currentPassword.fail(accountId, new AppError('VALIDATION', text, { [field]: text }));
    }
    await currentPassword.succeed(accountId);
  }

  /** Every change of the second factor is e-mailed to the owner (through the outbox, in the change's transaction). */
  async function notifyChange(
    tx: Executor,
    account: { email: string; firstName: string | null },
    change: TwoFactorChange,
    extra?: string,
  ) {
    await enqueueEmail(
      tx,
      account.email,
      layout({
        template: 'two-factor-changed',
        subject: 'Cambió la verificación en dos pasos de tu cuenta de NutriTest',
        greeting: hello(account.firstName),
        paragraphs: [
          changeTexts[change],
          ...(extra ? [extra] : []),
          `Fecha: ${new Intl.DateTimeFormat('es-UY', { timeZone: 'America/Montevideo', dateStyle: 'long', timeStyle: 'short' }).format(new Date())}.`,
        ],
        footnote: `Si no fuiste vos, pedí una contraseña nueva con «¿Olvidaste tu contraseña?» y escribinos a ${config.supportEmail}.`,
        supportEmail: config.supportEmail,
      }),
    );
  }

  /** New recovery codes for an operator (the old ones die); answers them in clear, once. */
  async function issueRecoveryCodes(tx: Executor, accountId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
    await repo.replaceRecoveryCodes(tx, accountId, codes.map(recoveryCodeHash));
    return codes;
  }

  /** The e-mail with a 6-digit code (only its keyed hash is stored), valid 10 minutes, at most 5 per hour. */
  async function emailCode(
    account: { id: string; email: string; firstName: string | null },
    purpose: repo.EmailCodePurpose,
  ) {
    await enforceRateLimit(db, `${purpose}-mail:${account.id}`, EMAIL_CODES_PER_HOUR, 3600);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now() + EMAIL_CODE_TTL_MINUTES * 60_000);
    const hashed = purpose === 'step-up' ? stepUpCodeHash(account.id, code) : changeCodeHash(account.id, code);
    await db.transaction(async (tx) => {
      await repo.createEmailCode(tx, account.id, purpose, hashed, expiresAt);
      await enqueueEmail(
        tx,
        account.email,
        purpose === 'step-up'
          ? layout({
              template: 'step-up-code',
              subject: `Tu código de verificación de NutriTest: ${code}`,
              greeting: hello(account.firstName),
              paragraphs: [
                `Tu código es ${code}. Ingresalo en NutriTest para confirmar que sos vos; vence en ${EMAIL_CODE_TTL_MINUTES} minutos y sirve una sola vez.`,
                'Lo pedimos antes de descargar o exportar tus resultados genéticos, porque son datos sensibles.',
              ],
              footnote:
                'Si no lo pediste vos, no compartas este código con nadie y cambiá tu contraseña desde tu perfil.',
              supportEmail: config.supportEmail,
            })
          : layout({
              template: 'two-factor-change-code',
              subject: `Tu código para cambiar la verificación en dos pasos: ${code}`,
              greeting: hello(account.firstName),
              paragraphs: [
                `Tu código es ${code}. Ingresalo en NutriTest para activar, desactivar o cambiar la verificación en dos pasos de tu cuenta; vence en ${EMAIL_CODE_TTL_MINUTES} minutos y sirve una sola vez.`,
              ],
              footnote:
                'Si no lo pediste vos, no compartas este código con nadie: alguien puede tener abierta tu sesión. Cambiá tu contraseña desde tu perfil.',
              supportEmail: config.supportEmail,
            }),
      );
    });
    mail.nudge();
  }

  return {
    // ------------------------------------------------------------ signed-in management

    async status(user: AuthUser): Promise<TwoFactorStatus> {
      const account = await loadAccount(user.id);
      const isOperator = account.role === 'Operator';
      return {
        enabled: account.totpEnabledAt !== null,
        enabledAt: account.totpEnabledAt?.toISOString() ?? null,
        required: isOperator,
        recoveryCodesLeft: isOperator ? await repo.countUnusedRecoveryCodes(db, user.id) : null,
      };
    },

    /** E-mails the code that may replace the password when changing the second factor. */
    async sendChangeEmailCode(user: AuthUser): Promise<{ message: string; expiresInMinutes: number }> {
      const account = await loadAccount(user.id);
      await emailCode(account, 'two-factor-change');
      return { message: twoFactorMessages.changeCodeSent, expiresInMinutes: EMAIL_CODE_TTL_MINUTES };
    },

    /** A pending secret and its QR, only for who proves the password (or the e-mailed code) too. */
    async startEnrolment(user: AuthUser, proof: TwoFactorReauth): Promise<TwoFactorEnrolment> {
      const account = await loadAccount(user.id);
      if (account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      await reauthenticate(user.id, proof);
      const secret = generateTotpSecret();
      if (!(await repo.setPendingSecret(db, user.id, secret))) {
        throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      }
      return enrolmentFor(account.email, secret);
    },

    /**
     * The pending secret's first code turns TOTP on. The secret was only given to a request that
     * proved the password (or e-mailed code), so this code proves the same person; the owner is
     * e-mailed. Operators get their recovery codes here, once.
     */
    async confirmEnrolment(user: AuthUser, code: string): Promise<TwoFactorConfirmResponse> {
      const account = await loadAccount(user.id);
      if (account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      if (!account.totpSecret) throw new AppError('VALIDATION', twoFactorMessages.enrolmentMissing);
      await checkedCode(user.id, () => totpMatches(account, code, false));
      const isOperator = account.role === 'Operator';
      const result = await db.transaction(async (tx) => {
        const enabledAt = await repo.enableTotp(tx, user.id);
        if (!enabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
        await repo.voidRemovalLinks(tx, user.id);
        const recoveryCodes = isOperator ? await issueRecoveryCodes(tx, user.id) : undefined;
        await notifyChange(tx, account, 'enabled');
        return { enabledAt, recoveryCodes };
      });
      mail.nudge();
      return {
        enabled: true,
        enabledAt: result.enabledAt.toISOString(),
        required: isOperator,
        recoveryCodesLeft: isOperator ? RECOVERY_CODE_COUNT : null,
        ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
      };
    },

    /** A current code and the password (or e-mailed code); never for operators; the owner is e-mailed. */
    async disable(user: AuthUser, code: string, proof: TwoFactorReauth): Promise<TwoFactorStatus> {
      const account = await loadAccount(user.id);
      if (account.role === 'Operator') throw new AppError('FORBIDDEN', twoFactorMessages.operatorsNeedIt);
      if (!account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.notEnabled);
      await reauthenticate(user.id, proof);
      await checkedCode(user.id, () => totpMatches(account, code));
      await db.transaction(async (tx) => {
        await repo.disableTotp(tx, user.id);
        await notifyChange(tx, account, 'disabled');
      });
      mail.nudge();
      return { enabled: false, enabledAt: null, required: false, recoveryCodesLeft: null };
    },

    /** Operators: new recovery codes with the password (or e-mailed code); the old ones stop working. */
    async regenerateRecoveryCodes(user: AuthUser, proof: TwoFactorReauth): Promise<{ recoveryCodes: string[] }> {
      const account = await loadAccount(user.id);
      if (account.role !== 'Operator') {
        throw new AppError('FORBIDDEN', twoFactorMessages.recoveryCodesOperatorsOnly);
      }
      if (!account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.notEnabled);
      await reauthenticate(user.id, proof);
      const recoveryCodes = await db.transaction(async (tx) => {
        const codes = await issueRecoveryCodes(tx, user.id);
        await notifyChange(tx, account, 'recovery-codes');
        return codes;
      });
      mail.nudge();
      return { recoveryCodes };
    },

    /**
     * The single-use link e-mailed with a temporary password (two-factor-removal.ts): turns TOTP off
     * (secret gone) and e-mails the owner. Not for operators (they have recovery codes).
     */
    async removeWithEmailLink(data: string): Promise<{ message: string }> {
      const [tokenId = '', token = ''] = data.split('.');
      if (!isUuid(tokenId) || !token) throw new AppError('VALIDATION', messages.linkInvalid);
      await db.transaction(async (tx) => {
        const accountId = await consumeEmailToken(tx, { tokenId }, token, 'two-factor-removal');
        const account = await repo.findTwoFactorAccount(tx, accountId);
        // Operators never get the link (two-factor-removal.ts); refused here too should one exist.
        if (!account || account.deletedAt || account.role === 'Operator') {
          throw new AppError('VALIDATION', messages.linkInvalid);
        }
        await repo.disableTotp(tx, accountId);
        await notifyChange(tx, account, 'removed-by-link');
      });
      mail.nudge();
      return { message: twoFactorMessages.removed };
    },

    // ------------------------------------------------------------ sign-in, second step

    /**
     * Challenge + the authenticator's code (or an operator's recovery code) → the session, as the
     * password step answers without 2FA. The challenge opens one session only.
     */
    async verifySignIn(
      challengeToken: string,
      proof: { code?: string; recoveryCode?: string },
      ip: string,
      deviceToken?: string,
    ): Promise<{ answer: AuthenticateResponse; deviceToken: string }> {
      const { account, claims } = await challengeAccount(challengeToken, 'two-factor');
      if (!account.totpEnabledAt) throw new AppError('UNAUTHENTICATED', twoFactorMessages.challengeExpired);
      if (proof.recoveryCode) {
        const recoveryCode = proof.recoveryCode;
        await signInCode(account, ip, () => repo.spendRecoveryCode(db, account.id, recoveryCodeHash(recoveryCode)), {
          recoveryCode: twoFactorMessages.recoveryCodeWrong,
        });
        await spendChallenge(claims);
        const left = await repo.countUnusedRecoveryCodes(db, account.id);
        await db.transaction((tx) =>
          notifyChange(
            tx,
            account,
            'recovery-code-used',
            `Cada código sirve una sola vez: ${left === 1 ? 'te queda 1' : `te quedan ${left}`}. Podés generar códigos nuevos desde tu perfil.`,
          ),
        );
        mail.nudge();
      } else if (proof.code) {
        const code = proof.code;
        await signInCode(account, ip, () => totpMatches(account, code));
        await spendChallenge(claims);
      } else {
        throw new AppError('VALIDATION', twoFactorMessages.codeFormat, { code: twoFactorMessages.codeFormat });
      }
      return session(account, deviceToken);
    },

    /** An operator without TOTP, right after the password: a secret and its QR to enrol. */
    async startSignInSetup(challengeToken: string): Promise<TwoFactorEnrolment> {
      const { account } = await challengeAccount(challengeToken, 'two-factor-setup');
      if (account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      const secret = generateTotpSecret();
      if (!(await repo.setPendingSecret(db, account.id, secret))) {
        throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      }
      return enrolmentFor(account.email, secret);
    },

    /**
     * The first code turns TOTP on and only then is the operator's session issued, with the
     * recovery codes shown once; the challenge is spent and the owner e-mailed.
     */
    async confirmSignInSetup(
      challengeToken: string,
      code: string,
      ip: string,
      deviceToken?: string,
    ): Promise<{ answer: TwoFactorSetupConfirmResponse; deviceToken: string }> {
      const { account, claims } = await challengeAccount(challengeToken, 'two-factor-setup');
      if (account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      if (!account.totpSecret) throw new AppError('VALIDATION', twoFactorMessages.enrolmentMissing);
      await signInCode(account, ip, () => totpMatches(account, code, false));
      await spendChallenge(claims);
      const recoveryCodes = await db.transaction(async (tx) => {
        if (!(await repo.enableTotp(tx, account.id))) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
        await repo.voidRemovalLinks(tx, account.id);
        const codes = await issueRecoveryCodes(tx, account.id);
        await notifyChange(tx, account, 'enabled');
        return codes;
      });
      mail.nudge();
      const signedIn = await session(account, deviceToken);
      return { answer: { ...signedIn.answer, recoveryCodes }, deviceToken: signedIn.deviceToken };
    },

    // ------------------------------------------------------------ step-up

    /** E-mails a 6-digit code to an account without TOTP; only its keyed hash is stored. */
    async sendStepUpEmailCode(user: AuthUser): Promise<{ message: string; expiresInMinutes: number }> {
      const account = await loadAccount(user.id);
      if (account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.emailCodeNotForTotp);
      await emailCode(account, 'step-up');
      return { message: twoFactorMessages.emailCodeSent, expiresInMinutes: EMAIL_CODE_TTL_MINUTES };
    },

    /** The authenticator's code (TOTP on) or the e-mailed code → a 5-minute step-up token. */
    async stepUp(user: AuthUser, code: string): Promise<StepUpResponse> {
      const account = await loadAccount(user.id);
      await checkedCode(user.id, async () => {
        if (account.totpEnabledAt) return totpMatches(account, code);
        return spendEmailedCode(user.id, 'step-up', stepUpCodeHash(user.id, code));
      });
      return stepUp.issue(user);
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
