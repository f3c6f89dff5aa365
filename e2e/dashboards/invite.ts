import { type Browser, expect, type Page } from '@playwright/test';
import { expectAccessible, fillOwnBodyData } from '../helpers';
import { linkIn, waitForEmail } from '../mail';

/**
 * Invitations as the nutritionist's and the company's dashboards send them, and as the invited person
 * accepts them: shared by the specs of both dashboards.
 */
export const SENT =
  'Enviamos la invitación. Vas a ver a la persona en la lista cuando acepte la invitación y cree su cuenta.';

/** The invited person opens the e-mailed link in their own browser and completes their data. */
export async function acceptInvitation(browser: Browser, email: string, inviter: string): Promise<Page> {
  const mail = await waitForEmail(email, 'te invitó a NutriTest');
  const context = await browser.newContext({ locale: 'es-UY', timezoneId: 'America/Montevideo' });
  const page = await context.newPage();
  await page.goto(linkIn(mail, '/createUser?'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cargar datos personales' })).toBeVisible();
  await expect(page.getByText(`Te invitó ${inviter}.`)).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expectAccessible(page);
  await fillOwnBodyData(page, { birthDate: '1993-06-14', sex: 'Femenino', height: '158', weight: '54' });
  await page.getByLabel('Contraseña', { exact: true }).fill('invitado123');
  await page.getByLabel('Repetir contraseña').fill('invitado123');
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await page.getByRole('button', { name: 'Confirmar datos' }).click();
  return page;
}

export async function sendInvitation(
  page: Page,
  button: string,
  firstName: string,
  email: string,
  lastName = 'Acosta',
) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('menuitem', { name: 'Enviar invitación por correo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill(firstName);
  await dialog.getByLabel('Apellido (opcional)').fill(lastName);
  await dialog.getByLabel('Correo electrónico').fill(email);
  // The page's own clock, which runs as the real one until moved on below.
  await page.clock.install();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(SENT).first()).toBeVisible();
  // The dialog closes by itself 4 s after the invitation is sent (doc 1 §9): those 4 s pass at once
  // on the page's clock instead of in real time (issue 42).
  await page.clock.fastForward(4_000);
  await expect(dialog).toBeHidden({ timeout: 8_000 });
}

/**
 * 'Cargar todos los datos': the inviter enters what they know; the person's birth date, sex, height and
 * weight stay empty for the person (issue 41 item 2), never 01/01/1990, Masculino, 170 cm, 70 kg.
 */
export async function loadAllData(page: Page, button: string, firstName: string, email: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('menuitem', { name: 'Cargar todos los datos' }).click();
  await expect(page).toHaveURL(/\/createUser\?invitar=/);
  await expect(page.getByLabel('Estatura (cm)')).toHaveValue('');
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('');
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('');
  await expect(page.getByLabel('Sexo', { exact: true })).toHaveValue('');
  await expect(page.getByText(/dejalos vacíos/)).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(firstName);
  await page.getByLabel('Apellido', { exact: true }).fill('Acosta');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Confirmar datos' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(SENT).first()).toBeVisible();
}
