import type { Account } from '@nutritest/domain';
import type { ApiPath } from '@nutritest/domain/contract';

const ACCOUNT: ApiPath<'GET /v1/account'> = '/v1/account';

/**
 * GET /v1/account started by main.tsx as soon as the page runs with a stored token, in parallel with
 * the app's code, instead of after the app has drawn. null when it fails: the session then asks
 * again and handles the failure as usual (signed out, back to `/`).
 */
export function fetchStartupAccount(token: string): Promise<Account | null> {
  // /boot.js (public/boot.js) may have asked already, before this code arrived.
  const early = (window as { __nutritestStartupAccount?: { token: string; account: Promise<Account | null> } })
    .__nutritestStartupAccount;
  if (early?.token === token) return early.account;
  return fetch(ACCOUNT, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })
    .then((response) => (response.ok ? (response.json() as Promise<Account>) : null))
    .catch(() => null);
}
