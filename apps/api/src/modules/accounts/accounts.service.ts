import {
  type Account,
  AppError,
  type BankAccount,
  bankAccountSchema,
  blankProfileDetails,
  messages,
  type Referer,
  type registerRequestSchema,
  type SignInResponse,
  type updateAccountRequestSchema,
} from '@nutritest/domain';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { currentPasswordGuard } from '../../platform/auth/current-password';
import {
  consumeEmailToken,
  createEmailToken,
  isUuid,
  peekEmailToken,
  wasEmailTokenUsed,
} from '../../platform/auth/email-tokens';
import type { AuthUser } from '../../platform/auth/guards';
import { getDummyHash, hashNewPassword, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { revokeToken, type TokenSubject } from '../../platform/auth/sessions.repository';
import type { TokenService } from '../../platform/auth/tokens';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import {
  clearRateLimits,
  emailRateKey,
  enforceRateLimit,
  hitRateLimit,
  peekRateLimit,
  peekRateLimits,
} from '../../platform/rate-limit';
import * as privacyRepo from '../privacy';
import { recordConsent } from '../privacy';
import * as repo from './accounts.repository';
import { createEmailChangeService } from './email-change.service';
import { generatePublicCode, generateTemporaryPassword } from './public-code';
import { isTrustedDevice, keepTrustedDevice } from './trusted-devices';
import * as twoFactorRepo from './two-factor.repository';
import { createChallengeTokens } from './two-factor-challenge';
import { offerTwoFactorRemoval } from './two-factor-removal';

type RegisterRequest = z.output<typeof registerRequestSchema>;
type UpdateAccountRequest = z.output<typeof updateAccountRequestSchema>;

export const LOGIN_WINDOW = 15 * 60;
export const LOGIN_MAX_PER_ACCOUNT = 5;
export const LOGIN_MAX_PER_ADDRESS = 20;
/**
 * Wrong passwords a locked account accepts from its trusted devices in the window: a device lets its
 * owner through the lock once, it does not lift the limit (issue 36, N2).
 */
export const LOGIN_MAX_PAST_LOCK = 1;
/** Wrong passwords one e-mailed unlock link lets through a lock. */
export const UNLOCK_LINK_MAX_FAILURES = 3;

/**
 * The secret the e-mail part of rate-limit keys is hashed with (platform/rate-limit.ts
 * `emailRateKey`). Set by createAccountsService from the JWT secret: loginRateKeys keeps its
 * (email, ip) signature because the two-factor sign-in calls it too.
 */
let rateKeySecret: string | undefined;

/** Sign-in failure counters: wrong passwords and wrong second-factor codes count alike. */
export const loginRateKeys = (email: string, ip: string) => {
  if (!rateKeySecret) throw new Error('accounts service not created: no rate-limit key secret');
  return { accountKey: emailRateKey(rateKeySecret, 'login:account', email), addressKey: `login:address:${ip}` };
};

/** Clears an account's sign-in lock (a right sign-in, a completed reset or change of the password). */
export async function clearSignInLock(db: Executor, email: string): Promise<void> {
  const { accountKey } = loginRateKeys(email, '');
  await clearRateLimits(db, [accountKey, `${accountKey}:past-lock`]);
}
const HOUR = 3600;

/** PostgreSQL unique violation: two registrations of one e-mail racing each other. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Called in the transaction where an account proves it owns an address (the orders module attaches guest orders). */
export type EmailConfirmedHook = (tx: Executor, accountId: string, email: string) => Promise<unknown>;

export function createAccountsService(deps: {
  db: Database;
  tokens: TokenService;
  config: Config;
  mail: MailWorker;
  onEmailConfirmed?: EmailConfirmedHook;
}) {
  const { db, tokens, config, mail } = deps;
  const onEmailConfirmed: EmailConfirmedHook = deps.onEmailConfirmed ?? (async () => undefined);
  rateKeySecret = config.jwtSecret;
  const emailKey = (prefix: string, email: string) => emailRateKey(config.jwtSecret, prefix, email);
  const link = (pathAndQuery: string) => `${config.publicUrl}${pathAndQuery}`;
  const challenges = createChallengeTokens(config.jwtSecret);
  const currentPassword = currentPasswordGuard(db);

  async function sendConfirmation(tx: Executor, account: { id: string; email: string; firstName: string }) {
    const { token } = await createEmailToken(tx, account.id, 'confirm');
    const confirmUrl = link(`/verified?id=${account.id}&token=${token}`);
    await enqueueEmail(
      tx,
      account.email,
      emailTemplates.confirmAccount({
        firstName: account.firstName ?? '',
        supportEmail: config.supportEmail,
        confirmUrl,
      }),
    );
  }

  async function uniquePublicCode(tx: Executor): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const code = generatePublicCode();
      if (!(await repo.isPublicCodeTaken(tx, code))) return code;
    }
    throw new AppError('INTERNAL');
  }

  async function checkHealthIds(pathologyIds: number[], familyHistoryIds: number[], prefix: string) {
    if ((await repo.countKnownIds(db, 'pathologies', pathologyIds)) !== new Set(pathologyIds).size) {
      throw new AppError('VALIDATION', messages.validation, { [`${prefix}pathologies`]: messages.badFormat });
    }
    if ((await repo.countKnownIds(db, 'familyHistories', familyHistoryIds)) !== new Set(familyHistoryIds).size) {
      throw new AppError('VALIDATION', messages.validation, { [`${prefix}familyHistories`]: messages.badFormat });
    }
  }

  function avatarKey(url: string | null | undefined): string | null {
    if (!url) return null;
    const match = /^\/uploads\/(avatars\/[a-z0-9-]+\.webp)$/.exec(url);
    if (!match) throw new AppError('VALIDATION', messages.validation, { 'business.avatar': messages.imageOnly });
    return match[1]!;
  }

  /** The unlock token is `<token id>.<token>`, as in the reset links. */
  function splitUnlockToken(value: string) {
    const [tokenId = '', token = ''] = value.split('.');
    return isUuid(tokenId) && token ? { tokenId, token } : null;
  }

  /**
   * The owner's proof a locked sign-in carries, with the counter of wrong passwords it lets through
   * the lock: a trusted device of the account (every device shares one try per window: the device
   * lets its owner through a lock once, it does not lift the limit, issue 36 N2), or a live unlock
   * link of the account (its own few tries: it came from the owner's mailbox, which could reset the
   * password anyway). Null when the request proves nothing.
   */
  async function ownerProof(
    accountId: string,
    accountKey: string,
    proof: { deviceToken?: string; unlockToken?: string },
  ): Promise<{ key: string; max: number } | null> {
    if (await isTrustedDevice(db, accountId, proof.deviceToken)) {
      return { key: `${accountKey}:past-lock`, max: LOGIN_MAX_PAST_LOCK };
    }
    const unlock = proof.unlockToken ? splitUnlockToken(proof.unlockToken) : null;
    if (!unlock || (await peekEmailToken(db, unlock.tokenId, unlock.token, 'unlock')) !== accountId) return null;
    return { key: `login:unlock-link:${unlock.tokenId}`, max: UNLOCK_LINK_MAX_FAILURES };
  }

  /** Uses the unlock link once (after the right password); false when it was used meanwhile. */
  async function useUnlockToken(accountId: string, value: string): Promise<boolean> {
    const unlock = splitUnlockToken(value);
    if (!unlock) return false;
    try {
      return (
        (await db.transaction((tx) => consumeEmailToken(tx, { tokenId: unlock.tokenId }, unlock.token, 'unlock'))) ===
        accountId
      );
    } catch (err) {
      if (err instanceof AppError && err.code === 'VALIDATION') return false;
      throw err;
    }
  }

  async function sendUnlockLink(account: { id: string; firstName: string | null }, email: string) {
    await db.transaction(async (tx) => {
      const { id, token } = await createEmailToken(tx, account.id, 'unlock');
      await enqueueEmail(
        tx,
        email,
        emailTemplates.unlockSignIn({
          firstName: account.firstName ?? '',
          supportEmail: config.supportEmail,
          unlockUrl: link(`/login?unlock=${id}.${token}`),
          minutes: LOGIN_WINDOW / 60,
        }),
      );
    });
    mail.nudge();
  }

  return {
    /** Changing the account's e-mail from the profile (email-change.service.ts; its routes sit with these). */
    emailChange: createEmailChangeService({ db, config, mail, onEmailConfirmed }),

    // ------------------------------------------------------------ sign-in

    /**
     * Same answer and similar time whether the e-mail is unknown or the password is wrong.
     * Failures are counted per account and per address; past the limit the answer is 429, even with
     * the right password, unless the request proves the owner: a device token from an earlier
     * complete sign-in on that browser, or the single-use token of the unlock link e-mailed when the
     * account got locked (decision 017). That proof lets its holder through the lock once: a wrong
     * password past the lock spends it for the window (issue 36, N2, decision 032). With TOTP on (or
     * for an operator, who must enrol) the right password answers a 5-minute challenge instead of a
     * session and no device token: a browser is trusted only once the code step completes the
     * sign-in (two-factor.service.ts; issue 36, N1). The account's failure count is cleared only by a
     * complete sign-in.
     */
    async authenticate(
      email: string,
      password: string,
      ip: string,
      proof: { deviceToken?: string; unlockToken?: string } = {},
    ): Promise<{ answer: SignInResponse; deviceToken?: string }> {
      const { accountKey, addressKey } = loginRateKeys(email, ip);
      const [byAccount = 0, byAddress = 0] = await peekRateLimits(db, [accountKey, addressKey], LOGIN_WINDOW);
      if (byAddress >= LOGIN_MAX_PER_ADDRESS) throw new AppError('RATE_LIMITED', messages.loginBlocked);
      const isLocked = byAccount >= LOGIN_MAX_PER_ACCOUNT;
      if (isLocked && !proof.deviceToken && !proof.unlockToken) {
        throw new AppError('RATE_LIMITED', messages.loginBlocked);
      }
      const credentials = await repo.findCredentialsByEmail(db, email);
      const pastLock = isLocked && credentials ? await ownerProof(credentials.id, accountKey, proof) : null;
      if (isLocked && (!pastLock || (await peekRateLimit(db, pastLock.key, LOGIN_WINDOW)) >= pastLock.max)) {
        throw new AppError('RATE_LIMITED', messages.loginBlocked);
      }
      const isValid = await verifyPassword(credentials?.passwordHash ?? (await getDummyHash()), password);
      if (!credentials || !isValid) {
        const [failures] = await Promise.all([
          hitRateLimit(db, accountKey, LOGIN_WINDOW),
          hitRateLimit(db, addressKey, LOGIN_WINDOW),
          ...(pastLock ? [hitRateLimit(db, pastLock.key, LOGIN_WINDOW)] : []),
        ]);
        // The failure that locks the account e-mails its owner an unlock link (once per window).
        if (credentials && failures === LOGIN_MAX_PER_ACCOUNT) await sendUnlockLink(credentials, email);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (isLocked && proof.unlockToken && !(await useUnlockToken(credentials.id, proof.unlockToken))) {
        throw new AppError('RATE_LIMITED', messages.loginBlocked);
      }
      const secondFactor = await twoFactorRepo.findTwoFactorAccount(db, credentials.id);
      if (secondFactor?.totpEnabledAt) {
        const challengeToken = await challenges.sign('two-factor', credentials);
        return { answer: { twoFactorRequired: true, challengeToken } };
      }
      if (credentials.role === 'Operator') {
        const challengeToken = await challenges.sign('two-factor-setup', credentials);
        return { answer: { twoFactorSetupRequired: true, challengeToken } };
      }
      await clearSignInLock(db, email);
      const account = await repo.findAccountView(db, credentials.id);
      if (!account) throw new AppError('INVALID_CREDENTIALS');
      const deviceToken = await keepTrustedDevice(db, credentials.id, proof.deviceToken);
      return { answer: { jwtToken: await tokens.sign(credentials), account }, deviceToken };
    },

    async logout(user: AuthUser): Promise<void> {
      await revokeToken(db, user.jti, new Date(user.exp * 1000));
    },

    // ------------------------------------------------------------ registration

    /**
     * Kept for older clients, but it no longer tells whether an address has an account (decision
     * 017): every well-formed address answers "available"; the registration itself decides.
     */
    async isEmailAvailable(_email: string, ip: string): Promise<boolean> {
      await enforceRateLimit(db, `availability:${ip}`, 60, 60);
      return true;
    },

    /**
     * Registers, or, when the address already has an account, e-mails its owner that someone tried
     * and answers exactly as for a new account (decision 017): the caller cannot tell the two apart.
     * Both paths hash the password with argon2 and write one e-mail to the outbox.
     */
    async register(body: RegisterRequest, ip: string): Promise<void> {
      await enforceRateLimit(db, `register:${ip}`, config.registerLimitPerHour, HOUR);
      const { account } = body;
      if (account.role === 'Customer') {
        await checkHealthIds(account.profile.pathologies, account.profile.familyHistories, 'account.profile.');
      }
      const passwordHash = await hashNewPassword(body.password, 'password');
      // Checked before looking at the e-mail, so a wrong code answers the same for known and new addresses.
      let nutritionistId: string | null = null;
      if (account.role === 'Customer' && account.referer?.publicCode) {
        const nutritionist = await repo.findNutritionistByCode(db, account.referer.publicCode);
        if (!nutritionist) {
          throw new AppError('VALIDATION', messages.nutritionistNotFound, {
            'account.referer.publicCode': messages.nutritionistNotFound,
          });
        }
        nutritionistId = nutritionist.accountId;
      }
      const avatar = account.role === 'Business' ? avatarKey(account.business.avatar) : null;
      try {
        await db.transaction(async (tx) => {
          const existing = await repo.findCredentialsByEmail(tx, account.email);
          if (existing) {
            // At most 3 of these notices per address and hour; the answer stays the same past it.
            const notices = await hitRateLimit(tx, emailKey('register-attempt', account.email), HOUR);
            if (notices <= 3) {
              await enqueueEmail(
                tx,
                account.email,
                emailTemplates.registrationAttempt({
                  firstName: existing.firstName ?? '',
                  supportEmail: config.supportEmail,
                  loginUrl: link('/login'),
                  resetUrl: link('/resetPassword'),
                }),
              );
            }
            return;
          }
          let created: { id: string };
          if (account.role === 'Customer') {
            const { pathologies, familyHistories, ...profile } = account.profile;
            created = await repo.insertAccount(tx, {
              email: account.email,
              passwordHash,
              role: 'Customer',
              confirmed: false,
              nutritionistId,
              profile,
              pathologyIds: pathologies,
              familyHistoryIds: familyHistories,
            });
          } else if (account.role === 'Nutritionist') {
            created = await repo.insertAccount(tx, {
              email: account.email,
              passwordHash,
              role: 'Nutritionist',
              confirmed: false,
              profile: account.profile,
              publicCode: await uniquePublicCode(tx),
            });
            if (account.nutritionist) await repo.saveBankAccount(tx, created.id, account.nutritionist);
          } else {
            const { avatar: avatarUrl, ...business } = account.business;
            created = await repo.insertAccount(tx, {
              email: account.email,
              passwordHash,
              role: 'Business',
              confirmed: false,
              profile: { firstName: business.name },
              business: { ...business, avatarUrl: avatarUrl ?? null },
            });
            if (avatar && !(await repo.claimUpload(tx, avatar, created.id))) {
              throw new AppError('VALIDATION', messages.validation, { 'account.business.avatar': messages.imageOnly });
            }
          }
          // The terms box, with the text version shown: for a customer the express consent to process
          // health and genetic data; a company or a nutritionist gives none, it accepts the terms only.
          const accepted = account.role === 'Customer' ? 'genetic_data' : 'terms';
          await privacyRepo.insertConsent(tx, created.id, accepted, true, body.termsVersion);
          if (account.role === 'Customer' && account.referer?.publicCode) {
            await recordConsent(tx, created.id, 'share_nutritionist', true);
          }
          const firstName = account.role === 'Business' ? account.business.name : account.profile.firstName;
          await sendConfirmation(tx, { id: created.id, email: account.email, firstName });
        });
      } catch (err) {
        // Two registrations of one address racing: the other one created the account; same answer.
        if (!isUniqueViolation(err)) throw err;
      }
      mail.nudge();
    },

    /**
     * Uses the activation link. The same link opened again (the e-mail client's preview, a second
     * click days later) answers that the address is already confirmed, not an error asking to resend
     * (issue 41, item 8): only for the link's real token and an account that is confirmed.
     */
    async confirmEmail(id: string, token: string): Promise<{ alreadyConfirmed: boolean }> {
      if (!isUuid(id)) throw new AppError('VALIDATION', messages.linkInvalid);
      try {
        await db.transaction(async (tx) => {
          const accountId = await consumeEmailToken(tx, { accountId: id }, token, 'confirm');
          await repo.markEmailConfirmed(tx, accountId);
          const account = await repo.findCredentialsById(tx, accountId);
          if (account) await onEmailConfirmed(tx, accountId, account.email);
        });
        return { alreadyConfirmed: false };
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'VALIDATION') throw err;
        const account = await repo.findCredentialsById(db, id);
        if (account?.emailConfirmedAt && (await wasEmailTokenUsed(db, id, token, 'confirm'))) {
          return { alreadyConfirmed: true };
        }
        throw err;
      }
    },

    /** Same answer whether or not the e-mail exists; a new link only for unconfirmed accounts. */
    async resendConfirmation(email: string, ip: string): Promise<void> {
      await enforceRateLimit(db, `resend:${ip}`, 10, HOUR);
      await enforceRateLimit(db, emailKey('resend', email), 5, HOUR);
      const found = await repo.findCredentialsByEmail(db, email);
      if (!found || found.emailConfirmedAt) return;
      await db.transaction((tx) => sendConfirmation(tx, { id: found.id, email, firstName: found.firstName ?? '' }));
      mail.nudge();
    },

    // ------------------------------------------------------------ passwords

    /**
     * A stolen session must not become a way to guess the password: wrong current passwords share
     * the one counter of every current-password check (platform/auth/current-password.ts). A new
     * password ends every other session, trusted device and pending link (repository `setPassword`)
     * and lifts the sign-in lock.
     */
    async changePassword(user: AuthUser, oldPassword: string, newPassword: string): Promise<string> {
      await currentPassword.assertOpen(user.id);
      const found = await repo.findCredentialsById(db, user.id);
      if (!found || !(await verifyPassword(found.passwordHash, oldPassword))) {
        return currentPassword.fail(
          user.id,
          new AppError('VALIDATION', messages.oldPasswordWrong, { oldPassword: messages.oldPasswordWrong }),
        );
      }
      await currentPassword.succeed(user.id);
      const newHash = await hashNewPassword(newPassword, 'newPassword');
      const updated = await db.transaction(async (tx) => repo.setPassword(tx, user.id, newHash));
      await clearSignInLock(db, found.email);
      return tokens.sign(updated);
    },

    /** Same answer for known and unknown e-mails; the link works once, for one hour. */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await enforceRateLimit(db, `reset:${ip}`, 10, HOUR);
      await enforceRateLimit(db, emailKey('reset', email), 5, HOUR);
      const found = await repo.findCredentialsByEmail(db, email);
      if (!found) return;
      await db.transaction(async (tx) => {
        const { id, token } = await createEmailToken(tx, found.id, 'reset');
        await enqueueEmail(
          tx,
          email,
          emailTemplates.resetPassword({
            firstName: found.firstName ?? '',
            supportEmail: config.supportEmail,
            resetUrl: link(`/changePassword?data=${id}.${token}`),
          }),
        );
      });
      mail.nudge();
    },

    /**
     * Sets a random temporary password, e-mails it and signs out every session. An account with TOTP
     * also gets the single-use "Quitar la verificación en dos pasos" link (two-factor-removal.ts).
     */
    async confirmPasswordReset(data: string): Promise<void> {
      const [tokenId = '', token = ''] = data.split('.');
      if (!isUuid(tokenId) || !token) throw new AppError('VALIDATION', messages.resetConfirmFailed);
      try {
        await db.transaction(async (tx) => {
          const accountId = await consumeEmailToken(tx, { tokenId }, token, 'reset');
          const temporaryPassword = generateTemporaryPassword();
          await repo.setPassword(tx, accountId, await hashPassword(temporaryPassword));
          const found = await repo.findCredentialsById(tx, accountId);
          await enqueueEmail(
            tx,
            found!.email,
            emailTemplates.temporaryPassword({
              firstName: found!.firstName ?? '',
              supportEmail: config.supportEmail,
              temporaryPassword,
              loginUrl: link('/login'),
            }),
          );
          // With TOTP on, the reset does not remove it: a second e-mail offers a separate single-use link.
          await offerTwoFactorRemoval(tx, config, accountId);
          // "restablecé tu contraseña" in the lock's message: the reset lifts the lock (issue 36, L3).
          await clearSignInLock(tx, found!.email);
        });
      } catch (err) {
        if (err instanceof AppError && err.code === 'VALIDATION') {
          throw new AppError('VALIDATION', messages.resetConfirmFailed);
        }
        throw err;
      }
      mail.nudge();
    },

    // ------------------------------------------------------------ reading and editing accounts

    /** The signed-in account's own view and its session check, in one statement (decision 080). */
    ownAccountWithSession: (who: TokenSubject) => repo.findOwnAccountView(db, who),

    async getAccount(id: string): Promise<Account> {
      const account = await repo.findAccountView(db, id);
      if (!account) throw new AppError('NOT_FOUND');
      return account;
    },

    /**
     * Yourself, your linked patient (nutritionist), your employee (business) or anyone (operator).
     * Anything else answers 404, as if the account did not exist. A company gets its employee's
     * names and kit state only: never health data (birth date, body measures, pathologies...).
     */
    async getAccountFor(user: AuthUser, id: string): Promise<Account> {
      if (!isUuid(id)) throw new AppError('NOT_FOUND');
      if (user.id !== id && user.role !== 'Operator') {
        const target = await repo.findCredentialsById(db, id);
        const allowed =
          (user.role === 'Nutritionist' && target?.nutritionistId === user.id) ||
          (user.role === 'Business' && target?.businessId === user.id);
        if (!allowed) throw new AppError('NOT_FOUND');
      }
      const account = await this.getAccount(id);
      if (user.role !== 'Business' || user.id === id) return account;
      const { firstName, lastName, analysis } = account.profile;
      return {
        ...account,
        profile: { ...blankProfileDetails(), firstName, lastName, analysis },
      };
    },

    async updateAccount(user: AuthUser, body: UpdateAccountRequest): Promise<void> {
      if (user.role === 'Business') {
        if (!body.business) throw new AppError('VALIDATION', messages.validation, { business: messages.required });
        const { avatar, ...details } = body.business;
        const key = avatarKey(avatar);
        await db.transaction(async (tx) => {
          if (key && !(await repo.claimUpload(tx, key, user.id))) {
            throw new AppError('VALIDATION', messages.validation, { 'business.avatar': messages.imageOnly });
          }
          await repo.updateBusiness(tx, user.id, { ...details, avatarUrl: avatar ?? null });
          await repo.updateProfile(tx, user.id, { firstName: details.name });
        });
        return;
      }
      if (!body.profile) throw new AppError('VALIDATION', messages.validation, { profile: messages.required });
      const { pathologies, familyHistories, ...profile } = body.profile;
      if (user.role === 'Nutritionist' && !profile.mobile) {
        throw new AppError('VALIDATION', messages.validation, { 'profile.mobile': messages.required });
      }
      await checkHealthIds(pathologies ?? [], familyHistories ?? [], 'profile.');
      const values = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined));
      await db.transaction(async (tx) => {
        await repo.updateProfile(tx, user.id, values);
        if (user.role === 'Customer') await repo.replaceHealthLists(tx, user.id, pathologies, familyHistories);
      });
    },

    // ------------------------------------------------------------ nutritionist link

    async lookupNutritionist(code: string, ip: string): Promise<Referer> {
      await enforceRateLimit(db, `lookup:${ip}`, 60, 60);
      const found = code ? await repo.findNutritionistByCode(db, code) : undefined;
      if (!found) throw new AppError('NOT_FOUND', messages.nutritionistNotFound);
      return { publicCode: found.publicCode, profile: { firstName: found.firstName, lastName: found.lastName } };
    },

    async linkNutritionist(user: AuthUser, code: string): Promise<Referer> {
      const found = await repo.findNutritionistByCode(db, code);
      if (!found)
        throw new AppError('NOT_FOUND', messages.nutritionistNotFound, { code: messages.nutritionistNotFound });
      // Linking is sharing: the results become visible to the nutritionist (revocable in the profile).
      await db.transaction(async (tx) => {
        await repo.setLinkedNutritionist(tx, user.id, found.accountId);
        await recordConsent(tx, user.id, 'share_nutritionist', true);
      });
      return { publicCode: found.publicCode, profile: { firstName: found.firstName, lastName: found.lastName } };
    },

    getLinkedNutritionist(user: AuthUser): Promise<Referer | null> {
      return repo.findReferer(db, user.id);
    },

    async unlinkNutritionist(user: AuthUser): Promise<void> {
      await repo.setLinkedNutritionist(db, user.id, null);
    },

    // ------------------------------------------------------------ payout details, kit places

    getBankAccount(user: AuthUser): Promise<BankAccount | null> {
      return repo.findBankAccount(db, user.id);
    },

    async saveBankAccount(user: AuthUser, value: BankAccount): Promise<BankAccount> {
      await repo.saveBankAccount(db, user.id, bankAccountSchema.parse(value));
      return (await repo.findBankAccount(db, user.id))!;
    },

    kitsAvailable(user: AuthUser): Promise<number> {
      return repo.kitsAvailable(db, user.id);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
