import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible, fillOwnBodyData, signIn } from '../helpers';
import { linkIn, waitForEmail } from '../mail';
import { consoleErrors } from '../payments/buyer';
import { sendInvitation } from './invite';

// Issue 22 item 7: an invited patient landed on 'Cargando medios de pago' with no welcome, and their
// nutritionist did not see them until they bought a kit, although the invite dialog says they appear.

const PASSWORD = 'invitada123';

/** The invitee buys their kit through the API (the sandbox's approved card). */
async function buyKit(request: APIRequestContext, baseURL: string, email: string) {
  const auth = await request.post('/v1/account/authenticate', { data: { email, password: PASSWORD } });
  expect(auth.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await auth.json()) as { jwtToken: string }).jwtToken}` };
  const origin = new URL(baseURL).origin;
  const opened = await request.post('/v1/instruments', {
    headers: { ...headers, Origin: origin },
    data: { redirectOrigin: origin },
  });
  expect(opened.ok()).toBe(true);
  const session = new URL(await opened.text(), origin).searchParams.get('session');
  const card = await request.post('/sandbox/card', {
    data: { session, number: '4509953566233704', holderName: 'Sofía Suárez', expiry: '12/39', cvv: '123' },
  });
  expect(card.status()).toBe(201);
  const { instrument } = (await card.json()) as { instrument: { instrumentToken: string } };
  const bought = await request.post('/v1/analyses', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { analysisAmount: 1, instrumentToken: instrument.instrumentToken, installments: 1 },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
}

test('[nutricionista][pacientes] la invitada ve la bienvenida y la nutricionista la ve registrada, luego con kit', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await signIn(page, 'nutri@demo.uy');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pacientes' })).toBeVisible();
  const email = `sofia.${Date.now()}@e2e.uy`;
  await sendInvitation(page, 'Cargar paciente', 'Sofía', email, 'Suárez');
  const invitations = page.getByRole('list', { name: 'Invitaciones enviadas' });
  const row = invitations.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Pendiente')).toBeVisible();

  // The invitee opens the e-mailed link on her phone, completes her data and is welcomed.
  const mail = await waitForEmail(email, 'te invitó a NutriTest');
  const context = await browser.newContext({
    locale: 'es-UY',
    timezoneId: 'America/Montevideo',
    viewport: { width: 390, height: 844 },
  });
  const invitee = await context.newPage();
  const inviteeErrors = consoleErrors(invitee);
  await invitee.goto(linkIn(mail, '/createUser?'));
  await fillOwnBodyData(invitee, { birthDate: '1990-09-03', sex: 'Femenino', height: '162', weight: '60' });
  await invitee.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await invitee.getByLabel('Repetir contraseña').fill(PASSWORD);
  await invitee.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await invitee.getByRole('button', { name: 'Confirmar datos' }).click();
  await expect(invitee).toHaveURL(/\/loadingPayment$/);
  const welcome = invitee.getByRole('region', { name: '¡Te damos la bienvenida, Sofía!' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText('Lucía Fernández', { exact: true })).toBeVisible();
  await expect(welcome.getByText(/te invitó a NutriTest/)).toBeVisible();
  const steps = welcome.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.first()).toContainText('Comprá tu kit');
  await expect(steps.last()).toContainText('Lucía Fernández los ve para acompañarte');
  // What comes next is right below: the price and the coupon, before any card.
  await expect(invitee.getByTestId('final-price')).toHaveText('USD 249');
  await expect(invitee.getByLabel('Cupón de descuento')).toBeVisible();
  await expect(invitee.getByText('Cargando medios de pago')).toHaveCount(0);
  await expectAccessible(invitee);
  expect(inviteeErrors).toEqual([]);
  await context.close();

  // The nutritionist sees her registered, without a kit yet.
  await page.reload();
  await expect(row.getByText('Aceptada')).toBeVisible();
  await expect(row.getByText('Con cuenta, sin kit')).toBeVisible();
  await expect(row.getByText(/Va a aparecer en Pacientes cuando compre su kit/)).toBeVisible();
  await expectAccessible(page);

  // Once she buys the kit: kit bought, and listed among the patients.
  await buyKit(request, baseURL!, email);
  await page.reload();
  await expect(row.getByText('Kit comprado')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pacientes' }).getByText('Sofía Suárez')).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
