import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn } from '../helpers';
import { countEmails, linkIn, nextEmail } from '../mail';

/** The header menu's "Editar perfil", as people reach the profile. */
async function openProfile(page: Page, firstName: string) {
  await page.getByRole('button', { name: firstName }).click();
  await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
}

test('[cliente][privacidad] descarga sus datos (JSON y PDF) con un solo código', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, 'cliente@demo.uy');
  await expect(page).toHaveURL(/\/home$/);
  await openProfile(page, 'María');

  // The demo patient is linked to Lucía and shares her results since signup.
  const consents = page.getByRole('region', { name: 'Mis consentimientos' });
  await expect(consents.getByText(/Diste tu consentimiento para el tratamiento de tus datos genéticos/)).toBeVisible();

  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  const section = page.getByRole('region', { name: 'Descargar mis datos' });
  const before = countEmails('cliente@demo.uy', 'Tu código de verificación');
  await section.getByRole('button', { name: 'Descargar mis datos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmá que sos vos' });
  await dialog.getByRole('button', { name: 'Enviarme un código por correo' }).click();
  const mail = await nextEmail('cliente@demo.uy', 'Tu código de verificación', before);
  const code = /(\d{6})/.exec(mail.subject)?.[1] ?? '';
  await dialog.getByLabel('Código de verificación').fill(code);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  await expect(
    section.getByText(/Listo: descargaste nutritest-mis-datos-.*\.json y resultados-nutritest\.pdf/),
  ).toBeVisible({
    timeout: 120_000,
  });
  await expect.poll(() => downloads.length).toBe(2);
  const [json, pdf] = downloads;
  expect(json!.suggestedFilename()).toMatch(/^nutritest-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const jsonFile = testInfo.outputPath('datos.json');
  await json!.saveAs(jsonFile);
  const data = JSON.parse(await readFile(jsonFile, 'utf8'));
  expect(data.account).toMatchObject({ email: 'cliente@demo.uy', role: 'Customer' });
  expect(data.results[0].genotypes.length).toBeGreaterThan(10);
  expect(data.consents).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: 'genetic_data', granted: true })]),
  );
  expect(data.resultsAccessLog).toEqual(expect.arrayContaining([expect.objectContaining({ viewer: 'Vos' })]));
  expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|totpSecret/);

  expect(pdf!.suggestedFilename()).toBe('resultados-nutritest.pdf');
  const pdfFile = testInfo.outputPath('resultados.pdf');
  await pdf!.saveAs(pdfFile);
  expect((await readFile(pdfFile)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectAccessible(page);
});

test('[cliente][privacidad] elimina su cuenta con el enlace del correo y el e-mail queda libre', async ({
  page,
  request,
}) => {
  const email = `borrar.${Date.now()}@e2e.uy`;
  const body = {
    account: {
      role: 'Customer',
      email,
      profile: {
        firstName: 'Irene',
        lastName: 'Olivera',
        birthDate: '1991-02-14',
        gender: 1,
        height: 162,
        weight: 58,
        mobile: null,
        pathologies: [],
        familyHistories: [],
      },
    },
    password: 'borrar123',
    acceptTerms: true,
    termsVersion: '2026-11',
  };
  expect((await request.post('/v1/account', { data: body })).status()).toBe(201);

  await signIn(page, email, 'borrar123');
  await expect(page).toHaveURL(/\/loadingPayment$/);
  await openProfile(page, 'Irene');

  const section = page.getByRole('region', { name: 'Eliminar mi cuenta' });
  await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  await expect(dialog.getByText(/Guardamos 5 años, sin tu nombre/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Quiero eliminar mi cuenta' }).click();
  await dialog.getByLabel('Contraseña').fill('equivocada1');
  await dialog.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();
  await dialog.getByLabel('Contraseña').fill('borrar123');
  await dialog.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(dialog.getByRole('status')).toContainText('Te enviamos un correo');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  const mail = await nextEmail(email, 'Confirmá la eliminación de tu cuenta', 0);
  await page.goto(linkIn(mail, '/eliminar-cuenta'));
  await expect(page.getByRole('heading', { level: 1, name: 'Eliminar mi cuenta' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar eliminación' }).click();
  await expect(page.getByText('Tu cuenta fue eliminada. Gracias por haber confiado en NutriTest.')).toBeVisible();

  // The old e-mail and password sign in like an unknown account, and the e-mail can register again.
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('borrar123');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await request.post('/v1/account', { data: body })).status()).toBe(201);
});
