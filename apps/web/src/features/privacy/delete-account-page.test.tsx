import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../test/signed-in-harness';

afterEach(() => vi.unstubAllGlobals());

describe('/eliminar-cuenta', () => {
  it('does nothing on opening; the button confirms with the link data', async () => {
    const requests = stubApi(({ method, url }) =>
      method === 'POST' && url === '/v1/account/deletion/confirm'
        ? { status: 200, body: { message: 'Tu cuenta fue eliminada. Gracias por haber confiado en NutriTest.' } }
        : undefined,
    );
    renderAt('/eliminar-cuenta?data=abc.def-ghi-jkl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Eliminar mi cuenta' })).toBeVisible();
    expect(screen.getByText(/tus resultados genéticos, los genotipos/)).toBeVisible();
    expect(requests.some((r) => r.url === '/v1/account/deletion/confirm')).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar eliminación' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tu cuenta fue eliminada.');
    expect(requests.find((r) => r.url === '/v1/account/deletion/confirm')?.body).toEqual({ data: 'abc.def-ghi-jkl' });
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('shows the server refusal (a used or expired link) and keeps the account', async () => {
    stubApi(({ url }) =>
      url === '/v1/account/deletion/confirm'
        ? {
            status: 400,
            body: {
              error: 'VALIDATION',
              message: 'El enlace para eliminar la cuenta no es válido, venció o ya fue usado. Pedí uno nuevo.',
            },
          }
        : undefined,
    );
    renderAt('/eliminar-cuenta?data=abc.used-link-1234');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirmar eliminación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ya fue usado');
  });

  it('says the link is incomplete without data', async () => {
    stubApi(() => undefined);
    renderAt('/eliminar-cuenta');
    expect(await screen.findByText(/no es válido, venció o ya fue usado/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar eliminación' })).not.toBeInTheDocument();
  });
});
