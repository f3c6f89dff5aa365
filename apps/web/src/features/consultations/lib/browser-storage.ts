/** JSON in session storage without ever throwing: no storage (or a full one) simply keeps nothing. */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionJson(key: string): unknown {
  try {
    const text = session()?.getItem(key);
    return text == null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    session()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the payment still works, the return page just cannot confirm it here.
  }
}

export function removeSession(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
