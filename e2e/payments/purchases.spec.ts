import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { dgiErrors } from '../../apps/api/test/dgi/dgi-cfe-check';
import { escapeRegExp, expectAccessible, signIn } from '../helpers';
import { linkIn, waitForEmail } from '../mail';
import { registerCustomer } from './buyer';

/**
 * 'Mis compras' (issue 21): a paid sale shows up with its fiscal receipt (CFE), whose PDF and signed
 * XML download from the page and arrive by e-mail. The receipt is issued by a background job (every
 * 15 s, nudged when the buyer opens the tab), hence the generous waits below.
 */

const PASSWORD = 'compra1234';

/**
 * A RUT no other run used, valid as DGI checks it: 21, six digits from the clock, 001, and the mod-11
 * check digit (weights 4,3,2,9,8,7,6,5,4,3,2); a base whose digit would be 10 has no RUT: the next one.
 */
function freshRut(): string {
  const weights = [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  for (let n = Date.now() % 1_000_000; ; n = (n + 1) % 1_000_000) {
    const base = `21${String(n).padStart(6, '0')}001`;
    if (/^21000000/.test(base)) continue;
    const check = 11 - (weights.reduce((sum, w, i) => sum + w * Number(base[i]), 0) % 11);
    if (check !== 10) return `${base}${check === 11 ? 0 : check}`;
  }
}
const APPROVED_CARD = '4509 9535 6623 3704';
/** The issuing job runs every 15 s (and right away when 'Mis compras' is opened): room for a slow machine. */
const RECEIPT_TIMEOUT = 45_000;

/** Fills the sandbox card page shown in the frame and saves the card. */
async function addCardInFrame(page: Page, holder: string) {
  const frame = page.frameLocator('iframe[title="Agregar tarjeta"]');
  await frame.getByLabel('Número de tarjeta').fill(APPROVED_CARD);
  await frame.getByLabel('Nombre del titular').fill(holder);
  await frame.getByLabel('Vencimiento').fill('12/39');
  await frame.getByLabel('Código de seguridad').fill('123');
  await frame.getByRole('button', { name: 'Guardar tarjeta' }).click();
}

/** /profile from the header menu, on the given tab (the e-mail's link is checked apart). */
async function openProfileTab(page: Page, menuButton: string, tab: string) {
  await page.getByRole('button', { name: menuButton }).click();
  await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/**
 * Opens Mis compras and opens it again (each opening asks the server, which nudges the issuing job)
 * until the purchase's receipt is issued: its download buttons appear. Answers the purchase's card and
 * the receipt's name ("e-Ticket A-0000012").
 */
async function openPurchaseWithReceipt(page: Page, menuButton: string, purchase: RegExp, receiptType: string) {
  const card = page.getByRole('article', { name: purchase });
  const receiptButton = card.getByRole('button', { name: new RegExp(`^Descargar PDF de ${receiptType} A-\\d+$`) });
  await openProfileTab(page, menuButton, 'Mis compras');
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    if (!(await receiptButton.isVisible())) {
      await page.getByRole('tab', { name: 'Mis datos' }).click();
      await page.getByRole('tab', { name: 'Mis compras' }).click();
      await expect(page.getByRole('list', { name: 'Tus compras' })).toBeVisible({ timeout: 15_000 });
    }
    await expect(receiptButton).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: RECEIPT_TIMEOUT, intervals: [1_000, 2_000, 3_000] });
  const label = (await receiptButton.getAttribute('aria-label')) ?? '';
  return { card, receipt: label.replace(/^Descargar PDF de /, '') };
}

/** Clicks a download button and answers the browser's download and the file's bytes. */
async function download(page: Page, button: Locator): Promise<{ download: Download; content: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
  const saved = await file.path();
  expect(await file.failure()).toBeNull();
  return { download: file, content: readFileSync(saved) };
}

