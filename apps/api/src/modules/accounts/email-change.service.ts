import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  EMAIL_CHANGE_TTL_HOURS,
  type EmailChangeConfirmed,
  type EmailChangeRequested,
  type EmailChangeStatus,
  emailChangeTexts,
  messages,
  twoFactorMessages,
} from '@nutritest/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { currentPasswordGuard } from '../../platform/auth/current-password';
import { isUuid, voidEmailTokens } from '../../platform/auth/email-tokens';
import type { AuthUser } from '../../platform/auth/guards';
import { verifyPassword } from '../../platform/auth/passwords';
import { acceptTotpStep, matchTotpStep } from '../../platform/auth/totp';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { emailRateKey, enforceRateLimit, hitRateLimit } from '../../platform/rate-limit';
import * as accountsRepo from './accounts.repository';
import { emailChangeEmails } from './email-change.emails';
import * as repo from './email-change.repository';
import * as twoFactorRepo from './two-factor.repository';

const HOUR = 3600;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Changing the account's e-mail (issue 22, item 13; decision 027). A stolen session must not become
 * a stolen account: the request needs the current password and, with two-factor sign-in on, a code
 * of the authenticator; wrong ones share the password change's counter, and the one that reaches the
 * limit ends every session. The new address gets a single-use link (24 h), the old one a notice; the
 * address changes only when the link is opened, and then every session of the account ends. A new
 * address that already has an account gets a notice instead of the link, and the requester the same
 * answer (decision 017).
 */
