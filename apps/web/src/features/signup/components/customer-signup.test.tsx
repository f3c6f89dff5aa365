import {
  addDays,
  adultAgeTexts,
  bodySizeHints,
  CONSENT_TEXT_VERSION,
  latestAdultBirthDate,
  messages,
  montevideoToday,
} from '@nutritest/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, baseAnswers, renderAt, type StubCall, stubApi } from '../test-helpers';
import { AUTO_SIGN_IN_MS, PROGRESS_LINE_MS } from './registration-progress-dialog';

afterEach(() => vi.unstubAllGlobals());

function field(label: string | RegExp) {
  return screen.getByLabelText(label, { selector: 'input' });
}

async function retype(user: UserEvent, label: string | RegExp, value: string) {
  const input = field(label);
  await user.clear(input);
  if (value) await user.paste(value);
}

/** Fills an empty field in one paste: these tests are about the values, not the keystrokes (cheaper in jsdom). */
async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function fillPersonalData(user: UserEvent, email = 'ana@test.uy') {
  await fill(user, await screen.findByLabelText('Nombre'), 'Ana María');
  await fill(user, field('Apellido'), 'Pérez');
  await fill(user, field('Correo electrónico'), email);
  fireEvent.change(field('Fecha de nacimiento'), { target: { value: '1992-05-10' } });
  await user.click(await screen.findByRole('combobox', { name: 'Sexo biológico' }));
  await user.click(await screen.findByRole('option', { name: 'Femenino' }));
  await fill(user, field('Estatura (cm)'), '163');
  await fill(user, field('Peso (kg)'), '58');
  await fill(user, field(/^Contraseña/), 'clave123');
  await fill(user, field('Repetir contraseña'), 'clave123');
  await user.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
}

const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

