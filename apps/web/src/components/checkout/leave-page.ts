/**
 * Leaving the app for the payment provider's page. Kept in its own module so tests can replace it
 * (jsdom cannot navigate).
 */
export function leaveTo(url: string): void {
  // The provider's page takes this page's place in the history: Back from it returns to the product
  // (the cart), not to this page, which would send the buyer to the provider again (issue 41, item 9).
  window.location.replace(url);
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
