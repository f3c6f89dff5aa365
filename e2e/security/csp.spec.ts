import { expect, test } from '@playwright/test';
import { signIn } from '../helpers';

/**
 * The app runs under the server's Content-Security-Policy: the built pages have no inline
 * script, and pages that load lazily, sign in and frame the card page raise no CSP violation.
 */
test('[visitante][seguridad] la página corre bajo la CSP, sin scripts en línea', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res?.headers()['x-content-type-options']).toBe('nosniff');
  // Every <script> of every kind of page has a src (decision 016): on the pages with a build-time
  // snapshot and on the app's shell, /boot.js, which adds Vite's entry; nothing inline.
  for (const html of [
    (await res?.text()) ?? '',
    await (await page.request.get('/login')).text(),
    await (await page.request.get('/profile')).text(),
  ]) {
    expect(html).toMatch(/<script[^>]+src="\/boot\.js"[^>]+data-entry="\/assets\//);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
  }
  await expect(page.locator('section#portada')).toBeVisible();

  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/(dashboard|home)/);
  await page.goto('/profile');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(violations).toEqual([]);
});
