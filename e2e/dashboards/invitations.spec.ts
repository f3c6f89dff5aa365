import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';
import { acceptInvitation, sendInvitation } from './invite';

test('[nutricionista][pacientes] filtra pacientes, invita a una paciente que se registra vinculada, y ve su balance', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'nutri@demo.uy');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pacientes' })).toBeVisible();
  const patients = page.getByRole('list', { name: 'Pacientes' });
  await expect(patients.getByText('María Pérez')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver resultados de María Pérez' })).toHaveAttribute(
    'href',
    /\/patientresult\?id=/,
  );
  await expectAccessible(page);
  // The chips start selected and toggle.
  const sent = page
    .getByRole('group', { name: 'Filtrar por estado' })
    .getByRole('button', { name: 'Resultado enviado' });
  await sent.click();
  await expect(patients.getByText('María Pérez')).toBeHidden();
  await sent.click();
  await expect(patients.getByText('María Pérez')).toBeVisible();

  const email = `rocio.${Date.now()}@e2e.uy`;
  await sendInvitation(page, 'Cargar paciente', 'Rocío', email);
  await expect(page.getByRole('list', { name: 'Invitaciones enviadas' }).getByText(email)).toBeVisible();

  const invited = await acceptInvitation(browser, email, 'Lucía Fernández');
  // A new customer without a kit: signed in, on to buying one.
  await expect(invited).toHaveURL(/\/(loadingPayment|dashboard)$/);
  await invited.context().close();

  await page.reload();
  await expect(page.getByRole('list', { name: 'Invitaciones enviadas' }).getByText('Aceptada')).toBeVisible();

  await page.getByRole('tab', { name: 'Mi balance' }).click();
  await expect(page.getByText('USD 49,80').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Liquidaciones mensuales' })).toBeVisible();
  await expect(page.getByText('Pendiente de pago').first()).toBeVisible();
  await page.getByRole('button', { name: 'Mes anterior' }).click();
  await expect(page.getByText('USD 99,60').first()).toBeVisible();
  await expectAccessible(page);
});

test('[operaciones][liquidaciones] marca como pagada la liquidación del mes pasado', async ({ page }) => {
  await signIn(page, 'ops@demo.uy');
  await page.getByRole('tab', { name: 'Liquidaciones' }).click();
  const pay = page.getByRole('button', { name: /^Marcar como pagada/ }).first();
  await expect(pay).toBeVisible();
  await expectAccessible(page);
  await pay.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(dialog.getByText('Ingresá la referencia de la transferencia.')).toBeVisible();
  await dialog.getByLabel('Referencia de la transferencia').fill('TRF-E2E-1');
  await dialog.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page.getByText('Liquidación marcada como pagada.')).toBeVisible();
});
