import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../helpers';
import { linkIn, waitForEmail } from '../mail';
import { registerCustomer } from '../payments/buyer';

/**
 * Issue 41, item 11: text typed right after a page appears must not be lost while the page finishes
 * starting. The pages drawn from their build-time snapshot (decision 016) show their fields before
 * the app's code runs; whatever can be typed into them must reach the page's own state.
 *
 * A slow phone is emulated (CPU ×4) so that React's hydration takes long enough to type into; the
 * text goes in the moment the field accepts it, as a keystroke does (the browser sets the value and
 * fires `input`).
 */
// Each page starts on an emulated slow phone.
test.describe.configure({ timeout: 90_000 });

async function typeAsSoonAsAccepted(page: Page, fields: Record<string, string>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript((fields: Record<string, string>) => {
    const byLabel = (label: string) =>
      [...document.querySelectorAll<HTMLInputElement>('input')].find(
        (input) => input.labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '').trim() === label,
      );
    const labels = Object.keys(fields);
    const typeWhenAccepted = () => {
      const first = byLabel(labels[0]!);
      if (!first || first.disabled) {
        setTimeout(typeWhenAccepted, 0);
        return;
      }
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const label of labels) {
        const input = byLabel(label);
        if (!input || input.disabled) continue;
        input.focus();
        setValue.call(input, fields[label]);
        input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: fields[label] }));
      }
      (document.activeElement as HTMLElement | null)?.blur();
      document.documentElement.dataset.typed = 'yes';
    };
    document.addEventListener('DOMContentLoaded', typeWhenAccepted);
  }, fields);
  return async () => {
    // A slow phone and a busy machine: the page may take a while to start.
    await expect(page.locator('html[data-typed="yes"]')).toBeAttached({ timeout: 30_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
}

test('[visitante][platos] el cupón escrito apenas aparece la página sigue ahí al aplicarlo', async ({ page }) => {
  // A zone chosen on an earlier visit (signed out: saved under the empty e-mail): no zone dialog.
  await page.addInitScript(() => {
    localStorage.setItem('departments', JSON.stringify({ '': 'Montevideo' }));
    localStorage.setItem('neighborhoods', JSON.stringify({ '': 'Pocitos' }));
  });
  const typed = await typeAsSoonAsAccepted(page, { 'Cupón de descuento': 'PRUEBA10' });
  await page.goto('/platos-semanales');
  await typed();
  const summary = page.getByRole('complementary', { name: 'Resumen del pedido' });
  const coupon = summary.getByLabel('Cupón de descuento');
  // Still there once the page has started, and the page knows it: 'Aplicar' takes it to the server.
  await page.waitForLoadState('networkidle');
  await expect(coupon).toHaveValue('PRUEBA10');
  await summary.getByRole('button', { name: 'Aplicar', exact: true }).click();
  await expect(summary.getByRole('alert')).toBeVisible();
  await expect(coupon).toHaveValue('PRUEBA10');
});

test('[visitante][ingreso] el correo y la contraseña escritos apenas aparece /login inician la sesión', async ({
  page,
}) => {
  const typed = await typeAsSoonAsAccepted(page, { 'Correo electrónico': 'cliente@demo.uy', Contraseña: 'demo1234' });
  await page.goto('/login');
  await typed();
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('cliente@demo.uy');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('[visitante][registro] los datos escritos apenas aparece el registro siguen al continuar', async ({ page }) => {
  const typed = await typeAsSoonAsAccepted(page, { Nombre: 'Camila', Apellido: 'Núñez' });
  await page.goto('/signup?user=1');
  await typed();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Camila');
  await expect(page.getByLabel('Apellido', { exact: true })).toHaveValue('Núñez');
  // The form has them: leaving the field marks nothing as missing.
  await page.getByLabel('Correo electrónico').fill(`rapida.${Date.now()}@e2e.uy`);
  await expect(page.getByText('El campo es obligatorio.')).toHaveCount(0);
});

test('[visitante][contraseña] el correo escrito apenas aparece /resetPassword se envía', async ({ page }) => {
  const typed = await typeAsSoonAsAccepted(page, { 'Correo electrónico': 'cliente@demo.uy' });
  await page.goto('/resetPassword');
  await typed();
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('cliente@demo.uy');
  await page.getByRole('button', { name: 'Restablecer' }).click();
  await expect(page.getByText(/Si el correo está registrado, te enviamos un enlace/)).toBeVisible();
});

test('[cliente][pago] el cupón escrito apenas aparece el resumen de compra se aplica con "Aplicar cupón"', async ({
  page,
  request,
}) => {
  const password = 'rapido1234';
  const email = await registerCustomer(request, 'cupon.rapido', { password, firstName: 'Sol', lastName: 'Rey' });
  // Coupons need a confirmed e-mail.
  const mail = await waitForEmail(email, 'Confirmá tu correo');
  const query = new URL(linkIn(mail, '/verified'), 'http://x').search;
  expect((await request.get(`/v1/account/confirmation${query}`)).status()).toBe(200);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/loadingPayment$/);

  // A reload of the purchase summary: the coupon goes in the moment its field accepts text.
  const typed = await typeAsSoonAsAccepted(page, { 'Cupón de descuento': 'BIENVENIDA10' });
  await page.reload();
  await typed();
  await page.getByRole('button', { name: 'Aplicar cupón' }).click();
  await expect(page.getByText('Cupón BIENVENIDA10 aplicado: USD 24,90 de descuento.')).toBeVisible();
  await expect(page.getByTestId('final-price')).toHaveText('USD 224,10');
});
