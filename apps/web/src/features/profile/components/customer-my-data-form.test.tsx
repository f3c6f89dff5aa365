import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

const noNutritionist = ({ url }: { url: string }) =>
  url === '/v1/account/nutritionist' ? { status: 200, body: null } : undefined;

describe('Mis datos of a customer', () => {
  it('validates names and phone on change with the spec texts', async () => {
    await renderSignedIn(makeAccount('Customer'), '/profile', noNutritionist);
    const user = userEvent.setup();
    const firstName = screen.getByLabelText('Nombre');
    await user.clear(firstName);
    expect(await screen.findByText('El campo es obligatorio.')).toBeVisible();
    await user.paste('Ana3');
    expect(await screen.findByText('Formato incorrecto.')).toBeVisible();
    await user.clear(firstName);
    await user.paste('a'.repeat(51));
    expect(await screen.findByText('El nombre no puede superar los 50 caracteres.')).toBeVisible();

    const mobile = screen.getByLabelText('Celular');
    await user.clear(mobile);
    await user.paste('09912345678');
    expect(
      await screen.findByText(
        'Ingresá un teléfono de Uruguay: un celular de 9 dígitos que empiece con 09 (099 123 456) o un fijo de 8 dígitos que empiece con 2 o 4.',
      ),
    ).toBeVisible();
  });

  it('maps server field errors onto the inputs and shows the message in an alert', async () => {
    await renderSignedIn(makeAccount('Customer'), '/profile', (request) => {
      if (request.method === 'PUT' && request.url === '/v1/account') {
        return {
          status: 400,
          body: {
            error: 'VALIDATION',
            message: 'Revisá los datos ingresados.',
            fields: { 'profile.lastName': 'Formato incorrecto.' },
          },
        };
      }
      return noNutritionist(request);
    });
    const form = screen.getByRole('form', { name: 'Datos personales' });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Revisá los datos ingresados.');
    expect(screen.getByLabelText('Apellido')).toHaveAccessibleDescription('Formato incorrecto.');
  });
});

describe('Cambiar contraseña', () => {
  it('shows the old-password error next to its field', async () => {
    await renderSignedIn(makeAccount('Customer'), '/profile', (request) => {
      if (request.method === 'PUT' && request.url === '/v1/account/password') {
        return {
          status: 400,
          body: {
            error: 'VALIDATION',
            message: 'La contraseña actual no es correcta.',
            fields: { oldPassword: 'La contraseña actual no es correcta.' },
          },
        };
      }
      return noNutritionist(request);
    });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Contraseña actual'));
    await user.paste('mala1234');
    await user.click(screen.getByLabelText('Contraseña nueva'));
    await user.paste('nueva1234');
    await user.click(screen.getByLabelText('Repetir contraseña nueva'));
    await user.paste('nueva1234');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription(
        'La contraseña actual no es correcta.',
      ),
    );
    // Said once, next to the field, not again in an alert.
    expect(screen.getAllByText('La contraseña actual no es correcta.')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('checks the password rule and the repeat, then stores the new token', async () => {
    const { requests } = await renderSignedIn(makeAccount('Customer'), '/profile', (request) =>
      request.method === 'PUT' && request.url === '/v1/account/password'
        ? { status: 200, body: { jwtToken: 'nuevo-token' } }
        : noNutritionist(request),
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Contraseña actual'));
    await user.paste('demo1234');
    await user.click(screen.getByLabelText('Contraseña nueva'));
    await user.paste('corta');
    await user.click(screen.getByLabelText('Repetir contraseña nueva'));
    await user.paste('otra1234');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText('La contraseña debe tener al menos 6 caracteres y un número entre 0 y 9.'),
    ).toBeVisible();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeVisible();

    await user.clear(screen.getByLabelText('Contraseña nueva'));
    await user.paste('otra1234');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Tu contraseña se cambió correctamente.')).toBeVisible();
    expect(requests.find((r) => r.url === '/v1/account/password')?.body).toEqual({
      oldPassword: 'demo1234',
      newPassword: 'otra1234',
    });
    expect(localStorage.getItem('token')).toBe('nuevo-token');
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
  });
});
