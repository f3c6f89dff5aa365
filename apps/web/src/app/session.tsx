import type { Account, AuthenticateResponse } from '@nutritest/domain';
import { resolveRoute } from '@nutritest/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountQueryKey, accountQueryOptions } from '../features/auth/api/get-account';

/** The signed-in account's query key, for pages that change what it answers. */
export { accountQueryKey };

import { logout as logoutRequest } from '../features/auth/api/logout';
import { clearSessionStorage, getToken, setToken } from '../lib/storage';

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
  /** Revokes the token, clears local storage (except kept keys) and goes to `to`. */
  signOut(to?: string): Promise<void>;
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

  const account = token ? accountQuery.data : undefined;
  const failed = token !== null && accountQuery.isError;

  useEffect(() => {
    if (token === null) {
      const target = resolveRoute({ path: location.pathname, hasToken: false });
      if (target) navigate(target, { replace: true });
      pendingRule.current = true;
      return;
    }
    if (failed) {
      clearSessionStorage();
      setTokenState(null);
      queryClient.removeQueries({ queryKey: accountQueryKey });
      navigate('/', { replace: true });
      return;
    }
    if (!account || !pendingRule.current) return;
    pendingRule.current = false;
    const target = resolveRoute({
      path: location.pathname,
      hasToken: true,
      account: { role: account.role, hasAnalysis: account.profile.analysis !== null },
    });
    if (target) navigate(target, { replace: true });
  }, [token, account, failed, location.pathname, navigate, queryClient]);

  const signIn = useCallback(
    (result: AuthenticateResponse, options?: { applyRoutingRule?: boolean }) => {
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
    async (to = '/') => {
      try {
        await logoutRequest();
      } catch {
        // The token is dropped locally either way; an unreachable server must not keep people signed in.
      }
      clearSessionStorage();
      queryClient.clear();
      setTokenState(null);
      navigate(to, { replace: true });
    },
    [navigate, queryClient],
  );

  const value = useMemo<Session>(
    () => ({ token, account, isLoading: token !== null && accountQuery.isPending, signIn, signOut, replaceToken }),
    [token, account, accountQuery.isPending, signIn, signOut, replaceToken],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
