import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';
import { consoleErrors } from '../payments/buyer';

// Issue 22, item 8: on a phone the section bar and the results tabs were cut off; item 10:
// '¿De qué se trata?' with its opening mark and 'Entendiendo tu resultado' (vos).
test.use({ viewport: { width: 390, height: 844 } });

/** Fully on screen horizontally: not cut off at either edge. */
function expectWhollyInWidth(name: string, box: { x: number; width: number } | null) {
  expect(box, name).not.toBeNull();
  expect(box?.x ?? -1, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends on screen`).toBeLessThanOrEqual(390);
}

test('[cliente][resultados][teléfono] la barra de secciones y las pestañas de resultados se ven enteras', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/home$/);

  const bar = page.getByRole('navigation', { name: 'Secciones' });
  for (const name of ['Resultados', 'Recomendaciones', 'Platos', 'Nutricionistas']) {
    const link = bar.getByRole('link', { name });
    await expect(link).toBeInViewport({ ratio: 1 });
    expectWhollyInWidth(name, await link.boundingBox());
  }
  // Nothing scrolls sideways: the page is as wide as the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await bar.getByRole('link', { name: 'Resultados' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'María Pérez' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Resultados' })).toHaveAttribute('aria-current', 'page');

  const tabs = page.getByRole('tablist', { name: 'Secciones de los resultados' });
  for (const name of ['Introducción al estudio', 'Resumen de resultados', 'Glosario']) {
    const tab = tabs.getByRole('tab', { name });
    await expect(tab).toBeInViewport({ ratio: 1 });
    expectWhollyInWidth(name, await tab.boundingBox());
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await tabs.getByRole('tab', { name: 'Glosario' }).click();
  await expect(tabs.getByRole('tab', { name: 'Glosario' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Resumen de resultados' }).click();
  await expect(tabs.getByRole('tab', { name: 'Resumen de resultados' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Peso y metabolismo' })).toBeVisible();

  // A trait opened: the sections with the Spanish opening mark and the 'vos' heading.
  await page.locator('[id^="trait-"][id$="-header"]').first().click();
  await expect(page.getByRole('heading', { level: 4, name: '¿De qué se trata?' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'Entendiendo tu resultado' }).first()).toBeVisible();
  await expect(page.getByText('De qué se trata?', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
