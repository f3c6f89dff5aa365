import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

async function openDnaTab(handler?: Parameters<typeof renderSignedIn>[2]) {
  const account = makeAccount('Customer');
  const result = await renderSignedIn(account, '/profile', (request) =>
    request.url === '/v1/account/nutritionist' ? { status: 200, body: null } : handler?.(request),
  );
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Formulario ADN' }));
  await screen.findByRole('form', { name: 'Formulario ADN' });
  return result;
}

describe('Formulario ADN', () => {
  it('prefills the profile with the reference checkboxes and the read-only e-mail', async () => {
    await openDnaTab();
    expect(screen.getByLabelText('Sexo')).toHaveValue('1');
    expect(screen.getByLabelText('Estatura (cm)')).toHaveValue(165);
    expect(screen.getByLabelText('Peso (kg)')).toHaveValue(60);
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('1990-04-12');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('readonly');
    const pathologies = screen.getByRole('group', { name: 'Patologías' });
    expect(await within(pathologies).findByRole('checkbox', { name: 'Diabetes' })).toBeChecked();
    expect(within(pathologies).getByRole('checkbox', { name: 'Hipertensión' })).not.toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Antecedentes familiares' })).getByRole('checkbox', {
        name: 'Sobrepeso',
      }),
    ).not.toBeChecked();
  });

  it('shows the height and weight limits', async () => {
    await openDnaTab();
    const user = userEvent.setup();
    const height = screen.getByLabelText('Estatura (cm)');
    await user.clear(height);
    await user.type(height, '40');
    expect(await screen.findByText('La estatura debe ser al menos 50 cm')).toBeVisible();
    await user.clear(height);
    await user.type(height, '230');
    expect(await screen.findByText('La estatura debe ser menor a 230 cm')).toBeVisible();

    const weight = screen.getByLabelText('Peso (kg)');
    await user.clear(weight);
    await user.type(weight, '19');
    expect(await screen.findByText('El peso debe ser al menos 20 kg')).toBeVisible();
    await user.clear(weight);
    await user.type(weight, '270');
    expect(await screen.findByText('El peso debe ser menor a 270 kg')).toBeVisible();
  });

  it('saves the whole profile with the ticked ids and shows the toast', async () => {
    const { requests } = await openDnaTab(({ method, url }) =>
      method === 'PUT' && url === '/v1/account' ? { status: 200, body: 'Cuenta editada correctamente' } : undefined,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Sexo'), 'Masculino');
    await user.clear(screen.getByLabelText('Estatura (cm)'));
    await user.type(screen.getByLabelText('Estatura (cm)'), '180');
    await user.click(await screen.findByRole('checkbox', { name: 'Sobrepeso' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Patologías' })).getByRole('checkbox', { name: 'Hipertensión' }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Cuenta editada correctamente')).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      profile: {
        firstName: 'Ana',
        lastName: 'Suárez',
        birthDate: '1990-04-12',
        gender: 0,
        height: 180,
        weight: 60,
        mobile: '099123456',
        pathologies: [2, 1],
        familyHistories: [5],
      },
    });
  });
});
