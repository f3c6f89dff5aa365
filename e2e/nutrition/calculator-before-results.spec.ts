import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';
import { consoleErrors, customerWithKitBought } from '../payments/buyer';

// Issue 22 item 18: a customer waiting up to 45 business days for results can use the nutrition
// calculator (without genetic adjustments, and told so) and order meals.

test('[cliente][calculadora] mientras espera resultados usa la calculadora sin ajustes genéticos y ve los platos', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  const person = { tag: 'espera', password: 'espera1234', firstName: 'Carmen', lastName: 'Olivera' };
  const { email } = await customerWithKitBought(request, baseURL!, person);
  await signIn(page, email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The dashboard (the kit's tracker) offers the calculator and the meals meanwhile.
  const meanwhile = page.getByRole('region', { name: 'Mientras esperás tus resultados' });
  await expect(meanwhile).toBeVisible();
  await expect(meanwhile.getByText(/todavía sin ajustes genéticos/)).toBeVisible();
  await expectAccessible(page);
  await meanwhile.getByRole('link', { name: 'Calcular mi perfil nutricional' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/Tu perfil se calcula sin ajustes genéticos/)).toBeVisible();
  await page.getByRole('button', { name: 'Completar formulario' }).click();
  await page.getByRole('radio', { name: 'Mujer' }).check();
  await page.getByRole('radio', { name: 'Perder grasa' }).check();
  await page.getByRole('radio', { name: /^Ligero/ }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel('Peso (kg)').fill('60');
  await page.getByLabel('Altura (cm)').fill('165');
  await page.getByLabel('Edad').fill('40');
  await page.getByRole('button', { name: 'Enviar' }).click();

  // 1594 kcal, computed from her data only; the saturated-fat limit is the general one.
  await expect(page.getByRole('button', { name: 'Mi perfil' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/1\.594 kcal/).first()).toBeVisible();
  await expect(page.getByText('Límite general, sin ajuste genético.')).toBeVisible();
  await expect(page.getByText('hasta 17 g')).toBeVisible();
  await expectAccessible(page);

  // A reload keeps the page (it is one she may see) and the profile, kept in the account.
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/1\.594 kcal/).first()).toBeVisible();

  // The meals: orderable, without the 'suits me' mark (no results to judge by).
  await page.goto('/platos-semanales');
  const zone = page.getByRole('dialog', { name: '¿Dónde recibís tus platos?' });
  await zone.getByLabel('Localidad').selectOption('Pocitos');
  await zone.getByRole('button', { name: 'Confirmar' }).click();
  await expect(zone).toBeHidden();
  await expect(page.getByRole('button', { name: 'Agregar' }).first()).toBeVisible();
  await expect(page.getByText('Ideal para vos', { exact: true })).toHaveCount(0);
  await expect(page.getByText('No es ideal para vos según tu ADN')).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('[cliente][calculadora] con resultados no aparece el aviso de cálculo sin ajustes genéticos', async ({ page }) => {
  const errors = consoleErrors(page);
  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect(page.getByText(/sin ajustes genéticos/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
