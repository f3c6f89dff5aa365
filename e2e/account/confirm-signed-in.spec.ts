import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';
import { linkIn, waitForEmail } from '../mail';
import { registerCustomer } from '../payments/buyer';

const PASSWORD = 'confirmo123';

test('[cliente][correo] confirma su correo con la sesión abierta en el mismo navegador', async ({ page, request }) => {
  const email = await registerCustomer(request, 'confirma', {
    password: PASSWORD,
    firstName: 'Sofía',
    lastName: 'Rey',
  });
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/loadingPayment$/);

  // The activation link, opened in the browser that is signed in (signup signs people in).
  const mail = await waitForEmail(email, 'Confirmá tu correo');
  await page.goto(linkIn(mail, '/verified'));
  await expect(page.getByRole('heading', { name: '¡Tu correo fue verificado!' })).toBeVisible();
  await expect(page.getByText(`Confirmamos ${email}: tu cuenta está activa.`)).toBeVisible();
  await expect(page).toHaveURL(/\/verified\?/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/loadingPayment$/);

  // The account says so now (the server, not the page).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const account = await request.get('/v1/account', { headers: { Authorization: `Bearer ${token}` } });
  expect((await account.json()).emailConfirmed).toBe(true);
});
