import { expect, test } from '@playwright/test';
import { expectAccessible, fillOwnBodyData, signIn } from '../helpers';
import { linkIn, waitForEmail } from '../mail';
import { consoleErrors } from '../payments/buyer';
import { acceptInvitation, loadAllData, SENT, sendInvitation } from './invite';

// Both journeys count the demo company's places ("Cupos restantes"): they stay in this one file, which
// one worker runs in order, so that no other journey takes or gives back a place between the counts.

test('[empresa][empleados] invita a un empleado que se registra con un cupo y empieza su kit', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'empresa@demo.uy');
  await expect(page.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible();
  const places = page.getByText(/Cupos restantes: \d+/);
  await expect(places).toBeVisible();
  const before = Number((await places.textContent())?.match(/(\d+)/)?.[1]);
  await expect(page.getByRole('list', { name: 'Empleados' }).getByText('Martín Silva')).toBeVisible();
  await expectAccessible(page);

  const email = `nico.${Date.now()}@e2e.uy`;
  await loadAllData(page, 'Cargar empleado', 'Nicolás', email);

  const employee = await acceptInvitation(browser, email, 'Café del Puerto');
  // The kit is paid by the company: straight to the kit flow.
  await expect(employee).toHaveURL(/\/dashboard$/);
  await expect(employee.getByText(/Nicolás/).first()).toBeVisible();
  await employee.context().close();

  await page.reload();
  await expect(page.getByText(`Cupos restantes: ${before - 1}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Empleados' }).getByText('Nicolás Acosta')).toBeVisible();
});

test('[empresa][empleados] el empleado se registra desde la invitación sin pagar, y la empresa lo desvincula y recupera el cupo', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await signIn(page, 'empresa@demo.uy');
  await expect(page.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible();
  const places = page.getByText(/Cupos restantes: \d+/);
  await expect(places).toBeVisible();
  const before = Number((await places.textContent())?.match(/(\d+)/)?.[1]);

  // Invite by e-mail.
  const email = `valeria.${Date.now()}@e2e.uy`;
  await sendInvitation(page, 'Cargar empleado', 'Valeria', email, 'Pintos');

  // The employee: the old "fromCompany" address explains the invitation; the invitation's link works.
  const context = await browser.newContext({ locale: 'es-UY', timezoneId: 'America/Montevideo' });
  const employee = await context.newPage();
  const employeeErrors = consoleErrors(employee);
  await employee.goto('/signup?user=1&fromCompany=1');
  await expect(employee.getByRole('heading', { level: 1, name: '¿Tu empresa te invitó?' })).toBeVisible();
  // No signup form that would end in a payment: the invitation is the way.
  await expect(employee.getByRole('complementary', { name: 'Kit NutriTest' })).toHaveCount(0);
  await expect(employee.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
  await expectAccessible(employee);

  const mail = await waitForEmail(email, 'te invitó a NutriTest');
  const token = new URL(linkIn(mail, '/createUser?'), 'http://x').searchParams.get('user')!;
  // The employee's link with the invitation opens it (also from the old signup address).
  await employee.goto(`/signup?user=1&fromCompany=1&invitation=${encodeURIComponent(token)}`);
  await expect(employee).toHaveURL(/\/createUser\?user=/);
  await expect(employee.getByRole('heading', { level: 1, name: 'Cargar datos personales' })).toBeVisible();
  await expect(employee.getByText('Te invitó Café del Puerto.')).toBeVisible();
  await expect(
    employee.getByText(/Tu empresa cubre tu kit con uno de sus cupos: no tenés que pagar nada/),
  ).toBeVisible();
  await fillOwnBodyData(employee, { birthDate: '1988-12-01', sex: 'Femenino', height: '166', weight: '61' });
  await employee.getByLabel('Contraseña', { exact: true }).fill('empleada123');
  await employee.getByLabel('Repetir contraseña').fill('empleada123');
  await employee.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await employee.getByRole('button', { name: 'Confirmar datos' }).click();
  // No payment asked: the kit is paid by the company, straight to the kit flow.
  await expect(employee).toHaveURL(/\/dashboard$/);
  await expect(employee.getByText(/Valeria/).first()).toBeVisible();
  expect(employeeErrors).toEqual([]);
  await context.close();

  // The company: a place used, the employee listed.
  await page.reload();
  await expect(page.getByText(`Cupos restantes: ${before - 1}`)).toBeVisible();
  const list = page.getByRole('list', { name: 'Empleados' });
  await expect(list.getByText('Valeria Pintos')).toBeVisible();

  // She left before getting her kit: unlink, after confirming; the place comes back.
  await page.getByRole('button', { name: 'Desvincular a Valeria Pintos' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Desvincular a Valeria Pintos?' });
  await expect(confirm.getByText(/el cupo vuelve a tu empresa/)).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Desvincular' }).click();
  await expect(page.getByText(/Desvinculaste a Valeria Pintos\. El cupo volvió a tu empresa/)).toBeVisible();
  await expect(page.getByText(`Cupos restantes: ${before}`)).toBeVisible();
  await expect(list.getByText('Valeria Pintos')).toHaveCount(0);
  const notice = await waitForEmail(email, 'te quitó de su lista de empleados');
  expect(notice.text).toContain('lo cancelamos');
  // Issue 41 item 7: her invitation no longer reads 'Aceptada'.
  const invitation = page.getByRole('list', { name: 'Invitaciones enviadas' }).getByRole('listitem').filter({
    hasText: email,
  });
  await expect(invitation.getByText('Fuera de tu lista de empleados')).toBeVisible();
  await expect(invitation.getByText('Aceptada')).toHaveCount(0);
  await expect(
    invitation.getByText(/^Desvinculación del \d\d\/\d\d\/\d{4}: .*el cupo volvió a quedar disponible\.$/),
  ).toBeVisible();
  await page.reload();
  await expect(invitation.getByText('Fuera de tu lista de empleados')).toBeVisible();

  // She signs in again: the kit's price comes with who unlinked her, why, and what she can do.
  const after = await browser.newContext({ locale: 'es-UY', timezoneId: 'America/Montevideo' });
  const former = await after.newPage();
  const formerErrors = consoleErrors(former);
  await signIn(former, email, 'empleada123');
  await expect(former).toHaveURL(/\/loadingPayment$/);
  const why = former.getByRole('region', { name: 'Tu empresa ya no cubre tu kit' });
  await expect(why).toBeVisible();
  await expect(why).toContainText(
    /Café del Puerto te quitó de su lista de empleados el \d\d\/\d\d\/\d{4}\. Por eso ya no paga tu kit/,
  );
  await expect(why).toContainText('Si te vuelve a invitar, la invitación aparece acá mismo');
  await expect(why).toContainText('podés comprar tu kit acá abajo');
  await expectAccessible(former);

  // The company invites her again: she already has an account, so the invitation waits in it, above
  // the price, and she takes the place there (issue 41 item 7).
  await page.getByRole('button', { name: 'Cargar empleado' }).click();
  await page.getByRole('menuitem', { name: 'Enviar invitación por correo' }).click();
  const again = page.getByRole('dialog');
  await again.getByLabel('Nombre').fill('Valeria');
  await again.getByLabel('Apellido (opcional)').fill('Pintos');
  await again.getByLabel('Correo electrónico').fill(email);
  await again.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(SENT).first()).toBeVisible();
  await page.clock.fastForward(4_000);
  await expect(again).toBeHidden({ timeout: 8_000 });
  // No link this time (she has an account): the e-mail says where the invitation is.
  await expect
    .poll(async () => (await waitForEmail(email, 'Café del Puerto te invitó a NutriTest')).text, { timeout: 15_000 })
    .toContain('en la página del kit vas a ver la invitación de Café del Puerto');
  await former.reload();
  const offer = former.getByRole('region', { name: 'Café del Puerto te invitó: tu kit no tiene costo' });
  await expect(offer).toBeVisible();
  await expectAccessible(former);
  await offer.getByRole('button', { name: 'Aceptar la invitación' }).click();
  await expect(former).toHaveURL(/\/dashboard$/);
  await expect(former.getByText('Tu empresa ya no cubre tu kit')).toHaveCount(0);
  expect(formerErrors).toEqual([]);
  await after.close();

  // The company: the new invitation (listed first) accepted, a place used again, Valeria back in the list.
  await page.reload();
  await expect(page.getByText(`Cupos restantes: ${before - 1}`)).toBeVisible();
  await expect(list.getByText('Valeria Pintos')).toBeVisible();
  const newest = page
    .getByRole('list', { name: 'Invitaciones enviadas' })
    .getByRole('listitem')
    .filter({ hasText: email })
    .first();
  await expect(newest.getByText('Aceptada')).toBeVisible();

  // Someone whose kit was delivered: the dialog says the place stays used (not unlinked here).
  await page.getByRole('button', { name: 'Desvincular a Martín Silva' }).click();
  const used = page.getByRole('dialog', { name: '¿Desvincular a Martín Silva?' });
  await expect(used.getByText(/el cupo queda usado/)).toBeVisible();
  await used.getByRole('button', { name: 'Cancelar' }).click();
  await expect(used).toBeHidden();
  expect(errors).toEqual([]);
});
