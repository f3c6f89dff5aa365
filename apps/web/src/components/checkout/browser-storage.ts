/**
 * JSON in the browser's storage without ever throwing: a browser without storage (or with it full)
 * simply keeps nothing, and unreadable data counts as missing.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredJson(which: Area, key: string): unknown {
  try {
    const text = area(which)?.getItem(key);
    return text == null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export function writeStoredJson(which: Area, key: string, value: unknown): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the page still works, it just forgets on reload.
  }
}

export function removeStored(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
