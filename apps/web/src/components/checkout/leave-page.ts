/**
 * Leaving the app for the payment provider's page. Kept in its own module so tests can replace it
 * (jsdom cannot navigate).
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}

/** The checkout address if it is a web address (http, https or a path on this site), else null. */
export function safeCheckoutUrl(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
