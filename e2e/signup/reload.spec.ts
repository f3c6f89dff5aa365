import { expect, test } from '@playwright/test';

/**
 * Issue 41, item 12: a reload of a signup page kept nothing of what was typed. Now the tab keeps it
 * (sessionStorage) — never the passwords — and the page says so.
 */
const RESTORED = 'Recuperamos lo que habías escrito. Por seguridad no guardamos la contraseña: escribila de nuevo.';

for (const [device, viewport] of [
  ['escritorio', { width: 1280, height: 800 }],
  ['teléfono', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });

    test(`[visitante][registro][${device}] recargar la página no borra lo escrito, salvo la contraseña`, async ({
      page,
    }) => {
      await page.goto('/signup?user=1');
      await page.getByLabel('Nombre', { exact: true }).fill('Camila');
      await page.getByLabel('Apellido', { exact: true }).fill('Núñez');
      await page.getByLabel('Correo electrónico').fill('camila.recarga@e2e.uy');
      await page.getByLabel('Fecha de nacimiento').fill('1991-03-21');
      await page.getByRole('combobox', { name: 'Sexo biológico' }).click();
      await page.getByRole('option', { name: 'Femenino' }).click();
      await page.getByLabel('Estatura (cm)').fill('165');
      await page.getByLabel('Peso (kg)').fill('62');
      await page.getByLabel('Contraseña', { exact: true }).fill('clave123');
      await page.getByLabel('Repetir contraseña').fill('clave123');

      await page.reload();
      await expect(page.getByText(RESTORED)).toBeVisible();
      await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Camila');
      await expect(page.getByLabel('Apellido', { exact: true })).toHaveValue('Núñez');
      await expect(page.getByLabel('Correo electrónico')).toHaveValue('camila.recarga@e2e.uy');
      await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('1991-03-21');
      await expect(page.getByRole('combobox', { name: 'Sexo biológico' })).toHaveText('Femenino');
      await expect(page.getByLabel('Estatura (cm)')).toHaveValue('165');
      await expect(page.getByLabel('Peso (kg)')).toHaveValue('62');
      await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('Repetir contraseña')).toHaveValue('');
      const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
      expect(stored).not.toContain('clave123');

      // On with the password typed again.
      await page.getByLabel('Contraseña', { exact: true }).fill('clave123');
      await page.getByLabel('Repetir contraseña').fill('clave123');
      await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('heading', { name: '¿Tenés un nutricionista?' })).toBeVisible();
    });
  });
}
