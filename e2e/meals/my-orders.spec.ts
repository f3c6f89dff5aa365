import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';
import { consoleErrors, registerCustomer } from '../payments/buyer';

// Issue 22, item 17: a signed-in buyer sees their meal orders with each delivery's state, and
// 'Repetir pedido' fills the cart with the same dishes for the next open week.
test('[cliente][platos] Mis pedidos muestra la próxima entrega con su estado y Repetir pedido llena el carrito con los mismos platos', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  const password = 'viandas123';
  const email = await registerCustomer(request, 'mispedidos', { password, firstName: 'Clara', lastName: 'Sosa' });
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/platos-semanales');
  const zone = page.getByRole('dialog', { name: '¿Dónde recibís tus platos?' });
  await zone.getByLabel('Localidad').selectOption('Pocitos');
  await zone.getByRole('button', { name: 'Confirmar' }).click();
  await expect(zone).toBeHidden();

  // Nothing ordered yet.
  await page.getByRole('link', { name: 'Mis pedidos' }).click();
  await expect(page.getByText('Todavía no hiciste pedidos de platos.')).toBeVisible();
  await page.getByRole('link', { name: 'Menú' }).click();

  // Two of one dish and one of another, in the week after next (always open), paid in the sandbox.
  const tabs = page.getByRole('tablist', { name: 'Semanas' }).getByRole('tab');
  await tabs.nth((await tabs.count()) - 1).click();
  const add = async (title: string, index: number) => {
    const card = page.getByRole('article', { name: title });
    const select = card.getByLabel('Día de entrega');
    const day = (await select.locator('option').allTextContents()).filter((o) => o !== 'Elegí un día')[index]!;
    await select.selectOption({ label: day });
    await card.getByRole('button', { name: 'Agregar' }).click();
    return day;
  };
  const chickenDay = await add('Pollo al horno con boniato', 0);
  await add('Pollo al horno con boniato', 0);
  await add('Tarta de zapallitos', 1);
  await page.getByRole('button', { name: 'Hacer el pedido' }).click();
  await page.getByLabel('Teléfono').fill('099765432');
  await page.getByLabel('Dirección').fill('Benito Blanco 900');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Pagar (aprobado)' }).click();
  await expect(page.getByText('¡Pedido confirmado!')).toBeVisible();

  // Mis pedidos: the order under 'Próximas entregas', each day scheduled.
  await page.goto('/platos-semanales?ver=mis-pedidos');
  const upcoming = page.getByRole('region', { name: 'Próximas entregas' });
  const order = upcoming.getByRole('article');
  await expect(order).toHaveCount(1);
  await expect(order.getByText('3 platos')).toBeVisible();
  await expect(order.getByText(chickenDay)).toBeVisible();
  await expect(order.getByText('2 × Pollo al horno con boniato')).toBeVisible();
  await expect(order.getByText('1 × Tarta de zapallitos')).toBeVisible();
  await expect(order.getByText('Programado')).toHaveCount(2);
  await expectAccessible(page);

  // Repetir pedido: back on the menu, the same dishes in the cart, priced again.
  await order.getByRole('button', { name: 'Repetir pedido' }).click();
  await expect(page.getByText(/Agregamos 3 platos de tu pedido al carrito para la semana del/)).toBeVisible();
  const cart = page.getByRole('complementary', { name: 'Resumen del pedido' });
  await expect(cart.getByRole('button', { name: /Tu pedido \(3 platos\)/ })).toBeVisible();
  await expect(cart.getByLabel('Cantidad de Pollo al horno con boniato')).toHaveText('2');
  await expect(cart.getByLabel('Cantidad de Tarta de zapallitos')).toHaveText('1');
  await expect(cart.getByText('$U 1.170')).toBeVisible(); // 3 × 390
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
