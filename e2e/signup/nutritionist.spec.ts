import { expect, test } from '@playwright/test';
import { expectAccessible } from '../helpers';
import { waitForEmail } from '../mail';

test('[nutricionista][registro] se registra con sus datos de cobro y ve su código en Mi panel', async ({ page }) => {
  test.setTimeout(45_000);
  const email = `nutri.${Date.now()}@prueba.uy`;

  await page.goto('/signup?user=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Sumate a nuestro equipo' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Comenzar registro' }).click();

  // Step 1: personal data.
  await expect(page.getByRole('heading', { name: 'Tus datos personales' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Sofía');
  await page.getByLabel('Apellido', { exact: true }).fill('Acosta');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('098765432');
  await page.getByLabel('Contraseña', { exact: true }).fill('nutri123');
  await page.getByLabel('Repetir contraseña').fill('nutri123');
  // The terms box records the consent (and its text version) on the server.
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: payout method, the summary first, then the registration.
  await expect(page.getByRole('heading', { name: '¿Cómo querés cobrar tus comisiones?' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Banco' }).click();
  await page.getByRole('option', { name: 'Itaú' }).click();
  // The menu fades out (hidden from the accessibility tree at once, still drawn for a moment): the
  // accessibility check reads the page once its options are gone from the DOM.
  await expect(page.locator('[role="option"]')).toHaveCount(0);
  await page.getByLabel('Número de cuenta').fill('1234567');
  await page.getByLabel('Sucursal').fill('20');
  await page.getByLabel('Nombre completo del titular').fill('Sofía Acosta');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Revisá los datos que vamos a guardar.', { exact: false })).toBeVisible();
  await expect(page.getByText('Itaú', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: e-mail verification; the page signed in in the background.
  await expect(page.getByRole('heading', { name: 'Verificá tu correo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar email' })).toBeVisible();
  await waitForEmail(email, 'Confirmá tu correo');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 4: Mi panel with the public code.
  await expect(page.getByRole('heading', { name: 'Tu código de nutricionista' })).toBeVisible();
  const code = page.getByTestId('nutritionist-code');
  await expect(code).toHaveText(/^[A-Z0-9]{4,12}$/);
  const text = (await code.textContent()) ?? '';
  await expect(page.getByText(`Código: ${text}`)).toBeVisible();
  await expect(page.getByText('Ver tu balance de comisiones')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ir a mi panel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mis pacientes' })).toBeVisible();
});
