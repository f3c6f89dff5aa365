import { expect, test } from '@playwright/test';
import { signIn } from '../helpers';

/**
 * The app runs under the server's Content-Security-Policy: the built index.html has no inline
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
  const html = (await res?.text()) ?? '';
  // Every <script> has a src: Vite's entry and nothing inline.
  expect(html).toMatch(/<script[^>]+src="\/assets\//);
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
  await expect(page.locator('section#portada')).toBeVisible();

  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/(dashboard|home)/);
  await page.goto('/profile');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(violations).toEqual([]);
});
