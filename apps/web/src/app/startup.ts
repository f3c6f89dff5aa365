import type { Account } from '@nutritest/domain';
import { resolveRoute } from '@nutritest/domain';

/** Routes of router.tsx outside the session layout, where the routing rule never runs. */
const outsideSessionPaths = ['/redirect'];

/**
 * Where the app opens for this account: the routing rule of doc 1 §2 (resolveRoute), then the
 * dashboard's own step for a customer whose results were sent (/dashboard shows /home). Applying it
 * before the router starts draws the right page first, instead of the address's page, then the
 * dashboard, then the home. null: stay on `path`.
 */
export function startupTarget(path: string, account: Account): string | null {
  // The card frame's page lives outside the session layout (router.tsx): no routing rule there.
  if (outsideSessionPaths.includes(path.toLowerCase().replace(/\/+$/, ''))) return null;
  const target = resolveRoute({
    path,
    hasToken: true,
    account: { role: account.role, hasAnalysis: account.profile.analysis !== null },
  });
  if (target?.toLowerCase() === '/dashboard' || (target === null && path.toLowerCase() === '/dashboard')) {
    if (account.role === 'Customer' && account.profile.analysis?.status === 8) return '/home';
  }
  return target;
}
