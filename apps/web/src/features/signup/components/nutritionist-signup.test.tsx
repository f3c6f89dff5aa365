import { CONSENT_TEXT_VERSION, messages } from '@nutritest/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, baseAnswers, renderAt, type StubCall, stubApi } from '../test-helpers';

afterEach(() => vi.unstubAllGlobals());

const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });
/** Fills an empty field in one paste: these tests are about the values, not the keystrokes (cheaper in jsdom). */
async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

const nutritionist = account('Nutritionist', { nutritionist: { publicCode: 'NUTRI9' } });

function answers(call: StubCall) {
  if (call.path === '/v1/account/verification') return { body: { available: true } };
  if (call.method === 'POST' && call.path === '/v1/account')
    return { status: 201, text: 'Usuario registrado correctamente' };
  if (call.path === '/v1/account/authenticate') return { body: { jwtToken: 'tok-n', account: nutritionist } };
  if (call.path === '/v1/account') return { body: nutritionist };
  return baseAnswers(call);
}

async function startAndFillPersonal(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Comenzar registro' }));
  await fill(user, field('Nombre'), 'Laura');
  await fill(user, field('Apellido'), 'Gómez');
  await fill(user, field('Correo electrónico'), 'laura@test.uy');
  await fill(user, field('Teléfono'), '099123456');
  await fill(user, field(/^Contraseña/), 'clave123');
  await fill(user, field('Repetir contraseña'), 'clave123');
  await user.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { name: '¿Cómo querés cobrar tus comisiones?' });
}

async function fillBank(user: UserEvent) {
  await user.click(await screen.findByRole('combobox', { name: 'Banco' }));
  await user.click(await screen.findByRole('option', { name: 'BROU' }));
  await fill(user, field('Número de cuenta'), '001234567');
  await fill(user, field('Sucursal'), '12');
  await fill(user, field('Nombre completo del titular'), 'Laura Gómez');
}

