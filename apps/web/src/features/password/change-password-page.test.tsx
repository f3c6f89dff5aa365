import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const confirmationUrl = '/v1/account/password/reset/confirmation?data=acc-1.tok%2Dxyz';

describe('/changePassword', () => {
  it('confirms the reset once (even under StrictMode) with the raw query and tells about the temporary password', async () => {
    const requests = stubApi(({ url }) =>
      url.startsWith('/v1/account/password/reset/confirmation')
        ? { status: 200, body: { message: 'La contraseña se reestableció correctamente.' } }
        : undefined,
    );
    const router = renderApp('/changePassword?data=acc-1.tok%2Dxyz', { strict: true });

    expect(await screen.findByText('La contraseña se reestableció correctamente.')).toBeVisible();
    expect(screen.getByText(/contraseña temporal/)).toHaveTextContent('correo no deseado (spam)');
    expect(requests.filter((r) => r.url.includes('/reset/confirmation')).map((r) => r.url)).toEqual([confirmationUrl]);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir a login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the failure text when the link is not valid any more', async () => {
    stubApi(() => ({ status: 400, body: { error: 'VALIDATION', message: 'No se pudo reestablecer la contraseña.' } }));
    renderApp('/changePassword?data=acc-1.used');
    expect(await screen.findByText('No se pudo reestablecer la contraseña.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/resetPassword');
  });

  it('fails without calling the server when the query is not a reset link', async () => {
    const requests = stubApi(() => undefined);
    renderApp('/changePassword?token=x');
    expect(await screen.findByText('No se pudo reestablecer la contraseña.')).toBeVisible();
    expect(requests.filter((r) => r.url.includes('/password'))).toEqual([]);
  });
});
