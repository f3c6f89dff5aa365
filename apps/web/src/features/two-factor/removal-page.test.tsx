import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../test/signed-in-harness';

afterEach(() => vi.unstubAllGlobals());

describe('/quitar-verificacion (the e-mailed removal link)', () => {
  it('does nothing on opening; the button removes it with the link data', async () => {
    const requests = stubApi(({ method, url }) =>
      method === 'POST' && url === '/v1/account/two-factor/removal'
        ? {
            status: 200,
            body: { message: 'Quitamos la verificación en dos pasos de tu cuenta. Te avisamos por correo.' },
          }
        : undefined,
    );
    renderAt('/quitar-verificacion?data=abc.def-ghi-jkl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quitar la verificación en dos pasos' })).toBeVisible();
    expect(requests.some((r) => r.url === '/v1/account/two-factor/removal')).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Quitar la verificación en dos pasos' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Quitamos la verificación en dos pasos');
    expect(requests.find((r) => r.url === '/v1/account/two-factor/removal')?.body).toEqual({ data: 'abc.def-ghi-jkl' });
    expect(screen.getByRole('link', { name: 'Ir a ingresar' })).toHaveAttribute('href', '/login');
  });

  it('shows the refusal of a used or expired link', async () => {
    stubApi(({ url }) =>
      url === '/v1/account/two-factor/removal'
        ? { status: 400, body: { error: 'VALIDATION', message: 'El enlace no es válido o ya fue usado.' } }
        : undefined,
    );
    renderAt('/quitar-verificacion?data=abc.used');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Quitar la verificación en dos pasos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ya fue usado');
  });

  it('says the link is incomplete without data', async () => {
    stubApi(() => undefined);
    renderAt('/quitar-verificacion');
    expect(await screen.findByText('El enlace no es válido o ya fue usado.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Quitar la verificación en dos pasos' })).not.toBeInTheDocument();
  });
});
