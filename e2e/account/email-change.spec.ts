import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';
import { linkIn, waitForEmail } from '../mail';
import { consoleErrors, registerCustomer } from '../payments/buyer';

const PASSWORD = 'cambio123';

test('[cliente][correo] cambia su correo: enlace al nuevo, aviso al anterior, ingresa con el nuevo', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  const oldEmail = await registerCustomer(request, 'cambia', {
    password: PASSWORD,
    firstName: 'Elena',
    lastName: 'Ruiz',
  });
  const newEmail = `nuevo.${Date.now()}@e2e.uy`;
  await signIn(page, oldEmail, PASSWORD);
  await expect(page).toHaveURL(/\/loadingPayment$/);

  // Mis datos → Correo electrónico: the new address and the current password.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await page.getByRole('button', { name: 'Cambiar correo' }).click();
  const form = page.getByRole('form', { name: 'Cambiar correo electrónico' });
  await form.getByLabel('Correo nuevo').fill(newEmail);
  await form.getByLabel('Contraseña actual').fill(PASSWORD);
  await form.getByRole('button', { name: 'Enviar enlace al correo nuevo' }).click();
  const pending = page.getByText(`Te enviamos un enlace a ${newEmail}.`);
  await expect(pending).toBeVisible();
  await expectAccessible(page);

  // The old address is told (with how to get help); the profile keeps saying where the link went.
  const notice = await waitForEmail(oldEmail, 'Pediste cambiar el correo de tu cuenta de NutriTest');
  expect(notice.text).toContain(newEmail);
  expect(notice.text).toContain('Si no fuiste vos');
  await page.reload();
  await expect(pending).toBeVisible();

  // The link from the new address, opened in this (signed-in) browser.
  const mail = await waitForEmail(newEmail, 'Confirmá tu nuevo correo de NutriTest');
  await page.goto(linkIn(mail, '/verified?change='));
  await expect(page.getByRole('heading', { level: 1, name: '¡Cambiaste tu correo!' })).toBeVisible();
  await expect(page.getByText(`Listo: tu correo ahora es ${newEmail}.`)).toBeVisible();
  await expectAccessible(page);
  // Every session ended: this browser's too.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await waitForEmail(oldEmail, 'El correo de tu cuenta de NutriTest cambió');

  // The old address no longer signs in; the new one does.
  const old = await request.post('/v1/account/authenticate', { data: { email: oldEmail, password: PASSWORD } });
  expect(old.status()).toBe(401);
  await page.getByRole('link', { name: 'Ir a ingresar' }).click();
  await signIn(page, newEmail, PASSWORD, { viaForm: true });
  await expect(page).toHaveURL(/\/loadingPayment$/);
  await page.goto('/profile');
  await expect(page.getByText(`Ingresás con ${newEmail}.`)).toBeVisible();
  expect(errors).toEqual([]);
});
