import type { Account } from '@nutritest/domain';
import { type Handler, renderSignedIn as renderWith } from '../../../test/signed-in-harness';

export * from '../../../test/signed-in-harness';
/** María, the account these tests sign in with (an operator for the console). */
export { makeMariaAccount as makeAccount } from '../../../test/signed-in-harness';

/** Signs `account` in and opens `path`; an operator's dashboard is the console itself, so it stays there. */
export function renderSignedIn(account: Account, path: string, handler: Handler = () => undefined) {
  const target = path === '/ops' && account.role === 'Operator' ? '/dashboard' : path;
  return renderWith(account, target, handler);
}
