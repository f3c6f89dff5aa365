import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn } from '../helpers';
import { waitForEmail } from '../mail';

const sections = ['De qué se trata?', 'Resultado', 'Entendiendo su resultado', 'Recomendaciones', 'Bibliografía'];

/** In-app navigation: a direct load goes through the routing rule to the role's start page. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The demo customer's account id, through the API. */
async function demoCustomerId(request: APIRequestContext): Promise<string> {
  const auth = await request.post('/v1/account/authenticate', {
    data: { email: 'cliente@demo.uy', password: DEMO_PASSWORD },
  });
  expect(auth.ok()).toBe(true);
  const { jwtToken } = (await auth.json()) as { jwtToken: string };
  const me = await request.get('/v1/account', { headers: { Authorization: `Bearer ${jwtToken}` } });
  expect(me.ok()).toBe(true);
  return ((await me.json()) as { id: string }).id;
}

test('[cliente][resultados] ve sus resultados, abre un rasgo, cambia de pestaña y descarga el PDF', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/home$/);
  await goInApp(page, '/results');

  await expect(page.getByRole('heading', { level: 1, name: 'María Pérez' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Introducción al estudio' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Bienvenido a tus resultados nutrigenéticos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quién vio mis resultados' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Resumen De Diagnósticos' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Nutrientes y salud' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Principales' })).toBeVisible();
  const card = page.getByRole('button', { name: /^Saciedad/ });
  await expect(card).toContainText('SACIEDAD INTERMEDIA');
  await expect(card).toContainText('Moderado');
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  for (const name of sections)
    await expect(page.getByRole('heading', { level: 4, name, exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  // A trait whose laboratory call failed says so instead of a level.
  await expect(page.getByRole('button', { name: /^Sensibilidad a la histamina/ })).toContainText('SIN INFORMACIÓN');

  await page.getByRole('tab', { name: 'Glosario' }).click();
  await expect(page.getByText('Polimorfismo', { exact: true })).toBeVisible();

  // The PDF takes genetic data out of the portal: a fresh second factor first (an e-mailed code, no TOTP here).
  await page.getByRole('button', { name: 'Generar PDF de resultados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmá que sos vos' });
  await dialog.getByRole('button', { name: 'Enviarme un código por correo' }).click();
  await expect(dialog.getByText(/Te enviamos un código de 6 dígitos/)).toBeVisible();
  const mail = await waitForEmail('cliente@demo.uy', 'Tu código de verificación');
  const code = /(\d{6})/.exec(mail.subject)?.[1] ?? '';
  expect(mail.text).toContain(code);
  await dialog.getByLabel('Código de verificación').fill(code);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  const link = page.getByRole('link', { name: 'Descargar resultado en PDF' });
  await expect(link).toBeVisible({ timeout: 90_000 });
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('resultados-nutritest.pdf');
  const file = testInfo.outputPath('resultados-nutritest.pdf');
  await download.saveAs(file);
  const pdf = await readFile(file);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(20_000);
  // Cover, intro, nutrigenetics, diagnosis, 21 trait pages, foods, glossary, back cover.
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(28);
  // The text itself (poppler's pdftotext, installed by .ci/run): the cover and one section per trait.
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Informe de resultados nutrigenéticos');
  expect(text).toContain('María Pérez');
  expect(text).toContain('NT-DEMO-0001');
  expect(text.match(/De qué se trata\?/g)?.length).toBe(21);
  expect(text).toContain('Glosario');
  // The foods section lists the four groups.
  for (const list of [
    'Alimentos sugeridos con preferencia',
    'Alimentos sugeridos',
    'Alimentos a limitar su consumo',
    'Alimentos no sugeridos',
  ])
    expect(text).toContain(list);
  expect(text).toMatch(/Leche\s+entera/);
});

test('[nutricionista][resultados] abre los resultados de su paciente vinculada', async ({ page, request }) => {
  const patientId = await demoCustomerId(request);
  await signIn(page, 'nutri@demo.uy');
  await expect(page).toHaveURL(/\/dashboard$/);
  await goInApp(page, `/patientresult?id=${patientId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de María Pérez' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Diagnósticos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nutrientes y salud' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generar PDF de resultados' })).toBeVisible();
  const card = page.getByRole('button', { name: /^Tolerancia a la lactosa/ });
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 4, name: 'Recomendaciones' }).first()).toBeVisible();
  await expectAccessible(page);
});
