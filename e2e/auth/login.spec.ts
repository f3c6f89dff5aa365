import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn } from '../helpers';

// The demo customer's results are in: the dashboard's kit flow sends them on to /home (decision 7).
const demo = [
  { email: 'cliente@demo.uy', role: 'cliente', heading: 'Inicio', lands: /\/home$/ },
  { email: 'nutri@demo.uy', role: 'nutricionista', heading: 'Mis pacientes', lands: /\/dashboard$/ },
  { email: 'empresa@demo.uy', role: 'empresa', heading: 'Empleados', lands: /\/dashboard$/ },
  { email: 'ops@demo.uy', role: 'operaciones', heading: 'Consola de operaciones', lands: /\/dashboard$/ },
];

for (const account of demo) {
  test(`[${account.role}][login] ingresa y llega a donde dice la regla de rutas`, async ({ page }) => {
    // The whole sign-in, the operator's code step included (other specs reuse its session).
    await signIn(page, account.email, DEMO_PASSWORD, { viaForm: true });
    await expect(page).toHaveURL(account.lands);
    await expect(page.getByRole('heading', { name: account.heading })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
  });
}

test('[nutricionista][login] el encabezado muestra el código público', async ({ page }) => {
  await signIn(page, 'nutri@demo.uy', DEMO_PASSWORD, { viaForm: true });
  await expect(page.getByText('Código: NUTRI1')).toBeVisible();
});

test('[visitante][login] datos incorrectos muestran el mensaje del spec', async ({ page }) => {
  await signIn(page, 'cliente@demo.uy', 'equivocada1', { viaForm: true });
  await expect(page.getByRole('alert')).toHaveText('Datos incorrectos, por favor verificá tu correo y tu contraseña.');
  await expect(page).toHaveURL(/\/login$/);
});

test('[visitante][login] valida el formato del correo junto al campo', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('no-es-correo');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByText('Formato inválido de correo electrónico.')).toBeVisible();
});

test('[visitante][login] la página de ingreso es accesible y enlaza registro y empresas', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Registrarme' })).toHaveAttribute('href', '/signup/?user=1');
  await expect(page.locator('a[href="/signup/?user=3"]')).toBeVisible();
  await expect(page.locator('a[href="/resetPassword"]')).toBeVisible();
  await expectAccessible(page);
});

test('[visitante][rutas] sin sesión, una ruta privada pide ingresar y vuelve a ella con su búsqueda', async ({
  page,
}) => {
  // Decision 005, amended (issue 22): a shared or bookmarked page opened signed out is not lost.
  await page.goto('/foods?q=leche');
  await expect(page).toHaveURL(/\/login\?next=%2Ffoods%3Fq%3Dleche$/);
  await page.getByLabel('Correo electrónico').fill('cliente@demo.uy');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/foods\?q=leche$/);
  await expect(page.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue('leche');
});

test('[cliente][logout] cerrar sesión borra la sesión pero conserva userProfileData_*', async ({ page }) => {
  await signIn(page, 'cliente@demo.uy', DEMO_PASSWORD, { viaForm: true });
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(() => {
    localStorage.setItem('userProfileData_cliente@demo.uy', '{"sex":1}');
    localStorage.setItem('departments', '[]');
    localStorage.setItem('amount', '1');
  });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'María' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(keys).toEqual(['departments', 'userProfileData_cliente@demo.uy']);

  // The old token no longer works on the server.
  const status = await page.evaluate(async (t) => {
    const res = await fetch('/v1/account', { headers: { Authorization: `Bearer ${t}` } });
    return res.status;
  }, token);
  expect(status).toBe(401);
});

test('[nutricionista][rutas] con sesión guardada, abrir /login lleva a /dashboard', async ({ page }) => {
  await signIn(page, 'nutri@demo.uy', DEMO_PASSWORD, { viaForm: true });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});
