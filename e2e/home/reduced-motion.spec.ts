import { expect, type Page, test } from '@playwright/test';

/**
 * Whoever asked their system for less motion gets the page's changes at once (decision 092): the
 * zone dialog of the menu opens without its fade and the buttons change colour without a transition.
 * A loading spinner still turns (foods/foods.spec.ts checks its turn and its wait under this setting).
 * The desktop project asks for less motion; the second journey asks for the default.
 */
async function dialogAndButtonTimings(page: Page) {
  await page.goto('/platos-semanales');
  const zone = page.getByRole('dialog', { name: '¿Dónde recibís tus platos?' });
  await expect(zone).toBeVisible();
  return page.evaluate(() => {
    const button = document.querySelector('dialog button, [role="dialog"] button') as HTMLElement;
    const durations = (el: Element) =>
      getComputedStyle(el)
        .transitionDuration.split(',')
        .map((d) => d.trim());
    // Every transition and animation on the page that is not a spinner's.
    const others = document
      .getAnimations()
      .filter((a) => !(a.effect as KeyframeEffect | null)?.target?.closest('.MuiCircularProgress-root'))
      .map((a) => Number(a.effect?.getComputedTiming().duration ?? 0));
    return { button: durations(button), longest: Math.max(0, ...others) };
  });
}

test('[visitante][movimiento reducido] con menos movimiento pedido, el diálogo y los botones cambian al instante', async ({
  page,
}) => {
  await page.goto('/');
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  const seen = await dialogAndButtonTimings(page);
  expect(seen.button.every((d) => d === '0.001s')).toBe(true);
  expect(seen.longest).toBeLessThanOrEqual(1);
});

test.describe('con el movimiento de siempre', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('[visitante][movimiento reducido] sin pedirlo, los botones conservan su transición', async ({ page }) => {
    const seen = await dialogAndButtonTimings(page);
    expect(seen.button.some((d) => d !== '0.001s' && Number.parseFloat(d) > 0.1)).toBe(true);
  });
});