describe('/signup?user= (doc 1 §2)', () => {
  it('renders an empty page for an unknown user value', async () => {
    stubApi(baseAnswers);
    const router = renderAt('/signup?user=7');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe('/signup'));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('customer signup, step 0', () => {
  it('keeps Continuar disabled until the terms box is ticked, and links the terms in a new tab', async () => {
    stubApi(baseAnswers);
    renderAt('/signup?user=1');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Tus datos personales' });
    expect(continueButton()).toBeDisabled();
    const terms = screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ });
    await user.click(terms);
    expect(continueButton()).toBeEnabled();
    await user.click(terms);
    expect(continueButton()).toBeDisabled();
    // A customer's acceptance is the express consent to process her health and genetic data.
    expect(terms).toHaveAccessibleDescription(/datos de salud y genéticos/);
    const link = screen.getByRole('link', { name: 'términos y condiciones' });
    expect(link).toHaveAttribute('href', '/terminos-condiciones-uso-uy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('starts empty: no made-up birth date, sex, height or weight, 170 cm and 70 kg only as hints (issue 41)', async () => {
    stubApi(baseAnswers);
    renderAt('/signup?user=1');
    await screen.findByRole('heading', { name: 'Tus datos personales' });
    expect(field('Fecha de nacimiento')).toHaveValue('');
    expect(field('Estatura (cm)')).toHaveValue(null);
    expect(field('Peso (kg)')).toHaveValue(null);
    expect(field('Estatura (cm)')).toHaveAttribute('placeholder', bodySizeHints.height);
    expect(field('Peso (kg)')).toHaveAttribute('placeholder', bodySizeHints.weight);
    const sex = await screen.findByRole('combobox', { name: 'Sexo biológico' });
    expect(sex).not.toHaveTextContent('Masculino');
    expect(sex).not.toHaveTextContent('Femenino');
  });

  it('shows the validation messages of doc 1 §5 next to each field', async () => {
    const calls = stubApi(baseAnswers);
    renderAt('/signup?user=1');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Tus datos personales' });
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
    await user.click(continueButton());

    // The form validates asynchronously: its messages are drawn on a later turn.
    await waitFor(() => expect(field('Nombre')).toHaveAccessibleDescription(messages.required));
    expect(field('Apellido')).toHaveAccessibleDescription(messages.required);
    expect(field('Correo electrónico')).toHaveAccessibleDescription(messages.required);
    expect(field(/^Contraseña/)).toHaveAccessibleDescription(messages.required);
    // Left empty, the person's own data is asked for, never assumed.
    expect(field('Fecha de nacimiento')).toHaveAccessibleDescription(messages.required);
    expect(field('Estatura (cm)')).toHaveAccessibleDescription(messages.required);
    expect(field('Peso (kg)')).toHaveAccessibleDescription(messages.required);
    expect(await screen.findByRole('combobox', { name: 'Sexo biológico' })).toHaveAccessibleDescription(
      messages.required,
    );

    await fill(user, field('Nombre'), 'Ana2');
    await user.click(field('Apellido'));
    await user.paste('x'.repeat(51));
    await fill(user, field('Correo electrónico'), 'ana&b@test.uy');
    fireEvent.change(field('Fecha de nacimiento'), { target: { value: '2999-01-01' } });
    await retype(user, 'Estatura (cm)', '40');
    await retype(user, 'Peso (kg)', '300');
    await fill(user, field('Celular (opcional)'), '09912345678');
    await fill(user, field(/^Contraseña/), 'abcdefg');
    await fill(user, field('Repetir contraseña'), 'otra');
    await user.click(continueButton());

    expect(field('Nombre')).toHaveAccessibleDescription(messages.nameFormat);
    expect(field('Apellido')).toHaveAccessibleDescription(messages.nameTooLong);
    expect(field('Correo electrónico')).toHaveAccessibleDescription(messages.emailSpecialChars);
    expect(field('Fecha de nacimiento')).toHaveAccessibleDescription(messages.birthDateFuture);
    expect(field('Estatura (cm)')).toHaveAccessibleDescription(messages.heightMin);
    expect(field('Peso (kg)')).toHaveAccessibleDescription(messages.weightMax);
    expect(field('Celular (opcional)')).toHaveAccessibleDescription(messages.phoneRule);
    expect(field(/^Contraseña/)).toHaveAccessibleDescription(messages.passwordRule);
    expect(field('Repetir contraseña')).toHaveAccessibleDescription(messages.passwordsDiffer);

    await retype(user, 'Correo electrónico', 'no-es-correo');
    await retype(user, 'Estatura (cm)', '240');
    await retype(user, 'Peso (kg)', '10');
    await user.click(continueButton());
    await waitFor(() => expect(field('Correo electrónico')).toHaveAccessibleDescription(messages.emailFormat));
    expect(field('Estatura (cm)')).toHaveAccessibleDescription(messages.heightMax);
    expect(field('Peso (kg)')).toHaveAccessibleDescription(messages.weightMin);

    // Nothing reached the server while the form was invalid.
    expect(calls.some((c) => c.path.startsWith('/v1/account'))).toBe(false);
  });

  it('does not ask the server whether the e-mail has an account (decision 017)', async () => {
    const calls = stubApi(baseAnswers);
    renderAt('/signup?user=1');
    const user = userEvent.setup();
    await fillPersonalData(user, 'Tomado@Test.uy');
    await user.click(continueButton());
    await screen.findByRole('heading', { name: '¿Tenés un nutricionista?' });
    expect(calls.some((c) => c.path === '/v1/account/verification')).toBe(false);
  });
});

describe('customer signup, nutritionist code (step 1)', () => {
  function codeAnswers(call: StubCall) {
    if (call.path === '/v1/account/verification') return { body: { available: true } };
    if (call.path === '/v1/account/nutritionist/NUTRI1') {
      return { body: { publicCode: 'NUTRI1', profile: { firstName: 'Laura', lastName: 'Gómez' } } };
    }
    if (call.path.startsWith('/v1/account/nutritionist/')) {
      return { status: 404, body: { error: 'NOT_FOUND', message: messages.nutritionistNotFound } };
    }
    return baseAnswers(call);
  }

  it('looks the code up on the first press (upper-cased), shows the name, and moves on with the second', async () => {
    const calls = stubApi(codeAnswers);
    renderAt('/signup?user=1');
    const user = userEvent.setup();
    await fillPersonalData(user);
    await user.click(continueButton());
    await screen.findByRole('heading', { name: '¿Tenés un nutricionista?' });

    await fill(user, field('Código de nutricionista (opcional)'), 'nutri1');
    await user.click(continueButton());
    const found = await screen.findByText(/Tu nutricionista es/);
    expect(found).toHaveTextContent('Tu nutricionista es Laura Gómez');
    expect(calls.filter((c) => c.path === '/v1/account/nutritionist/NUTRI1')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '¿Tenés un nutricionista?' })).toBeInTheDocument();

    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Patologías' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/v1/account/nutritionist/NUTRI1')).toHaveLength(1);
  });

  it('says an unknown code was not found, next to the field', async () => {
    stubApi(codeAnswers);
    renderAt('/signup?user=1');
    const user = userEvent.setup();
    await fillPersonalData(user);
    await user.click(continueButton());
    await screen.findByRole('heading', { name: '¿Tenés un nutricionista?' });
    await fill(user, field('Código de nutricionista (opcional)'), 'zzz9');
    await user.click(continueButton());
    await waitFor(() =>
      expect(field('Código de nutricionista (opcional)')).toHaveAccessibleDescription(messages.nutritionistNotFound),
    );
    expect(screen.queryByText(/Tu nutricionista es/)).toBeNull();
    expect(screen.getByRole('heading', { name: '¿Tenés un nutricionista?' })).toBeInTheDocument();
  });

  it('moves on without a code', async () => {
    const calls = stubApi(codeAnswers);
    renderAt('/signup?user=1');
    const user = userEvent.setup();
    await fillPersonalData(user);
    await user.click(continueButton());
    await screen.findByRole('heading', { name: '¿Tenés un nutricionista?' });
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Patologías' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/v1/account/nutritionist/'))).toBe(false);
  });
});

