import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, recordTransitions, signIn } from '../helpers';
import { consoleErrors, registerCustomer } from '../payments/buyer';

// Issue 22, item 8: the floating WhatsApp button covered the card's security code, the toasts and
// the values on a phone. It rises above a toast and steps aside over forms. Its fades and moves are
// part of what is checked: with the system's default motion (the desktop project asks for less).
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const whatsapp = (page: Page) => page.getByRole('link', { name: 'Escribinos por WhatsApp' });

/**
 * The button has answered what just happened on the page: it measures on the next animation frame
 * after a scroll and when the browser is idle after a change of the page, then moves or fades with a
 * short transition. Judged once its measuring ran and no transition is under way, instead of after a
 * fixed 400 ms (issue 42).
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 300 }));
    for (;;) {
      await idle();
      for (let i = 0; i < 4; i++) await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** The button, when it shows, does not overlap `target`. */
async function expectClearOf(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  // The button moves and fades with a short transition: judge it once it has settled.
  await settled(page);
  if (!(await whatsapp(page).isVisible())) return;
  const button = await whatsapp(page).boundingBox();
  expect(button).not.toBeNull();
  expect(overlaps(button as Box, box as Box), `the WhatsApp button covers ${what}`).toBe(false);
}

test('[cliente][contacto][teléfono] el botón de WhatsApp no tapa la tarjeta, su código de seguridad ni el precio', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  const password = 'contacto123';
  const email = await registerCustomer(request, 'contacto', { password, firstName: 'Lía', lastName: 'Sosa' });
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/loadingPayment$/);
  const frame = page.locator('iframe[title="Agregar tarjeta"]');
  await expect(frame).toBeVisible({ timeout: 15_000 });
  const cvv = page.frameLocator('iframe[title="Agregar tarjeta"]').getByLabel('Código de seguridad');
  await expect(cvv).toBeVisible();

  // Bring each field of the card to the button's height, then walk the whole page down.
  const fab = await whatsapp(page).boundingBox();
  const fabMiddle = fab ? fab.y + fab.height / 2 : 844 - 44;
  const frameFields = page.frameLocator('iframe[title="Agregar tarjeta"]').getByRole('textbox');
  for (const field of await frameFields.all()) {
    const box = await field.boundingBox();
    if (!box) continue;
    await page.evaluate((dy) => window.scrollBy(0, dy), box.y + box.height / 2 - fabMiddle);
    await expectClearOf(page, field, 'a card field');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 200) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expectClearOf(page, cvv, 'the security code');
    await expectClearOf(page, frame, 'the card frame');
    // The values: the price to pay.
    for (const price of await page.getByTestId('final-price').all()) await expectClearOf(page, price, 'the price');
  }
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('[cliente][contacto][teléfono] el botón de WhatsApp sube sobre el aviso de guardado', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = consoleErrors(page);
  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'María' }).click();
  await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const personal = page.getByRole('form', { name: 'Datos personales' });
  await personal.getByRole('button', { name: 'Guardar cambios' }).click();
  const snackbar = page.locator('.MuiSnackbar-root').filter({ hasText: 'Cuenta editada correctamente' });
  await expect(snackbar).toBeVisible();
  // The toast closes after 2 s; the pointer on it holds it open (MUI pauses its timer).
  await snackbar.hover();
  await settled(page);
  // Measured in the page: the button may be hidden (a form under it), but it has risen all the same.
  const [button, notice] = await page.evaluate(() =>
    [
      document.querySelector('a[aria-label="Escribinos por WhatsApp"]'),
      document.querySelector('.MuiSnackbar-root'),
    ].map((element) => {
      const r = (element as Element).getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  expect(overlaps(button as Box, notice as Box), 'the WhatsApp button covers the toast').toBe(false);
  expect((button as Box).y + (button as Box).height).toBeLessThanOrEqual((notice as Box).y);
  await expectClearOf(page, snackbar, 'the toast');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

// Issue 42: the sign-up form lies under the button from the first screen. The button used to fade
// out there while the page started (twelve frames drawn on a phone's two cores); its first answer is
// now given in one frame, and only what the person does afterwards (a scroll) fades it.
test('[visitante][contacto][teléfono] en el registro, el botón se aparta del formulario sin fundido al abrir y con fundido al desplazarse', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const fabTransitions = await recordTransitions(page, 'a[aria-label="Escribinos por WhatsApp"]');
  const button = page.locator('a[aria-label="Escribinos por WhatsApp"]');
  await page.goto('/signup?user=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(button).toHaveAttribute('data-covering', 'true');
  await settled(page);
  await expect(whatsapp(page)).toBeHidden();
  expect(await fabTransitions()).toEqual([]);

  // Scrolled to the end, past the form, the button comes back: this time with its fade.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(whatsapp(page)).toBeVisible();
  expect(await fabTransitions()).toContain('opacity');
  expect(errors).toEqual([]);
});
