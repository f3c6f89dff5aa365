import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';

/** /profile is reached from the header menu: a direct load goes through the routing rule to /dashboard. */
async function openProfile(page: Page, firstName: string) {
  await page.getByRole('button', { name: firstName }).click();
  await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
}

test('[cliente][perfil] edita Mis datos y ve "Cuenta editada correctamente"', async ({ page }) => {
  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/home$/);
  await openProfile(page, 'María');
  await expect(page.getByRole('tab', { name: 'Mis datos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Formulario ADN' })).toBeVisible();
  await expectAccessible(page);

  const personal = page.getByRole('form', { name: 'Datos personales' });
  const mobile = personal.getByLabel('Celular');
  const original = await mobile.inputValue();
  const changed = original === '091234567' ? '092345678' : '091234567';

  await mobile.fill('12ab');
  await expect(
    page.getByText(
      'Ingresá un teléfono de Uruguay: un celular de 9 dígitos que empiece con 09 (099 123 456) o un fijo de 8 dígitos que empiece con 2 o 4.',
    ),
  ).toBeVisible();
  await mobile.fill(changed);
  await personal.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cuenta editada correctamente')).toBeVisible();

  // Saved on the server: the profile opened again shows the new number.
  await page.getByRole('link', { name: 'NutriTest, inicio' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await openProfile(page, 'María');
  await expect(personal.getByLabel('Celular')).toHaveValue(changed);

  // Leave the demo data as it was.
  await personal.getByLabel('Celular').fill(original);
  await personal.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cuenta editada correctamente')).toBeVisible();
});

test('[cliente][perfil] el Formulario ADN muestra los datos y las listas de salud', async ({ page }) => {
  await signIn(page, 'cliente@demo.uy');
  await openProfile(page, 'María');
  await page.getByRole('tab', { name: 'Formulario ADN' }).click();
  await expect(page.getByLabel('Estatura (cm)')).toBeVisible();
  // 14 pathologies (the two diagnoses of issue 37 included); pregnancy and lactation are one question.
  await expect(page.getByRole('group', { name: 'Patologías' }).getByRole('checkbox')).toHaveCount(14);
  await expect(
    page
      .getByRole('group', { name: 'Patologías' })
      .getByRole('checkbox', { name: 'Enfermedad celíaca diagnosticada por un médico' }),
  ).not.toBeChecked();
  await expect(
    page
      .getByRole('radiogroup', { name: '¿Estás embarazada o en período de lactancia?' })
      .getByRole('radio', { name: 'No' }),
  ).toBeChecked();
  await expect(page.getByRole('group', { name: 'Antecedentes familiares' }).getByRole('checkbox')).toHaveCount(9);
  await page.getByLabel('Estatura (cm)').fill('40');
  await expect(page.getByText('La estatura debe ser al menos 50 cm')).toBeVisible();
  await expectAccessible(page);
});

test('[nutricionista][perfil] ve su código y los Datos de cobro', async ({ page }) => {
  await signIn(page, 'nutri@demo.uy');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProfile(page, 'Lucía');
  await expect(page.getByText('Tu código público')).toBeVisible();
  await expect(page.getByRole('main').getByText('NUTRI1', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Datos de cobro' }).click();
  await expect(page.getByRole('heading', { name: 'Datos de cobro' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cuenta bancaria' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Red de cobranza (Abitab)' })).toBeVisible();
  await expectAccessible(page);
});

test('[empresa][perfil] ve sus datos y los cupos restantes', async ({ page }) => {
  await signIn(page, 'empresa@demo.uy');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProfile(page, 'Café del Puerto');
  const rut = page.getByLabel('RUT');
  await expect(rut).not.toHaveValue('');
  // "123" is no RUT (issue 41 item 3): said next to the field, and the save is refused.
  const saved = await rut.inputValue();
  await rut.fill('123');
  const details = page.getByRole('form', { name: 'Datos de la empresa' });
  await details.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(rut).toHaveAccessibleDescription('El RUT tiene 12 dígitos (podés escribirlo con puntos o guiones).');
  await expect(page.getByText('Cuenta editada correctamente')).toHaveCount(0);
  await rut.fill(saved);
  await page.getByRole('tab', { name: 'Cupos' }).click();
  await expect(page.getByText(/^Cupos restantes: \d+$/)).toBeVisible();
  await page.getByLabel('Cantidad de cupos').fill('5');
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/checkout\?amount=5$/);
  expect(await page.evaluate(() => localStorage.getItem('amount'))).toBe('5');
});

test('[cliente][perfil] cambia la contraseña, sigue con sesión y asocia a su nutricionista', async ({
  page,
  request,
}) => {
  const email = `perfil.${Date.now()}@e2e.uy`;
  const created = await request.post('/v1/account', {
    data: {
      account: {
        role: 'Customer',
        email,
        profile: {
          firstName: 'Bruno',
          lastName: 'Acosta',
          birthDate: '1988-07-02',
          gender: 0,
          height: 178,
          weight: 80,
          mobile: null,
          pathologies: [],
          familyHistories: [],
        },
      },
      password: 'inicial123',
      // The terms box of the signup form and the version of its consent text (issue 11).
      acceptTerms: true,
      termsVersion: '2026-11',
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page, email, 'inicial123');
  await expect(page).toHaveURL(/\/loadingPayment$/);
  await openProfile(page, 'Bruno');

  const passwordForm = page.getByRole('form', { name: 'Cambiar contraseña' });
  await passwordForm.getByLabel('Contraseña actual').fill('equivocada1');
  await passwordForm.getByLabel('Contraseña nueva', { exact: true }).fill('cambiada456');
  await passwordForm.getByLabel('Repetir contraseña nueva').fill('cambiada456');
  await passwordForm.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(passwordForm.getByText('La contraseña actual no es correcta.')).toBeVisible();

  await passwordForm.getByLabel('Contraseña actual').fill('inicial123');
  await passwordForm.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Tu contraseña se cambió correctamente.')).toBeVisible();

  // The session goes on with the new token: the next authenticated calls work.
  const nutritionist = page.getByRole('region', { name: 'Mi nutricionista' });
  await nutritionist.getByLabel('Código de nutricionista').fill('nopeXX');
  await nutritionist.getByRole('button', { name: 'Asociar' }).click();
  await expect(nutritionist.getByText('No hemos encontrado un nutricionista con ese codigo')).toBeVisible();
  await nutritionist.getByLabel('Código de nutricionista').fill('nutri1');
  await nutritionist.getByRole('button', { name: 'Asociar' }).click();
  await expect(nutritionist.getByText(/^Tu nutricionista es Lucía /)).toBeVisible();
  await expect(page.getByText('Cuenta editada correctamente')).toBeVisible();
  await nutritionist.getByRole('button', { name: 'Quitar' }).click();
  await expect(nutritionist.getByLabel('Código de nutricionista')).toBeVisible();

  await page.getByRole('button', { name: 'Bruno' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, email, 'cambiada456', { viaForm: true });
  await expect(page).toHaveURL(/\/loadingPayment$/);
});