describe('nutritionist signup', () => {
  it('welcomes with "Sumate a nuestro equipo" and labels the four steps', async () => {
    stubApi(answers);
    renderAt('/signup?user=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sumate a nuestro equipo' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Comenzar registro' }));
    const steps = screen.getByLabelText('Pasos del registro');
    for (const label of ['Datos personales', 'Datos de cobro', 'Verificación de e-mail', 'Mi panel']) {
      expect(within(steps).getByText(label)).toBeInTheDocument();
    }
  });

  it('shows the phone and password rules on the personal data step', async () => {
    stubApi(answers);
    renderAt('/signup?user=2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Comenzar registro' }));
    await fill(user, field('Teléfono'), '09-91');
    await fill(user, field(/^Contraseña/), 'corta');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    // The form validates asynchronously: its messages are drawn on a later turn.
    await waitFor(() => expect(field('Nombre')).toHaveAccessibleDescription(messages.required));
    expect(field('Teléfono')).toHaveAccessibleDescription(messages.phoneRule);
    expect(field(/^Contraseña/)).toHaveAccessibleDescription(messages.passwordRule);
  });

  it('says "Revisá tu correo" when the background sign-in is refused (the address had an account)', async () => {
    const calls = stubApi((call) =>
      call.path === '/v1/account/authenticate'
        ? { status: 401, body: { error: 'INVALID_CREDENTIALS', message: messages.loginFailed } }
        : answers(call),
    );
    renderAt('/signup?user=2');
    const user = userEvent.setup();
    await startAndFillPersonal(user);
    expect(calls.some((c) => c.path === '/v1/account/verification')).toBe(false);
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(/Revisá los datos que vamos a guardar/);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Revisá tu correo' })).toBeInTheDocument();
    expect(screen.getByText(/con los pasos para seguir/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a ingresar' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('heading', { name: 'Verificá tu correo' })).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('first Continuar shows a summary, Anterior leaves it, the second Continuar registers; then the code', async () => {
    const calls = stubApi(answers);
    renderAt('/signup?user=2');
    const user = userEvent.setup();
    await startAndFillPersonal(user);
    await fillBank(user);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(/Revisá los datos que vamos a guardar/)).toBeInTheDocument();
    expect(screen.getByText('BROU')).toBeInTheDocument();
    expect(screen.getByText('001234567')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/account')).toBe(false);

    // Anterior leaves the summary and keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(field('Número de cuenta')).toHaveValue('001234567');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(/Revisá los datos que vamos a guardar/);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('heading', { name: 'Verificá tu correo' })).toBeInTheDocument();
    expect(screen.getByText('laura@test.uy', { selector: 'strong' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/v1/account')?.body).toEqual({
      account: {
        role: 'Nutritionist',
        email: 'laura@test.uy',
        profile: { firstName: 'Laura', lastName: 'Gómez', mobile: '099123456' },
        nutritionist: {
          paymentType: 1,
          bank: 'BROU',
          accountNumber: '001234567',
          branchOffice: '12',
          fullName: 'Laura Gómez',
        },
      },
      password: 'clave123',
      // The terms box and the version of the consent text shown, recorded by the server.
      acceptTerms: true,
      termsVersion: CONSENT_TEXT_VERSION,
    });
    // Signed in in the background, without leaving the page.
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-n'));

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Tu código de nutricionista' })).toBeInTheDocument();
    expect(screen.getByTestId('nutritionist-code')).toHaveTextContent('NUTRI9');
    expect(screen.getByText('Cargar pacientes')).toBeInTheDocument();
    expect(screen.getByText('Ver el estado de tus pacientes')).toBeInTheDocument();
    expect(screen.getByText('Ver tu balance de comisiones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute('href', '/dashboard');
  });

  it('choosing the collection network clears bank, account and branch, and saves only the ID card', async () => {
    const calls = stubApi(answers);
    renderAt('/signup?user=2');
    const user = userEvent.setup();
    await startAndFillPersonal(user);
    await fillBank(user);

    await user.click(screen.getByRole('radio', { name: 'Red de cobranza (Abitab)' }));
    expect(screen.queryByLabelText('Número de cuenta')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(field('Cédula de identidad')).toHaveAccessibleDescription(messages.required));
    await fill(user, field('Cédula de identidad'), '12345672');

    await user.click(screen.getByRole('radio', { name: 'Cuenta bancaria' }));
    expect(await screen.findByRole('combobox', { name: 'Banco' })).not.toHaveTextContent('BROU');
    expect(field('Número de cuenta')).toHaveValue('');
    expect(field('Sucursal')).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'Red de cobranza (Abitab)' }));
    expect(field('Cédula de identidad')).toHaveValue('12345672');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Red de cobranza (Abitab)', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Verificá tu correo' });
    const body = calls.find((c) => c.method === 'POST' && c.path === '/v1/account')?.body as {
      account: { nutritionist: unknown };
    };
    expect(body.account.nutritionist).toEqual({ paymentType: 3, network: 'Abitab', ci: '12345672' });
  });

  it('a signed-in nutritionist opening /signup?user=2 starts at Mi panel with the code', async () => {
    localStorage.setItem('token', 'tok-n');
    stubApi(answers);
    const router = renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Mis pacientes' });
    await router.navigate('/signup?user=2');
    expect(await screen.findByRole('heading', { name: 'Tu código de nutricionista' })).toBeInTheDocument();
    expect(screen.getByTestId('nutritionist-code')).toHaveTextContent('NUTRI9');
  });
});

describe('nutritionist signup, a reload (issue 41 item 12)', () => {
  it('goes back to the personal data with what was typed (payout details too), the passwords to type again', async () => {
    stubApi(answers);
    renderAt('/signup?user=2');
    const user = userEvent.setup();
    await startAndFillPersonal(user);
    await fillBank(user);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('clave123');

    cleanup();
    renderAt('/signup?user=2');
    expect(await screen.findByRole('status')).toHaveTextContent('Recuperamos lo que habías escrito.');
    expect(field('Nombre')).toHaveValue('Laura');
    expect(field('Correo electrónico')).toHaveValue('laura@test.uy');
    expect(field('Teléfono')).toHaveValue('099123456');
    expect(field(/^Contraseña/)).toHaveValue('');
    await fill(user, field(/^Contraseña/), 'clave123');
    await fill(user, field('Repetir contraseña'), 'clave123');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: '¿Cómo querés cobrar tus comisiones?' });
    expect(field('Número de cuenta')).toHaveValue('001234567');
    expect(field('Nombre completo del titular')).toHaveValue('Laura Gómez');
  });
});
