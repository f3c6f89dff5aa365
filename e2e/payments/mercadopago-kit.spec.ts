import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';
import { mpBaseURL } from '../playwright.config';
import { consoleErrors, registerCustomer as registerBuyer } from './buyer';

/**
 * The kit bought on MercadoPago's card API (the app on `mpBaseURL` is configured with MP_* pointing
 * at the local fake of its REST API and of MercadoPago.js: a Uruguayan account, which charges pesos):
 * the card is added in the Card Payment Brick inside our frame page, the kit's dollar price is shown
 * in pesos at the day's rate before paying (the configured 40,5 here), the instalments are the
 * provider's, and the security code is asked again in the frame before the charge. No console error:
 * the frames' CSP lets MercadoPago's scripts run.
 */
test.use({ baseURL: mpBaseURL });

const PASSWORD = 'pagomp1234';

const registerCustomer = (page: Page) =>
  registerBuyer(page.request, 'mp', { password: PASSWORD, firstName: 'Lucía', lastName: 'Ferreira' });

/** Adds the card in the Brick inside our frame page, as on /loadingPayment after signing in. */
async function addCardInBrick(page: Page, holder: string, number = '4509 9535 6623 3704') {
  const add = page.frameLocator('iframe[title="Agregar tarjeta"]');
  await expect(add.getByRole('heading', { name: 'Agregá tu tarjeta' })).toBeVisible({ timeout: 20_000 });
  await add.getByLabel('Número de tarjeta').fill(number);
  await add.getByLabel('Nombre del titular como aparece en la tarjeta').fill(holder);
  await add.getByLabel('Vencimiento').fill('11/30');
  await add.getByLabel('Código de seguridad').fill('123');
  await add.getByRole('button', { name: 'Pagar' }).click();
}

/** The saved card's security code, typed again in the provider's field inside our frame. */
async function confirmSecurityCode(page: Page) {
  const code = page.frameLocator('iframe[title="Código de seguridad de la tarjeta"]');
  await expect(code.getByRole('heading', { name: 'Confirmá tu tarjeta' })).toBeVisible({ timeout: 20_000 });
  await code.getByLabel('Código de seguridad').fill('123');
  await code.getByRole('button', { name: 'Continuar' }).click();
}

test('[cliente][pago][mercadopago] agrega la tarjeta en el Brick, paga en 3 cuotas y confirma el código', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const email = await registerCustomer(page);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/loadingPayment$/);

  // The card frame is our page with MercadoPago's Brick in it.
  await addCardInBrick(page, 'APRO');

  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText('•••• 3704')).toBeVisible();
  await page.getByRole('link', { name: 'Continuar' }).click();

  // What the card is charged in pesos, said before paying; the provider's plans for it.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('charged-in-pesos')).toContainText('Se cobra en pesos uruguayos');
  await expect(page.getByTestId('charged-in-pesos')).toContainText('$U 10.084,50');
  await expect(page.getByTestId('charged-in-pesos')).toContainText('40,500 pesos por dólar');
  const instalments = page.getByRole('combobox', { name: 'Cuotas' });
  await expect(instalments.locator('option')).toHaveText([
    '1 cuota de $U 10.084,50',
    '3 cuotas de $U 3.361,50',
    '6 cuotas de $U 1.848,83 (total $U 11.092,95)',
  ]);
  await instalments.selectOption({ label: '3 cuotas de $U 3.361,50' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pagar' }).click();

  // The security code again, in the provider's field inside our frame.
  await confirmSecurityCode(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado con éxito' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/\$U 10\.084,50 en 3 cuotas de \$U 3\.361,50 · Visa •••• 3704/)).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('[cliente][pago][mercadopago] el banco pide confirmar (3-D Secure) y el pago se acredita', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const email = await registerCustomer(page);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/loadingPayment$/);
  // CHAL: the local fake's card whose bank asks for a 3-D Secure challenge.
  await addCardInBrick(page, 'CHAL');
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await confirmSecurityCode(page);

  // The bank's page, inside our frame page, inside the checkout.
  await expect(page.getByText('Tu banco pide confirmar el pago: seguí sus pasos en el recuadro.')).toBeVisible({
    timeout: 20_000,
  });
  const ours = page.frameLocator('iframe[title="Confirmación de tu banco"]');
  await expect(ours.getByRole('heading', { name: 'Confirmá el pago con tu banco' })).toBeVisible();
  await expect(ours.getByText('Tenés 15 minutos')).toBeVisible();
  // MercadoPago asks for a challenge box of at least 600×500.
  const box = await ours.locator('iframe[title="Verificación de tu banco"]').boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(600);
  expect(box!.height).toBeGreaterThanOrEqual(500);
  const bank = ours.frameLocator('iframe[title="Verificación de tu banco"]');
  await bank.getByLabel('Código').fill('123456');
  // The bank's page ends on a page of another origin, which says COMPLETE to our frame.
  await bank.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado con éxito' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/\$U 10\.084,50 · Visa •••• 3704/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('[cliente][pago][mercadopago] la tarjeta rechazada muestra el error y Reintentar pago con otra funciona', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = await registerCustomer(page);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/loadingPayment$/);
  // OTHE: MercadoPago's test name for a card the issuer rejects.
  await addCardInBrick(page, 'OTHE');
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await confirmSecurityCode(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Error al realizar el pago' })).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Reintentar pago' }).click();

  await expect(page).toHaveURL(/\/payrenewed$/);
  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  await addCardInBrick(page, 'APRO', '5031 7557 3453 0604');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /0604/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await confirmSecurityCode(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado con éxito' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/\$U 10\.084,50 · Mastercard •••• 0604/)).toBeVisible();
});
