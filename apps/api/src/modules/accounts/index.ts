/** Accounts (modules/accounts): sign-in, sessions, profiles, two-factor. What other modules may use. */

export { findAccountView, insertAccount, isEmailRegistered, kitsAvailable } from './accounts.repository';
export { accountsRoutes } from './accounts.routes';
export { type AccountsService, createAccountsService } from './accounts.service';
export { twoFactorRoutes } from './two-factor.routes';
export { createTwoFactorService, type TwoFactorService } from './two-factor.service';
