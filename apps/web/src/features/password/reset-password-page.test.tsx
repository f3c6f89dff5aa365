import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

describe('/resetPassword', () => {
  it('sends the e-mail and shows the success text with the spam hint', async () => {
    const requests = stubApi(({ url }) =>
      url === '/v1/account/password/reset'
        ? { status: 202, body: { message: 'La contraseña se reseteó correctamente.' } }
        : undefined,
    );
    renderApp('/resetPassword');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'Ana@Test.uy');
    await user.click(screen.getByRole('button', { name: 'Restablecer' }));

    expect(await screen.findByText('La contraseña se reseteó correctamente.')).toBeVisible();
    expect(screen.getByText(/revisá la carpeta de correo no deseado \(spam\)/)).toBeVisible();
    expect(requests).toContainEqual({
      method: 'POST',
      url: '/v1/account/password/reset',
      body: { email: 'ana@test.uy' },
    });
    expect(screen.getByRole('link', { name: 'Volver a ingresar' })).toHaveAttribute('href', '/login');
  });

  it('shows the spec error text when the request fails', async () => {
    stubApi(() => ({ status: 500, body: { error: 'INTERNAL', message: 'Ocurrió un error inesperado.' } }));
    renderApp('/resetPassword');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@test.uy');
    await user.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByText('Ocurrió un error al resetear la contraseña.')).toBeVisible();
  });

  it('validates the e-mail before calling the server', async () => {
    const requests = stubApi(() => undefined);
    renderApp('/resetPassword');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByText('Formato inválido de correo electrónico.')).toBeVisible();
    expect(requests.filter((r) => r.url.includes('/password/reset'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Volver a ingresar' })).toHaveAttribute('href', '/login');
  });
});
