import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, holdRequests, signIn } from '../helpers';

const count = (page: Page) => page.getByRole('heading', { level: 2, name: /^Mostrando \d+ de \d+$/ });
const foodCards = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });

test('[cliente][alimentos] filtra por categoría y frecuencia, busca leche, pagina y limpia los filtros', async ({
  page,
}) => {
  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Recomendaciones' }).click();
  await expect(page).toHaveURL(/\/foods$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recomendaciones' })).toBeVisible();

  await expect(count(page)).toBeVisible();
  const all = Number((await count(page).textContent())?.match(/de (\d+)/)?.[1]);
  expect(all).toBeGreaterThanOrEqual(290);
  await expect(count(page)).toHaveText(`Mostrando ${all} de ${all}`);
  await expect(foodCards(page)).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Limpiar Filtros' })).toBeDisabled();
  await expectAccessible(page);

  // Category, then frequency: both in the URL, combined.
  // The filters are the URL: a click navigates, then the box shows checked.
  await page.getByRole('checkbox', { name: 'Lácteos' }).click();
  await expect(page.getByRole('checkbox', { name: 'Lácteos' })).toBeChecked();
  await expect(page).toHaveURL(/categoria=\d+/);
  const dairy = Number((await count(page).textContent())?.match(/Mostrando (\d+)/)?.[1]);
  expect(dairy).toBeGreaterThan(0);
  expect(dairy).toBeLessThan(all);
  await page.getByRole('checkbox', { name: 'No sugerido' }).click();
  await expect(page.getByRole('checkbox', { name: 'No sugerido' })).toBeChecked();
  await expect(page).toHaveURL(/frecuencia=3/);
  // María declared a lactose intolerance (and her result agrees): a submarino (14 g of lactose) is among
  // the foods to avoid; a cup of milk (11.5 g) is limited, not forbidden, and yogurt is fine (issue 37).
  await expect(page.getByRole('heading', { level: 3, name: 'Submarino' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Leche entera' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: /^Yogur/ })).toHaveCount(0);
  await page.getByRole('button', { name: '¿Por qué? Submarino' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submarino' });
  await expect(dialog.getByText(/indicaste intolerancia a la lactosa/)).toBeVisible();
  await expect(dialog.getByText(/270 ml\)\. La recomendación se calcula para esta cantidad\./)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // The back button undoes the last filter.
  await page.goBack();
  await expect(page).not.toHaveURL(/frecuencia=/);
  await expect(page.getByRole('checkbox', { name: 'No sugerido' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Lácteos' })).toBeChecked();

  await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
  await expect(count(page)).toHaveText(`Mostrando ${all} de ${all}`);
  await expect(page.getByRole('button', { name: 'Limpiar Filtros' })).toBeDisabled();

  // Issue 18: a spoon of olive oil is judged per portion, never 'No sugerido'.
  await page.getByRole('checkbox', { name: 'Aceites y grasas' }).click();
  await page.getByRole('checkbox', { name: 'No sugerido' }).click();
  await expect(page).toHaveURL(/frecuencia=3/);
  await expect(page.getByRole('heading', { level: 3, name: 'Aceite de oliva' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
  await expect(count(page)).toHaveText(`Mostrando ${all} de ${all}`);

  // Search, case- and accent-insensitive.
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('LECHE');
  await expect(page).toHaveURL(/q=LECHE/);
  // The URL changes first; the list follows on the next render (the search is deferred): wait for it.
  await expect
    .poll(async () => {
      const names = await foodCards(page).getByRole('heading', { level: 3 }).allTextContents();
      return names.length > 1 && names.every((name) => name.toLowerCase().includes('leche'));
    })
    .toBe(true);
  await page.getByRole('button', { name: 'Limpiar Filtros' }).click();

  // Pages of 12, in the URL too.
  await page.getByRole('button', { name: 'Página 2', exact: true }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(foodCards(page)).toHaveCount(12);
  await page.goBack();
  await expect(page).not.toHaveURL(/pagina=/);
});

/**
 * A loading spinner stays transparent and still for the first second of a wait, then fades in and
 * turns (apps/web/src/lib/theme.ts, SPINNER_DELAY_MS; issue 42): a fast load shows no flashing
 * spinner and draws no frame for it while the app starts. Checked on the spinner the /foods snapshot
 * draws, with the foods held back by the test, through the browser's own animation timings.
 */
test('[cliente][alimentos] mientras espera, el indicador de carga aparece pasado un segundo y recién ahí gira', async ({
  page,
}) => {
  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/home$/);
  const release = await holdRequests(page, '**/v1/Analyses/foods');
  await page.goto('/foods');
  const spinner = page.getByRole('progressbar', { name: 'Cargando alimentos' });
  await expect(spinner).toBeAttached();

  type Seen = { opacity: string; animations: { delay: number; time: number; progress: number | null; name: string }[] };
  const seen = () =>
    spinner.evaluate(
      (el): Seen => ({
        opacity: getComputedStyle(el).opacity,
        animations: el.getAnimations({ subtree: true }).map((a) => {
          const effect = a.effect as KeyframeEffect;
          return {
            delay: Number(effect.getTiming().delay ?? 0),
            time: Number(a.currentTime ?? 0),
            progress: effect.getComputedTiming().progress ?? null,
            name: (a as CSSAnimation).animationName ?? '',
          };
        }),
      }),
    );

  // Two animations on the spinner alone (its turn and its fade-in), both waiting a second; while
  // they wait, neither moves (the turn has no effect yet, the fade-in holds its first frame, fully
  // transparent).
  // (Signed in, the app draws the page anew over its snapshot: the spinner is a new element then,
  // whose wait starts again; an element being replaced has no animations.)
  let first = await seen();
  await expect
    .poll(async () => {
      first = await seen();
      return first.animations.length;
    })
    .toBe(2);
  for (const a of first.animations) {
    expect(a.delay, a.name).toBeGreaterThanOrEqual(1000);
    if (a.time < a.delay) expect(a.progress ?? 0, a.name).toBe(0);
  }
  if (first.animations.every((a) => a.time < a.delay)) expect(first.opacity).toBe('0');

  // A longer wait: the spinner shows and turns.
  await expect.poll(async () => (await seen()).opacity, { timeout: 10_000 }).toBe('1');
  const later = await seen();
  expect(later.animations.some((a) => a.progress !== null && a.time > a.delay)).toBe(true);

  release();
  await expect(page.getByRole('heading', { level: 2, name: /^Mostrando \d+ de \d+$/ })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});
