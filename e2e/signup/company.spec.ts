import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../helpers';
import { waitForEmail } from '../mail';

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid purple RGB PNG, made here so the test needs no fixture file. */
function purplePng(size = 10): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [124, 103, 226]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('[empresa][registro] descarga la presentación, se registra con logo y ve el aviso del correo', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const email = `empresa.${Date.now()}@prueba.uy`;

  await page.goto('/signup?user=3');
  await expect(page.getByRole('heading', { level: 1, name: 'NutriTest para empresas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
  const download = page.getByRole('link', { name: 'Descargar presentación (PDF)' });
  const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Crear cuenta de empresa' }).click();
  await expect(page.getByRole('heading', { name: 'Datos de la empresa' })).toBeVisible();
  await expect(page.getByText('Recomendado 400x400 px, máximo 400 KB')).toBeVisible();
  await page.getByLabel('Nombre de la empresa').fill('Estudio Andes');
  await page.getByLabel('Razón social').fill('Estudio Andes S.R.L.');
  // A RUT with a wrong check digit is refused next to the field (DGI's mod-11 rule), a right one taken.
  await page.getByLabel('RUT').fill('215550001234');
  await page.getByLabel('Teléfono').fill('26001234');
  await expect(
    page.getByText('Ese RUT no es válido: revisá los números (el último es el dígito verificador).'),
  ).toBeVisible();
  await page.getByLabel('RUT').fill('21.555.000.001-2');
  await expect(page.getByText('Ese RUT no es válido', { exact: false })).toHaveCount(0);
  await page.getByLabel('Dirección').fill('Bv. Artigas 1500');
  await page.getByLabel('Ciudad').fill('Montevideo');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('empresa1');
  await page.getByLabel('Repetir contraseña').fill('empresa1');
  // The terms box records the consent (and its text version) on the server.
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();

  // A wrong file is refused next to the field; a real image uploads and shows its preview.
  await page
    .getByLabel('Logo de la empresa (opcional)')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('no es una imagen') });
  await expect(page.getByText('El archivo debe ser una imagen (JPG, PNG o WebP).')).toBeVisible();
  await page
    .getByLabel('Logo de la empresa (opcional)')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: purplePng() });
  const preview = page.getByRole('img', { name: 'Vista previa del logo' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/uploads\/avatars\/.+/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Revisá tu correo' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await waitForEmail(email, 'Confirmá tu correo');
});