export function createEmailChangeService(deps: {
  db: Database;
  config: Config;
  mail: MailWorker;
  onEmailConfirmed: (tx: Executor, accountId: string, email: string) => Promise<unknown>;
}) {
  const { db, config, mail } = deps;
  const link = (pathAndQuery: string) => `${config.publicUrl}${pathAndQuery}`;
  const emails = emailChangeEmails(config.supportEmail);
  const currentPassword = currentPasswordGuard(db);

  async function loadAccount(accountId: string) {
    const account = await twoFactorRepo.findTwoFactorAccount(db, accountId);
    if (!account || account.deletedAt) throw new AppError('UNAUTHENTICATED');
    return account;
  }

  /**
   * Password, then (TOTP on) the code; each wrong one counts on the one current-password counter
   * (platform/auth/current-password.ts), the last one ends every session.
   */
  async function checkProof(
    account: { id: string; totpSecret: string | null; totpEnabledAt: Date | null },
    password: string,
    code: string | undefined,
  ) {
    await currentPassword.assertOpen(account.id, emailChangeTexts.blocked);
    const fail = (field: 'password' | 'code', text: string): Promise<never> =>
      currentPassword.fail(account.id, new AppError('VALIDATION', text, { [field]: text }), emailChangeTexts.blocked);
    const credentials = await accountsRepo.findCredentialsById(db, account.id);
    if (!credentials || !(await verifyPassword(credentials.passwordHash, password))) {
      await fail('password', messages.oldPasswordWrong);
    }
    if (account.totpEnabledAt) {
      if (!code)
        throw new AppError('VALIDATION', emailChangeTexts.codeRequired, { code: emailChangeTexts.codeRequired });
      const step = account.totpSecret ? matchTotpStep(account.totpSecret, code, Date.now()) : null;
      if (step === null || !(await acceptTotpStep(db, account.id, step))) {
        await fail('code', twoFactorMessages.codeWrong);
      }
    }
    await currentPassword.succeed(account.id);
  }

  /** Links and codes e-mailed to the old address stop working once it is no longer the account's. */
  async function voidOldAddressLinks(tx: Executor, accountId: string) {
    await voidEmailTokens(tx, accountId);
  }

  return {
    async status(user: AuthUser): Promise<EmailChangeStatus> {
      const account = await loadAccount(user.id);
      const pending = await repo.findPendingChange(db, user.id);
      return {
        pending: pending ? { newEmail: pending.newEmail, expiresAt: pending.expiresAt.toISOString() } : null,
        codeRequired: account.totpEnabledAt !== null,
      };
    },

    async request(
      user: AuthUser,
      body: { newEmail: string; password: string; code?: string },
    ): Promise<EmailChangeRequested> {
      const account = await loadAccount(user.id);
      const newEmail = body.newEmail.trim().toLowerCase();
      if (newEmail === account.email) {
        throw new AppError('VALIDATION', emailChangeTexts.sameEmail, { newEmail: emailChangeTexts.sameEmail });
      }
      await enforceRateLimit(db, `email-change:${user.id}`, 5, HOUR);
      await checkProof(account, body.password, body.code);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * HOUR * 1000);
      const firstName = account.firstName ?? '';
      await db.transaction(async (tx) => {
        await repo.voidPendingChanges(tx, user.id);
        const row = await repo.insertChange(tx, { accountId: user.id, newEmail, tokenHash: sha256(token), expiresAt });
        if (await accountsRepo.isEmailRegistered(tx, newEmail)) {
          // Its owner is told (at most 3 times an hour); the requester reads the same answer as for a
          // free address and nobody ever receives this row's token (decision 017).
          const notices = await hitRateLimit(
            tx,
            emailRateKey(config.jwtSecret, 'email-change-attempt', newEmail),
            HOUR,
          );
          if (notices <= 3) await enqueueEmail(tx, newEmail, emails.addressInUse({ loginUrl: link('/login') }));
        } else {
          await enqueueEmail(
            tx,
            newEmail,
            emails.confirmNewAddress({
              firstName,
              confirmUrl: link(`/verified?change=${row.id}.${token}`),
              hours: EMAIL_CHANGE_TTL_HOURS,
            }),
          );
        }
        await enqueueEmail(
          tx,
          account.email,
          emails.changeRequested({
            firstName,
            newEmail,
            profileUrl: link('/profile'),
            resetUrl: link('/resetPassword'),
          }),
        );
      });
      mail.nudge();
      return {
        pending: { newEmail, expiresAt: expiresAt.toISOString() },
        message: emailChangeTexts.requested(newEmail),
      };
    },

    async cancel(user: AuthUser): Promise<void> {
      await repo.voidPendingChanges(db, user.id);
    },

    /**
     * The link from the new address: whoever opens it, signed in or not (the link is the credential).
     * The address changes, every session of the account ends, and the old address is told.
     */
    async confirm(data: string, ip: string): Promise<EmailChangeConfirmed> {
      await enforceRateLimit(db, `email-change-confirm:${ip}`, 30, HOUR);
      const [id = '', token = ''] = data.split('.');
      if (!isUuid(id) || !token) throw new AppError('VALIDATION', messages.linkInvalid);
      let changed: { accountId: string; newEmail: string };
      try {
        changed = await db.transaction(async (tx) => {
          const row = await repo.findChangeForUpdate(tx, id);
          if (!row || row.usedAt || !sameHash(row.tokenHash, sha256(token))) {
            throw new AppError('VALIDATION', messages.linkInvalid);
          }
          if (row.expiresAt.getTime() < Date.now()) throw new AppError('VALIDATION', messages.linkExpired);
          // The link holder controls the new address, so saying it is taken tells them nothing new.
          if (await accountsRepo.isEmailRegistered(tx, row.newEmail))
            throw new AppError('CONFLICT', emailChangeTexts.taken);
          const before = await accountsRepo.findCredentialsById(tx, row.accountId);
          if (!before || !(await repo.useChange(tx, row.id))) throw new AppError('VALIDATION', messages.linkInvalid);
          if (!(await repo.setEmail(tx, row.accountId, row.newEmail))) {
            throw new AppError('VALIDATION', messages.linkInvalid);
          }
          await voidOldAddressLinks(tx, row.accountId);
          await deps.onEmailConfirmed(tx, row.accountId, row.newEmail);
          await enqueueEmail(
            tx,
            before.email,
            emails.addressChanged({
              firstName: before.firstName ?? '',
              newEmail: row.newEmail,
            }),
          );
          return { accountId: row.accountId, newEmail: row.newEmail };
        });
      } catch (err) {
        // Someone registered the address between our check and the update.
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', emailChangeTexts.taken);
        throw err;
      }
      mail.nudge();
      return {
        accountId: changed.accountId,
        email: changed.newEmail,
        message: emailChangeTexts.changed(changed.newEmail),
      };
    },
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
