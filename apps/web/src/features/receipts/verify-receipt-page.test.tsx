import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../test/signed-in-harness';

afterEach(() => vi.unstubAllGlobals());

describe('/comprobantes (the receipts’ verification page printed on e-Tickets)', () => {
  it('checks a receipt by its printed data and says it is valid', async () => {
    const requests = stubApi(({ path }) =>
      path === '/v1/cfe/verify'
        ? {
            status: 200,
            body: {
              title: 'e-Ticket',
              number: 'A-0000012',
              issuedOn: '2026-11-24',
              totalCents: 24_900,
              currency: 'USD',
              status: 'valid',
            },
          }
        : undefined,
    );
    renderAt('/comprobantes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificá tu comprobante' })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Serie'), 'a');
    await user.type(screen.getByLabelText('Número'), '12');
    await user.type(screen.getByLabelText('Código de seguridad'), 'aB3dE9');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Comprobante válido: e-Ticket A-0000012 del 24/11/2026, por US$ 249,00.',
    );
    const asked = requests.find((r) => r.path === '/v1/cfe/verify')!;
    expect(Object.fromEntries(asked.query!)).toEqual({ type: '101', series: 'A', number: '12', code: 'aB3dE9' });
  });

  it('says why next to each field, and when nothing matches', async () => {
    stubApi(({ path }) =>
      path === '/v1/cfe/verify'
        ? { status: 404, body: { error: 'NOT_FOUND', message: 'No encontramos un comprobante con esos datos.' } }
        : undefined,
    );
    renderAt('/comprobantes?type=111&series=A&number=7&code=zz');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verificar' }));
    // The form validates asynchronously: the message comes on a later turn of the event loop.
    await waitFor(() =>
      expect(screen.getByLabelText('Código de seguridad')).toHaveAccessibleDescription(
        'Son 6 letras o números, tal como están impresos.',
      ),
    );
    await user.clear(screen.getByLabelText('Código de seguridad'));
    await user.type(screen.getByLabelText('Código de seguridad'), 'Zx81Qp');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos un comprobante con esos datos.');
  });
});
