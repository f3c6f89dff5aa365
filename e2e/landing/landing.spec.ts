import { expect, test } from '@playwright/test';
import { expectAccessible } from '../helpers';

test('[visitante][landing] muestra todas las secciones y las 19 preguntas frecuentes', async ({ page }) => {
  await page.goto('/');
  for (const id of [
    'portada',
    'intro',
    'resultados',
    'como-funciona',
    'preguntas-frecuentes',
    'nutricionistas',
    'empresas',
    'comprar',
  ]) {
    await expect(page.locator(`section#${id}`)).toBeVisible();
  }
  const faq = page.locator('section#preguntas-frecuentes');
  await expect(faq.getByRole('button')).toHaveCount(19);

  // An answer opens when its question is pressed.
  const first = faq.getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');

  await expect(page.locator('a[href="/signup/?user=2"]').first()).toBeVisible();
  await expect(page.locator('a[href="/signup/?user=3"]').first()).toBeVisible();
  await expect(page.locator('a[href="/signup/?user=1"]').first()).toBeVisible();
  await expect(page.locator('a[href="/terminos-condiciones-uso-uy"]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Escribinos por WhatsApp' })).toBeVisible();
});

test('[visitante][landing] dibuja cada parte al acercarse a la pantalla, y la barra llega a ellas', async ({
  page,
  isMobile,
}) => {
  // Issue 42: below the first screen, the landing's parts are laid out and painted when they come near
  // the viewport (content-visibility: auto), not with the first screen. They stay in the document.
  const drawn = (id: string) =>
    page.locator(`#${id}-titulo`).evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }));
  await page.goto('/');
  await expect(page.locator('section#portada')).toBeVisible();
  expect(await drawn('portada')).toBe(true);
  expect(await drawn('preguntas-frecuentes')).toBe(false);
  expect(await drawn('comprar')).toBe(false);
  await expect(page.getByRole('heading', { name: 'Lo que más nos preguntan', level: 2 })).toBeAttached();

  if (isMobile) await page.locator('#preguntas-frecuentes-titulo').scrollIntoViewIfNeeded();
  else await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Preguntas' }).click();
  await expect.poll(() => drawn('preguntas-frecuentes')).toBe(true);
  await expect(page.locator('#preguntas-frecuentes-titulo')).toBeInViewport();
  // Far below it, the call to action is still left for later.
  expect(await drawn('comprar')).toBe(false);
});

test('[visitante][landing] es accesible', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('section#portada')).toBeVisible();
  await expectAccessible(page);
});

test('[visitante][legal] términos, privacidad y devoluciones', async ({ page }) => {
  await page.goto('/terminos-condiciones-uso-uy');
  await expect(page.getByRole('heading', { name: 'Términos y condiciones' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Política de privacidad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Política de devoluciones' })).toBeVisible();
  await expect(page.getByText(/18\.331/).first()).toBeVisible();
});

test('[visitante][títulos] cada página tiene su título, desde el HTML y al navegar', async ({ page }) => {
  // Issue 41, item 12: every page had the same <title>.
  await page.goto('/login');
  await expect(page).toHaveTitle('Ingresar · NutriTest');
  await page.goto('/terminos-condiciones-uso-uy');
  await expect(page).toHaveTitle('Términos y condiciones · NutriTest');
  await page.goto('/platos-semanales');
  await expect(page).toHaveTitle('Platos semanales · NutriTest');
  await page.goto('/');
  await expect(page).toHaveTitle('NutriTest · Nutrición según tu ADN');
  await page.goto('/resetPassword');
  await expect(page).toHaveTitle('Recuperar la contraseña · NutriTest');
});
