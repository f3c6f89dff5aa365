import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';

// Issue 41, item 10: on a phone 'Mis compras' was the profile's third tab, hidden behind the tab
// scroller, not in the menu, and a reload went back to 'Mis datos'.
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

for (const { email, name } of [
  { email: 'cliente@demo.uy', name: 'María' },
  { email: 'empresa@demo.uy', name: 'Café del Puerto' },
]) {
  test(`[${email.split('@')[0]}][compras][teléfono] Mis compras está en el menú, a la vista, y sigue abierta al recargar`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/login/);
    const menuButton = page.getByRole('banner').getByRole('button', { name });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Mis compras' }).click();

    await expect(page).toHaveURL(/\/profile\?tab=compras$/);
    const tab = page.getByRole('tab', { name: 'Mis compras' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // Every tab of the row is on screen: none is left behind a scroller.
    for (const each of await page.getByRole('tab').all()) await expect(each).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('heading', { level: 2, name: 'Mis compras' })).toBeVisible();

    await page.reload();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Mis compras' })).toBeVisible();

    // Another tab goes into the address too.
    await page.getByRole('tab', { name: 'Mis datos' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expectAccessible(page);
  });
}
