import { expect, test } from '@playwright/test';
import { expectAccessible } from '../helpers';
import { waitForEmail } from '../mail';

test('[visitante][consulta] elige Consulta Inicial, un turno, completa sus datos, paga en la pasarela de prueba y ve Pago completado; el turno ya no está para el siguiente', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto('/consulta-nutricional');
  await expect(page.getByRole('heading', { level: 1, name: 'Consulta nutricional' })).toBeVisible();
  const offers = page.getByRole('group', { name: 'Tipo de consulta' });
  await expect(offers.getByRole('button', { name: 'Consulta Inicial' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('$U 2.000').first()).toBeVisible();

  // The first day with slots and its first time.
  const day = page
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: /^\d{2}:\d{2}$/ }) })
    .first();
  await expect(day).toBeVisible({ timeout: 15_000 });
  const dayName = (await day.locator('p, span, h3, h4').first().textContent())?.trim() ?? '';
  const slot = day.getByRole('button', { name: /^\d{2}:\d{2}$/ }).first();
  const time = (await slot.textContent())?.trim() ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Contratar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ingresá tus datos' });
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Por favor completá todos los campos')).toBeVisible();
  const email = `consulta.${Date.now()}@e2e.uy`;
  await dialog.getByLabel('Nombre').fill('Rocío');
  await dialog.getByLabel('Apellido').fill('Acosta');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Teléfono').fill('099123456');
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Pagar (aprobado)' }).click();
  await expect(page).toHaveURL(/\/consulta-nutricional\?.*status=approved/);
  await expect(page.getByRole('heading', { name: 'Pago completado' })).toBeVisible();
  await expect(page.getByText('Estado: Aprobado')).toBeVisible();
  await expect(page.getByText(/Número de pago: \d+/)).toBeVisible();
  await waitForEmail(email, 'Tu consulta nutricional');

  // The next visitor does not see that time on that day.
  const context = await browser.newContext({ locale: 'es-UY', timezoneId: 'America/Montevideo' });
  const next = await context.newPage();
  await next.goto('/consulta-nutricional');
  expect(dayName).toMatch(/\d{2}\/\d{2}/);
  const sameDay = next.getByRole('group', { name: dayName, exact: true });
  // Once the times have loaded, that day (if it still has other times: the other browser project
  // books in parallel, and late in the day few remain) no longer offers the one just booked.
  const anyDay = next.getByRole('group').filter({ has: next.getByRole('button', { name: /^\d{2}:\d{2}$/ }) });
  await expect(anyDay.first()).toBeVisible({ timeout: 15_000 });
  await expect(sameDay.getByRole('button', { name: time, exact: true })).toHaveCount(0);
  await context.close();
});
