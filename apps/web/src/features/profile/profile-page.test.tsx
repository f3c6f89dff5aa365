import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn as renderWithReference } from '../../../test/signed-in-harness';
import { SAVED_TOAST_MS } from './components/saved-toast';
import { makeAccount, renderSignedIn } from './test-utils';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('/profile', () => {
  it('shows a customer the Mis datos and Formulario ADN tabs', async () => {
    await renderSignedIn(makeAccount('Customer'), '/profile', ({ url }) =>
      url === '/v1/account/nutritionist' ? { status: 200, body: null } : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    expect(tabNames()).toEqual(['Mis datos', 'Formulario ADN', 'Mis compras']);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByLabelText('Apellido')).toHaveValue('Suárez');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('1990-04-12');
    expect(screen.getByLabelText('Celular')).toHaveValue('099123456');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { name: 'Mi nutricionista' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
  });

  it('shows a nutritionist Mis datos with the public code, and Datos de cobro', async () => {
    await renderSignedIn(makeAccount('Nutritionist'), '/profile', ({ url }) =>
      url === '/v1/bankAccounts' ? { status: 200, body: null } : undefined,
    );
    expect(tabNames()).toEqual(['Mis datos', 'Datos de cobro']);
    expect(screen.getByText('Tu código público')).toBeVisible();
    expect(within(screen.getByRole('main')).getByText('NUTRI1')).toBeVisible();
    expect(screen.getByLabelText('Celular')).toHaveValue('099123456');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@test.uy');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Datos de cobro' }));
    expect(await screen.findByRole('heading', { name: 'Datos de cobro' })).toBeVisible();
    expect(await screen.findByLabelText('Banco')).toBeVisible();
  });

  it('shows a company Mis datos and Cupos', async () => {
    await renderSignedIn(makeAccount('Business'), '/profile', ({ url }) =>
      url === '/v1/account/kitsavailable' ? { status: 200, body: 7 } : undefined,
    );
    expect(tabNames()).toEqual(['Mis datos', 'Cupos', 'Mis compras']);
    expect(screen.getByLabelText('Razón social')).toHaveValue('Café del Puerto S.A.');
    expect(screen.getByLabelText('RUT')).toHaveValue('211234560019');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Cupos' }));
    expect(await screen.findByText('Cupos restantes: 7')).toBeVisible();
  });

  it('a session that ends while editing: sign in again, back to the page, what was typed kept (issue 41, item 5)', async () => {
    sessionStorage.clear();
    const account = makeAccount('Customer');
    const { router } = await renderSignedIn(account, '/profile', ({ method, url }) => {
      if (url === '/v1/account/nutritionist') return { status: 200, body: null };
      if (method === 'PUT' && url === '/v1/account') {
        return { status: 401, body: { error: 'UNAUTHENTICATED', message: 'Tu sesión venció.' } };
      }
      if (url === '/v1/account/authenticate') return { status: 200, body: { jwtToken: 'tok-2', account } };
      return undefined;
    });
    const user = userEvent.setup();
    const firstName = screen.getByLabelText('Nombre');
    await user.clear(firstName);
    await user.type(firstName, 'Anita');
    await user.click(screen.getAllByRole('button', { name: 'Guardar cambios' })[0]!);
    // The server ended the session: to /login, with the way back and why.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fprofile');
    expect(
      await screen.findByText('Tu sesión venció. Ingresá de nuevo y volvés a la página donde estabas.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@test.uy');
    await user.type(screen.getByLabelText('Contraseña'), 'clave123');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    // What was typed before the session ended is there again, not saved yet.
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Anita'));
  });

  it('saves Mis datos, shows the toast for 2 s and refreshes the account', async () => {
    // The toast's 2 s: a fake clock (that still runs) is advanced instead of waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const account = makeAccount('Customer');
    const { requests } = await renderSignedIn(account, '/profile', ({ method, url }) => {
      if (url === '/v1/account/nutritionist') return { status: 200, body: null };
      if (method === 'PUT' && url === '/v1/account') return { status: 200, body: 'Cuenta editada correctamente' };
      return undefined;
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const mobile = screen.getByLabelText('Celular');
    await user.clear(mobile);
    await user.type(mobile, '098765432');
    const accountFetches = requests.filter((r) => r.url === '/v1/account' && r.method === 'GET').length;
    await user.click(
      within(screen.getByRole('form', { name: 'Datos personales' })).getByRole('button', {
        name: 'Guardar cambios',
      }),
    );

    const toast = await screen.findByText('Cuenta editada correctamente');
    expect(toast).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      profile: {
        firstName: 'Ana',
        lastName: 'Suárez',
        birthDate: '1990-04-12',
        gender: 1,
        height: 165,
        weight: 60,
        mobile: '098765432',
        pathologies: [2],
        familyHistories: [],
      },
    });
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/v1/account' && r.method === 'GET').length).toBeGreaterThan(
        accountFetches,
      ),
    );
    expect(screen.getByText('Cuenta editada correctamente')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(SAVED_TOAST_MS));
    await waitFor(() => expect(screen.queryByText('Cuenta editada correctamente')).not.toBeInTheDocument(), {
      timeout: 20_000,
    });
  });

  it('asks a woman in the Formulario ADN whether she is pregnant or breastfeeding, next to the health lists (issue 37)', async () => {
    const account = makeAccount('Customer'); // Ana, sex 'Femenino'
    const { requests } = await renderWithReference(
      account,
      '/profile',
      ({ url, method }) => {
        if (url === '/v1/account/nutritionist') return { status: 200, body: null };
        if (method === 'PUT' && url === '/v1/account') return { status: 200, body: 'Cuenta editada correctamente' };
        return undefined;
      },
      {
        heading: 'Mi perfil',
        reference: {
          departments: [{ id: 0, name: 'Montevideo' }],
          pathologies: [
            { id: 2, name: 'Diabetes' },
            { id: 13, name: 'Enfermedad celíaca diagnosticada por un médico' },
            { id: 15, name: 'Embarazo' },
            { id: 16, name: 'Lactancia' },
          ],
          familyHistories: [{ id: 1, name: 'Hipertensión' }],
        },
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Formulario ADN' }));
    const form = await screen.findByRole('form', { name: 'Formulario ADN' });
    const pathologies = await within(form).findByRole('group', { name: 'Patologías' });
    // The diagnosis is a checkbox; pregnancy and lactation are not: they are one question.
    expect(
      within(pathologies).getByRole('checkbox', { name: 'Enfermedad celíaca diagnosticada por un médico' }),
    ).toBeVisible();
    expect(within(pathologies).queryByRole('checkbox', { name: 'Embarazo' })).not.toBeInTheDocument();
    const question = within(form).getByRole('radiogroup', { name: '¿Estás embarazada o en período de lactancia?' });
    expect(within(question).getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(within(question).getByRole('radio', { name: 'Embarazada' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toBeDefined());
    const sent = requests.find((r) => r.method === 'PUT')!.body as { profile: { pathologies: number[] } };
    expect(sent.profile.pathologies).toContain(15);
    expect(sent.profile.pathologies).not.toContain(16);
    // Asked only with the female sex.
    await user.selectOptions(within(form).getByLabelText(/Sexo/), 'Masculino');
    expect(within(form).queryByRole('radiogroup', { name: /embarazada/ })).not.toBeInTheDocument();
  });
});
