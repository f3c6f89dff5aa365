import type { Account } from '@nutritest/domain';
import { type Handler, renderSignedIn as renderWith } from '../../../test/signed-in-harness';

export * from '../../../test/signed-in-harness';

/** Signs in and opens `path`, resolving once the page's h1 ('Mi perfil') shows. */
export function renderSignedIn(account: Account, path: string, handler?: Handler, heading = 'Mi perfil') {
  return renderWith(account, path, handler, heading);
}
