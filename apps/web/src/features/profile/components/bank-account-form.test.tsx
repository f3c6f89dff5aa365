import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

async function openPayoutTab(saved: unknown = null) {
  const result = await renderSignedIn(makeAccount('Nutritionist'), '/profile', ({ method, url, body }) => {
    if (url !== '/v1/bankAccounts') return undefined;
    if (method === 'GET') return { status: 200, body: saved };
    return { status: 200, body };
  });
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Datos de cobro' }));
  await screen.findByRole('form', { name: 'Datos de cobro' });
  return result;
}

describe('Datos de cobro', () => {
  it('saves bank details and shows the toast', async () => {
    const { requests } = await openPayoutTab();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findAllByText('El campo es obligatorio.')).toHaveLength(4);

    await user.selectOptions(screen.getByLabelText('Banco'), 'BROU');
    await user.click(screen.getByLabelText('Número de cuenta'));
    await user.paste('001234567');
    await user.click(screen.getByLabelText('Sucursal'));
    await user.paste('12');
    await user.click(screen.getByLabelText('Nombre completo del titular'));
    await user.paste('Lucía Fernández');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Cuenta editada correctamente')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      paymentType: 1,
      bank: 'BROU',
      accountNumber: '001234567',
      branchOffice: '12',
      fullName: 'Lucía Fernández',
    });
  });

  it('choosing the collection network clears the bank fields and saves the ID card only', async () => {
    const { requests } = await openPayoutTab({
      paymentType: 1,
      bank: 'Itaú',
      accountNumber: '555-1',
      branchOffice: '3',
      fullName: 'Lucía Fernández',
    });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Banco')).toHaveValue('Itaú');

    await user.click(screen.getByRole('radio', { name: 'Red de cobranza (Abitab)' }));
    expect(screen.queryByLabelText('Banco')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Cédula de identidad'), '1234');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Formato incorrecto.')).toBeVisible();

    // Back to the bank: the fields were cleared.
    await user.click(screen.getByRole('radio', { name: 'Cuenta bancaria' }));
    expect(screen.getByLabelText('Banco')).toHaveValue('');
    expect(screen.getByLabelText('Número de cuenta')).toHaveValue('');
    expect(screen.getByLabelText('Sucursal')).toHaveValue('');
    expect(screen.getByLabelText('Nombre completo del titular')).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'Red de cobranza (Abitab)' }));
    const ci = screen.getByLabelText('Cédula de identidad');
    await user.clear(ci);
    await user.type(ci, '41234563');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cuenta editada correctamente')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      paymentType: 3,
      network: 'Abitab',
      ci: '41234563',
    });
  });
});
