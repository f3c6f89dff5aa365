import { expect, test } from '@playwright/test';
import { expectAccessible } from '../helpers';
import { consoleErrors } from '../payments/buyer';

const TOO_YOUNG = 'NutriTest es solo para personas mayores de 18 años: revisá la fecha de nacimiento.';

/** Today in Montevideo, minus `years` years, plus `days` days ('yyyy-MM-dd'). */
function montevideoDateOffset(years: number, days: number): string {
  const today = new Date(Date.now() - 3 * 3600_000);
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days, 12));
  return d.toISOString().slice(0, 10);
}

test.use({ viewport: { width: 390, height: 844 } });

test('[visitante][registro] una persona menor de 18 años no puede registrarse', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/signup?user=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Creá tu cuenta' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Tomás');
  await page.getByLabel('Apellido', { exact: true }).fill('Vidal');
  await page.getByLabel('Correo electrónico').fill(`joven.${Date.now()}@e2e.uy`);
  // Turns 18 tomorrow (Montevideo's calendar).
  await page.getByLabel('Fecha de nacimiento').fill(montevideoDateOffset(18, 1));
  await page.getByRole('combobox', { name: 'Sexo biológico' }).click();
  await page.getByRole('option', { name: 'Masculino' }).click();
  await page.getByLabel('Estatura (cm)').fill('178');
  await page.getByLabel('Peso (kg)').fill('72');
  await page.getByLabel('Contraseña', { exact: true }).fill('clave123');
  await page.getByLabel('Repetir contraseña').fill('clave123');
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The message sits next to the field, and the signup does not go on.
  const birthDate = page.getByLabel('Fecha de nacimiento');
  await expect(birthDate).toHaveAccessibleDescription(TOO_YOUNG);
  await expect(page.getByRole('heading', { name: 'Tus datos personales' })).toBeVisible();
  await expectAccessible(page);

  // 18 today: on to the next step.
  await birthDate.fill(montevideoDateOffset(18, 0));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: '¿Tenés un nutricionista?' })).toBeVisible();
  expect(errors).toEqual([]);
});