/** A new company account (Business), registered through the API as its signup form does. */
async function registerCompany(request: APIRequestContext, rut: string) {
  const email = `empresa.compras.${Date.now()}@e2e.uy`;
  const created = await request.post('/v1/account', {
    data: {
      account: {
        role: 'Business',
        email,
        business: {
          name: 'Estudio Andes',
          rut,
          businessName: 'Estudio Andes S.R.L.',
          address: 'Bv. Artigas 1500',
          city: 'Montevideo',
          phone: '26001234',
          avatar: null,
        },
      },
      password: PASSWORD,
      acceptTerms: true,
      termsVersion: '2026-11',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return email;
}

test('[cliente][compras] paga el kit y descarga su e-Ticket desde Mis compras', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = await registerCustomer(request, 'compras', {
    password: PASSWORD,
    firstName: 'Camila',
    lastName: 'Núñez',
  });
  await signIn(page, email, PASSWORD);

  // The kit, as in the payment journey: the card in the frame, then /payment, /checkout and Pagar.
  await expect(page).toHaveURL(/\/loadingPayment$/);
  await expect(page.locator('iframe[title="Agregar tarjeta"]')).toBeVisible({ timeout: 15_000 });
  await addCardInFrame(page, 'Camila Núñez');
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('final-price')).toHaveText('USD 249');
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /3704/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado con éxito' })).toBeVisible({
    timeout: 30_000,
  });
  // One name per document: the order number is the "pedido"; the fiscal receipt is the e-Ticket.
  await expect(page.getByText(/^Pedido F-\d{4}-\d{6}$/)).toBeVisible();
  await expect(page.getByText(/(?<!e-)\bFactura\b/)).toHaveCount(0);

  // Mis compras: the kit, paid, with its total, the card and the e-Ticket once the job issued it.
  const { card, receipt } = await openPurchaseWithReceipt(page, 'Camila', /^Kit NutriTest · /, 'e-Ticket');
  expect(receipt).toMatch(/^e-Ticket A-\d{7}$/);
  await expect(card.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(card.getByText('Total', { exact: true }).locator('..')).toContainText('USD 249');
  await expect(card.getByText(/Visa •••• 3704/)).toBeVisible();
  await expect(card.getByText(`${receipt} · Emitido`)).toBeVisible();
  await expect(card.getByText(/IVA incluido: USD \d/)).toBeVisible();

  const pdf = await download(page, card.getByRole('button', { name: `Descargar PDF de ${receipt}` }));
  expect(pdf.download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const xml = await download(page, card.getByRole('button', { name: `Descargar XML de ${receipt}` }));
  expect(xml.download.suggestedFilename()).toMatch(/\.xml$/);
  const xmlText = xml.content.toString('utf8');
  expect(xmlText).toContain('<TipoCFE>101</TipoCFE>');
  expect(xmlText).toMatch(/<(\w+:)?Signature[\s>]/);
  expect(await dgiErrors(xmlText)).toEqual([]);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  // The e-Ticket says where to verify it (our /comprobantes): with the printed series, number and
  // security code (the first 6 characters of the signature's digest), it is found valid.
  const [series, number] = receipt.replace('e-Ticket ', '').split('-');
  const code = /<DigestValue>([^<]{6})/.exec(xmlText)?.[1] ?? '';
  const verify = await page.context().newPage();
  await verify.goto('/comprobantes');
  await expect(verify.getByRole('heading', { level: 1, name: 'Verificá tu comprobante' })).toBeVisible();
  await verify.getByLabel('Serie').fill(series!);
  await verify.getByLabel('Número').fill(String(Number(number)));
  await verify.getByLabel('Código de seguridad').fill(code);
  await verify.getByRole('button', { name: 'Verificar' }).click();
  await expect(verify.getByRole('status')).toContainText(`Comprobante válido: e-Ticket ${series}-${number}`);
  await expectAccessible(verify);
  await verify.close();

  // The e-mail with both files attached (rendered by the mail worker when it sends).
  const mail = await waitForEmail(email, `Tu comprobante ${receipt}`, { timeout: 60_000 });
  const raw = readFileSync(mail.file, 'utf8').replace(/\r?\n[ \t]+/g, ' ');
  for (const name of [pdf.download.suggestedFilename(), xml.download.suggestedFilename()]) {
    const escaped = escapeRegExp(name);
    expect(raw).toMatch(new RegExp(`Content-Disposition: attachment;\\s*filename="?${escaped}"?`, 'i'));
  }

  // The e-mail's "Ver Mis compras" opens Mis compras itself: a full page load keeps a page the
  // account may see (decision 005, amended), the tab chosen by the address.
  await page.goto(linkIn(mail, '/profile'));
  await expect(page).toHaveURL(/\/profile\?tab=compras$/);
  await expect(page.getByRole('tab', { name: 'Mis compras' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: /^Kit NutriTest · / })).toBeVisible();
});

test('[empresa][compras] compra cupos y recibe una e-Factura con su RUT', async ({ page, request }) => {
  test.setTimeout(180_000);
  // A fresh company with its own RUT (DGI's check digit), so the receipt's receiver is certainly this one.
  const rut = freshRut();
  const email = await registerCompany(request, rut);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible({ timeout: 15_000 });

  // Cupos: 3 places, at the price shown, through the checkout with a new card.
  await openProfileTab(page, 'Estudio Andes', 'Cupos');
  await expect(page.getByText('Cupos restantes: 0')).toBeVisible();
  await page.getByLabel('Cantidad de cupos').fill('3');
  const price = page.getByText(/^Precio: USD/);
  await expect(price).toContainText('por cupo');
  const total = (await price.locator('strong').textContent()) ?? '';
  expect(total).toMatch(/^USD \d/);
  await page.getByRole('button', { name: 'Comprar', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\?amount=3$/);
  await expect(page.getByText('Cantidad: 3 cupos para tus empleados')).toBeVisible();
  await expect(page.locator('iframe[title="Agregar tarjeta"]')).toBeVisible({ timeout: 15_000 });
  await addCardInFrame(page, 'Estudio Andes');
  await expect(page.getByRole('radio', { name: /3704/ })).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado con éxito' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/3 cupos de Kit NutriTest/)).toBeVisible();

  // Mis compras: the places with an e-Factura to the company's RUT.
  const { card, receipt } = await openPurchaseWithReceipt(page, 'Estudio Andes', /^Cupos de kit · /, 'e-Factura');
  expect(receipt).toMatch(/^e-Factura A-\d{7}$/);
  await expect(card.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(card.getByText('Total', { exact: true }).locator('..')).toContainText(total);
  await expect(card.getByText(/Visa •••• 3704/)).toBeVisible();

  const xml = await download(page, card.getByRole('button', { name: `Descargar XML de ${receipt}` }));
  expect(xml.download.suggestedFilename()).toMatch(/\.xml$/);
  const xmlText = xml.content.toString('utf8');
  expect(xmlText).toContain('<TipoCFE>111</TipoCFE>');
  expect(xmlText).toContain(`<DocRecep>${rut}</DocRecep>`);
  expect(xmlText).toContain('<DirRecep>Bv. Artigas 1500</DirRecep><CiudadRecep>Montevideo</CiudadRecep>');
  expect(xmlText).toMatch(/<(\w+:)?Signature[\s>]/);
  // The file the buyer downloads passes DGI's own XSD (1.44.1) and DGI's rules (issue 38).
  expect(await dgiErrors(xmlText)).toEqual([]);
  await expectAccessible(page);
});