describe('customer signup, price card (doc 1 §9)', () => {
  it('shows USD 299 struck through, the launch price and 3 or 6 instalments with 2 decimals', async () => {
    stubApi(baseAnswers);
    renderAt('/signup?user=1');
    const card = await screen.findByRole('complementary', { name: 'Kit NutriTest' });
    const regular = within(card).getByText('USD 299');
    expect(regular.tagName).toBe('S');
    expect(await within(card).findByText('USD 249')).toBeInTheDocument();
    expect(within(card).getByText(/IVA incluido/)).toBeInTheDocument();
    expect(within(card).getByText('3 cuotas de USD 83,00')).toBeInTheDocument();
    expect(within(card).getByText('6 cuotas de USD 41,50')).toBeInTheDocument();
  });

  it('multiplies the tier price by the stored quantity', async () => {
    localStorage.setItem('amount', '2');
    stubApi(baseAnswers);
    renderAt('/signup?user=1');
    const card = await screen.findByRole('complementary', { name: 'Kit NutriTest' });
    expect(await within(card).findByText('USD 478')).toBeInTheDocument();
    expect(within(card).getByText('3 cuotas de USD 159,33')).toBeInTheDocument();
    expect(within(card).getByText('6 cuotas de USD 79,67')).toBeInTheDocument();
  });

  it("refuses someone under 18 next to the birth date, in Montevideo's calendar", async () => {
    stubApi(baseAnswers);
    renderAt('/signup?user=1');
    const user = userEvent.setup();
    await fillPersonalData(user);
    const tooYoung = addDays(latestAdultBirthDate(montevideoToday()), 1);
    fireEvent.change(field('Fecha de nacimiento'), { target: { value: tooYoung } });
    await user.click(continueButton());
    await waitFor(() => expect(field('Fecha de nacimiento')).toHaveAccessibleDescription(adultAgeTexts.tooYoung));
    expect(screen.getByRole('heading', { name: 'Tus datos personales' })).toBeInTheDocument();
    // 18 today is fine.
    fireEvent.change(field('Fecha de nacimiento'), { target: { value: latestAdultBirthDate(montevideoToday()) } });
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: '¿Tenés un nutricionista?' })).toBeInTheDocument();
  });
});

