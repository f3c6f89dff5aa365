import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../helpers';

/**
 * The app's first render waits for the route's code (app/full-app.tsx, renderApp): the screen keeps
 * what it shows until the page draws, instead of the router's full-page spinner in between. The
 * spinner flashed for a few hundred milliseconds on every start, and its animation made the browser
 * draw a frame every 16 ms while the page was starting (issue 42). It still comes after a second.
 */
async function watchRouterSpinner(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { routerSpinnerSeen?: boolean };
    w.routerSpinnerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Cargando la página"]')) w.routerSpinnerSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}
const spinnerSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { routerSpinnerSeen?: boolean }).routerSpinnerSeen);

test('[cliente][inicio de la app] una página abierta con la sesión se dibuja sin la ruedita de la página en el medio', async ({
  page,
}) => {
  await signIn(page, 'cliente@demo.uy');
  await watchRouterSpinner(page);
  await page.goto('/foods');
  await expect(page.getByRole('heading', { level: 1, name: 'Recomendaciones' })).toBeVisible();
  expect(await spinnerSeen(page)).toBe(false);
});

test('[visitante][inicio de la app] de la portada a Ingresar, la portada queda hasta que se dibuja el formulario', async ({
  page,
}) => {
  await watchRouterSpinner(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Ingresar' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  expect(await spinnerSeen(page)).toBe(false);
});

test('[cliente][inicio de la app] si el código de la página tarda, la ruedita llega al segundo', async ({ page }) => {
  await signIn(page, 'cliente@demo.uy');
  // The page's own code held back for three seconds (a slow network): the start does not wait forever.
  await page.route('**/assets/foods-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/foods');
  await expect(page.getByRole('progressbar', { name: 'Cargando la página' })).toBeVisible({ timeout: 2500 });
  await expect(page.getByRole('heading', { level: 1, name: 'Recomendaciones' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Cargando la página' })).toHaveCount(0);
});
