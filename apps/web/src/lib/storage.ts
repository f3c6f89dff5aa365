/** The browser's local storage keys the app uses, in one place. */
export const storageKeys = {
  token: 'token',
  amount: 'amount',
  departments: 'departments',
  neighborhoods: 'neighborhoods',
} as const;

/** Keys that survive logout (doc 1 §4): per-user profile data and the cached place lists. */
export function isKeptOnLogout(key: string): boolean {
  return key.startsWith('userProfileData_') || key === storageKeys.departments || key === storageKeys.neighborhoods;
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.token);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(storageKeys.token, token);
}

/** Clears local storage except the keys kept on logout. */
export function clearSessionStorage(): void {
  const doomed: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key !== null && !isKeptOnLogout(key)) doomed.push(key);
  }
  for (const key of doomed) localStorage.removeItem(key);
}
