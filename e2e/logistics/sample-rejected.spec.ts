import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, navigateInApp, signIn } from '../helpers';
import { waitForEmail } from '../mail';
import { consoleErrors, customerWithKitBought } from '../payments/buyer';

// Issue 22: operations mark a sample rejected by the lab; the customer gets a free kit, an e-mail,
// and schedules it again through the same wizard.

const PASSWORD = 'clave123';

async function openInApp(page: Page, path: string) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await navigateInApp(page, path);
}

test('[operaciones][kit] marca una muestra rechazada y el cliente recibe un kit nuevo sin costo', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customer = await customerWithKitBought(request, baseURL!, {
    tag: 'rejected',
    firstName: 'Ana',
    lastName: 'Prueba',
    password: PASSWORD,
  });
  // The customer books an office delivery (no day needed): the kit can move on.
  const office = await request.post('/v1/analyses/adddistribution', {
    headers: customer.headers,
    data: { type: 1, address: { street: 'x', doorNumber: 1, state: 0 } },
  });
  expect(office.ok()).toBe(true);
  const leg = await request.post('/v1/analyses/addkitdistribution', {
    headers: customer.headers,
    data: { distributionId: (await office.json()).id, typeDelivery: 1 },
  });
  expect(leg.ok()).toBe(true);

  const opsContext = await browser.newContext({ baseURL, locale: 'es-UY', timezoneId: 'America/Montevideo' });
  const ops = await opsContext.newPage();
  const opsErrors = consoleErrors(ops);
  await signIn(ops, 'ops@demo.uy', DEMO_PASSWORD);
  await openInApp(ops, '/ops');
  const row = ops
    .getByRole('table', { name: 'Kits y su próxima acción' })
    .getByRole('row', { name: new RegExp(customer.referenceId) });
  for (const next of ['Kit entregado', 'Muestra retirada', 'Test en laboratorio']) {
    await row.getByRole('button', { name: `Pasar a ${next}` }).click();
    await expect(row.getByText(next, { exact: true })).toBeVisible();
  }
  await row.getByRole('button', { name: 'Muestra rechazada' }).click();
  const dialog = ops.getByRole('dialog', { name: `Muestra rechazada por el laboratorio: ${customer.referenceId}` });
  await dialog.getByRole('button', { name: 'Marcar rechazada' }).click();
  await expect(dialog.getByText('Escribí el motivo del rechazo.')).toBeVisible();
  await expectAccessible(ops);
  await dialog.getByLabel(/Motivo del rechazo/).fill('Muestra insuficiente');
  await dialog.getByRole('button', { name: 'Marcar rechazada' }).click();
  await expect(
    ops.getByText(new RegExp(`^Muestra ${customer.referenceId} rechazada: el kit de reemplazo es NT-`)),
  ).toBeVisible();
  expect(opsErrors).toEqual([]);
  await opsContext.close();

  const mail = await waitForEmail(customer.email, 'Necesitamos una nueva muestra');
  expect(mail.text).toContain('Motivo: Muestra insuficiente');

  const errors = consoleErrors(page);
  await signIn(page, customer.email, PASSWORD);
  await openInApp(page, '/collections');
  await expect(page.getByText(/El laboratorio no pudo analizar la muestra de tu kit anterior/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tipo de envío' })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Seguimiento' }).getByText('Kit de reemplazo sin costo'),
  ).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
