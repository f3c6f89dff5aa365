import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';
import { linkIn, waitForEmail } from '../mail';
import { registerCustomer as registerBuyer } from './buyer';

const PASSWORD = 'pago1234';
const cards = {
  approved: '4509 9535 6623 3704',
  declined: '4000 0000 0000 0002',
};

const registerCustomer = (request: APIRequestContext, tag: string) =>
  registerBuyer(request, tag, { password: PASSWORD, firstName: 'Camila', lastName: 'Núñez' });

/** Opens the activation link of the e-mail, as the customer would: coupons need a confirmed e-mail (issue 17). */
async function confirmEmail(request: APIRequestContext, email: string) {
  const mail = await waitForEmail(email, 'Confirmá tu correo');
  const query = new URL(linkIn(mail, '/verified'), 'http://x').search;
  const confirmed = await request.get(`/v1/account/confirmation${query}`);
  expect(confirmed.status()).toBe(200);
}

/** Fills the sandbox card page shown in the frame and saves the card. */
async function addCardInFrame(page: Page, number: string) {
  const frame = page.frameLocator('iframe[title="Agregar tarjeta"]');
  await frame.getByLabel('Número de tarjeta').fill(number);
  await frame.getByLabel('Nombre del titular').fill('Camila Núñez');
  await frame.getByLabel('Vencimiento').fill('12/39');
  await frame.getByLabel('Código de seguridad').fill('123');
  await frame.getByRole('button', { name: 'Guardar tarjeta' }).click();
}

async function payOnCheckout(page: Page) {
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pago' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
}

async function expectSuccessThenDashboard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado con éxito' })).toBeVisible();
  await expect(page.getByText(/^F-\d{4}-\d{6}$/)).toBeVisible();
  await page.getByRole('link', { name: 'Comenzar' }).click();
  await expect(page).toHaveURL(/\/dashboard\?payment=success$/);
  await expect(page.getByText('Pago realizado con éxito. Ahora elegí cómo y cuándo recibir tu kit.')).toBeVisible();
}

test('[cliente][pago] agrega la tarjeta aprobada, aplica BIENVENIDA10 y paga en 3 cuotas', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await registerCustomer(request, 'pago');
  await confirmEmail(request, email);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/loadingPayment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comprá tu Kit NutriTest' })).toBeVisible();

  // No card yet: the sandbox card page in the frame, then straight to /payment.
  await expect(page.locator('iframe[title="Agregar tarjeta"]')).toBeVisible({ timeout: 15_000 });
  await addCardInFrame(page, cards.approved);
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu compra' })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Resumen de tu compra' });
  await expect(summary.locator('s', { hasText: 'USD 299' })).toBeVisible();
  await expect(page.getByTestId('final-price')).toHaveText('USD 249');
  const coupon = page.getByLabel('Cupón de descuento');
  await coupon.pressSequentially('bienvenida10');
  await expect(coupon).toHaveValue('BIENVENIDA10');
  await page.getByRole('button', { name: 'Aplicar cupón' }).click();
  await expect(page.getByText('Cupón BIENVENIDA10 aplicado: USD 24,90 de descuento.')).toBeVisible();
  await expect(page.getByTestId('final-price')).toHaveText('USD 224,10');
  await expect(page.getByText('•••• 3704')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continuar' }).click();

  // Checkout: 3 instalments of USD 74,70, the holder's name, the card.
  await expect(page).toHaveURL(/\/checkout$/);
  const instalments = page.getByRole('combobox', { name: 'Cuotas' });
  await expect(instalments.locator('option')).toHaveText([
    '1 cuota de USD 224,10',
    '2 cuotas de USD 112,05',
    '3 cuotas de USD 74,70',
    '4 cuotas de USD 56,03',
    '5 cuotas de USD 44,82',
    '6 cuotas de USD 37,35',
  ]);
  await instalments.selectOption({ label: '3 cuotas de USD 74,70' });
  await expect(page.getByLabel('Nombre')).toHaveValue('Camila Núñez');
  await expect(page.getByLabel('Nombre')).toBeDisabled();
  await expect(page.getByRole('radio', { name: /3704/ })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expectAccessible(page);
  await payOnCheckout(page);

  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText(/USD 224,10 en 3 cuotas de USD 74,70 · Visa •••• 3704/)).toBeVisible();
  await expectAccessible(page);
  await expectSuccessThenDashboard(page);
});

test('[cliente][pago] la tarjeta rechazada muestra el error y Reintentar pago con la aprobada funciona', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await registerCustomer(request, 'rechazo');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/loadingPayment$/);
  await expect(page.locator('iframe[title="Agregar tarjeta"]')).toBeVisible({ timeout: 15_000 });
  await addCardInFrame(page, cards.declined);
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText('•••• 0002')).toBeVisible();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await page.getByRole('combobox', { name: 'Cuotas' }).selectOption({ label: '6 cuotas de USD 41,50' });
  await payOnCheckout(page);

  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Error al realizar el pago' })).toBeVisible();
  await expect(
    page.getByText(
      'La tarjeta o el banco no aprobaron el pago: probá con otra tarjeta o consultá con tu banco. Si no funciona, comunicate con nosotros.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Reintentar pago' }).click();

  await expect(page).toHaveURL(/\/payrenewed$/);
  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  await expect(page.locator('iframe[title="Agregar tarjeta"]')).toBeVisible();
  await addCardInFrame(page, cards.approved);

  // Back on /checkout with the new card chosen and the instalments kept.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /3704/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Cuotas' })).toHaveValue('6');
  await payOnCheckout(page);
  await expect(page.getByText(/USD 249 en 6 cuotas de USD 41,50 · Visa •••• 3704/)).toBeVisible();
  await expectSuccessThenDashboard(page);
});
