import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  type AuthenticateResponse,
  messages,
  type StepUpResponse,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  twoFactorMessages,
} from '@nutritest/domain';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import type { StepUp } from '../../platform/auth/step-up';
import type { TokenService } from '../../platform/auth/tokens';
import { acceptTotpStep, generateTotpSecret, matchTotpStep, otpauthUri } from '../../platform/auth/totp';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { layout } from '../../platform/mail/templates';
import { clearRateLimit, enforceRateLimit, hitRateLimit, peekRateLimit } from '../../platform/rate-limit';
import * as accountsRepo from './accounts.repository';
import { LOGIN_MAX_PER_ACCOUNT, LOGIN_MAX_PER_ADDRESS, LOGIN_WINDOW, loginRateKeys } from './accounts.service';
import * as repo from './two-factor.repository';
import { type ChallengePurpose, createChallengeTokens } from './two-factor-challenge';

/** Wrong codes of a signed-in person (enrolment, disable, step-up): 5 per 15 minutes. */
const CODE_WINDOW = 15 * 60;
const CODE_MAX_FAILURES = 5;
/** E-mailed step-up codes: valid 10 minutes, at most 5 sent per hour. */
const EMAIL_CODE_TTL_MINUTES = 10;
const EMAIL_CODES_PER_HOUR = 5;

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

  /** Per-account failure limit for signed-in code checks: throws once it is reached. */
  async function checkedCode(accountId: string, verify: () => Promise<boolean>) {
    const key = `totp:account:${accountId}`;
    if ((await peekRateLimit(db, key, CODE_WINDOW)) >= CODE_MAX_FAILURES) throw new AppError('RATE_LIMITED');
    if (!(await verify())) {
      await hitRateLimit(db, key, CODE_WINDOW);
      throw codeError();
    }
    await clearRateLimit(db, key);
  }

  /** The challenge's account, still in the state the challenge was issued for. */
  async function challengeAccount(challengeToken: string, purpose: ChallengePurpose) {
    const claims = await challenges.verify(challengeToken, purpose);
    if (!claims) throw new AppError('UNAUTHENTICATED', twoFactorMessages.challengeExpired);
    const account = await repo.findTwoFactorAccount(db, claims.accountId);
    if (!account || account.deletedAt || account.tokenVersion !== claims.tokenVersion) {
      throw new AppError('UNAUTHENTICATED', twoFactorMessages.challengeExpired);
    }
    return account;
  }

  /**
   * A sign-in code counts towards the same per-account and per-address limits as wrong passwords;
   * only a right code clears the account's count.
   */
  async function signInCode(account: { email: string }, ip: string, verify: () => Promise<boolean>) {
    const { accountKey, addressKey } = loginRateKeys(account.email, ip);
    const [byAccount, byAddress] = await Promise.all([
      peekRateLimit(db, accountKey, LOGIN_WINDOW),
      peekRateLimit(db, addressKey, LOGIN_WINDOW),
    ]);
    if (byAccount >= LOGIN_MAX_PER_ACCOUNT || byAddress >= LOGIN_MAX_PER_ADDRESS) {
      throw new AppError('RATE_LIMITED', messages.loginBlocked);
    }
    if (!(await verify())) {
      await Promise.all([hitRateLimit(db, accountKey, LOGIN_WINDOW), hitRateLimit(db, addressKey, LOGIN_WINDOW)]);
      throw codeError();
    }
    await clearRateLimit(db, accountKey);
  }

  async function session(account: { id: string; role: AuthUser['role']; tokenVersion: number }) {
    const view = await accountsRepo.findAccountView(db, account.id);
    if (!view) throw new AppError('UNAUTHENTICATED');
    return { jwtToken: await tokens.sign(account), account: view };
  }

  function stepUpCodeHash(accountId: string, code: string) {
    return createHmac('sha256', config.jwtSecret).update(`step-up:${accountId}:${code}`).digest('hex');
  }

  return {
    // ------------------------------------------------------------ signed-in management

    async status(user: AuthUser): Promise<TwoFactorStatus> {
      const account = await loadAccount(user.id);
      return {
        enabled: account.totpEnabledAt !== null,
        enabledAt: account.totpEnabledAt?.toISOString() ?? null,
        required: account.role === 'Operator',
      };
    },

    async startEnrolment(user: AuthUser): Promise<TwoFactorEnrolment> {
      const account = await loadAccount(user.id);
      if (account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      const secret = generateTotpSecret();
      if (!(await repo.setPendingSecret(db, user.id, secret))) {
        throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      }
      return enrolmentFor(account.email, secret);
    },

    async confirmEnrolment(user: AuthUser, code: string): Promise<TwoFactorStatus> {
      const account = await loadAccount(user.id);
      if (account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      if (!account.totpSecret) throw new AppError('VALIDATION', twoFactorMessages.enrolmentMissing);
      await checkedCode(user.id, () => totpMatches(account, code, false));
      const enabledAt = await repo.enableTotp(db, user.id);
      if (!enabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      return { enabled: true, enabledAt: enabledAt.toISOString(), required: account.role === 'Operator' };
    },

    async disable(user: AuthUser, code: string): Promise<TwoFactorStatus> {
      const account = await loadAccount(user.id);
      if (account.role === 'Operator') throw new AppError('FORBIDDEN', twoFactorMessages.operatorsNeedIt);
      if (!account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.notEnabled);
      await checkedCode(user.id, () => totpMatches(account, code));
      await repo.disableTotp(db, user.id);
      return { enabled: false, enabledAt: null, required: false };
    },

    // ------------------------------------------------------------ sign-in, second step

    /** Challenge + the authenticator's code → the session, as the password step answers without 2FA. */
    async verifySignIn(challengeToken: string, code: string, ip: string): Promise<AuthenticateResponse> {
      const account = await challengeAccount(challengeToken, 'two-factor');
      if (!account.totpEnabledAt) throw new AppError('UNAUTHENTICATED', twoFactorMessages.challengeExpired);
      await signInCode(account, ip, () => totpMatches(account, code));
      return session(account);
    },

    /** An operator without TOTP, right after the password: a secret and its QR to enrol. */
    async startSignInSetup(challengeToken: string): Promise<TwoFactorEnrolment> {
      const account = await challengeAccount(challengeToken, 'two-factor-setup');
      if (account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      const secret = generateTotpSecret();
      if (!(await repo.setPendingSecret(db, account.id, secret))) {
        throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      }
      return enrolmentFor(account.email, secret);
    },

    /** The first code turns TOTP on and only then is the operator's session issued. */
    async confirmSignInSetup(challengeToken: string, code: string, ip: string): Promise<AuthenticateResponse> {
      const account = await challengeAccount(challengeToken, 'two-factor-setup');
      if (account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      if (!account.totpSecret) throw new AppError('VALIDATION', twoFactorMessages.enrolmentMissing);
      await signInCode(account, ip, () => totpMatches(account, code, false));
      if (!(await repo.enableTotp(db, account.id))) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      return session(account);
    },

    // ------------------------------------------------------------ step-up

    /** E-mails a 6-digit code to an account without TOTP; only its keyed hash is stored. */
    async sendStepUpEmailCode(user: AuthUser): Promise<{ message: string; expiresInMinutes: number }> {
      const account = await loadAccount(user.id);
      if (account.totpEnabledAt) throw new AppError('CONFLICT', twoFactorMessages.emailCodeNotForTotp);
      await enforceRateLimit(db, `step-up-mail:${user.id}`, EMAIL_CODES_PER_HOUR, 3600);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now() + EMAIL_CODE_TTL_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        await repo.createStepUpCode(tx, user.id, stepUpCodeHash(user.id, code), expiresAt);
        await enqueueEmail(
          tx,
          account.email,
          layout({
            template: 'step-up-code',
            subject: `Tu código de verificación de NutriTest: ${code}`,
            greeting: `Hola ${account.firstName || ''}`.trim(),
            paragraphs: [
              `Tu código es ${code}. Ingresalo en NutriTest para confirmar que sos vos; vence en ${EMAIL_CODE_TTL_MINUTES} minutos y sirve una sola vez.`,
              'Lo pedimos antes de descargar o exportar tus resultados genéticos, porque son datos sensibles.',
            ],
            footnote:
              'Si no lo pediste vos, no compartas este código con nadie y cambiá tu contraseña desde tu perfil.',
            supportEmail: config.supportEmail,
          }),
        );
      });
      mail.nudge();
      return { message: twoFactorMessages.emailCodeSent, expiresInMinutes: EMAIL_CODE_TTL_MINUTES };
    },

    /** The authenticator's code (TOTP on) or the e-mailed code → a 5-minute step-up token. */
    async stepUp(user: AuthUser, code: string): Promise<StepUpResponse> {
      const account = await loadAccount(user.id);
      await checkedCode(user.id, async () => {
        if (account.totpEnabledAt) return totpMatches(account, code);
        const live = await repo.findLiveStepUpCode(db, user.id, new Date(now()));
        if (!live) return false;
        const expected = Buffer.from(live.tokenHash, 'hex');
        const given = Buffer.from(stepUpCodeHash(user.id, code), 'hex');
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
        return repo.spendStepUpCode(db, live.id);
      });
      return stepUp.issue(user);
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
