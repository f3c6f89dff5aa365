import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, navigateInApp, signIn } from '../helpers';
import { customerWithKitBought } from '../payments/buyer';

const PASSWORD = 'clave123';

const customerWithPaidKit = (request: APIRequestContext, baseURL: string) =>
  customerWithKitBought(request, baseURL, { tag: 'kit', firstName: 'Ana', lastName: 'Prueba', password: PASSWORD });

/**
 * Opens a page inside the running app, as a link would, once the sign-in has landed on /dashboard
 * (the routing rule's start for this account): wait for it, then navigate.
 */
async function openInApp(page: Page, path: string) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await navigateInApp(page, path);
}

/** The customer reloads the kit flow: a page the account may see stays (decision 005, amended). */
async function reopenKitFlow(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Ana!' })).toBeVisible();
}

const kitRow = (ops: Page, referenceId: string) =>
  ops.getByRole('table', { name: 'Kits y su próxima acción' }).getByRole('row', { name: new RegExp(referenceId) });

test('[cliente][kit] coordina entrega y retiro en Montevideo; operaciones avanza el kit hasta los resultados', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customer = await customerWithPaidKit(request, baseURL!);

  // ---- The customer: home delivery in Montevideo, with a day and a slot.
  await signIn(page, customer.email, PASSWORD);
  await openInApp(page, '/collections');
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Ana!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tipo de envío' })).toBeVisible();
  // The signup filled the Formulario ADN: no reminder (issue 22).
  await expect(page.getByRole('link', { name: 'Completar el Formulario ADN' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Envío a domicilio' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Coordinar entrega' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar dirección' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El campo es obligatorio.').first()).toBeVisible();
  await dialog.getByLabel('Calle').fill('Av. Brasil');
  await dialog.getByLabel('Número de puerta').fill('2500');
  await dialog.getByLabel('Apartamento').fill('301');
  await dialog.getByLabel('Esquina').fill('Ellauri');
  await expect(dialog.getByLabel('Departamento')).toHaveValue('0');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Av. Brasil 2500, ap. 301, esq. Ellauri, Montevideo')).toBeVisible();

  const picker = page.getByRole('group', { name: 'Elegí día y horario' });
  await expect(picker).toBeVisible();
  await expectAccessible(page);
  const quickPick = picker.getByRole('button', { name: /, de 08:00 a 14:00$/, disabled: false }).first();
  await quickPick.click();
  await expect(quickPick).toHaveAttribute('aria-pressed', 'true');
  await expect(picker.getByRole('radio', { name: '08:00 a 14:00' })).toBeChecked();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Confirmación de entrega' })).toBeVisible();
  await expect(page.getByText(/Estamos preparando tu kit/)).toBeVisible();
  const timeline = page.getByRole('complementary', { name: 'Seguimiento' });
  await expect(timeline.getByText('Kit pagado')).toBeVisible();

  const info = await (await request.get('/v1/analyses/getDistribution', { headers: customer.headers })).json();
  const deliveryDay: string = info.pickupDistribution.kitDistributions[0].date;
  expect(info.pickupDistribution.kitDistributions[0].schedule).toBe(0);

  // ---- The operator, in a second browser: the route sheet of that day, then the kit delivered.
  const opsContext = await browser.newContext({ baseURL, locale: 'es-UY', timezoneId: 'America/Montevideo' });
  const ops = await opsContext.newPage();
  await signIn(ops, 'ops@demo.uy', DEMO_PASSWORD);
  await openInApp(ops, '/ops');
  await expect(ops.getByRole('heading', { level: 1, name: 'Consola de operaciones' })).toBeVisible();
  const row = kitRow(ops, customer.referenceId);
  await expect(row.getByText('Kit pagado')).toBeVisible();
  await expect(row.getByText(/08:00 a 14:00/)).toBeVisible();
  await expectAccessible(ops);

  await ops.getByRole('tab', { name: 'Hoja de ruta' }).click();
  await ops.getByLabel('Fecha').fill(deliveryDay);
  const morning = ops.getByRole('table', { name: 'Turno 08:00 a 14:00' });
  await expect(morning.getByRole('row', { name: new RegExp(customer.referenceId) })).toContainText('Entrega de kit');
  await expect(morning.getByRole('row', { name: new RegExp(customer.referenceId) })).toContainText('Ana Prueba');
  await expect(ops.getByRole('button', { name: 'Imprimir' })).toBeVisible();

  await ops.getByRole('tab', { name: 'Kits' }).click();
  await row.getByRole('button', { name: 'Pasar a Kit entregado' }).click();
  await expect(row.getByText('Kit entregado')).toBeVisible();

  // ---- The customer sees the kit delivered and schedules the pickup.
  await reopenKitFlow(page);
  await expect(page.getByText('Tu kit fue entregado. Tomá la muestra y coordiná el retiro.')).toBeVisible();
  await page.getByRole('button', { name: 'Coordinar retiro' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Método de retiro' })).toBeVisible();
  await page.getByRole('button', { name: 'Retiro a domicilio' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Coordinar retiro' })).toBeVisible();
  // The delivery address is offered again.
  await expect(page.getByText('Av. Brasil 2500, ap. 301, esq. Ellauri, Montevideo')).toBeVisible();
  await picker
    .getByRole('button', { name: /, de 14:00 a 22:00$/, disabled: false })
    .first()
    .click();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(page.getByText('Revisá los datos del retiro')).toBeVisible();
  await expect(page.getByText('14:00 a 22:00')).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('button', { name: 'Siguiente', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Resultados' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Retiro de la muestra' })).toBeVisible();

  // ---- The operator collects the sample and hands it to the lab.
  await ops.getByRole('button', { name: 'Actualizar' }).click();
  await expect(row.getByText('Retiro de muestra agendado')).toBeVisible();
  await row.getByRole('button', { name: 'Pasar a Muestra retirada' }).click();
  await expect(row.getByText('Muestra retirada')).toBeVisible();
  await row.getByRole('button', { name: 'Pasar a Test en laboratorio' }).click();
  await expect(row.getByText('Test en laboratorio')).toBeVisible();

  // ---- The customer sees the lab stage and the 45-business-day countdown.
  await reopenKitFlow(page);
  await expect(page.getByRole('heading', { level: 3, name: 'Test en laboratorio' })).toBeVisible();
  await expect(page.getByText('Esperando Resultados')).toBeVisible();
  await expect(timeline.getByText(/^Faltan \d+ días hábiles$/)).toBeVisible();
  await expectAccessible(page);

  // ---- The operator reviews the lab's CSV before importing: first a wrong file (nothing imported).
  await ops.getByRole('tab', { name: 'Importar resultados' }).click();
  await ops.getByLabel('Archivo CSV').setInputFiles({
    name: 'lote-malo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${customer.referenceId},rs4988235,XY\n`),
  });
  await ops.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(ops.getByText(/no se importó nada/)).toBeVisible();
  await expect(ops.getByRole('listitem')).toHaveText(['Fila 1: El genotipo "XY" no es válido.']);

  // A palindromic SNP (FTO rs9939609, A/T) without the strand declared: refused, nothing imported.
  await ops.getByLabel('Archivo CSV').setInputFiles({
    name: 'lote-sin-hebra.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${customer.referenceId},rs4988235,AG\n${customer.referenceId},rs9939609,TA\n`),
  });
  await ops.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(ops.getByText(/no se importó nada/)).toBeVisible();
  await expect(ops.getByRole('listitem')).toHaveText([/^Fila 2: El marcador rs9939609 \(FTO\) es palindrómico/]);

  // The same file with the strand declared (forward: rs4988235 as G/A) is valid, but two markers are
  // not a panel (issue 41): the review says the sample would be held, and importing holds it.
  await ops.getByLabel('Archivo CSV').setInputFiles({
    name: 'lote-1.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`#hebra=+\n${customer.referenceId},rs4988235,AG\n${customer.referenceId},rs9939609,TA\n`),
  });
  await ops.getByRole('button', { name: 'Revisar archivo' }).click();
  const sample = ops
    .getByRole('list', { name: 'Muestras del archivo' })
    .getByRole('listitem', { name: customer.referenceId });
  await expect(sample.getByText('Incompleta: queda retenida, sin publicar ni avisar.')).toBeVisible();
  await ops.getByRole('button', { name: 'Importar y publicar las completas' }).click();
  await expect(
    ops.getByText(`Se importaron 2 filas de 1 muestra: ${customer.referenceId}.`, { exact: false }),
  ).toBeVisible();
  await expect(
    ops.getByText(`Retenidas hasta completarlas (nadie fue avisado): ${customer.referenceId}.`),
  ).toBeVisible();

  // The laboratory confirms it will not send the rest: the operator publishes the results as they are.
  await ops.getByRole('tab', { name: 'Kits' }).click();
  await ops.getByRole('button', { name: 'Actualizar' }).click();
  await expect(row.getByText('Resultados retenidos: faltan marcadores')).toBeVisible();
  await row.getByRole('button', { name: 'Publicar igual' }).click();
  await ops.getByRole('dialog').getByRole('button', { name: 'Publicar igual' }).click();
  await expect(ops.getByText(`Resultados de ${customer.referenceId} publicados.`)).toBeVisible();

  await ops.getByRole('tab', { name: 'Auditoría' }).click();
  await expect(ops.getByRole('cell', { name: 'Importación de resultados' }).first()).toBeVisible();
  await opsContext.close();

  // ---- Results sent: the kit flow (the customer's dashboard) sends the customer to /home.
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
});
