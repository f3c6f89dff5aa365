import { AppError, messages } from '@nutritest/domain';
import type { Database } from '../../db/client';
import { clearRateLimit, hitRateLimit, peekRateLimit } from '../rate-limit';
import { endAllSessions } from './sessions.repository';

/** Wrong proofs of a signed-in person (current password, or a code asked with it): 5 per 15 minutes. */
export const CURRENT_PASSWORD_WINDOW = 15 * 60;
export const CURRENT_PASSWORD_MAX_FAILURES = 5;

/**
 * One counter for every check of a signed-in person's current password (issue 36, L1): the password
 * change, the e-mail change, the second factor's re-authentication and the account deletion. A stolen
 * session must not become a way to guess the password, whichever form it uses: wrong proofs are
 * counted per account in the database (every process shares the count), the one that reaches the
 * limit ends every session of the account (the attacker's cannot be told from the owner's), and for
 * the rest of the window the answer is 429. A right proof clears the count.
 */
export function currentPasswordGuard(db: Database) {
  const key = (accountId: string) => `current-password:${accountId}`;
  return {
    /** 429 while the account's window is spent. */
    async assertOpen(accountId: string, blockedMessage: string = messages.passwordChangeBlocked): Promise<void> {
      if ((await peekRateLimit(db, key(accountId), CURRENT_PASSWORD_WINDOW)) >= CURRENT_PASSWORD_MAX_FAILURES) {
        throw new AppError('RATE_LIMITED', blockedMessage);
      }
    },

    /** Counts a wrong proof; the one that reaches the limit ends every session and answers 429. */
    async fail(
      accountId: string,
      wrong: AppError,
      blockedMessage: string = messages.passwordChangeBlocked,
    ): Promise<never> {
      if ((await hitRateLimit(db, key(accountId), CURRENT_PASSWORD_WINDOW)) >= CURRENT_PASSWORD_MAX_FAILURES) {
        await endAllSessions(db, accountId);
        throw new AppError('RATE_LIMITED', blockedMessage);
      }
      throw wrong;
    },

    async succeed(accountId: string): Promise<void> {
      await clearRateLimit(db, key(accountId));
    },
  };
}
export type CurrentPasswordGuard = ReturnType<typeof currentPasswordGuard>;
