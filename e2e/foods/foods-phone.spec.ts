import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';
import { consoleErrors } from '../payments/buyer';

// Issue 22, item 8: on a phone the filters open as a bottom sheet over the list instead of pushing the
// results 1,700 px down; item 2: a filtered /foods URL survives F5.
test.use({ viewport: { width: 390, height: 844 } });

const count = (page: Page) => page.getByRole('heading', { level: 2, name: /^Mostrando \d+ de \d+$/ });
const foodCards = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
const shownOf = async (page: Page) => Number((await count(page).textContent())?.match(/Mostrando (\d+)/)?.[1]);

test('[cliente][alimentos][teléfono] los filtros se abren en una hoja inferior y el listado queda arriba; F5 conserva los filtros', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Recomendaciones' }).click();
  await expect(page).toHaveURL(/\/foods$/);
  await expect(count(page)).toBeVisible();
  const all = Number((await count(page).textContent())?.match(/de (\d+)/)?.[1]);

  // The list starts on the first screen: the count and the first food are in view without scrolling.
  await expect(count(page)).toBeInViewport();
  expect((await count(page).boundingBox())?.y ?? 9999).toBeLessThan(844);
  await expect(page.getByRole('dialog', { name: 'Filtros' })).toHaveCount(0);
  await expectAccessible(page);

  // The sheet: over the list, its boxes apply at once, its footer says how many match.
  const open = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  await expect(sheet).toBeVisible();
  // A bottom sheet: once slid in, it ends at the bottom of the screen and leaves the top of the page in sight.
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box ? Math.round(box.y + box.height) : null;
    })
    .toBe(844);
  expect((await sheet.boundingBox())?.y ?? 0).toBeGreaterThan(844 * 0.1);
  await sheet.getByRole('checkbox', { name: 'Lácteos' }).click();
  await expect(sheet.getByRole('checkbox', { name: 'Lácteos' })).toBeChecked();
  await expect(page).toHaveURL(/categoria=\d+/);
  await sheet.getByRole('checkbox', { name: 'No sugerido' }).click();
  await expect(page).toHaveURL(/frecuencia=3/);
  // The address changes before the page draws it: the button behind the sheet, which counts the
  // filters, is drawn with the footer's count of both (read too early, the footer still counted the
  // first filter alone: 13 foods against 1).
  await expect(page.getByRole('button', { name: 'Filtros (2)', includeHidden: true })).toBeAttached();
  // The list behind the sheet is hidden from screen readers while it is open: its footer tells the count.
  const footer = sheet.getByRole('button', { name: /^Ver \d+ alimentos?$/ });
  const matching = Number((await footer.textContent())?.match(/\d+/)?.[0]);
  expect(matching).toBeGreaterThan(0);
  expect(matching).toBeLessThan(all);
  await expectAccessible(page);
  await footer.click();
  await expect(sheet).toBeHidden();
  expect(await shownOf(page)).toBe(matching);

  // Back on the list: still near the top, the first food in view, the button counts the two boxes.
  const filtered = page.getByRole('button', { name: 'Filtros (2)' });
  await expect(filtered).toBeFocused();
  await expect(count(page)).toBeInViewport();
  await expect(foodCards(page).first()).toBeInViewport();
  await expect(page.getByRole('heading', { level: 3, name: 'Submarino' })).toBeVisible();

  // F5 on the filtered URL keeps the page and its filters.
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(count(page)).toHaveText(`Mostrando ${matching} de ${all}`);
  await expect(page.getByRole('button', { name: 'Filtros (2)' })).toBeVisible();

  // A bookmarked search opens as it was saved.
  await page.goto('/foods?q=leche');
  await expect(page).toHaveURL(/\/foods\?q=leche$/);
  await expect(page.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue('leche');
  await expect
    .poll(async () => {
      const names = await foodCards(page).getByRole('heading', { level: 3 }).allTextContents();
      return names.length > 1 && names.every((name) => name.toLowerCase().includes('leche'));
    })
    .toBe(true);

  // Clearing from the sheet.
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await expect(sheet.getByRole('button', { name: 'Limpiar Filtros' })).toBeEnabled();
  await sheet.getByRole('button', { name: 'Limpiar Filtros' }).click();
  await expect(page).toHaveURL(/\/foods$/);
  await sheet.getByRole('button', { name: 'Cerrar' }).click();
  await expect(sheet).toBeHidden();
  await expect(count(page)).toHaveText(`Mostrando ${all} de ${all}`);
  expect(errors).toEqual([]);
});
