/**
 * A session that ended on the server (expired, signed out elsewhere, ended after wrong current
 * passwords) while a page was open (issue 41, item 5): the API answers 401 to a request that carried
 * the token. The api-client tells the session (app/session.tsx), which drops the token and sends the
 * person to sign in and back to the page they were on; the login page then says why.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionExpired(): void {
  for (const listener of listeners) listener();
}

/** Survives the sign-out's clearing of localStorage (sessionStorage: this tab only). */
const FLAG = 'nt:session-expired';

export function markSessionExpired(): void {
  try {
    sessionStorage.setItem(FLAG, '1');
  } catch {
    // Private mode without storage: the login page just does not say why.
  }
}

/** Whether the last sign-out was a session that expired; reading it does not clear it. */
export function wasSessionExpired(): boolean {
  try {
    return sessionStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}

export function clearSessionExpired(): void {
  try {
    sessionStorage.removeItem(FLAG);
  } catch {
    // Nothing to clear.
  }
}
