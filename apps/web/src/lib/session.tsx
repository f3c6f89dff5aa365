import type { Account, AuthenticateResponse } from '@nutritest/domain';
import { resolveRoute, returnPathAfterSignIn, signInThenReturnTo } from '@nutritest/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountQueryKey, accountQueryOptions } from './account-query';

/** The signed-in account's query key, for pages that change what it answers. */
export { accountQueryKey };

import { apiRequest } from './api-client';
import { removeAllFormDrafts } from './form-draft';
import { clearSessionExpired, markSessionExpired, onSessionExpired } from './session-expiry';
import { clearSessionStorage, getToken, setToken } from './storage';

interface Session {
  token: string | null;
  account: Account | undefined;
  isLoading: boolean;
  /**
   * Stores the token and sets the account. The routing rule runs unless applyRoutingRule is false
   * (signup flows that sign in and stay on their last step).
   */
  signIn(result: AuthenticateResponse, options?: { applyRoutingRule?: boolean }): void;
  /** Replaces the stored token (after a password change the server issues a new one). */
  replaceToken(token: string): void;
  /**
   * Revokes the token, clears local storage (except kept keys) and goes to `to`. `revoke: false`
   * skips the server call when the server already ended the session (an e-mail change, issue 22).
   */
  signOut(to?: string, options?: { revoke?: boolean }): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * True when the app applied the routing rule before its router started (app/startup.ts, with the
 * account fetched while the code loaded): the session then does not apply it again on start.
 */
export const RoutedAtStartupContext = createContext(false);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/**
 * Holds the token and the current account, and applies the routing rule of doc 1 §2 when the
 * session is established: on start with a stored token, and right after sign-in.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState<string | null>(() => getToken());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const accountQuery = useQuery({ ...accountQueryOptions, enabled: token !== null });
  const pendingRule = useRef(!useContext(RoutedAtStartupContext));
  /** The page a deliberate sign-out left, until the navigation away from it lands. */
  const signedOutFrom = useRef<string | null>(null);

  const account = token ? accountQuery.data : undefined;
  const [expired, setExpired] = useState(false);
  const failed = token !== null && (accountQuery.isError || expired);

  // Any request whose session the server ended (lib/session-expiry.ts): signed out here too, and the
  // page sends the person to sign in and back (the branch for a missing token below; issue 41).
  useEffect(
    () =>
      onSessionExpired(() => {
        markSessionExpired();
        setExpired(true);
      }),
    [],
  );

  useEffect(() => {
    if (token === null) {
      // Signing out goes where signOut says; the page being left must not ask to sign in again.
      if (signedOutFrom.current === location.pathname) {
        pendingRule.current = true;
        return;
      }
      signedOutFrom.current = null;
      const target = resolveRoute({ path: location.pathname, hasToken: false });
      // A private page opened signed out: sign in, then back to it (decision 005, amended).
      if (target === '/login') navigate(signInThenReturnTo(location.pathname + location.search), { replace: true });
      else if (target) navigate(target, { replace: true });
      pendingRule.current = true;
      return;
    }
    if (failed) {
      clearSessionStorage();
      setExpired(false);
      setTokenState(null);
      queryClient.removeQueries({ queryKey: accountQueryKey });
      // Signed out now: the branch above runs next (a private page → sign in and back; decision 005).
      return;
    }
    if (!account || !pendingRule.current) return;
    pendingRule.current = false;
    const state = { role: account.role, hasAnalysis: account.profile.analysis !== null };
    const back = location.pathname.toLowerCase() === '/login' ? returnPathAfterSignIn(location.search, state) : null;
    if (back) {
      navigate(back, { replace: true });
      return;
    }
    const target = resolveRoute({ path: location.pathname, hasToken: true, account: state });
    if (target) navigate(target, { replace: true });
  }, [token, account, failed, location.pathname, location.search, navigate, queryClient]);

  const signIn = useCallback(
    (result: AuthenticateResponse, options?: { applyRoutingRule?: boolean }) => {
      clearSessionExpired();
      setToken(result.jwtToken);
      queryClient.setQueryData(accountQueryKey, result.account);
      pendingRule.current = options?.applyRoutingRule ?? true;
      setTokenState(result.jwtToken);
    },
    [queryClient],
  );

  const replaceToken = useCallback((next: string) => {
    setToken(next);
    setTokenState(next);
  }, []);

  const signOut = useCallback(
    async (to = '/', { revoke = true }: { revoke?: boolean } = {}) => {
      try {
        // Revokes the current token on the server.
        if (revoke) await apiRequest('POST /v1/account/logout');
      } catch {
        // The token is dropped locally either way; an unreachable server must not keep people signed in.
      }
      clearSessionStorage();
      // A deliberate sign-out: the next person at this browser must not find what was typed.
      removeAllFormDrafts();
      queryClient.clear();
      signedOutFrom.current = location.pathname === to ? null : location.pathname;
      setTokenState(null);
      navigate(to, { replace: true });
    },
    [navigate, queryClient, location.pathname],
  );

  const value = useMemo<Session>(
    () => ({ token, account, isLoading: token !== null && accountQuery.isPending, signIn, signOut, replaceToken }),
    [token, account, accountQuery.isPending, signIn, signOut, replaceToken],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
