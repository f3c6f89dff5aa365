import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn } from '../helpers';
import { waitForEmail } from '../mail';
import { customerWithKitBought } from './buyer';

const PASSWORD = 'devuelvo123';

/** Mis compras, opened by its address (a page the customer may see: decision 005, amended). */
async function openPurchases(page: Page) {
  await page.goto('/profile?tab=compras');
  await expect(page.getByRole('tab', { name: 'Mis compras' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: /^Kit NutriTest · / });
  await expect(card).toBeVisible({ timeout: 15_000 });
  return card;
}

test('[cliente][devolución] pide la devolución del kit, operaciones la aprueba y ve la nota de crédito', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customer = await customerWithKitBought(request, baseURL!, {
    tag: 'devolucion',
    password: PASSWORD,
    firstName: 'Julia',
    lastName: 'Castro',
  });
  await signIn(page, customer.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The customer sees what the terms give back before confirming: the price minus USD 50.
  let card = await openPurchases(page);
  await card.getByRole('button', { name: 'Solicitar devolución' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar devolución' });
  await expect(dialog.getByText('Te devolvemos USD 199')).toBeVisible();
  await expect(dialog.getByText('Se descuenta la penalidad de USD 50 prevista en los términos.')).toBeVisible();
  await dialog.getByLabel('Motivo (opcional)').fill('Prefiero hacerlo más adelante');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirmar devolución' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Recibimos tu pedido de devolución. Te avisamos por correo cuando lo revisemos.'),
  ).toBeVisible();
  await expect(card.getByText('Devolución solicitada')).toBeVisible();
  await waitForEmail(customer.email, 'Recibimos tu pedido de devolución');

  // Operations approve it from Pedidos.
  const opsContext = await browser.newContext({ baseURL, locale: 'es-UY', timezoneId: 'America/Montevideo' });
  const ops = await opsContext.newPage();
  await signIn(ops, 'ops@demo.uy', DEMO_PASSWORD);
  await expect(ops).toHaveURL(/\/dashboard$/);
  await ops.goto('/ops');
  await ops.getByRole('tab', { name: 'Pedidos' }).click();
  const requestItem = ops
    .getByRole('list', { name: 'Devoluciones' })
    .getByRole('listitem')
    .filter({ hasText: customer.email });
  await expect(requestItem).toBeVisible({ timeout: 15_000 });
  await expect(requestItem.getByText('Motivo del comprador: «Prefiero hacerlo más adelante»')).toBeVisible();
  await requestItem.getByRole('button', { name: /^Aprobar la devolución de / }).click();
  const approve = ops.getByRole('dialog', { name: 'Aprobar la devolución' });
  await expect(approve.getByText(/Se devuelven USD 199 por la pasarela de pago/)).toBeVisible();
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await expect(
    ops.getByText('Aprobamos la devolución: el reembolso y la nota de crédito quedan en camino.'),
  ).toBeVisible();
  await expectAccessible(ops);
  await opsContext.close();
  await waitForEmail(customer.email, 'Aprobamos tu devolución');

  // The customer: refunded, and the credit note once the job issued it (each opening nudges it). The
  // page does not poll: each try opens it again, soon after the last (issue 42: it took 3 s a try).
  await expect(async () => {
    card = await openPurchases(page);
    // The status chip (the refunded amount line says it too).
    await expect(card.getByText('Reembolsado', { exact: true }).first()).toBeVisible({ timeout: 1_000 });
    await expect(card.getByText(/^Nota de crédito de e-Ticket A-\d{7} · Emitido$/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [500, 1_000] });
  await expect(card.getByText('Devolución aprobada')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Solicitar devolución' })).toHaveCount(0);
  await waitForEmail(customer.email, 'Tu comprobante Nota de crédito de e-Ticket A-', { timeout: 60_000 });
});
