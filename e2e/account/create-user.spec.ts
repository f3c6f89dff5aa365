import { expect, test } from '@playwright/test';
import { expectAccessible, navigateInApp, signIn } from '../helpers';

test('[cliente][datos] completa sus datos en /createUser y los guarda', async ({ page, request }) => {
  const email = `datos.${Date.now()}@e2e.uy`;
  const created = await request.post('/v1/account', {
    data: {
      account: {
        role: 'Customer',
        email,
        profile: {
          firstName: 'Elena',
          lastName: 'Núñez',
          birthDate: '1995-11-20',
          gender: 1,
          height: 160,
          weight: 55,
          mobile: null,
          pathologies: [],
          familyHistories: [],
        },
      },
      password: 'datos1234',
      // The terms box of the signup form and the version of its consent text (issue 11).
      acceptTerms: true,
      termsVersion: '2026-11',
    },
  });
  expect(created.status()).toBe(201);
  await signIn(page, email, 'datos1234');
  await expect(page).toHaveURL(/\/loadingPayment$/);

  // No screen links here yet (the kit flow and invitations do, in later issues): navigate inside
  // the app as a link would, since a full load goes through the routing rule.
  await navigateInApp(page, '/createUser');
  await expect(page.getByRole('heading', { level: 1, name: 'Cargar datos del paciente/empleado' })).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveValue('Elena');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expectAccessible(page);

  await page.getByLabel('Peso (kg)').fill('10');
  await expect(page.getByText('El peso debe ser al menos 20 kg')).toBeVisible();
  await page.getByLabel('Peso (kg)').fill('57');
  await page.getByLabel('Celular').fill('098765432');
  await page.getByRole('checkbox', { name: 'Fumador' }).check();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cuenta editada correctamente')).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const account = await request.get('/v1/account', { headers: { Authorization: `Bearer ${token}` } });
  const saved = await account.json();
  expect(saved.profile).toMatchObject({ weight: 57, mobile: '098765432' });
  expect(saved.profile.pathologies.map((p: { name: string }) => p.name)).toEqual(['Fumador']);

  await page.getByRole('button', { name: 'Confirmar datos' }).click();
  await expect(page).toHaveURL(/\/loadingPayment$/);
});
