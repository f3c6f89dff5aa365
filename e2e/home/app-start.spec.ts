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
    const w = window as unknown as { routerSpinnerAt?: number };
    new MutationObserver(() => {
      if (w.routerSpinnerAt === undefined && document.querySelector('[aria-label="Cargando la página"]')) {
        w.routerSpinnerAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
/** When the router's spinner first appeared (ms since the document started), or null if it never did. */
const spinnerSeenAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { routerSpinnerAt?: number }).routerSpinnerAt ?? null);
/**
 * The rule is "no spinner within the first second", not "never": on a machine busy enough that the
 * route's code takes longer than a second to arrive, the spinner is what the product should show
 * (CI on two shared cores, issue 42). So a spinner is allowed only a second or more after `since`.
 */
function expectNoSpinnerWithinASecond(at: number | null, since: number) {
  if (at !== null) expect(at - since).toBeGreaterThanOrEqual(1000);
}

test('[cliente][inicio de la app] una página abierta con la sesión se dibuja sin la ruedita de la página en el medio', async ({
  page,
}) => {
  await signIn(page, 'cliente@demo.uy');
  await watchRouterSpinner(page);
  await page.goto('/foods');
  await expect(page.getByRole('heading', { level: 1, name: 'Recomendaciones' })).toBeVisible();
  // Measured from the document's start: the app's wait starts later, so this is the weaker bound.
  expectNoSpinnerWithinASecond(await spinnerSeenAt(page), 0);
});

test('[visitante][inicio de la app] de la portada a Ingresar, la portada queda hasta que se dibuja el formulario', async ({
  page,
}) => {
  await watchRouterSpinner(page);
  await page.goto('/');
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: 'Ingresar' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  expectNoSpinnerWithinASecond(await spinnerSeenAt(page), clickedAt);
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