describe('/signup?user=1&fromCompany=1 (decision 027: only through the invitation)', () => {
  it('without an invitation, says where it is and promises no free kit', async () => {
    stubApi(baseAnswers);
    renderAt('/signup?user=1&fromCompany=1');
    expect(await screen.findByRole('heading', { level: 1, name: '¿Tu empresa te invitó?' })).toBeInTheDocument();
    expect(screen.getByText(/te invitó a NutriTest/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Registrarme y comprar mi kit' })).toHaveAttribute(
      'href',
      '/signup?user=1',
    );
    expect(screen.getByRole('link', { name: 'Ya tengo cuenta: ingresar' })).toHaveAttribute('href', '/login');
  });

  it("with the invitation, opens the invitation's own page", async () => {
    stubApi(baseAnswers);
    const router = renderAt('/signup?user=1&fromCompany=1&invitation=inv-42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/createUser'));
    expect(router.state.location.search).toBe('?user=inv-42');
  });
});

describe('customer signup, registration', () => {
  // goThroughSteps moves to a fake clock (that still runs) before registering: the progress dialog's
  // 1 s lines and 3.3 s sign-in are advanced instead of waited for.
  afterEach(() => vi.useRealTimers());

  function registrationAnswers(call: StubCall) {
    if (call.path === '/v1/account/verification') return { body: { available: true } };
    if (call.path === '/v1/account/nutritionist/NUTRI1') {
      return { body: { publicCode: 'NUTRI1', profile: { firstName: 'Laura', lastName: 'Gómez' } } };
    }
    if (call.method === 'POST' && call.path === '/v1/account')
      return { status: 201, text: 'Usuario registrado correctamente' };
    if (call.path === '/v1/account/authenticate') return { body: { jwtToken: 'tok-1', account: account('Customer') } };
    if (call.path === '/v1/account') return { body: account('Customer') };
    return baseAnswers(call);
  }

  async function goThroughSteps(user: UserEvent, code?: string) {
    await fillPersonalData(user);
    await user.click(continueButton());
    await screen.findByRole('heading', { name: '¿Tenés un nutricionista?' });
    if (code) {
      await fill(user, field('Código de nutricionista (opcional)'), code);
      await user.click(continueButton());
      await screen.findByText(/Tu nutricionista es/);
    }
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Patologías' });
    await user.click(await screen.findByRole('checkbox', { name: 'Diabetes' }));
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Antecedentes familiares' });
    await user.click(screen.getByRole('checkbox', { name: 'Sobrepeso' }));
    // The terms ticked on step 0 stay ticked; unticking disables the registration.
    const terms = screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ });
    expect(terms).toBeChecked();
    await user.click(terms);
    expect(screen.getByRole('button', { name: 'Registrarme' })).toBeDisabled();
    await user.click(terms);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
  }

  it('registers, shows the progress lines, then signs in and goes to /loadingPayment', async () => {
    const calls = stubApi(registrationAnswers);
    const router = renderAt('/signup?user=1');
    const user = userEvent.setup();
    await goThroughSteps(user, 'nutri1');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Registrando usuario')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_LINE_MS));
    expect(await within(dialog).findByText('Iniciando sesión', {}, { timeout: 20_000 })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_LINE_MS));
    expect(await within(dialog).findByText('Cargando medios de pago', {}, { timeout: 20_000 })).toBeInTheDocument();
    // Behind the dialog, the last step already says where the activation e-mail went.
    expect(screen.getByText('ana@test.uy', { selector: 'strong' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(AUTO_SIGN_IN_MS - 2 * PROGRESS_LINE_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loadingPayment'), { timeout: 20_000 });
    expect(localStorage.getItem('token')).toBe('tok-1');

    const registration = calls.find((c) => c.method === 'POST' && c.path === '/v1/account');
    expect(registration?.body).toEqual({
      account: {
        role: 'Customer',
        email: 'ana@test.uy',
        profile: {
          firstName: 'Ana María',
          lastName: 'Pérez',
          birthDate: '1992-05-10',
          gender: 1,
          height: 163,
          weight: 58,
          mobile: null,
          pathologies: [2],
          familyHistories: [5],
        },
        referer: { publicCode: 'NUTRI1' },
      },
      password: 'clave123',
      // The terms box and the version of the consent text shown, recorded by the server.
      acceptTerms: true,
      termsVersion: CONSENT_TEXT_VERSION,
    });
    const signIn = calls.find((c) => c.path === '/v1/account/authenticate');
    expect(signIn?.body).toEqual({ email: 'ana@test.uy', password: 'clave123' });
  });

  it('says "Revisá tu correo" when the sign-in after registering is refused (the address had an account)', async () => {
    const calls = stubApi((call) =>
      call.path === '/v1/account/authenticate'
        ? { status: 401, body: { error: 'INVALID_CREDENTIALS', message: messages.loginFailed } }
        : registrationAnswers(call),
    );
    const router = renderAt('/signup?user=1');
    const user = userEvent.setup();
    await goThroughSteps(user);
    await screen.findByRole('dialog');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SIGN_IN_MS));
    expect(await screen.findByRole('heading', { name: 'Revisá tu correo' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/con los pasos para seguir/)).toBeInTheDocument();
    expect(screen.getByText('ana@test.uy', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText(/no pudimos iniciar tu sesión/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a ingresar' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/signup');
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.filter((c) => c.path === '/v1/account/authenticate')).toHaveLength(1);
  });

  it('puts server field errors back on step 0 with the message in an alert', async () => {
    stubApi((call) =>
      call.method === 'POST' && call.path === '/v1/account'
        ? {
            status: 409,
            body: { error: 'CONFLICT', message: messages.emailTaken, fields: { 'account.email': messages.emailTaken } },
          }
        : registrationAnswers(call),
    );
    renderAt('/signup?user=1');
    const user = userEvent.setup();
    await goThroughSteps(user);
    expect(await screen.findByRole('heading', { name: 'Tus datos personales' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.emailTaken);
    expect(field('Correo electrónico')).toHaveAccessibleDescription(messages.emailTaken);
  });

  it('resends the activation e-mail from the last step', async () => {
    localStorage.setItem('signupEmail', 'ana@test.uy');
    const calls = stubApi((call) =>
      call.path.toLowerCase() === '/v1/account/resendemailregister'
        ? { status: 202, body: { message: 'ok' } }
        : baseAnswers(call),
    );
    renderAt('/signup?user=1&step=4');
    const user = userEvent.setup();
    expect(await screen.findByText('ana@test.uy', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reenviar email' }));
    expect(await screen.findByText('Te reenviamos el correo de activación.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v1/Account/resendemailregister')?.body).toEqual({ email: 'ana@test.uy' });
  });
});

describe('customer signup, a reload (issue 41 item 12)', () => {
  it('brings back what was typed on every step but the passwords, which are never stored', async () => {
    stubApi(baseAnswers);
    renderAt('/signup?user=1');
    const user = userEvent.setup();
    await fillPersonalData(user);
    await fill(user, field('Celular (opcional)'), '099555444');
    await user.click(continueButton());
    await screen.findByRole('heading', { name: '¿Tenés un nutricionista?' });
    await fill(user, field('Código de nutricionista (opcional)'), 'NUTRI1');
    // No lookup needed to keep it: it is what was typed.
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(continueButton());
    await screen.findByRole('heading', { name: '¿Tenés un nutricionista?' });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('clave123');

    // The page is reloaded: a new page, same tab.
    cleanup();
    renderAt('/signup?user=1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recuperamos lo que habías escrito. Por seguridad no guardamos la contraseña: escribila de nuevo.',
    );
    await waitFor(() => expect(field('Nombre')).toHaveValue('Ana María'));
    expect(field('Apellido')).toHaveValue('Pérez');
    expect(field('Correo electrónico')).toHaveValue('ana@test.uy');
    expect(field('Fecha de nacimiento')).toHaveValue('1992-05-10');
    expect(field('Estatura (cm)')).toHaveValue(163);
    expect(field('Peso (kg)')).toHaveValue(58);
    expect(field('Celular (opcional)')).toHaveValue('099555444');
    expect(await screen.findByRole('combobox', { name: 'Sexo biológico' })).toHaveTextContent('Femenino');
    expect(field(/^Contraseña/)).toHaveValue('');
    expect(field('Repetir contraseña')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ })).not.toBeChecked();

    await fill(user, field(/^Contraseña/), 'clave123');
    await fill(user, field('Repetir contraseña'), 'clave123');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
    await user.click(continueButton());
    await screen.findByRole('heading', { name: '¿Tenés un nutricionista?' });
    expect(field('Código de nutricionista (opcional)')).toHaveValue('NUTRI1');
  });
});
