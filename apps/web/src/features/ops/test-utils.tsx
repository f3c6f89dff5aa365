import type { Account, Role } from '@nutritest/domain';
import {
  type Handler,
  makeAccount as harnessAccount,
  renderSignedIn as renderWith,
} from '../../../test/signed-in-harness';

export * from '../../../test/signed-in-harness';

/** The signed-in account of these tests (the operations console tests use an operator). */
export function makeAccount(role: Role, firstName = 'María'): Account {
  return harnessAccount(role, { profile: { firstName, ...(role === 'Customer' ? {} : { analysis: null }) } });
}

/** Signs `account` in and opens `path`; an operator's dashboard is the console itself, so it stays there. */
export function renderSignedIn(account: Account, path: string, handler: Handler = () => undefined) {
  const target = path === '/ops' && account.role === 'Operator' ? '/dashboard' : path;
  return renderWith(account, target, handler);
}
