import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, escapeRegExp, expectAccessible, navigateInApp, signIn } from '../helpers';
import { countEmails, nextEmail } from '../mail';
import { consoleErrors } from '../payments/buyer';

const sections = ['¿De qué se trata?', 'Resultado', 'Entendiendo tu resultado', 'Recomendaciones', 'Bibliografía'];

/** Words that rank a result as a risk (packages/domain RISK_WORDS): never on a non-risk trait. */
const RISK_WORDS = /\b(riesgos?|predisposici[oó]n|bajos?|bajas?|moderad[oa]s?|altos?|altas?)\b/i;
/** The demo customer's traits that are characteristics, not risks (issue 18). */
const characteristics = [
  'Capacidad aeróbica',
  'Composición muscular',
  'Sensibilidad a la cafeína',
  'Cafeína en el deporte',
  'Respuesta al alcohol (ADH1B)',
];
/** The trait cards' header buttons (one per trait). */
const cardHeaders = (page: Page) => page.locator('[id^="trait-"][id$="-header"]');

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
  // Issue 23: preparing the PDF (yoga's WebAssembly) raised two CSP errors; none now, on the whole journey.
  const errors = consoleErrors(page);
  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/home$/);
  await navigateInApp(page, '/results');

  await expect(page.getByRole('heading', { level: 1, name: 'María Pérez' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Introducción al estudio' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('heading', { name: 'Te damos la bienvenida a tus resultados nutrigenéticos' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quién vio mis resultados' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Resumen de resultados' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Peso y metabolismo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Deporte' })).toBeVisible();
  // One card per trait: at most the 23 report traits, none twice (no 'Lactosa' beside 'Tolerancia a la lactosa').
  const ids = await cardHeaders(page).evaluateAll((nodes) => nodes.map((n) => n.id));
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.length).toBeLessThanOrEqual(23);
  expect(new Set(ids).size).toBe(ids.length);
  await expect(page.getByRole('button', { name: /^Lactosa/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Vitamina A/ })).toHaveCount(1);
  // Not a diagnosis: the word is nowhere on the page.
  expect(await page.locator('body').innerText()).not.toMatch(/diagn[oó]stic/i);
  // A trait that is not a risk gets neutral words, never Bajo/Moderado/Alto or a risk label.
  for (const name of characteristics) {
    const header = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) });
    await expect(header).toContainText('Característica');
    expect(await header.innerText(), name).not.toMatch(RISK_WORDS);
  }
  await expect(page.getByRole('button', { name: /^Capacidad aeróbica/ })).toContainText('PERFIL DE RESISTENCIA');
  const card = page.getByRole('button', { name: /^Saciedad/ });
  await expect(card).toContainText('SACIEDAD INTERMEDIA');
  await expect(card).toContainText('Predisposición moderada');
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  for (const name of sections)
    await expect(page.getByRole('heading', { level: 4, name, exact: true }).first()).toBeVisible();
  await expect(
    page.getByText('Genotipos en la hebra directa (forward) del genoma de referencia GRCh38.'),
  ).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/diagn[oó]stic/i);
  await expectAccessible(page);
  // A trait whose laboratory call failed says so instead of a level.
  await expect(page.getByRole('button', { name: /^Sensibilidad a la histamina/ })).toContainText('SIN INFORMACIÓN');

  await page.getByRole('tab', { name: 'Glosario' }).click();
  await expect(page.getByText('Polimorfismo', { exact: true })).toBeVisible();

  // The PDF takes genetic data out of the portal: a fresh second factor first (an e-mailed code, no TOTP here).
  const codesBefore = countEmails('cliente@demo.uy', 'Tu código de verificación');
  await page.getByRole('button', { name: 'Generar PDF de resultados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmá que sos vos' });
  await dialog.getByRole('button', { name: 'Enviarme un código por correo' }).click();
  await expect(dialog.getByText(/Te enviamos un código de 6 dígitos/)).toBeVisible();
  const mail = await nextEmail('cliente@demo.uy', 'Tu código de verificación', codesBefore);
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
  // Cover, intro, nutrigenetics, results summary, 23 trait pages, foods, glossary, back cover.
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(28);
  // The text itself (poppler's pdftotext, installed by .ci/run): the cover and one section per trait.
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Informe de resultados nutrigenéticos');
  expect(text).toContain('María Pérez');
  expect(text).toContain('NT-DEMO-0001');
  expect(text.match(/¿De qué se trata\?/g)?.length).toBe(23);
  // Issue 37: Greek letters are drawn (an embedded font has them), and no unsourced 40 % claim.
  expect(text).toContain('PGC-1α');
  expect(text).not.toMatch(/40 %/);
  expect(text).toContain('Resumen de resultados');
  expect(text).not.toMatch(/diagn[oó]stic/i);
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
  expect(errors).toEqual([]);
});

test('[nutricionista][resultados] abre los resultados de su paciente vinculada', async ({ page, request }) => {
  const patientId = await demoCustomerId(request);
  await signIn(page, 'nutri@demo.uy');
  await expect(page).toHaveURL(/\/dashboard$/);
  await navigateInApp(page, `/patientresult?id=${patientId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de María Pérez' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Resultados genéticos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Peso y metabolismo' })).toHaveCount(0);
  // The merged list has the same one card per trait.
  expect(await cardHeaders(page).count()).toBeLessThanOrEqual(23);
  await expect(page.getByRole('button', { name: /^Lactosa/ })).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toMatch(/diagn[oó]stic/i);
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generar PDF de resultados' })).toBeVisible();
  const card = page.getByRole('button', { name: /^Tolerancia a la lactosa/ });
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 4, name: 'Recomendaciones' }).first()).toBeVisible();
  await expectAccessible(page);
});
