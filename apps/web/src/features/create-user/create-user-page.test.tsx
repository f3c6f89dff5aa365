import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderAt, renderSignedIn, stubApi } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const saveOk = ({ method, url }: { method: string; url: string }) =>
  method === 'PUT' && url === '/v1/account' ? { status: 200, body: 'Cuenta editada correctamente' } : undefined;

function renderVisitor(path: string) {
  stubApi(() => undefined);
  return renderAt(path);
}

describe('/createUser for a signed-in customer', () => {
  it('prefills the own data, and leaves empty what the profile does not know (issue 41)', async () => {
    const account = makeAccount('Customer');
    account.profile = { ...account.profile, height: null, weight: null, birthDate: null, mobile: null };
    await renderSignedIn(account, '/createUser');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByLabelText('Apellido')).toHaveValue('Suárez');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('');
    expect(screen.getByLabelText('Sexo')).toHaveValue('1');
    expect(screen.getByLabelText('Estatura (cm)')).toHaveValue(null);
    expect(screen.getByLabelText('Peso (kg)')).toHaveValue(null);
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@test.uy');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('readonly');
    expect(await screen.findByRole('checkbox', { name: 'Diabetes' })).toBeChecked();
    for (const name of ['Guardar cambios', 'Confirmar datos', 'Volver']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });

  it('validates on change and blur', async () => {
    await renderSignedIn(makeAccount('Customer'), '/createUser');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Apellido'));
    await user.clear(screen.getByLabelText('Apellido'));
    await user.tab();
    expect(await screen.findByText('El campo es obligatorio.')).toBeVisible();

    const height = screen.getByLabelText('Estatura (cm)');
    await user.clear(height);
    await user.type(height, '45');
    expect(await screen.findByText('La estatura debe ser al menos 50 cm')).toBeVisible();
    const weight = screen.getByLabelText('Peso (kg)');
    await user.clear(weight);
    await user.type(weight, '300');
    expect(await screen.findByText('El peso debe ser menor a 270 kg')).toBeVisible();
    await user.type(screen.getByLabelText('Celular'), 'abc');
    expect(
      await screen.findByText(
        'Ingresá un teléfono de Uruguay: un celular de 9 dígitos que empiece con 09 (099 123 456) o un fijo de 8 dígitos que empiece con 2 o 4.',
      ),
    ).toBeVisible();
  });

  it('saves with PUT /v1/account {profile} without asking about the own e-mail, and shows the toast', async () => {
    const { requests } = await renderSignedIn(makeAccount('Customer'), '/createUser', saveOk);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Peso (kg)'));
    await user.type(screen.getByLabelText('Peso (kg)'), '62');
    await user.click(await screen.findByRole('checkbox', { name: 'Sobrepeso' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Cuenta editada correctamente')).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      profile: {
        firstName: 'Ana',
        lastName: 'Suárez',
        birthDate: '1990-04-12',
        gender: 1,
        height: 165,
        weight: 62,
        mobile: '099123456',
        pathologies: [2],
        familyHistories: [5],
      },
    });
    expect(requests.some((r) => r.url.startsWith('/v1/account/verification'))).toBe(false);
  });

  it('Confirmar datos saves and moves on; a server field error lands on its input', async () => {
    let fail = true;
    const { router } = await renderSignedIn(makeAccount('Customer'), '/createUser', (request) => {
      if (request.method === 'PUT' && fail) {
        fail = false;
        return {
          status: 400,
          body: {
            error: 'VALIDATION',
            message: 'Revisá los datos ingresados.',
            fields: { 'profile.firstName': 'Formato incorrecto.' },
          },
        };
      }
      return saveOk(request);
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirmar datos' }));
    const form = screen.getByRole('form', { name: 'Datos personales' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Revisá los datos ingresados.');
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Formato incorrecto.');

    await user.click(screen.getByRole('button', { name: 'Confirmar datos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('Volver goes back', async () => {
    const { router } = await renderSignedIn(makeAccount('Customer'), '/createUser');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('/createUser without a session', () => {
  it('titles an invitation "Cargar datos personales"', async () => {
    renderVisitor('/createUser?user=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cargar datos personales' })).toBeVisible();
  });

  it('asks a visitor to sign in', async () => {
    renderVisitor('/createUser');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cargar datos del paciente/empleado' })).toBeVisible();
    expect(screen.getByText('Para completar tus datos, ingresá con tu cuenta.')).toBeVisible();
  });
});
