import { messages } from '@nutritest/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

describe('Cambiar contraseña', () => {
  it('refuses one of the most common passwords next to the field, before calling the server', async () => {
    const { requests } = await renderSignedIn(makeAccount('Customer'), '/profile', ({ url, body }) =>
      url === '/v1/account/password' ? { status: 200, body: { jwtToken: 'nuevo', echo: body } } : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Cambiar contraseña' });
    const user = userEvent.setup();
    await user.click(within(form).getByLabelText('Contraseña actual'));
    await user.paste('vieja-clave-1');
    await user.click(within(form).getByLabelText('Contraseña nueva'));
    await user.paste('Password1');
    await user.click(within(form).getByLabelText('Repetir contraseña nueva'));
    await user.paste('Password1');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(form).findByText(messages.passwordTooCommon)).toBeVisible();
    expect(requests.some((r) => r.url === '/v1/account/password')).toBe(false);

    // A password outside the list goes through.
    const field = within(form).getByLabelText('Contraseña nueva');
    await user.clear(field);
    await user.paste('ceibo-florido-31');
    const repeat = within(form).getByLabelText('Repetir contraseña nueva');
    await user.clear(repeat);
    await user.paste('ceibo-florido-31');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(form).findByText('Tu contraseña se cambió correctamente.')).toBeVisible();
    expect(requests.find((r) => r.url === '/v1/account/password')?.body).toEqual({
      oldPassword: 'vieja-clave-1',
      newPassword: 'ceibo-florido-31',
    });
  });
});
