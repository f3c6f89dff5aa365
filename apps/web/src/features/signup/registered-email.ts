/**
 * The e-mail used at registration, remembered for display and resend on the last step (doc 1 §4),
 * also when that step is opened again with `?step=`.
 */
const KEY = 'signupEmail';

export function rememberRegisteredEmail(email: string): void {
  try {
    localStorage.setItem(KEY, email);
  } catch {
    // Storage can be unavailable (private mode); the page still shows the address from memory.
  }
}

export function getRegisteredEmail(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
