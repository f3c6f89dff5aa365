import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';
import { linkIn, waitForEmail } from '../mail';

test('[cliente][contraseña] restablece la contraseña por correo e ingresa con la temporal', async ({
  page,
  request,
}) => {
  const email = `reset.${Date.now()}@e2e.uy`;
  const created = await request.post('/v1/account', {
    data: {
      account: {
        role: 'Customer',
        email,
        profile: {
          firstName: 'Carla',
          lastName: 'Pereira',
          birthDate: '1992-03-15',
          gender: 1,
          height: 168,
          weight: 64,
          mobile: '099111222',
          pathologies: [],
          familyHistories: [],
        },
      },
      password: 'original123',
      // The terms box of the signup form and the version of its consent text (issue 11).
      acceptTerms: true,
      termsVersion: '2026-11',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/resetPassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Restablecer' }).click();
  await expect(page.getByText('La contraseña se reseteó correctamente.')).toBeVisible();
  await expect(page.getByText(/correo no deseado \(spam\)/)).toBeVisible();

  const resetMail = await waitForEmail(email, 'Restablecé tu contraseña');
  await page.goto(linkIn(resetMail, '/changePassword'));
  await expect(page.getByText('La contraseña se reestableció correctamente.')).toBeVisible();
  await expect(page.getByText(/contraseña temporal/)).toBeVisible();

  const temporaryMail = await waitForEmail(email, 'Tu contraseña temporal');
  const temporaryPassword = temporaryMail.text.match(/Tu contraseña temporal es: ([A-Za-z0-9]+)/)?.[1];
  expect(temporaryPassword, 'temporary password in the e-mail').toBeTruthy();

  await page.getByRole('link', { name: 'Ir a login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, temporaryPassword!, { viaForm: true });
  await expect(page).toHaveURL(/\/loadingPayment$/);
});

test('[visitante][contraseña] un enlace de restablecimiento usado o inválido muestra el error', async ({ page }) => {
  await page.goto('/changePassword?data=00000000-0000-4000-8000-000000000000.invalido');
  await expect(page.getByText('No se pudo reestablecer la contraseña.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/resetPassword');
});
