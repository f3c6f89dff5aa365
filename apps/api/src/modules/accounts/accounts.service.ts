import { AppError, type AuthenticateResponse } from '@nutritest/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import { getDummyHash, verifyPassword } from '../../platform/auth/passwords';
import { revokeToken } from '../../platform/auth/sessions.repository';
import type { TokenService } from '../../platform/auth/tokens';
import { findAccountView, findCredentialsByEmail } from './accounts.repository';

export function createAccountsService(db: Database, tokens: TokenService) {
  return {
    /** Same answer and similar time whether the e-mail is unknown or the password is wrong. */
    async authenticate(email: string, password: string): Promise<AuthenticateResponse> {
      const credentials = await findCredentialsByEmail(db, email);
      const isValid = await verifyPassword(credentials?.passwordHash ?? (await getDummyHash()), password);
      if (!credentials || !isValid) throw new AppError('INVALID_CREDENTIALS');
      const account = await findAccountView(db, credentials.id);
      if (!account) throw new AppError('INVALID_CREDENTIALS');
      const jwtToken = await tokens.sign(credentials);
      return { jwtToken, account };
    },

    async logout(user: AuthUser): Promise<void> {
      await revokeToken(db, user.jti, new Date(user.exp * 1000));
    },

    async getAccount(id: string) {
      const account = await findAccountView(db, id);
      if (!account) throw new AppError('NOT_FOUND');
      return account;
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
